// Florida's 67 counties and its 20 judicial circuits (Fla. Stat. § 26.021).
export interface FloridaCircuit {
  /** 1..20 */
  number: number;
  /** e.g. '11th Circuit - Miami-Dade' */
  label: string;
  counties: readonly string[];
}

const CIRCUIT_COUNTIES: readonly (readonly string[])[] = [
  ['Escambia', 'Okaloosa', 'Santa Rosa', 'Walton'],
  ['Franklin', 'Gadsden', 'Jefferson', 'Leon', 'Liberty', 'Wakulla'],
  ['Columbia', 'Dixie', 'Hamilton', 'Lafayette', 'Madison', 'Suwannee', 'Taylor'],
  ['Clay', 'Duval', 'Nassau'],
  ['Citrus', 'Hernando', 'Lake', 'Marion', 'Sumter'],
  ['Pasco', 'Pinellas'],
  ['Flagler', 'Putnam', 'St. Johns', 'Volusia'],
  ['Alachua', 'Baker', 'Bradford', 'Gilchrist', 'Levy', 'Union'],
  ['Orange', 'Osceola'],
  ['Hardee', 'Highlands', 'Polk'],
  ['Miami-Dade'],
  ['DeSoto', 'Manatee', 'Sarasota'],
  ['Hillsborough'],
  ['Bay', 'Calhoun', 'Gulf', 'Holmes', 'Jackson', 'Washington'],
  ['Palm Beach'],
  ['Monroe'],
  ['Broward'],
  ['Brevard', 'Seminole'],
  ['Indian River', 'Martin', 'Okeechobee', 'St. Lucie'],
  ['Charlotte', 'Collier', 'Glades', 'Hendry', 'Lee'],
];

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

export const FLORIDA_CIRCUITS: readonly FloridaCircuit[] = CIRCUIT_COUNTIES.map((counties, i) => ({
  number: i + 1,
  label: `${ordinal(i + 1)} Circuit - ${counties.join(', ')}`,
  counties,
}));

/** All 67 counties, sorted alphabetically. */
export const FLORIDA_COUNTIES: readonly string[] = CIRCUIT_COUNTIES.flat().sort((a, b) =>
  a.localeCompare(b),
);

/**
 * Counties whose courthouse keeps Central time: the 1st circuit and the 14th but
 * Gulf, whose courthouse (Port St. Joe) keeps Eastern though its north keeps
 * Central. The database's public.court_counties holds the same, with sources.
 */
export const CENTRAL_TIME_COUNTIES: readonly string[] = [
  'Escambia',
  'Okaloosa',
  'Santa Rosa',
  'Walton',
  'Bay',
  'Calhoun',
  'Holmes',
  'Jackson',
  'Washington',
];

/** The IANA zone of a county's courthouse; a case without a county is in the program's, Eastern. */
export function countyTimeZone(county: string | null | undefined): string {
  return county && CENTRAL_TIME_COUNTIES.includes(county) ? 'America/Chicago' : 'America/New_York';
}

/** How a county is shown in selects: 'Miami-Dade County'. */
export function countyLabel(county: string): string {
  return `${county} County`;
}

// A court report's data: court_report_data()'s answer, parsed, and the values a
// template fills in. Contacts are grouped by who was contacted (a contact with the
// child and the caregiver is listed under both); a group with nothing in the period
// keeps its heading and says so; in-person visits with the child are counted against
// the program's visit interval. Everything is formatted here, in the court's zone, so
// a template only places text.
import * as z from 'zod/mini';
import { formatCourtDateTime, formatCourtTime } from '@/lib/court-time';

const contactSchema = z.object({
  id: z.string(),
  contact_date: z.string(),
  contact_type: z.string(),
  in_person: z.boolean(),
  contact_with: z.array(z.string()),
  contact_made: z.boolean(),
  minutes: z.nullable(z.number()),
  miles: z.number(),
  notes: z.string(),
  /** The children and parties it names, as 'Maya Rivera' or 'Dana Brooks (caseworker)'. */
  people: z.optional(z.array(z.string())),
});

const personSchema = z.object({ name: z.string(), role: z.string(), is_child: z.boolean() });

export const reportDataSchema = z.object({
  case: z.object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    county: z.nullable(z.string()),
    circuit: z.nullable(z.number()),
    time_zone: z.string(),
    opened_at: z.string(),
  }),
  hearing: z.object({
    id: z.string(),
    hearing_at: z.string(),
    hearing_type: z.string(),
    courtroom: z.nullable(z.string()),
    judge: z.nullable(z.string()),
    report_due_at: z.string(),
    due_reason: z.nullable(z.string()),
    due_rule: z.nullable(z.string()),
    report_status: z.string(),
  }),
  previous_hearing_at: z.nullable(z.string()),
  gal_name: z.nullable(z.string()),
  period: z.object({ start: z.string(), end: z.string(), default_start: z.string() }),
  visit_threshold_days: z.number(),
  contacts: z.array(contactSchema),
  /** The people the period's contacts name, children first. */
  contacts_by_person: z.optional(z.array(personSchema)),
  hours: z.number(),
  miles: z.number(),
});

export type ReportData = z.infer<typeof reportDataSchema>;
export type ReportContact = z.infer<typeof contactSchema>;

export const PROGRAM_NAME = 'GAL Connect Guardian ad Litem Program';

/** Who a contact was with, as the report groups them; `none` is the line an empty group shows. */
export const CONTACT_GROUPS = [
  { key: 'child', heading: 'The child', parties: ['child'], none: 'the child' },
  { key: 'parents', heading: 'Parents', parties: ['parent'], none: 'a parent' },
  {
    key: 'caregivers',
    heading: 'Caregivers',
    parties: ['caregiver', 'foster_parent'],
    none: 'a caregiver',
  },
  { key: 'caseworker', heading: 'Caseworker', parties: ['caseworker'], none: 'the caseworker' },
  { key: 'school', heading: 'School', parties: ['teacher'], none: 'school staff' },
  { key: 'providers', heading: 'Providers', parties: ['therapist'], none: 'providers' },
  {
    key: 'legal',
    heading: 'Attorneys and the court',
    parties: ['attorney', 'judge'],
    none: 'attorneys or the court',
  },
  { key: 'other', heading: 'Others', parties: ['other'], none: 'anyone else' },
] as const;

/** The sections the GAL writes, with the guidance a draft shows under each. */
export const WRITTEN_SECTIONS = [
  {
    heading: 'Observations',
    guidance:
      'Write what you saw and heard in this period: the child’s placement, health, schooling and relationships. Facts, with dates.',
  },
  {
    heading: 'The child’s wishes',
    guidance:
      'Write what the child told you they want, in their words where you can, and whether they were able to express a view.',
  },
  {
    heading: 'Recommendations',
    guidance:
      'Write what you recommend to the court and why, tied to the observations above and the child’s best interest.',
  },
] as const;

const PARTY_LABELS: Readonly<Record<string, string>> = {
  child: 'child',
  parent: 'parent',
  caregiver: 'caregiver',
  foster_parent: 'foster parent',
  caseworker: 'caseworker',
  attorney: 'attorney',
  teacher: 'teacher',
  therapist: 'therapist',
  judge: 'judge',
  other: 'other',
};

/** '2027-03-16' as 'Mar 16, 2027' (a calendar date: no zone applies). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / 86_400_000;
}

function duration(minutes: number | null): string {
  if (minutes === null) return '';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}

function numberText(n: number, digits: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(n);
}

export interface ContactLine {
  date: string;
  type: string;
  with: string;
  made: string;
  duration: string;
  miles: string;
  notes: string;
}

export interface ContactGroupValues {
  key: string;
  heading: string;
  none: string;
  hasContacts: boolean;
  contacts: ContactLine[];
}

export interface VisitSummary {
  count: number;
  dates: string[];
  /** The most days without an in-person visit with the child, counting from the period's start to its end. */
  longestGap: number;
  interval: number;
  withinInterval: boolean;
}

/** In-person contacts made with the child in the period, against the program's interval. */
export function visitSummary(data: ReportData): VisitSummary {
  const days = data.contacts
    .filter((c) => c.in_person && c.contact_made && c.contact_with.includes('child'))
    .map((c) => c.contact_date);
  const unique = [...new Set(days)].sort();
  const marks = [data.period.start, ...unique, data.period.end].map(dayNumber);
  let longestGap = 0;
  for (let i = 1; i < marks.length; i++)
    longestGap = Math.max(longestGap, marks[i]! - marks[i - 1]!);
  return {
    count: unique.length,
    dates: unique,
    longestGap,
    interval: data.visit_threshold_days,
    withinInterval: longestGap <= data.visit_threshold_days,
  };
}

type Person = z.infer<typeof personSchema>;

/** How a contact names a person: a child by name, a party with their role. */
const personLabel = (p: Person) => (p.is_child ? p.name : `${p.name} (${p.role})`);

/**
 * Contacts by whom they were with: by person when the contacts name people (each person
 * a group, children first; contacts naming nobody under 'Other contacts'), otherwise by
 * role (the child, parents...), each role keeping its heading when empty.
 */
export function groupContacts(
  contacts: readonly ReportContact[],
  people: readonly Person[] = [],
): ContactGroupValues[] {
  if (people.length) {
    const named = people.map((p, i) => ({
      key: `person-${i + 1}`,
      heading: personLabel(p),
      none: `No contacts with ${p.name} in this period.`,
      mine: contacts.filter((c) => c.people?.includes(personLabel(p))),
    }));
    const others = contacts.filter((c) => !c.people?.length);
    const groups = others.length
      ? [...named, { key: 'other', heading: 'Other contacts', none: '', mine: others }]
      : named;
    return groups.map((g) => group(g.key, g.heading, g.none, g.mine));
  }
  return CONTACT_GROUPS.map((g) =>
    group(
      g.key,
      g.heading,
      `No contacts with ${g.none} in this period.`,
      contacts.filter((c) =>
        c.contact_with.some((p) => (g.parties as readonly string[]).includes(p)),
      ),
    ),
  );
}

function group(
  key: string,
  heading: string,
  none: string,
  contacts: readonly ReportContact[],
): ContactGroupValues {
  const mine = [...contacts].sort((a, b) => a.contact_date.localeCompare(b.contact_date));
  return {
    key,
    heading,
    none,
    hasContacts: mine.length > 0,
    contacts: mine.map((c) => ({
      date: formatDay(c.contact_date),
      type: c.contact_type,
      with: c.people?.length
        ? c.people.join(', ')
        : c.contact_with.map((p) => PARTY_LABELS[p] ?? p).join(', '),
      made: c.contact_made ? 'Made' : 'Attempted',
      duration: duration(c.minutes),
      miles: c.miles ? `${numberText(c.miles, 1)} mi` : '',
      notes: c.notes,
    })),
  };
}

/** Every value a template may use (docs/court-report-template.md lists them). */
export interface ReportValues {
  programName: string;
  caseTitle: string;
  caseNumber: string;
  county: string;
  circuit: string;
  category: string;
  hearingType: string;
  hearingDate: string;
  hearingTime: string;
  hearingDateTime: string;
  courtroom: string;
  judge: string;
  dueDateTime: string;
  dueReason: string;
  dueRule: string;
  galName: string;
  periodStart: string;
  periodEnd: string;
  draftedOn: string;
  groups: ContactGroupValues[];
  visitCount: number;
  visitDates: string;
  longestGap: string;
  visitInterval: string;
  visitSummary: string;
  hours: string;
  miles: string;
  sections: { heading: string; guidance: string }[];
}

export function reportValues(data: ReportData, now = new Date()): ReportValues {
  const zone = data.case.time_zone;
  const visits = visitSummary(data);
  const dayText = (at: string) => formatCourtDateTime(at, zone).replace(/, [^,]*$/, '');
  return {
    programName: PROGRAM_NAME,
    caseTitle: data.case.title,
    caseNumber: data.case.id.slice(0, 8).toUpperCase(),
    county: data.case.county ? `${data.case.county} County` : 'County not recorded',
    circuit: data.case.circuit ? `Circuit ${data.case.circuit}` : 'Circuit not recorded',
    category: data.case.category,
    hearingType: data.hearing.hearing_type,
    hearingDate: dayText(data.hearing.hearing_at),
    hearingTime: formatCourtTime(data.hearing.hearing_at, zone),
    hearingDateTime: formatCourtDateTime(data.hearing.hearing_at, zone),
    courtroom: data.hearing.courtroom ?? '',
    judge: data.hearing.judge ?? '',
    dueDateTime: formatCourtDateTime(data.hearing.report_due_at, zone),
    dueReason: data.hearing.due_reason ?? '',
    dueRule: data.hearing.due_rule ?? '',
    galName: data.gal_name ?? 'Not assigned',
    periodStart: formatDay(data.period.start),
    periodEnd: formatDay(data.period.end),
    draftedOn: formatCourtDateTime(now, zone),
    groups: groupContacts(data.contacts, data.contacts_by_person),
    visitCount: visits.count,
    visitDates: visits.dates.map(formatDay).join(', ') || 'None',
    longestGap: `${visits.longestGap} days`,
    visitInterval: `${visits.interval} days`,
    visitSummary:
      `${visits.count} in-person visit${visits.count === 1 ? '' : 's'} with the child; the longest ` +
      `gap was ${visits.longestGap} days, ${visits.withinInterval ? 'within' : 'over'} the ` +
      `program's ${visits.interval}-day visit interval.`,
    hours: numberText(data.hours, 2),
    miles: numberText(data.miles, 1),
    sections: WRITTEN_SECTIONS.map((s) => ({ ...s })),
  };
}

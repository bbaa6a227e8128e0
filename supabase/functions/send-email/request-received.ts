// The visitor's "we received your request" email, in the language they filed in. The texts
// are drafts no certified translator has reviewed yet (docs/translations.md lists them with
// the site's catalogs); the visitor's own words are quoted back unchanged. Dates are in
// words with month names from here, not Intl: there is no Haitian Creole locale data.
// Every value the visitor wrote is put on one line (oneLine) before it is quoted.
import { oneLine } from '../_shared/plain-text.ts';

export type Language = 'en' | 'es' | 'ht';

export interface ReceivedRequest {
  name: string;
  language: string;
  case_type: string;
  county: string;
  created_at: string;
}

const MONTHS: Record<Language, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  ht: [
    'janvye',
    'fevriye',
    'mas',
    'avril',
    'me',
    'jen',
    'jiyè',
    'out',
    'septanm',
    'oktòb',
    'novanm',
    'desanm',
  ],
};

/** The calendar day in Florida (the courts' own zone), as numbers. */
function floridaDay(iso: string): { day: number; month: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(iso));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: get('day'), month: get('month'), year: get('year') };
}

export function longDate(iso: string, language: Language): string {
  const { day, month, year } = floridaDay(iso);
  const name = MONTHS[language][month - 1];
  if (language === 'en') return `${name} ${day}, ${year}`;
  if (language === 'es') return `${day} de ${name} de ${year}`;
  return `${day} ${name} ${year}`;
}

const TEXTS: Record<
  Language,
  (r: ReceivedRequest, date: string) => { subject: string; lines: string[] }
> = {
  en: (r, date) => ({
    subject: 'GAL Connect: we received your request',
    lines: [
      `Hello ${r.name},`,
      '',
      `We received your request for a guardian ad litem on ${date}.`,
      `Case type: ${r.case_type}. Court: ${r.county}.`,
      'Our team replies within 1-2 business days.',
      '',
      '-- GAL Connect',
    ],
  }),
  es: (r, date) => ({
    subject: 'GAL Connect: recibimos su solicitud',
    lines: [
      `Hola, ${r.name}:`,
      '',
      `Recibimos su solicitud de un tutor ad litem el ${date}.`,
      `Tipo de caso: ${r.case_type}. Tribunal: ${r.county}.`,
      'Nuestro equipo responde en 1 a 2 días hábiles.',
      '',
      '-- GAL Connect',
    ],
  }),
  ht: (r, date) => ({
    subject: 'GAL Connect: nou resevwa demann ou an',
    lines: [
      `Bonjou ${r.name},`,
      '',
      `Nou resevwa demann ou an pou yon gadyen ad litem ${date}.`,
      `Kalite ka: ${r.case_type}. Tribinal: ${r.county}.`,
      'Ekip nou an reponn nan 1 a 2 jou ouvrab.',
      '',
      '-- GAL Connect',
    ],
  }),
};

export function requestReceivedEmail(r: ReceivedRequest): { subject: string; text: string } {
  const language: Language = r.language === 'es' || r.language === 'ht' ? r.language : 'en';
  const quoted = {
    ...r,
    name: oneLine(r.name),
    case_type: oneLine(r.case_type),
    county: oneLine(r.county),
  };
  const { subject, lines } = TEXTS[language](quoted, longDate(r.created_at, language));
  return { subject, text: lines.join('\n') };
}

// A contact as the form holds it (text as typed), the checks Submit runs, and the
// input the database gets. The database enforces the same rules (GC201 and the column
// bounds); these explain them before a round trip. A draft saves what it can: a value
// out of bounds is left out of the draft until it is corrected, never sent to fail.
import type {
  Contact,
  ContactInput,
  ContactParty,
  ContactType,
  Expense,
} from '../api/contacts-api';

export const CONTACT_TYPES: readonly { value: ContactType; label: string }[] = [
  { value: 'in_person', label: 'In person' },
  { value: 'phone', label: 'Phone' },
  { value: 'video', label: 'Video' },
  { value: 'email', label: 'Email' },
  { value: 'text_message', label: 'Text message' },
  { value: 'court', label: 'Court' },
  { value: 'other', label: 'Other' },
];

export const CONTACT_PARTIES: readonly { value: ContactParty; label: string }[] = [
  { value: 'child', label: 'Child' },
  { value: 'parent', label: 'Parent' },
  { value: 'caregiver', label: 'Caregiver' },
  { value: 'foster_parent', label: 'Foster parent' },
  { value: 'caseworker', label: 'Caseworker' },
  { value: 'attorney', label: 'Attorney' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'therapist', label: 'Therapist' },
  { value: 'judge', label: 'Judge' },
  { value: 'other', label: 'Other' },
];

export const contactTypeLabel = (t: ContactType | null) =>
  CONTACT_TYPES.find((o) => o.value === t)?.label ?? 'Type not chosen';
export const partiesLabel = (parties: readonly ContactParty[]) =>
  parties.map((p) => CONTACT_PARTIES.find((o) => o.value === p)?.label ?? p).join(', ');

export const NOTES_MAX = 5000;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export interface ExpenseValues {
  id: string;
  description: string;
  /** Dollars as typed, e.g. '12.50'. */
  amount: string;
  receiptPath: string | null;
}

export interface ContactValues {
  date: string;
  type: ContactType | '';
  with: ContactParty[];
  made: boolean;
  minutes: string;
  miles: string;
  notes: string;
  followUp: boolean;
  expenses: ExpenseValues[];
  /** Sibling cases the contact also covers, besides the case the form is on. */
  alsoCases: string[];
  /** Hours per case as typed, by case id; null: split evenly. */
  split: Record<string, string> | null;
  /** The case its mileage and expenses go on; '' for the form's case. */
  mileageCase: string;
  /** The children and parties seen, by id. */
  people: string[];
}

export const CONTACT_MESSAGES = {
  type: 'Choose the type of contact.',
  with: 'Choose who the contact was with.',
  date: 'Enter the date of the contact.',
  futureDate: 'The date cannot be in the future.',
  beforeCase: 'The date cannot be before the case was created.',
  minutes: 'Enter the minutes, a whole number from 1 to 1440.',
  miles: 'Miles go from 0 to 1000, with at most one decimal.',
  expenseDescription: 'Describe the expense.',
  expenseAmount: 'Enter an amount from $0.01 to $10,000.00.',
  receiptType: 'A receipt is a PDF or an image (PNG, JPEG, WebP, GIF or HEIC).',
  receiptSize: 'A receipt is at most 5 MB.',
  splitTooShort: 'Each case needs at least a quarter hour: add minutes or untick a case.',
  splitSum: 'The hours on each case must add up to the contact’s time.',
  splitShare: 'Each case’s hours are a quarter hour or more, in quarter hours.',
} as const;

export type ContactErrors = Partial<
  Record<'type' | 'with' | 'date' | 'minutes' | 'miles' | 'split', string>
>;
export type ExpenseErrors = Record<string, { description?: string; amount?: string }>;

export function blankContact(today: string): ContactValues {
  return {
    date: today,
    type: '',
    with: [],
    made: true,
    minutes: '',
    miles: '',
    notes: '',
    followUp: false,
    expenses: [],
    alsoCases: [],
    split: null,
    mileageCase: '',
    people: [],
  };
}

export function blankExpense(): ExpenseValues {
  return { id: crypto.randomUUID(), description: '', amount: '', receiptPath: null };
}

/** The form's values of a stored contact, as the form on `caseId` shows it. */
export function contactValues(c: Contact, caseId: string = c.case_id): ContactValues {
  const shares = c.contact_cases ?? [];
  const adjusted = shares.length > 1 && shares.every((x) => x.quarters !== null);
  return {
    alsoCases: shares.map((x) => x.case_id).filter((id) => id !== caseId),
    split: adjusted
      ? Object.fromEntries(shares.map((x) => [x.case_id, String((x.quarters ?? 0) / 4)]))
      : null,
    mileageCase: c.case_id === caseId ? '' : c.case_id,
    people: (c.contact_people ?? []).flatMap((p) => p.child_id ?? p.party_id ?? []),
    date: c.contact_date,
    type: c.contact_type ?? '',
    with: c.contact_with,
    made: c.contact_made,
    minutes: c.minutes === null ? '' : String(c.minutes),
    miles: Number(c.miles) ? String(c.miles) : '',
    notes: c.notes,
    followUp: c.follow_up,
    expenses: c.contact_expenses.map((e: Expense) => ({
      id: e.id,
      description: e.description ?? '',
      amount: e.amount_cents === null ? '' : (e.amount_cents / 100).toFixed(2),
      receiptPath: e.receipt_path,
    })),
  };
}

export function parseMinutes(text: string): number | null {
  const n = Number(text.trim());
  return text.trim() && Number.isInteger(n) && n >= 1 && n <= 1440 ? n : null;
}

export function parseMiles(text: string): number | null {
  if (!text.trim()) return 0;
  const n = Number(text.trim());
  return Number.isFinite(n) && n >= 0 && n <= 1000 && Math.abs(n * 10 - Math.round(n * 10)) < 1e-9
    ? n
    : null;
}

/** '12.50' as 1250; null when it is not an amount from 1 cent to $10,000. */
export function parseAmountCents(text: string): number | null {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const cents = Math.round(Number(t) * 100);
  return cents >= 1 && cents <= 1_000_000 ? cents : null;
}

/** The minutes as the linked time entry counts them: up to the quarter hour. */
export function entryHours(minutes: number): number {
  return Math.ceil(minutes / 15) / 4;
}

/** What Submit checks; empty when the contact may be submitted. */
export function validateContact(
  v: ContactValues,
  bounds: { today: string; caseCreated: string },
): { fields: ContactErrors; expenses: ExpenseErrors } {
  const fields: ContactErrors = {};
  if (!v.type) fields.type = CONTACT_MESSAGES.type;
  // People seen name their roles (the database adds them to contact_with).
  if (!v.with.length && !v.people.length) fields.with = CONTACT_MESSAGES.with;
  if (!v.date) fields.date = CONTACT_MESSAGES.date;
  else if (v.date > bounds.today) fields.date = CONTACT_MESSAGES.futureDate;
  else if (v.date < bounds.caseCreated) fields.date = CONTACT_MESSAGES.beforeCase;
  if (parseMinutes(v.minutes) === null) fields.minutes = CONTACT_MESSAGES.minutes;
  if (parseMiles(v.miles) === null) fields.miles = CONTACT_MESSAGES.miles;
  const split = splitProblem(v);
  if (split) fields.split = split;
  const expenses: ExpenseErrors = {};
  for (const e of v.expenses) {
    const problems = {
      ...(e.description.trim() ? {} : { description: CONTACT_MESSAGES.expenseDescription }),
      ...(parseAmountCents(e.amount) === null ? { amount: CONTACT_MESSAGES.expenseAmount } : {}),
    };
    if (Object.keys(problems).length) expenses[e.id] = problems;
  }
  return { fields, expenses };
}

export const hasErrors = (r: ReturnType<typeof validateContact>) =>
  Object.keys(r.fields).length > 0 || Object.keys(r.expenses).length > 0;

/** The cases a contact covers, the form's first, then the siblings ticked. */
export const coveredCases = (caseId: string, v: ContactValues) => [
  caseId,
  ...v.alsoCases.filter((c) => c !== caseId),
];

/** The case carrying the mileage and expenses: the chosen one if still ticked. */
export function mileageCaseOf(caseId: string, v: ContactValues): string {
  return v.mileageCase && v.alsoCases.includes(v.mileageCase) ? v.mileageCase : caseId;
}

/**
 * The even split of a contact's quarter hours, as the database makes it: each case
 * the same, the quarters left over on the first cases, the mileage case first, then
 * by id. Null when there are fewer quarters than cases.
 */
export function evenSplit(
  quarters: number,
  cases: readonly string[],
  first: string,
): Record<string, number> | null {
  if (quarters < cases.length) return null;
  const order = [...cases].sort((a, b) =>
    a === first ? -1 : b === first ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  const base = Math.floor(quarters / cases.length);
  const extra = quarters % cases.length;
  return Object.fromEntries(order.map((c, i) => [c, base + (i < extra ? 1 : 0)]));
}

/** A share as typed, in quarter hours; null unless a positive multiple of 0.25. */
export function parseShare(text: string | undefined): number | null {
  const n = Number((text ?? '').trim());
  const q = n * 4;
  return (text ?? '').trim() && Number.isFinite(n) && q >= 1 && Math.abs(q - Math.round(q)) < 1e-9
    ? Math.round(q)
    : null;
}

/** Why the time cannot be split between the ticked cases, or null. */
function splitProblem(v: ContactValues): string | null {
  if (!v.alsoCases.length) return null;
  const minutes = parseMinutes(v.minutes);
  if (minutes === null) return null;
  const total = Math.ceil(minutes / 15);
  if (total < v.alsoCases.length + 1) return CONTACT_MESSAGES.splitTooShort;
  if (!v.split) return null;
  const shares = Object.values(v.split).map(parseShare);
  if (shares.some((q) => q === null)) return CONTACT_MESSAGES.splitShare;
  const sum = shares.reduce<number>((a, q) => a + (q ?? 0), 0);
  return sum === total ? null : CONTACT_MESSAGES.splitSum;
}

/** The contact for the database; a value out of bounds goes as blank (a draft keeps it typed). */
export function contactInput(id: string, caseId: string, v: ContactValues): ContactInput {
  const cases = coveredCases(caseId, v);
  const quarters = v.split ? cases.map((c) => parseShare(v.split?.[c])) : [];
  const adjusted = quarters.length === cases.length && quarters.every((q) => q !== null);
  return {
    shares: cases.map((c, i) => ({
      case_id: c,
      quarters: adjusted ? (quarters[i] ?? null) : null,
    })),
    mileageCaseId: mileageCaseOf(caseId, v),
    people: v.people,
    id,
    caseId,
    contact_date: v.date || null,
    contact_type: v.type || null,
    contact_with: v.with,
    contact_made: v.made,
    minutes: parseMinutes(v.minutes),
    miles: parseMiles(v.miles) ?? 0,
    notes: v.notes.slice(0, NOTES_MAX),
    follow_up: v.followUp,
    expenses: v.expenses.map((e) => ({
      id: e.id,
      description: e.description.trim().slice(0, 500) || null,
      amount_cents: parseAmountCents(e.amount),
      receipt_path: e.receiptPath,
    })),
  };
}

/**
 * Why a receipt file is refused before it is read, or null: its size. Its type is read
 * from its bytes when it is uploaded (receipt-files.ts), since the type a browser reports
 * comes from the name, which says nothing of the content.
 */
export function receiptProblem(file: File): string | null {
  if (file.size > RECEIPT_MAX_BYTES) return CONTACT_MESSAGES.receiptSize;
  return null;
}

/** Days from a date to today (0 today), for 'last in-person contact: N days ago'. */
export function daysSince(date: string, today: string): number {
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** The newest submitted in-person contact that was made. */
export function lastInPerson(contacts: readonly Contact[]): Contact | null {
  return (
    contacts
      .filter((c) => c.status === 'submitted' && c.contact_type === 'in_person' && c.contact_made)
      .sort((a, b) => b.contact_date.localeCompare(a.contact_date))[0] ?? null
  );
}

// The landing request form's fields and rules. The limits
// match the gal_requests column checks, so a form that passes here is not refused
// for length by the database.
import { countyLabel, FLORIDA_COUNTIES } from '@/content/florida';

export const CASE_TYPES = [
  'Divorce with Minor Children',
  'Child Custody Dispute',
  'Parenting Plan Modification',
  'Relocation Case',
  'Other Family Law Matter',
] as const;
export type CaseType = (typeof CASE_TYPES)[number];

/** The county select's options: all 67, sorted, stored and shown as 'X County'. */
export const COUNTY_OPTIONS = FLORIDA_COUNTIES.map((county) => {
  const label = countyLabel(county);
  return { value: label, label };
});

export interface RequestDraft {
  caseType: string;
  county: string;
  name: string;
  email: string;
  phone: string;
  details: string;
  urgent: boolean;
}

export const EMPTY_DRAFT: RequestDraft = {
  caseType: '',
  county: '',
  name: '',
  email: '',
  phone: '',
  details: '',
  urgent: false,
};

export const LIMITS = { name: 200, email: 320, phone: 50, details: 10000 } as const;

export type RequestErrors = Partial<Record<keyof RequestDraft, string>>;

// The address rule the database checks (gal_requests_email_address): the WHATWG
// "valid e-mail address" with a dotted domain, so no '?cc=' rides along.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE = /^[+()\d\s.-]*\d[+()\d\s.-]*$/;

function tooLong(label: string, max: number) {
  return `${label} must be at most ${max.toLocaleString('en-US')} characters.`;
}

/** Every rule the form checks before sending; an empty object when the draft is fine. */
export function validateRequest(draft: RequestDraft): RequestErrors {
  const errors: RequestErrors = {};
  if (!CASE_TYPES.includes(draft.caseType as CaseType)) errors.caseType = 'Choose a case type.';
  if (!COUNTY_OPTIONS.some((o) => o.value === draft.county)) errors.county = 'Choose a county.';

  const name = draft.name.trim();
  if (!name) errors.name = 'Enter your name.';
  else if (name.length > LIMITS.name) errors.name = tooLong('Name', LIMITS.name);

  const email = draft.email.trim();
  if (!email) errors.email = 'Enter your email address.';
  else if (email.length > LIMITS.email) errors.email = tooLong('Email', LIMITS.email);
  else if (!EMAIL.test(email)) errors.email = 'Enter an email address like name@example.com.';

  const phone = draft.phone.trim();
  if (!phone) errors.phone = 'Enter your phone number.';
  else if (phone.length > LIMITS.phone) errors.phone = tooLong('Phone', LIMITS.phone);
  else if (!PHONE.test(phone)) errors.phone = 'Enter a phone number using digits.';

  const details = draft.details.trim();
  if (!details) errors.details = 'Tell us about your case.';
  else if (details.length > LIMITS.details)
    errors.details = tooLong('Case details', LIMITS.details);
  return errors;
}

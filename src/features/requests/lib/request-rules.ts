// The landing request form's fields and rules. The limits
// match the gal_requests column checks, so a form that passes here is not refused
// for length by the database.
// Error texts are read in the visitor's language at the moment they are checked; the
// stored values (case type, 'X County') stay English, so the admin's inbox reads one way.
import { i18n } from '@lingui/core';
import { countyLabel, FLORIDA_COUNTIES } from '@/content/florida';
import { isPhoneNumber } from '@/lib/phone';

export const CASE_TYPES = [
  'Divorce with Minor Children',
  'Child Custody Dispute',
  'Parenting Plan Modification',
  'Relocation Case',
  'Other Family Law Matter',
] as const;
export type CaseType = (typeof CASE_TYPES)[number];

/** The case types as the visitor reads them; the value sent stays the English name. */
export function caseTypeOptions(): { value: CaseType; label: string }[] {
  const labels: Record<CaseType, string> = {
    'Divorce with Minor Children': i18n._({
      id: 'request.caseType.divorce',
      message: 'Divorce with Minor Children',
    }),
    'Child Custody Dispute': i18n._({
      id: 'request.caseType.custody',
      message: 'Child Custody Dispute',
    }),
    'Parenting Plan Modification': i18n._({
      id: 'request.caseType.parentingPlan',
      message: 'Parenting Plan Modification',
    }),
    'Relocation Case': i18n._({ id: 'request.caseType.relocation', message: 'Relocation Case' }),
    'Other Family Law Matter': i18n._({
      id: 'request.caseType.other',
      message: 'Other Family Law Matter',
    }),
  };
  return CASE_TYPES.map((value) => ({ value, label: labels[value] }));
}

/** The county select's options: all 67, sorted, stored as 'X County'. */
export const COUNTY_OPTIONS = FLORIDA_COUNTIES.map((county) => {
  const label = countyLabel(county);
  return { value: label, label };
});

/** The same options as the visitor reads them ('Condado de X', 'Konte X'). */
export function countyOptions(): { value: string; label: string }[] {
  return FLORIDA_COUNTIES.map((county) => ({
    value: countyLabel(county),
    label: i18n._({ id: 'request.county.label', message: '{county} County', values: { county } }),
  }));
}

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
/** Enough words for the program to know what the case is about. */
export const DETAILS_MIN = 20;

function tooLong(label: string, max: number) {
  return i18n._({
    id: 'request.error.tooLong',
    message: '{label} must be at most {max, number} characters.',
    values: { label, max },
  });
}

/** Every rule the form checks before sending; an empty object when the draft is fine. */
export function validateRequest(draft: RequestDraft): RequestErrors {
  const errors: RequestErrors = {};
  if (!CASE_TYPES.includes(draft.caseType as CaseType))
    errors.caseType = i18n._({ id: 'request.error.caseType', message: 'Choose a case type.' });
  if (!COUNTY_OPTIONS.some((o) => o.value === draft.county))
    errors.county = i18n._({ id: 'request.error.county', message: 'Choose a county.' });

  const name = draft.name.trim();
  if (!name) errors.name = i18n._({ id: 'request.error.name', message: 'Enter your name.' });
  else if (name.length > LIMITS.name)
    errors.name = tooLong(i18n._({ id: 'request.field.name', message: 'Name' }), LIMITS.name);

  const email = draft.email.trim();
  if (!email)
    errors.email = i18n._({ id: 'request.error.email', message: 'Enter your email address.' });
  else if (email.length > LIMITS.email)
    errors.email = tooLong(i18n._({ id: 'request.field.email', message: 'Email' }), LIMITS.email);
  else if (!EMAIL.test(email))
    errors.email = i18n._({
      id: 'request.error.emailFormat',
      message: 'Enter an email address like name@example.com.',
    });

  const phone = draft.phone.trim();
  if (!phone)
    errors.phone = i18n._({ id: 'request.error.phone', message: 'Enter your phone number.' });
  else if (phone.length > LIMITS.phone)
    errors.phone = tooLong(i18n._({ id: 'request.field.phone', message: 'Phone' }), LIMITS.phone);
  else if (!isPhoneNumber(phone))
    errors.phone = i18n._({
      id: 'request.error.phoneNumber',
      message:
        'Enter a phone number with its area code, like (305) 555-0123, with "ext. 12" after it if you have an extension.',
    });

  const details = draft.details.trim();
  if (!details)
    errors.details = i18n._({ id: 'request.error.details', message: 'Tell us about your case.' });
  else if (details.length < DETAILS_MIN)
    errors.details = i18n._({
      id: 'request.error.detailsShort',
      message:
        'Please tell us a little more (at least {min, number} characters): who is involved, what the case is about and what help you need.',
      values: { min: DETAILS_MIN },
    });
  else if (details.length > LIMITS.details)
    errors.details = tooLong(
      i18n._({ id: 'request.field.details', message: 'Case details' }),
      LIMITS.details,
    );
  return errors;
}

// The profile form and the specification's save rules: a trimmed full name is
// required, the hourly rate is sent only when it is a number >= 0 (blank keeps the
// saved one), and empty optional text becomes null. Every rule the database holds
// is checked here first, so each field says what is wrong before anything is sent.
import {
  AVAILABILITY_OPTIONS,
  EDUCATION_LEVELS,
  PRACTICE_AREAS,
  type Availability,
  type EducationLevel,
} from '@/content/professional';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { AppError, backendMessage } from '@/lib/errors';
import { checkRate } from '@/lib/rates';
import { oneLine } from '@/lib/one-line';

export {
  AVAILABILITY_OPTIONS,
  EDUCATION_LEVELS,
  PRACTICE_AREAS,
  type Availability,
  type EducationLevel,
};

export type ProfileRow = Tables<'user_profiles'>;

export const PREFERRED_CASE_TYPES = [
  'Dependency',
  'Family Court',
  'Juvenile Court',
  'Education Advocacy',
  'Immigration Cases',
] as const;

export interface ProfileForm {
  full_name: string;
  hourly_rate: string;
  phone: string;
  address: string;
  city: string;
  state: 'FL';
  zip: string;
  education_level: EducationLevel | '';
  custom_education: string;
  bar_number: string;
  practice_areas: string[];
  bio: string;
  availability: Availability;
  preferred_case_types: string[];
  florida_circuits: string[];
}

export type ProfilePayload = Omit<TablesInsert<'user_profiles'>, 'created_at' | 'updated_at'>;

export interface UserInfoUpdate {
  full_name: string;
  hourly_rate?: number;
}

export interface ProfileSave {
  userInfo: UserInfoUpdate;
  profile: ProfilePayload;
}

const text = (value: string | null | undefined) => value ?? '';

export function toProfileForm(
  user: Pick<Tables<'users'>, 'full_name' | 'hourly_rate'>,
  profile: ProfileRow | null,
): ProfileForm {
  const level = profile?.education_level;
  return {
    full_name: user.full_name,
    hourly_rate: user.hourly_rate === null ? '' : String(user.hourly_rate),
    phone: text(profile?.phone),
    address: text(profile?.address),
    city: text(profile?.city),
    state: 'FL',
    zip: text(profile?.zip),
    education_level: level && level !== 'specialized' ? level : '',
    custom_education: text(profile?.custom_education),
    bar_number: text(profile?.bar_number),
    practice_areas: profile?.practice_areas ?? [],
    bio: text(profile?.bio),
    availability: profile?.availability ?? 'full-time',
    preferred_case_types: profile?.preferred_case_types ?? [],
    florida_circuits: profile?.florida_circuits ?? [],
  };
}

/** '' and whitespace become null; anything else is kept trimmed. */
export function emptyToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A rate to send: a number from 0 to 1,000 in cents; undefined when blank (the saved one stays). */
export function parseRate(value: string): number | undefined {
  const checked = checkRate(value, 'Hourly rate');
  return checked.ok ? checked.value : undefined;
}

export type ProfileErrors = Partial<Record<keyof ProfileForm, string>>;

const NAME_REQUIRED = 'Full name is required';
const ZIP_FORMAT = 'ZIP Code must be 5 digits, or 5 and 4 (33131-2345)';
const tooLong = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString('en-US')} characters`;

/** The database's length checks on users and user_profiles, with the field's label. */
const MAX_LENGTHS = {
  full_name: ['Full name', 200],
  phone: ['Phone', 50],
  address: ['Address', 300],
  city: ['City', 100],
  bar_number: ['Florida Bar Number', 50],
  custom_education: ['Your Education', 200],
  bio: ['Bio', 5000],
} as const satisfies Partial<Record<keyof ProfileForm, readonly [string, number]>>;

/** What is wrong with each field, by the same rules the database checks; {} when it may be saved. */
export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const [key, [label, max]] of Object.entries(MAX_LENGTHS)) {
    // The custom education is sent only with 'other'.
    if (key === 'custom_education' && form.education_level !== 'other') continue;
    if (form[key as keyof typeof MAX_LENGTHS].trim().length > max) {
      errors[key as keyof typeof MAX_LENGTHS] = tooLong(label, max);
    }
  }
  if (form.full_name.trim() === '') errors.full_name = NAME_REQUIRED;
  if (form.hourly_rate.trim() !== '') {
    const rate = checkRate(form.hourly_rate, 'Hourly rate');
    if (!rate.ok) errors.hourly_rate = rate.error;
  }
  const zip = form.zip.trim();
  if (zip !== '' && !/^[0-9]{5}(-[0-9]{4})?$/.test(zip)) errors.zip = ZIP_FORMAT;
  return errors;
}

/** The database's check constraints on the two rows, by the field each guards. */
const CONSTRAINT_FIELDS: Record<string, keyof ProfileForm> = {
  users_full_name_length: 'full_name',
  users_hourly_rate_check: 'hourly_rate',
  users_hourly_rate_range: 'hourly_rate',
  user_profiles_zip_check: 'zip',
  user_profiles_phone_check: 'phone',
  user_profiles_address_check: 'address',
  user_profiles_city_check: 'city',
  user_profiles_bar_number_check: 'bar_number',
  user_profiles_custom_education_check: 'custom_education',
  user_profiles_bio_check: 'bio',
};

const SERVER_FIELD_MESSAGES: Partial<Record<keyof ProfileForm, string>> = {
  ...Object.fromEntries(
    Object.entries(MAX_LENGTHS).map(([key, [label, max]]) => [key, tooLong(label, max)]),
  ),
  hourly_rate: 'Hourly rate must be from $0.00 to $1,000.00',
  zip: ZIP_FORMAT,
};

/**
 * A save the database refused because of one field (a check constraint, 23514): that field and
 * its message. Null for any other failure, which the page reports as it comes.
 */
export function fieldOfRefusal(
  error: unknown,
): { field: keyof ProfileForm; message: string } | null {
  if (!(error instanceof AppError) || error.code !== '23514') return null;
  // The constraint's name is in the database's own text, which the user never reads.
  const constraint = /check constraint "([^"]+)"/.exec(backendMessage(error))?.[1];
  const field = constraint ? CONSTRAINT_FIELDS[constraint] : undefined;
  const message = field ? SERVER_FIELD_MESSAGES[field] : undefined;
  return field && message ? { field, message } : null;
}

/** Applies the specification's save rules to a form `validateProfile` passed. */
export function buildProfileSave(userId: string, form: ProfileForm): ProfileSave {
  const fullName = oneLine(form.full_name);
  if (fullName === '') throw new Error(NAME_REQUIRED);
  const rate = parseRate(form.hourly_rate);
  const userInfo: UserInfoUpdate =
    rate === undefined ? { full_name: fullName } : { full_name: fullName, hourly_rate: rate };
  return {
    userInfo,
    profile: {
      user_id: userId,
      phone: emptyToNull(form.phone),
      address: emptyToNull(form.address),
      city: emptyToNull(form.city),
      state: 'FL',
      zip: emptyToNull(form.zip),
      education_level: form.education_level === '' ? null : form.education_level,
      // The custom field exists only for 'other'.
      custom_education:
        form.education_level === 'other' ? emptyToNull(form.custom_education) : null,
      bar_number: emptyToNull(form.bar_number),
      practice_areas: form.practice_areas,
      bio: emptyToNull(form.bio),
      availability: form.availability,
      preferred_case_types: form.preferred_case_types,
      florida_circuits: form.florida_circuits,
    },
  };
}

export function formsEqual(a: ProfileForm, b: ProfileForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

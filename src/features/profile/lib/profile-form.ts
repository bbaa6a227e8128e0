// The profile form (SPEC 3) and the save rules of SPEC 5: a trimmed full name is
// required, the hourly rate is sent only when it parses to a number >= 0, and
// empty optional text becomes null.
import {
  AVAILABILITY_OPTIONS,
  EDUCATION_LEVELS,
  PRACTICE_AREAS,
  type Availability,
  type EducationLevel,
} from '@/content/professional';
import type { Tables, TablesInsert } from '@/lib/database.types';

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

/** A rate the database may store: a finite number >= 0, else undefined (not sent). */
export function parseRate(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const rate = Number(value);
  return Number.isFinite(rate) && rate >= 0 ? rate : undefined;
}

/** Applies SPEC 5's rules; throws 'Full name is required' when the name is blank. */
export function buildProfileSave(userId: string, form: ProfileForm): ProfileSave {
  const fullName = form.full_name.trim();
  if (fullName === '') throw new Error('Full name is required');
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
      // The custom field exists only for 'other' (SPEC 3).
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

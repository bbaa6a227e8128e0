// The fixed choices a professional picks from, on the profile and in both applications
// (the specification's lists): education levels, the 6 practice areas and availability.
import type { Enums } from '@/lib/database.types';

/** 'specialized' is the database's legacy value for old GAL submissions; nobody picks it. */
export type EducationLevel = Exclude<Enums<'education_level'>, 'specialized'>;
export type Availability = Enums<'availability'>;

export const EDUCATION_LEVELS: readonly { value: EducationLevel; label: string }[] = [
  { value: 'high_school', label: 'High School' },
  { value: 'bachelors', label: "Bachelor's Degree" },
  { value: 'masters', label: "Master's Degree" },
  { value: 'jd', label: 'Juris Doctor (JD)' },
  { value: 'phd', label: 'PhD' },
  { value: 'other', label: 'Other' },
];

export const PRACTICE_AREAS = [
  'Dependency',
  'Family Law',
  'Juvenile Justice',
  'Child Welfare',
  'Education Law',
  'Immigration',
] as const;

export const AVAILABILITY_OPTIONS: readonly { value: Availability; label: string }[] = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'limited', label: 'Limited' },
];

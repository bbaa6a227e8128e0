// The GAL (Family Law Guardian ad Litem) application: one page,
// seven sections, one schema per section (the specification's seven-step validity plus the
// single-page form's rules), used by the form and by the payload builder.
import * as z from 'zod/mini';
import type { TablesInsert } from '@/lib/database.types';
import { EDUCATION_VALUES, PRACTICE_AREAS } from './options';
import {
  APPLICATION_MESSAGES,
  emailText,
  numberText,
  optionalText,
  phoneText,
  requiredText,
  trainingList,
} from './rules';

export const GAL_SECTION_TITLES = [
  'Basic Information',
  'Education & Experience',
  'References',
  'Experience & Background',
  'Professional Approach',
  'Skills & Experience',
  'Availability & Goals',
] as const;

const reference = z.object({
  name: z.pipe(requiredText('Name is required'), z.string().check(z.maxLength(200))),
  relationship: z.pipe(
    requiredText('Relationship is required'),
    z.string().check(z.maxLength(200)),
  ),
  phone: phoneText,
  email: emailText,
});

const section1 = z.object({
  full_name: z.pipe(requiredText('Full name is required'), z.string().check(z.maxLength(200))),
  email: emailText,
  phone: phoneText,
  years_experience: numberText('Years of experience', 0, 80),
});

const section2 = z.object({
  education_level: z.enum(EDUCATION_VALUES, 'Choose your education level'),
  professional_summary: requiredText('Professional summary is required'),
  practice_areas: z
    .array(z.enum(PRACTICE_AREAS))
    .check(z.minLength(1, 'Choose at least one practice area')),
  specialized_trainings: trainingList,
  bar_number: z.pipe(optionalText, z.nullable(z.string().check(z.maxLength(50)))),
  is_certified: z.boolean(),
  certification_details: optionalText,
  legal_credentials: optionalText,
});

const section3 = z.object({
  reference_list: z.tuple([reference, reference]),
});

const section4 = z.object({
  why_gal: requiredText(),
  child_advocacy_experience: requiredText(),
  previous_gal_experience: optionalText,
});

const section5 = z.object({
  handling_emotional_situations: requiredText(),
  objectivity_approach: requiredText(),
  building_rapport: requiredText(),
  stress_management: optionalText,
  court_comfort: z.boolean(),
  interview_comfort: z.boolean(),
});

const section6 = z.object({
  report_writing_experience: requiredText(),
  biggest_challenge: requiredText(),
  collaboration_example: optionalText,
  assist_other_gals: z.boolean(),
});

const section7 = z.object({
  goals: requiredText(),
  availability: z.boolean(),
  training_willingness: z.boolean(),
  additional_training_willingness: z.boolean(),
  travel_willingness: z.boolean(),
});

export const GAL_SECTION_SCHEMAS = [
  section1,
  section2,
  section3,
  section4,
  section5,
  section6,
  section7,
] as const;

export const galSchema = z.object({
  ...section1.shape,
  ...section2.shape,
  ...section3.shape,
  ...section4.shape,
  ...section5.shape,
  ...section6.shape,
  ...section7.shape,
});

export type GalValues = z.input<typeof galSchema>;

const emptyReference = () => ({ name: '', relationship: '', phone: '', email: '' });

/** Name and email from the user; booleans true except is_certified; two blank references. */
export function initialGalValues(user?: { full_name: string; email: string }): GalValues {
  return {
    full_name: user?.full_name ?? '',
    email: user?.email ?? '',
    phone: '',
    years_experience: '',
    education_level: '' as GalValues['education_level'],
    professional_summary: '',
    practice_areas: [],
    specialized_trainings: [],
    bar_number: '',
    is_certified: false,
    certification_details: '',
    legal_credentials: '',
    reference_list: [emptyReference(), emptyReference()],
    why_gal: '',
    child_advocacy_experience: '',
    previous_gal_experience: '',
    handling_emotional_situations: '',
    objectivity_approach: '',
    building_rapport: '',
    stress_management: '',
    court_comfort: true,
    interview_comfort: true,
    report_writing_experience: '',
    biggest_challenge: '',
    collaboration_example: '',
    assist_other_gals: true,
    goals: '',
    availability: true,
    training_willingness: true,
    additional_training_willingness: true,
    travel_willingness: true,
  };
}

export type ContractorPayload = TablesInsert<'contractor_applications'>;

/**
 * The contractor_applications insert (the specified fields), status pending, with the applicant's
 * real answers: practice areas as chosen, trainings in their own column, no fixed sentences.
 * Throws the schema's error when the values are not valid.
 */
export function buildContractorPayload(
  values: GalValues,
  userId: string | null | undefined,
): ContractorPayload {
  if (!userId) throw new Error(APPLICATION_MESSAGES.notAuthenticated);
  const g = galSchema.parse(values);
  return {
    user_id: userId,
    status: 'pending',
    full_name: g.full_name,
    email: g.email,
    phone: g.phone,
    years_experience: g.years_experience,
    professional_summary: g.professional_summary,
    education_level: g.education_level,
    bar_number: g.bar_number,
    practice_areas: g.practice_areas,
    specialized_trainings: g.specialized_trainings,
    reference_list: g.reference_list,
    why_gal: g.why_gal,
    is_certified: g.is_certified,
    certification_details: g.certification_details,
    legal_credentials: g.legal_credentials,
    previous_gal_experience: g.previous_gal_experience,
    child_advocacy_experience: g.child_advocacy_experience,
    handling_emotional_situations: g.handling_emotional_situations,
    court_comfort: g.court_comfort,
    objectivity_approach: g.objectivity_approach,
    additional_training_willingness: g.additional_training_willingness,
    travel_willingness: g.travel_willingness,
    assist_other_gals: g.assist_other_gals,
    building_rapport: g.building_rapport,
    interview_comfort: g.interview_comfort,
    stress_management: g.stress_management,
    report_writing_experience: g.report_writing_experience,
    collaboration_example: g.collaboration_example,
    biggest_challenge: g.biggest_challenge,
    training_willingness: g.training_willingness,
    availability: g.availability,
    goals: g.goals,
  };
}

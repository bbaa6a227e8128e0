// The GAL Assistant wizard: one schema per step, used by the
// form to gate Next and by the payload builder, so each rule lives here once.
import * as z from 'zod/mini';
import type { TablesInsert } from '@/lib/database.types';
import { AVAILABILITY_OPTIONS, EDUCATION_VALUES, WORK_SCHEDULES } from './options';
import {
  APPLICATION_MESSAGES,
  emailText,
  numberText,
  optionalText,
  phoneText,
  requiredText,
  trainingList,
} from './rules';

export const ASSISTANT_STEP_TITLES = [
  'Basic Information',
  'Education & Experience',
  'Skills Assessment',
  'Experience & Background',
  'Professional Approach',
  'Skills & Experience',
  'Availability & Goals',
] as const;
export const ASSISTANT_STEPS = ASSISTANT_STEP_TITLES.length;

const rating = z
  .number()
  .check(
    z.refine(Number.isInteger),
    z.gte(1, 'Choose a rating from 1 (beginner) to 5 (expert)'),
    z.lte(5, 'Choose a rating from 1 (beginner) to 5 (expert)'),
  );

const step1 = z.object({
  full_name: z.pipe(requiredText('Full name is required'), z.string().check(z.maxLength(200))),
  email: emailText,
  phone: phoneText,
  location: z.pipe(requiredText('Location is required'), z.string().check(z.maxLength(200))),
});

const step2 = z.object({
  education_level: z.union([z.enum(EDUCATION_VALUES), z.literal('')]),
  trainings: trainingList,
  years_experience: numberText('Years of experience', 0, 80),
  professional_summary: requiredText('Professional summary is required'),
});

const step3 = z.object({
  office_skills: rating,
  written_communication: rating,
  research_skills: rating,
  organization_skills: rating,
  database_skills: rating,
});

const step4 = z.object({
  why_interested: requiredText(),
  children_experience: optionalText,
  legal_experience: optionalText,
  confidential_info: requiredText(),
  previous_gal_work: optionalText,
  family_law_experience: optionalText,
  is_gal_certified: z.boolean(),
  has_bar_number: z.boolean(),
  florida_bar_number: z.pipe(optionalText, z.nullable(z.string().check(z.maxLength(50)))),
});

const step5 = z.object({
  handling_emotional_situations: requiredText(),
  objectivity_approach: requiredText(),
  building_rapport: requiredText(),
  stress_management: requiredText(),
  sensitive_info_handling: optionalText,
  trauma_interaction: optionalText,
  pressure_handling: optionalText,
  professionalism_approach: optionalText,
});

const step6 = z.object({
  report_writing_experience: requiredText(),
  biggest_challenge: requiredText(),
  legal_document_experience: optionalText,
  case_file_experience: optionalText,
  case_management_software: optionalText,
  florida_court_familiarity: optionalText,
  accuracy_approach: optionalText,
  coordination_experience: optionalText,
  value_addition: optionalText,
});

const step7 = z.object({
  goals: requiredText(),
  work_schedule: z
    .array(z.enum(WORK_SCHEDULES))
    .check(z.minLength(1, 'Choose at least one work schedule option')),
  hourly_rate: numberText('Hourly rate', 0, 99999999).check(
    z.refine(
      (rate) => Number.isInteger(rate * 2),
      'Hourly rate goes in steps of $0.50, such as 20.00 or 20.50',
    ),
  ),
  availability: z.union([z.enum(AVAILABILITY_OPTIONS.map((o) => o.value)), z.literal('')]),
  preferred_regions: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100)),
  travel_willingness: z.boolean(),
  travel_job_willingness: z.boolean(),
  legal_training_willingness: z.boolean(),
  assist_other_gals: z.boolean(),
  court_hearing_comfort: z.boolean(),
});

/** Steps 1-7, in order. */
export const ASSISTANT_STEP_SCHEMAS = [step1, step2, step3, step4, step5, step6, step7] as const;

const assistantSchema = z.object({
  ...step1.shape,
  ...step2.shape,
  ...step3.shape,
  ...step4.shape,
  ...step5.shape,
  ...step6.shape,
  ...step7.shape,
});

/** What the wizard's inputs hold (and the saved draft). */
export type AssistantValues = z.input<typeof assistantSchema>;
export type AssistantAnswers = z.output<typeof assistantSchema>;

export function initialAssistantValues(user?: {
  full_name: string;
  email: string;
}): AssistantValues {
  return {
    full_name: user?.full_name ?? '',
    email: user?.email ?? '',
    phone: '',
    location: '',
    education_level: '',
    trainings: [],
    years_experience: '',
    professional_summary: '',
    office_skills: 0,
    written_communication: 0,
    research_skills: 0,
    organization_skills: 0,
    database_skills: 0,
    why_interested: '',
    children_experience: '',
    legal_experience: '',
    confidential_info: '',
    previous_gal_work: '',
    family_law_experience: '',
    is_gal_certified: false,
    has_bar_number: false,
    florida_bar_number: '',
    handling_emotional_situations: '',
    objectivity_approach: '',
    building_rapport: '',
    stress_management: '',
    sensitive_info_handling: '',
    trauma_interaction: '',
    pressure_handling: '',
    professionalism_approach: '',
    report_writing_experience: '',
    biggest_challenge: '',
    legal_document_experience: '',
    case_file_experience: '',
    case_management_software: '',
    florida_court_familiarity: '',
    accuracy_approach: '',
    coordination_experience: '',
    value_addition: '',
    goals: '',
    work_schedule: [],
    hourly_rate: '',
    availability: '',
    preferred_regions: [],
    travel_willingness: false,
    travel_job_willingness: true,
    legal_training_willingness: true,
    assist_other_gals: true,
    court_hearing_comfort: true,
  };
}

export type AssistantPayload = TablesInsert<'assistant_applications'>;

/**
 * The assistant_applications insert: every listed field plus status pending,
 * field_of_study = the trainings joined with ', ', the two certificate URLs as null (the form
 * uploads none). The form-only answers (emotional situations ... goals) are not sent.
 * Throws the schema's error when the values are not valid.
 */
export function buildAssistantPayload(
  values: AssistantValues,
  userId: string | null | undefined,
): AssistantPayload {
  if (!userId) throw new Error(APPLICATION_MESSAGES.notAuthenticated);
  const a = assistantSchema.parse(values);
  return {
    user_id: userId,
    status: 'pending',
    full_name: a.full_name,
    email: a.email,
    phone: a.phone,
    location: a.location,
    education_level: a.education_level || null,
    field_of_study: a.trainings.join(', '),
    years_experience: a.years_experience,
    professional_summary: a.professional_summary,
    office_skills: a.office_skills,
    written_communication: a.written_communication,
    research_skills: a.research_skills,
    organization_skills: a.organization_skills,
    database_skills: a.database_skills,
    why_interested: a.why_interested,
    children_experience: a.children_experience,
    legal_experience: a.legal_experience,
    confidential_info: a.confidential_info,
    availability: a.availability || null,
    work_schedule: a.work_schedule,
    travel_willingness: a.travel_willingness,
    hourly_rate: a.hourly_rate,
    preferred_regions: a.preferred_regions,
    florida_bar_number: a.has_bar_number ? a.florida_bar_number : null,
    has_bar_number: a.has_bar_number,
    is_gal_certified: a.is_gal_certified,
    previous_gal_work: a.previous_gal_work,
    family_law_experience: a.family_law_experience,
    sensitive_info_handling: a.sensitive_info_handling,
    florida_court_familiarity: a.florida_court_familiarity,
    case_file_experience: a.case_file_experience,
    case_management_software: a.case_management_software,
    legal_training_willingness: a.legal_training_willingness,
    travel_job_willingness: a.travel_job_willingness,
    pressure_handling: a.pressure_handling,
    trauma_interaction: a.trauma_interaction,
    legal_document_experience: a.legal_document_experience,
    assist_other_gals: a.assist_other_gals,
    accuracy_approach: a.accuracy_approach,
    coordination_experience: a.coordination_experience,
    court_hearing_comfort: a.court_hearing_comfort,
    professionalism_approach: a.professionalism_approach,
    value_addition: a.value_addition,
    bar_cert_file_url: null,
    gal_cert_file_url: null,
  };
}

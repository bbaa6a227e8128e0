// What each wizard step asks; the rules are the step schemas'.
import type { AssistantValues } from '../lib/assistant-schema';
import {
  AVAILABILITY_OPTIONS,
  EDUCATION_LEVELS,
  REGION_OPTIONS,
  WORK_SCHEDULES,
} from '../lib/options';
import { ACCOUNT_EMAIL_HINT, type FieldSpec } from './form-fields';

type Spec = FieldSpec<AssistantValues>;

const optional = (name: Spec['name'], label: string): Spec => ({ name, label, kind: 'textarea' });
const required = (name: Spec['name'], label: string): Spec => ({
  name,
  label,
  kind: 'textarea',
  required: true,
});

export const ASSISTANT_STEP_FIELDS: readonly (readonly Spec[])[] = [
  [
    { name: 'full_name', label: 'Full Name', kind: 'text', required: true, autoComplete: 'name' },
    {
      name: 'email',
      label: 'Email',
      kind: 'email',
      required: true,
      autoComplete: 'email',
      readOnly: true,
      hint: ACCOUNT_EMAIL_HINT,
    },
    { name: 'phone', label: 'Phone', kind: 'tel', required: true, autoComplete: 'tel' },
    {
      name: 'location',
      label: 'Location',
      kind: 'text',
      required: true,
      hint: 'City and county, e.g. Miami, Miami-Dade County',
    },
  ],
  [
    {
      name: 'education_level',
      label: 'Education Level',
      kind: 'select',
      options: EDUCATION_LEVELS,
      placeholder: 'Select your education level',
    },
    { name: 'trainings', label: 'Specialized Trainings', kind: 'trainings', required: true },
    {
      name: 'years_experience',
      label: 'Years of Experience',
      kind: 'number',
      min: 0,
      step: 1,
      required: true,
    },
    required('professional_summary', 'Professional Summary'),
  ],
  [
    { name: 'office_skills', label: 'Office skills', kind: 'rating', required: true },
    {
      name: 'written_communication',
      label: 'Written communication',
      kind: 'rating',
      required: true,
    },
    { name: 'research_skills', label: 'Research skills', kind: 'rating', required: true },
    { name: 'organization_skills', label: 'Organization skills', kind: 'rating', required: true },
    { name: 'database_skills', label: 'Database skills', kind: 'rating', required: true },
  ],
  [
    required('why_interested', 'Why are you interested in becoming a GAL Assistant?'),
    optional('children_experience', 'Describe your experience working with children'),
    optional('legal_experience', 'Describe any legal or court experience'),
    required('confidential_info', 'How do you handle confidential information?'),
    optional('previous_gal_work', 'Previous guardian ad litem work, if any'),
    optional('family_law_experience', 'Family law experience'),
    { name: 'is_gal_certified', label: 'I am a certified guardian ad litem', kind: 'checkbox' },
    { name: 'has_bar_number', label: 'I have a Florida Bar number', kind: 'checkbox' },
    {
      name: 'florida_bar_number',
      label: 'Florida Bar Number',
      kind: 'text',
      showIf: (v) => v.has_bar_number,
    },
  ],
  [
    required('handling_emotional_situations', 'How do you handle emotional situations?'),
    required('objectivity_approach', 'How do you stay objective?'),
    required('building_rapport', 'How do you build rapport with children and families?'),
    required('stress_management', 'How do you manage stress?'),
    optional('sensitive_info_handling', 'How do you handle sensitive information?'),
    optional(
      'trauma_interaction',
      'Experience interacting with people who have experienced trauma',
    ),
    optional('pressure_handling', 'How do you work under pressure?'),
    optional('professionalism_approach', 'What does professionalism mean to you?'),
  ],
  [
    required('report_writing_experience', 'Describe your report writing experience'),
    required('biggest_challenge', 'What has been your biggest professional challenge?'),
    optional('legal_document_experience', 'Experience preparing legal documents'),
    optional('case_file_experience', 'Experience organizing case files'),
    optional('case_management_software', 'Case management software you have used'),
    optional('florida_court_familiarity', 'Familiarity with Florida courts'),
    optional('accuracy_approach', 'How do you make sure your work is accurate?'),
    optional(
      'coordination_experience',
      'Experience coordinating with attorneys, agencies or courts',
    ),
    optional('value_addition', 'What would you add to a GAL team?'),
  ],
  [
    required('goals', 'What are your goals as a GAL Assistant?'),
    {
      name: 'work_schedule',
      label: 'Work Schedule',
      kind: 'checkboxes',
      required: true,
      hint: 'Choose every option that suits you.',
      options: WORK_SCHEDULES.map((s) => ({ value: s, label: s })),
    },
    {
      name: 'hourly_rate',
      label: 'Desired Hourly Rate (USD)',
      kind: 'number',
      min: 0,
      step: 0.5,
      required: true,
      hint: 'US dollars per hour, in steps of $0.50.',
    },
    {
      name: 'availability',
      label: 'Availability',
      kind: 'select',
      options: AVAILABILITY_OPTIONS,
      placeholder: 'Select your availability',
    },
    {
      name: 'preferred_regions',
      label: 'Preferred Regions',
      kind: 'checkboxes',
      hint: 'Florida judicial circuits you would like to work in.',
      options: REGION_OPTIONS,
    },
    {
      name: 'travel_willingness',
      label: 'I am willing to travel within Florida',
      kind: 'checkbox',
    },
    {
      name: 'travel_job_willingness',
      label: 'I am willing to travel for case visits',
      kind: 'checkbox',
    },
    {
      name: 'legal_training_willingness',
      label: 'I am willing to complete legal training',
      kind: 'checkbox',
    },
    { name: 'assist_other_gals', label: 'I am willing to assist other GALs', kind: 'checkbox' },
    {
      name: 'court_hearing_comfort',
      label: 'I am comfortable attending court hearings',
      kind: 'checkbox',
    },
  ],
];

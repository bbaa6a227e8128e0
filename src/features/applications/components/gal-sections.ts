// What each section of the GAL application asks; rules are the section schemas'.
import type { GalValues } from '../lib/gal-schema';
import { EDUCATION_LEVELS, PRACTICE_AREAS } from '../lib/options';
import { ACCOUNT_EMAIL_HINT, type FieldSpec } from './form-fields';

type Spec = FieldSpec<GalValues>;

const text = (name: Spec['name'], label: string, required = false): Spec => ({
  name,
  label,
  kind: 'textarea',
  required,
});
const yes = (name: Spec['name'], label: string): Spec => ({ name, label, kind: 'checkbox' });

/** Sections 1-7 in order; section 3 (references) is drawn by its own component. */
export const GAL_SECTION_FIELDS: readonly (readonly Spec[])[] = [
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
      name: 'years_experience',
      label: 'Years of Experience',
      kind: 'number',
      min: 0,
      step: 1,
      required: true,
    },
  ],
  [
    {
      name: 'education_level',
      label: 'Education Level',
      kind: 'select',
      options: EDUCATION_LEVELS,
      placeholder: 'Select your education level',
      required: true,
    },
    text('professional_summary', 'Professional Summary', true),
    {
      name: 'practice_areas',
      label: 'Practice Areas',
      kind: 'checkboxes',
      required: true,
      options: PRACTICE_AREAS.map((a) => ({ value: a, label: a })),
    },
    {
      name: 'specialized_trainings',
      label: 'Specialized Trainings',
      kind: 'trainings',
      required: true,
    },
    { name: 'bar_number', label: 'Florida Bar Number (optional)', kind: 'text' },
    yes('is_certified', 'I am a certified guardian ad litem'),
    {
      name: 'certification_details',
      label: 'Certification details',
      kind: 'textarea',
      showIf: (v) => v.is_certified,
    },
    text('legal_credentials', 'Other legal credentials'),
  ],
  [],
  [
    text('why_gal', 'Why do you want to serve as a Guardian ad Litem?', true),
    text('child_advocacy_experience', 'Describe your child advocacy experience', true),
    text('previous_gal_experience', 'Previous guardian ad litem experience, if any'),
  ],
  [
    text('handling_emotional_situations', 'How do you handle emotional situations?', true),
    text('objectivity_approach', 'How do you stay objective?', true),
    text('building_rapport', 'How do you build rapport with children?', true),
    text('stress_management', 'How do you manage stress?'),
    yes('court_comfort', 'I am comfortable appearing in court'),
    yes('interview_comfort', 'I am comfortable interviewing children, parents and professionals'),
  ],
  [
    text('report_writing_experience', 'Describe your report writing experience', true),
    text('biggest_challenge', 'What has been your biggest professional challenge?', true),
    text('collaboration_example', 'An example of collaborating with other professionals'),
    yes('assist_other_gals', 'I am willing to assist other GALs'),
  ],
  [
    text('goals', 'What are your goals as a Guardian ad Litem?', true),
    yes('availability', 'I am available to take cases now'),
    yes('training_willingness', 'I am willing to complete the GAL training program'),
    yes('additional_training_willingness', 'I am willing to complete additional training'),
    yes('travel_willingness', 'I am willing to travel within my circuit'),
  ],
];

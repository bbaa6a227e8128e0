import {
  ASSISTANT_STEP_SCHEMAS,
  ASSISTANT_STEP_TITLES,
  buildAssistantPayload,
  initialAssistantValues,
} from './assistant-schema';
import { APPLICATION_MESSAGES, addTraining, check } from './rules';
import { validAssistantValues } from './application-values.fixtures';

const errorsOf = (step: number, overrides: object) => {
  const r = check(ASSISTANT_STEP_SCHEMAS[step - 1]!, { ...validAssistantValues(), ...overrides });
  return r.ok ? {} : r.errors;
};

describe('assistant wizard steps', () => {
  it('has SPEC’s seven titles', () => {
    expect(ASSISTANT_STEP_TITLES).toEqual([
      'Basic Information',
      'Education & Experience',
      'Skills Assessment',
      'Experience & Background',
      'Professional Approach',
      'Skills & Experience',
      'Availability & Goals',
    ]);
  });

  it('accepts complete answers on every step', () => {
    for (const schema of ASSISTANT_STEP_SCHEMAS) {
      expect(check(schema, validAssistantValues()).ok).toBe(true);
    }
  });

  it('step 1 takes a phone someone can call back, not "12"', () => {
    expect(errorsOf(1, { phone: '12' }).phone).toBe(
      'Enter a phone number with its area code, like (305) 555-0123',
    );
    expect(errorsOf(1, { phone: '(305) 555-0100 ext. 4' }).phone).toBeUndefined();
  });

  it('step 1 needs name, email, phone and location non-empty after trimming', () => {
    expect(
      Object.keys(errorsOf(1, { full_name: '  ', email: '', phone: ' ', location: '\t' })),
    ).toEqual(['full_name', 'email', 'phone', 'location']);
    expect(errorsOf(1, { email: 'not-an-email' })).toEqual({
      email: 'Enter a valid email address',
    });
  });

  it('step 2 needs a training, years at least 0 and a summary', () => {
    expect(errorsOf(2, { trainings: [] })).toEqual({
      trainings: 'Please add at least one specialized training to continue.',
    });
    expect(errorsOf(2, { years_experience: '-1' })).toEqual({
      years_experience: 'Years of experience cannot be less than 0',
    });
    expect(errorsOf(2, { years_experience: '' })).toHaveProperty('years_experience');
    expect(errorsOf(2, { years_experience: '0' })).toEqual({});
    expect(errorsOf(2, { professional_summary: '   ' })).toHaveProperty('professional_summary');
    expect(errorsOf(2, { education_level: '' })).toEqual({});
  });

  it('step 3 needs all five ratings between 1 and 5', () => {
    expect(Object.keys(errorsOf(3, { office_skills: 0, database_skills: 0 }))).toEqual([
      'office_skills',
      'database_skills',
    ]);
    expect(errorsOf(3, { research_skills: 6 })).toHaveProperty('research_skills');
    expect(errorsOf(3, { research_skills: 1, organization_skills: 5 })).toEqual({});
  });

  it('step 4 needs why_interested and confidential_info; the rest is optional', () => {
    expect(Object.keys(errorsOf(4, { why_interested: '', confidential_info: ' ' }))).toEqual([
      'why_interested',
      'confidential_info',
    ]);
    expect(errorsOf(4, { children_experience: '', legal_experience: '' })).toEqual({});
  });

  it('step 5 needs the four approach answers', () => {
    expect(
      Object.keys(
        errorsOf(5, {
          handling_emotional_situations: '',
          objectivity_approach: '',
          building_rapport: '',
          stress_management: '',
        }),
      ),
    ).toEqual([
      'handling_emotional_situations',
      'objectivity_approach',
      'building_rapport',
      'stress_management',
    ]);
  });

  it('step 6 needs report writing experience and the biggest challenge', () => {
    expect(
      Object.keys(errorsOf(6, { report_writing_experience: '', biggest_challenge: '' })),
    ).toEqual(['report_writing_experience', 'biggest_challenge']);
  });

  it('step 7 needs goals, a work schedule option and an hourly rate of at least 0', () => {
    expect(Object.keys(errorsOf(7, { goals: '', work_schedule: [], hourly_rate: '' }))).toEqual([
      'goals',
      'work_schedule',
      'hourly_rate',
    ]);
    expect(errorsOf(7, { hourly_rate: '-0.5' })).toHaveProperty('hourly_rate');
    expect(errorsOf(7, { hourly_rate: '0' })).toEqual({});
    // The field's hint says '$0.50 steps' (the rate moves in steps of 0.50).
    expect(errorsOf(7, { hourly_rate: '20.25' })).toEqual({
      hourly_rate: 'Hourly rate goes in steps of $0.50, such as 20.00 or 20.50',
    });
    expect(errorsOf(7, { hourly_rate: '20.5' })).toEqual({});
    expect(errorsOf(7, { work_schedule: ['Sundays'] })).toHaveProperty('work_schedule.0');
  });

  it('starts empty (name and email from the user), so step 1 is gated', () => {
    const start = initialAssistantValues({ full_name: 'Pat', email: 'pat@example.test' });
    expect(start).toMatchObject({ full_name: 'Pat', email: 'pat@example.test', trainings: [] });
    expect(check(ASSISTANT_STEP_SCHEMAS[0], start).ok).toBe(false);
  });
});

describe('specialized trainings', () => {
  it('adds a trimmed training and ignores blanks and duplicates', () => {
    expect(addTraining([], '  Mediation ')).toEqual(['Mediation']);
    expect(addTraining(['Mediation'], '   ')).toEqual(['Mediation']);
    expect(addTraining(['Mediation'], 'mediation')).toEqual(['Mediation']);
    expect(addTraining(['Mediation'], 'Research')).toEqual(['Mediation', 'Research']);
  });
});

describe('the assistant_applications payload', () => {
  it('has exactly the specified fields plus status pending, with trainings joined as field_of_study', () => {
    const payload = buildAssistantPayload(
      validAssistantValues({ full_name: '  Maria Lopez ', children_experience: '  ' }),
      'user-1',
    );
    expect(Object.keys(payload).sort()).toEqual(
      [
        'user_id',
        'status',
        'full_name',
        'email',
        'phone',
        'location',
        'education_level',
        'field_of_study',
        'years_experience',
        'professional_summary',
        'office_skills',
        'written_communication',
        'research_skills',
        'organization_skills',
        'database_skills',
        'why_interested',
        'children_experience',
        'legal_experience',
        'confidential_info',
        'availability',
        'work_schedule',
        'travel_willingness',
        'hourly_rate',
        'preferred_regions',
        'florida_bar_number',
        'has_bar_number',
        'is_gal_certified',
        'previous_gal_work',
        'family_law_experience',
        'sensitive_info_handling',
        'florida_court_familiarity',
        'case_file_experience',
        'case_management_software',
        'legal_training_willingness',
        'travel_job_willingness',
        'pressure_handling',
        'trauma_interaction',
        'legal_document_experience',
        'assist_other_gals',
        'accuracy_approach',
        'coordination_experience',
        'court_hearing_comfort',
        'professionalism_approach',
        'value_addition',
        'bar_cert_file_url',
        'gal_cert_file_url',
      ].sort(),
    );
    expect(payload).toMatchObject({
      user_id: 'user-1',
      status: 'pending',
      full_name: 'Maria Lopez',
      field_of_study: 'Trauma-informed care, Legal research',
      years_experience: 3,
      hourly_rate: 27.5,
      office_skills: 4,
      work_schedule: ['Weekdays', 'Evenings'],
      children_experience: null,
      education_level: 'bachelors',
      availability: null,
      bar_cert_file_url: null,
      gal_cert_file_url: null,
    });
  });

  it('leaves out the form-only answers (emotional situations ... goals)', () => {
    const payload = buildAssistantPayload(validAssistantValues(), 'user-1');
    for (const formOnly of [
      'handling_emotional_situations',
      'objectivity_approach',
      'building_rapport',
      'stress_management',
      'report_writing_experience',
      'biggest_challenge',
      'goals',
      'trainings',
    ]) {
      expect(payload).not.toHaveProperty(formOnly);
    }
  });

  it('sends the bar number only when the applicant has one', () => {
    const without = buildAssistantPayload(
      validAssistantValues({ has_bar_number: false, florida_bar_number: '123' }),
      'u',
    );
    expect(without.florida_bar_number).toBeNull();
    const withBar = buildAssistantPayload(
      validAssistantValues({ has_bar_number: true, florida_bar_number: ' 0123456 ' }),
      'u',
    );
    expect(withBar).toMatchObject({ has_bar_number: true, florida_bar_number: '0123456' });
  });

  it("refuses without a user: 'User not authenticated'", () => {
    expect(() => buildAssistantPayload(validAssistantValues(), null)).toThrow(
      APPLICATION_MESSAGES.notAuthenticated,
    );
  });

  it('refuses invalid answers', () => {
    expect(() => buildAssistantPayload(validAssistantValues({ trainings: [] }), 'u')).toThrow();
  });
});

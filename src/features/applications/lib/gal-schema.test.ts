import {
  buildContractorPayload,
  GAL_SECTION_SCHEMAS,
  galSchema,
  initialGalValues,
} from './gal-schema';
import { check } from './rules';
import { validGalValues } from './application-values.fixtures';

const errorsOf = (section: number, overrides: object) => {
  const r = check(GAL_SECTION_SCHEMAS[section - 1]!, { ...validGalValues(), ...overrides });
  return r.ok ? {} : r.errors;
};

describe('GAL application form state', () => {
  it('prefills name and email, two empty references, booleans true except is_certified', () => {
    const v = initialGalValues({ full_name: 'James Carter', email: 'james@example.test' });
    expect(v).toMatchObject({
      full_name: 'James Carter',
      email: 'james@example.test',
      is_certified: false,
      court_comfort: true,
      additional_training_willingness: true,
      travel_willingness: true,
      assist_other_gals: true,
      interview_comfort: true,
      training_willingness: true,
      availability: true,
      specialized_trainings: [],
      bar_number: '',
    });
    expect(v.reference_list).toEqual([
      { name: '', relationship: '', phone: '', email: '' },
      { name: '', relationship: '', phone: '', email: '' },
    ]);
    expect(check(galSchema, v).ok).toBe(false);
  });

  it('accepts complete answers in every section', () => {
    for (const schema of GAL_SECTION_SCHEMAS) expect(check(schema, validGalValues()).ok).toBe(true);
  });

  it('section 1: name, email, phone non-empty after trimming, years at least 0', () => {
    expect(
      Object.keys(errorsOf(1, { full_name: ' ', email: '', phone: '', years_experience: '-1' })),
    ).toEqual(['full_name', 'email', 'phone', 'years_experience']);
    expect(errorsOf(1, { years_experience: '0' })).toEqual({});
  });

  it('section 2: education level, summary, a practice area and a training; bar number optional', () => {
    expect(
      Object.keys(
        errorsOf(2, {
          education_level: '',
          professional_summary: '',
          practice_areas: [],
          specialized_trainings: [],
        }),
      ),
    ).toEqual([
      'education_level',
      'professional_summary',
      'practice_areas',
      'specialized_trainings',
    ]);
    expect(errorsOf(2, { specialized_trainings: [] })).toEqual({
      specialized_trainings: 'Please add at least one specialized training to continue.',
    });
    expect(errorsOf(2, { bar_number: '' })).toEqual({});
  });

  it('section 3: exactly two references, each with name, relationship, phone and a valid email', () => {
    const [first, second] = validGalValues().reference_list;
    expect(
      errorsOf(3, {
        reference_list: [
          { ...first, relationship: ' ' },
          { ...second, email: 'x' },
        ],
      }),
    ).toEqual({
      'reference_list.0.relationship': 'Relationship is required',
      'reference_list.1.email': 'Enter a valid email address',
    });
    expect(errorsOf(3, { reference_list: [first] })).toHaveProperty('reference_list');
  });

  it('sections 4 to 7: the answers the specification lists', () => {
    expect(Object.keys(errorsOf(4, { why_gal: '', child_advocacy_experience: '' }))).toEqual([
      'why_gal',
      'child_advocacy_experience',
    ]);
    expect(
      Object.keys(
        errorsOf(5, {
          handling_emotional_situations: '',
          objectivity_approach: '',
          building_rapport: '',
        }),
      ),
    ).toEqual(['handling_emotional_situations', 'objectivity_approach', 'building_rapport']);
    expect(
      Object.keys(errorsOf(6, { report_writing_experience: '', biggest_challenge: '' })),
    ).toEqual(['report_writing_experience', 'biggest_challenge']);
    expect(Object.keys(errorsOf(7, { goals: ' ', availability: 'yes' }))).toEqual([
      'goals',
      'availability',
    ]);
  });
});

describe('the contractor_applications payload', () => {
  it('has the specified fields (plus the trainings column), status pending, the real answers', () => {
    const payload = buildContractorPayload(
      validGalValues({ bar_number: ' ', stress_management: ' Running ' }),
      'user-2',
    );
    expect(Object.keys(payload).sort()).toEqual(
      [
        'user_id',
        'status',
        'full_name',
        'email',
        'phone',
        'years_experience',
        'professional_summary',
        'education_level',
        'bar_number',
        'practice_areas',
        'specialized_trainings',
        'reference_list',
        'why_gal',
        'is_certified',
        'certification_details',
        'legal_credentials',
        'previous_gal_experience',
        'child_advocacy_experience',
        'handling_emotional_situations',
        'court_comfort',
        'objectivity_approach',
        'additional_training_willingness',
        'travel_willingness',
        'assist_other_gals',
        'building_rapport',
        'interview_comfort',
        'stress_management',
        'report_writing_experience',
        'collaboration_example',
        'biggest_challenge',
        'training_willingness',
        'availability',
        'goals',
      ].sort(),
    );
    expect(payload).toMatchObject({
      user_id: 'user-2',
      status: 'pending',
      years_experience: 6,
      education_level: 'jd',
      practice_areas: ['Family Law', 'Dependency'],
      specialized_trainings: ['Child forensic interviewing'],
      why_gal: 'Children deserve a voice in court.',
      child_advocacy_experience: 'CASA volunteer for four years.',
      goals: 'Serve on complex custody cases.',
      stress_management: 'Running',
      bar_number: null,
      is_certified: false,
      availability: true,
    });
    expect(payload.reference_list).toEqual(validGalValues().reference_list);
  });

  it("refuses without a user: 'User not authenticated'", () => {
    expect(() => buildContractorPayload(validGalValues(), undefined)).toThrow(
      'User not authenticated',
    );
  });
});

// Complete, valid answers for tests of the forms and their payloads.
import { initialAssistantValues, type AssistantValues } from './assistant-schema';
import { initialGalValues, type GalValues } from './gal-schema';

export function validAssistantValues(overrides: Partial<AssistantValues> = {}): AssistantValues {
  return {
    ...initialAssistantValues({ full_name: 'Maria Lopez', email: 'maria@example.test' }),
    phone: '305-555-0101',
    location: 'Miami, FL',
    education_level: 'bachelors',
    trainings: ['Trauma-informed care', 'Legal research'],
    years_experience: '3',
    professional_summary: 'Paralegal in dependency court for three years.',
    office_skills: 4,
    written_communication: 5,
    research_skills: 4,
    organization_skills: 3,
    database_skills: 2,
    why_interested: 'I want to help children be heard.',
    confidential_info: 'Need-to-know only, locked files.',
    handling_emotional_situations: 'Stay calm and listen.',
    objectivity_approach: 'Facts first.',
    building_rapport: 'Consistency and honesty.',
    stress_management: 'Planning and exercise.',
    report_writing_experience: 'Weekly case summaries.',
    biggest_challenge: 'Tight court deadlines.',
    goals: 'Become a certified GAL.',
    work_schedule: ['Weekdays', 'Evenings'],
    hourly_rate: '27.50',
    ...overrides,
  };
}

export function validGalValues(overrides: Partial<GalValues> = {}): GalValues {
  return {
    ...initialGalValues({ full_name: 'James Carter', email: 'james@example.test' }),
    phone: '813-555-0144',
    years_experience: '6',
    education_level: 'jd',
    professional_summary: 'Family law attorney in Tampa.',
    practice_areas: ['Family Law', 'Dependency'],
    specialized_trainings: ['Child forensic interviewing'],
    reference_list: [
      {
        name: 'Ana Ruiz',
        relationship: 'Supervisor',
        phone: '813-555-0100',
        email: 'ana@example.test',
      },
      {
        name: 'Ben Cole',
        relationship: 'Colleague',
        phone: '813-555-0111',
        email: 'ben@example.test',
      },
    ],
    why_gal: 'Children deserve a voice in court.',
    child_advocacy_experience: 'CASA volunteer for four years.',
    handling_emotional_situations: 'Patience and structure.',
    objectivity_approach: 'Evidence over impressions.',
    building_rapport: 'Age-appropriate conversation.',
    report_writing_experience: 'Court reports monthly.',
    biggest_challenge: 'Conflicting parental accounts.',
    goals: 'Serve on complex custody cases.',
    ...overrides,
  };
}

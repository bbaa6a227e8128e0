// Static text of the career pages (/apply, /choose-path).
export const GAL_QUALIFICATIONS: readonly string[] = [
  "Bachelor's degree required",
  'Strong written and verbal communication',
  'Ability to work independently',
  'Child welfare experience preferred',
  'Professional references',
  'Clean background check',
];

export const GAL_OFFERS: readonly string[] = [
  'Training program',
  'Flexible work',
  'Competitive compensation',
  'Professional development',
  'Mentor network',
  'Case support',
];

export interface FaqItem {
  question: string;
  answer: string;
}

export const CAREER_PATH_FAQ: readonly FaqItem[] = [
  {
    question: 'What is the difference between the two roles?',
    answer:
      'A GAL Assistant provides administrative, research and case-management support to guardians. A Family Law Guardian ad Litem represents the best interests of children in family law proceedings.',
  },
  {
    question: 'What qualifications do I need?',
    answer:
      "Assistants need strong organisation, communication and research skills. Guardians need a bachelor's degree, professional references and a clean background check; child welfare experience is preferred.",
  },
  {
    question: 'Can I apply for both roles?',
    answer:
      'Yes. You may apply for both, but we suggest focusing on the role that best fits your experience and goals.',
  },
  {
    question: 'What does the application process look like?',
    answer:
      'You complete the online form, we check your references and invite you to an interview. Guardian applicants also complete a background check and additional training.',
  },
];

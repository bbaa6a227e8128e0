// Static text of the career pages (/apply, /choose-path), read in the page's language.
import { i18n } from '@/lib/i18n';

export function galQualifications(): string[] {
  return [
    i18n._({ id: 'careers.qualification.1', message: "Bachelor's degree required" }),
    i18n._({ id: 'careers.qualification.2', message: 'Strong written and verbal communication' }),
    i18n._({ id: 'careers.qualification.3', message: 'Ability to work independently' }),
    i18n._({ id: 'careers.qualification.4', message: 'Child welfare experience preferred' }),
    i18n._({ id: 'careers.qualification.5', message: 'Professional references' }),
    i18n._({ id: 'careers.qualification.6', message: 'Clean background check' }),
  ];
}

export function galOffers(): string[] {
  return [
    i18n._({ id: 'careers.offer.1', message: 'Training program' }),
    i18n._({ id: 'careers.offer.2', message: 'Flexible work' }),
    i18n._({ id: 'careers.offer.3', message: 'Competitive compensation' }),
    i18n._({ id: 'careers.offer.4', message: 'Professional development' }),
    i18n._({ id: 'careers.offer.5', message: 'Mentor network' }),
    i18n._({ id: 'careers.offer.6', message: 'Case support' }),
  ];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export function careerPathFaq(): FaqItem[] {
  return [
    {
      question: i18n._({
        id: 'careers.faq.difference.q',
        message: 'What is the difference between the two roles?',
      }),
      answer: i18n._({
        id: 'careers.faq.difference.a',
        message:
          'A GAL Assistant provides administrative, research and case-management support to guardians. A Family Law Guardian ad Litem represents the best interests of children in family law proceedings.',
      }),
    },
    {
      question: i18n._({
        id: 'careers.faq.qualifications.q',
        message: 'What qualifications do I need?',
      }),
      answer: i18n._({
        id: 'careers.faq.qualifications.a',
        message:
          "Assistants need strong organisation, communication and research skills. Guardians need a bachelor's degree, professional references and a clean background check; child welfare experience is preferred.",
      }),
    },
    {
      question: i18n._({ id: 'careers.faq.both.q', message: 'Can I apply for both roles?' }),
      answer: i18n._({
        id: 'careers.faq.both.a',
        message:
          'Yes. You may apply for both, but we suggest focusing on the role that best fits your experience and goals.',
      }),
    },
    {
      question: i18n._({
        id: 'careers.faq.process.q',
        message: 'What does the application process look like?',
      }),
      answer: i18n._({
        id: 'careers.faq.process.a',
        message:
          'You complete the online form, we check your references and invite you to an interview. Guardian applicants also complete a background check and additional training.',
      }),
    },
  ];
}

// The application forms' words in the visitor's language: the questions, hints and choices.
// Keyed by the English the forms and schemas are written in (application-text.ts).
import { i18n } from '@lingui/core';

export function fieldsText(): Record<string, string> {
  return {
    'Basic Information': i18n._({
      id: 'application.basic-information',
      message: 'Basic Information',
    }),
    'Education & Experience': i18n._({
      id: 'application.education-experience',
      message: 'Education & Experience',
    }),
    'Skills Assessment': i18n._({
      id: 'application.skills-assessment',
      message: 'Skills Assessment',
    }),
    'Experience & Background': i18n._({
      id: 'application.experience-background',
      message: 'Experience & Background',
    }),
    'Professional Approach': i18n._({
      id: 'application.professional-approach',
      message: 'Professional Approach',
    }),
    'Skills & Experience': i18n._({
      id: 'application.skills-experience',
      message: 'Skills & Experience',
    }),
    'Availability & Goals': i18n._({
      id: 'application.availability-goals',
      message: 'Availability & Goals',
    }),
    References: i18n._({ id: 'application.references', message: 'References' }),
    'Full Name': i18n._({ id: 'application.full-name', message: 'Full Name' }),
    Email: i18n._({ id: 'application.email', message: 'Email' }),
    Phone: i18n._({ id: 'application.phone', message: 'Phone' }),
    Location: i18n._({ id: 'application.location', message: 'Location' }),
    'City and county, e.g. Miami, Miami-Dade County': i18n._({
      id: 'application.city-and-county-e-g-miami-miami-dade-county',
      message: 'City and county, e.g. Miami, Miami-Dade County',
    }),
    "Your account's email: we reply there.": i18n._({
      id: 'application.your-account-s-email-we-reply-there',
      message: "Your account's email: we reply there.",
    }),
    'Education Level': i18n._({ id: 'application.education-level', message: 'Education Level' }),
    'Select your education level': i18n._({
      id: 'application.select-your-education-level',
      message: 'Select your education level',
    }),
    'Specialized Trainings': i18n._({
      id: 'application.specialized-trainings',
      message: 'Specialized Trainings',
    }),
    'Years of Experience': i18n._({
      id: 'application.years-of-experience',
      message: 'Years of Experience',
    }),
    'Professional Summary': i18n._({
      id: 'application.professional-summary',
      message: 'Professional Summary',
    }),
    'Office skills': i18n._({ id: 'application.office-skills', message: 'Office skills' }),
    'Written communication': i18n._({
      id: 'application.written-communication',
      message: 'Written communication',
    }),
    'Research skills': i18n._({ id: 'application.research-skills', message: 'Research skills' }),
    'Organization skills': i18n._({
      id: 'application.organization-skills',
      message: 'Organization skills',
    }),
    'Database skills': i18n._({ id: 'application.database-skills', message: 'Database skills' }),
    'Why are you interested in becoming a GAL Assistant?': i18n._({
      id: 'application.why-are-you-interested-in-becoming-a-gal-assista',
      message: 'Why are you interested in becoming a GAL Assistant?',
    }),
    'Describe your experience working with children': i18n._({
      id: 'application.describe-your-experience-working-with-children',
      message: 'Describe your experience working with children',
    }),
    'Describe any legal or court experience': i18n._({
      id: 'application.describe-any-legal-or-court-experience',
      message: 'Describe any legal or court experience',
    }),
    'How do you handle confidential information?': i18n._({
      id: 'application.how-do-you-handle-confidential-information',
      message: 'How do you handle confidential information?',
    }),
    'Previous guardian ad litem work, if any': i18n._({
      id: 'application.previous-guardian-ad-litem-work-if-any',
      message: 'Previous guardian ad litem work, if any',
    }),
    'Family law experience': i18n._({
      id: 'application.family-law-experience',
      message: 'Family law experience',
    }),
    'I am a certified guardian ad litem': i18n._({
      id: 'application.i-am-a-certified-guardian-ad-litem',
      message: 'I am a certified guardian ad litem',
    }),
    'I have a Florida Bar number': i18n._({
      id: 'application.i-have-a-florida-bar-number',
      message: 'I have a Florida Bar number',
    }),
    'Florida Bar Number': i18n._({
      id: 'application.florida-bar-number',
      message: 'Florida Bar Number',
    }),
    'How do you handle emotional situations?': i18n._({
      id: 'application.how-do-you-handle-emotional-situations',
      message: 'How do you handle emotional situations?',
    }),
    'How do you stay objective?': i18n._({
      id: 'application.how-do-you-stay-objective',
      message: 'How do you stay objective?',
    }),
    'How do you build rapport with children and families?': i18n._({
      id: 'application.how-do-you-build-rapport-with-children-and-famil',
      message: 'How do you build rapport with children and families?',
    }),
    'How do you manage stress?': i18n._({
      id: 'application.how-do-you-manage-stress',
      message: 'How do you manage stress?',
    }),
    'How do you handle sensitive information?': i18n._({
      id: 'application.how-do-you-handle-sensitive-information',
      message: 'How do you handle sensitive information?',
    }),
    'Experience interacting with people who have experienced trauma': i18n._({
      id: 'application.experience-interacting-with-people-who-have-expe',
      message: 'Experience interacting with people who have experienced trauma',
    }),
    'How do you work under pressure?': i18n._({
      id: 'application.how-do-you-work-under-pressure',
      message: 'How do you work under pressure?',
    }),
    'What does professionalism mean to you?': i18n._({
      id: 'application.what-does-professionalism-mean-to-you',
      message: 'What does professionalism mean to you?',
    }),
    'Describe your report writing experience': i18n._({
      id: 'application.describe-your-report-writing-experience',
      message: 'Describe your report writing experience',
    }),
    'What has been your biggest professional challenge?': i18n._({
      id: 'application.what-has-been-your-biggest-professional-challeng',
      message: 'What has been your biggest professional challenge?',
    }),
    'Experience preparing legal documents': i18n._({
      id: 'application.experience-preparing-legal-documents',
      message: 'Experience preparing legal documents',
    }),
    'Experience organizing case files': i18n._({
      id: 'application.experience-organizing-case-files',
      message: 'Experience organizing case files',
    }),
    'Case management software you have used': i18n._({
      id: 'application.case-management-software-you-have-used',
      message: 'Case management software you have used',
    }),
    'Familiarity with Florida courts': i18n._({
      id: 'application.familiarity-with-florida-courts',
      message: 'Familiarity with Florida courts',
    }),
    'How do you make sure your work is accurate?': i18n._({
      id: 'application.how-do-you-make-sure-your-work-is-accurate',
      message: 'How do you make sure your work is accurate?',
    }),
    'Experience coordinating with attorneys, agencies or courts': i18n._({
      id: 'application.experience-coordinating-with-attorneys-agencies',
      message: 'Experience coordinating with attorneys, agencies or courts',
    }),
    'What would you add to a GAL team?': i18n._({
      id: 'application.what-would-you-add-to-a-gal-team',
      message: 'What would you add to a GAL team?',
    }),
    'What are your goals as a GAL Assistant?': i18n._({
      id: 'application.what-are-your-goals-as-a-gal-assistant',
      message: 'What are your goals as a GAL Assistant?',
    }),
    'Work Schedule': i18n._({ id: 'application.work-schedule', message: 'Work Schedule' }),
    'Choose every option that suits you.': i18n._({
      id: 'application.choose-every-option-that-suits-you',
      message: 'Choose every option that suits you.',
    }),
    Weekdays: i18n._({ id: 'application.weekdays', message: 'Weekdays' }),
    Evenings: i18n._({ id: 'application.evenings', message: 'Evenings' }),
    Weekends: i18n._({ id: 'application.weekends', message: 'Weekends' }),
    Flexible: i18n._({ id: 'application.flexible', message: 'Flexible' }),
    'Desired Hourly Rate (USD)': i18n._({
      id: 'application.desired-hourly-rate-usd',
      message: 'Desired Hourly Rate (USD)',
    }),
    'US dollars per hour, in steps of $0.50.': i18n._({
      id: 'application.us-dollars-per-hour-in-steps-of-0-50',
      message: 'US dollars per hour, in steps of $0.50.',
    }),
    Availability: i18n._({ id: 'application.availability', message: 'Availability' }),
    'Select your availability': i18n._({
      id: 'application.select-your-availability',
      message: 'Select your availability',
    }),
    'Preferred Regions': i18n._({
      id: 'application.preferred-regions',
      message: 'Preferred Regions',
    }),
    'Florida judicial circuits you would like to work in.': i18n._({
      id: 'application.florida-judicial-circuits-you-would-like-to-work',
      message: 'Florida judicial circuits you would like to work in.',
    }),
    'I am willing to travel within Florida': i18n._({
      id: 'application.i-am-willing-to-travel-within-florida',
      message: 'I am willing to travel within Florida',
    }),
    'I am willing to travel for case visits': i18n._({
      id: 'application.i-am-willing-to-travel-for-case-visits',
      message: 'I am willing to travel for case visits',
    }),
    'I am willing to complete legal training': i18n._({
      id: 'application.i-am-willing-to-complete-legal-training',
      message: 'I am willing to complete legal training',
    }),
    'I am willing to assist other GALs': i18n._({
      id: 'application.i-am-willing-to-assist-other-gals',
      message: 'I am willing to assist other GALs',
    }),
    'I am comfortable attending court hearings': i18n._({
      id: 'application.i-am-comfortable-attending-court-hearings',
      message: 'I am comfortable attending court hearings',
    }),
    'Practice Areas': i18n._({ id: 'application.practice-areas', message: 'Practice Areas' }),
    Dependency: i18n._({ id: 'application.dependency', message: 'Dependency' }),
    'Family Law': i18n._({ id: 'application.family-law', message: 'Family Law' }),
    'Juvenile Justice': i18n._({ id: 'application.juvenile-justice', message: 'Juvenile Justice' }),
    'Child Welfare': i18n._({ id: 'application.child-welfare', message: 'Child Welfare' }),
    'Education Law': i18n._({ id: 'application.education-law', message: 'Education Law' }),
    Immigration: i18n._({ id: 'application.immigration', message: 'Immigration' }),
    'Florida Bar Number (optional)': i18n._({
      id: 'application.florida-bar-number-optional',
      message: 'Florida Bar Number (optional)',
    }),
    'Certification details': i18n._({
      id: 'application.certification-details',
      message: 'Certification details',
    }),
    'Other legal credentials': i18n._({
      id: 'application.other-legal-credentials',
      message: 'Other legal credentials',
    }),
    'Why do you want to serve as a Guardian ad Litem?': i18n._({
      id: 'application.why-do-you-want-to-serve-as-a-guardian-ad-litem',
      message: 'Why do you want to serve as a Guardian ad Litem?',
    }),
    'Describe your child advocacy experience': i18n._({
      id: 'application.describe-your-child-advocacy-experience',
      message: 'Describe your child advocacy experience',
    }),
    'Previous guardian ad litem experience, if any': i18n._({
      id: 'application.previous-guardian-ad-litem-experience-if-any',
      message: 'Previous guardian ad litem experience, if any',
    }),
    'How do you build rapport with children?': i18n._({
      id: 'application.how-do-you-build-rapport-with-children',
      message: 'How do you build rapport with children?',
    }),
    'I am comfortable appearing in court': i18n._({
      id: 'application.i-am-comfortable-appearing-in-court',
      message: 'I am comfortable appearing in court',
    }),
    'I am comfortable interviewing children, parents and professionals': i18n._({
      id: 'application.i-am-comfortable-interviewing-children-parents-a',
      message: 'I am comfortable interviewing children, parents and professionals',
    }),
    'An example of collaborating with other professionals': i18n._({
      id: 'application.an-example-of-collaborating-with-other-professio',
      message: 'An example of collaborating with other professionals',
    }),
    'What are your goals as a Guardian ad Litem?': i18n._({
      id: 'application.what-are-your-goals-as-a-guardian-ad-litem',
      message: 'What are your goals as a Guardian ad Litem?',
    }),
    'I am available to take cases now': i18n._({
      id: 'application.i-am-available-to-take-cases-now',
      message: 'I am available to take cases now',
    }),
    'I am willing to complete the GAL training program': i18n._({
      id: 'application.i-am-willing-to-complete-the-gal-training-progra',
      message: 'I am willing to complete the GAL training program',
    }),
    'I am willing to complete additional training': i18n._({
      id: 'application.i-am-willing-to-complete-additional-training',
      message: 'I am willing to complete additional training',
    }),
    'I am willing to travel within my circuit': i18n._({
      id: 'application.i-am-willing-to-travel-within-my-circuit',
      message: 'I am willing to travel within my circuit',
    }),
    'High School': i18n._({ id: 'application.high-school', message: 'High School' }),
    "Bachelor's Degree": i18n._({
      id: 'application.bachelor-s-degree',
      message: "Bachelor's Degree",
    }),
    "Master's Degree": i18n._({ id: 'application.master-s-degree', message: "Master's Degree" }),
    'Juris Doctor (JD)': i18n._({
      id: 'application.juris-doctor-jd',
      message: 'Juris Doctor (JD)',
    }),
    PhD: i18n._({ id: 'application.phd', message: 'PhD' }),
    Other: i18n._({ id: 'application.other', message: 'Other' }),
    'Full-time': i18n._({ id: 'application.full-time', message: 'Full-time' }),
    'Part-time': i18n._({ id: 'application.part-time', message: 'Part-time' }),
    Limited: i18n._({ id: 'application.limited', message: 'Limited' }),
    '1 (Beginner)': i18n._({ id: 'application.1-beginner', message: '1 (Beginner)' }),
    '5 (Expert)': i18n._({ id: 'application.5-expert', message: '5 (Expert)' }),
    '1 = beginner, 5 = expert': i18n._({
      id: 'application.1-beginner-5-expert',
      message: '1 = beginner, 5 = expert',
    }),
    Name: i18n._({ id: 'application.name', message: 'Name' }),
    Relationship: i18n._({ id: 'application.relationship', message: 'Relationship' }),
    'Type a training, then press Add or Enter.': i18n._({
      id: 'application.type-a-training-then-press-add-or-enter',
      message: 'Type a training, then press Add or Enter.',
    }),
    Add: i18n._({ id: 'application.add', message: 'Add' }),
    'Added trainings': i18n._({ id: 'application.added-trainings', message: 'Added trainings' }),
  };
}

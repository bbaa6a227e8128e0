// The application forms' words in the visitor's language: the rules' messages and the pages' own words.
// Keyed by the English the forms and schemas are written in (application-text.ts).
import { i18n } from '@lingui/core';

export function messagesText(): Record<string, string> {
  return {
    'This field is required': i18n._({
      id: 'application.this-field-is-required',
      message: 'This field is required',
    }),
    'Please keep this under 10,000 characters': i18n._({
      id: 'application.please-keep-this-under-10-000-characters',
      message: 'Please keep this under 10,000 characters',
    }),
    'Email is required': i18n._({
      id: 'application.email-is-required',
      message: 'Email is required',
    }),
    'Enter a valid email address': i18n._({
      id: 'application.enter-a-valid-email-address',
      message: 'Enter a valid email address',
    }),
    'Phone is required': i18n._({
      id: 'application.phone-is-required',
      message: 'Phone is required',
    }),
    'Enter a phone number with its area code, like (305) 555-0123': i18n._({
      id: 'application.enter-a-phone-number-with-its-area-code-like-305',
      message: 'Enter a phone number with its area code, like (305) 555-0123',
    }),
    'Full name is required': i18n._({
      id: 'application.full-name-is-required',
      message: 'Full name is required',
    }),
    'Location is required': i18n._({
      id: 'application.location-is-required',
      message: 'Location is required',
    }),
    'Professional summary is required': i18n._({
      id: 'application.professional-summary-is-required',
      message: 'Professional summary is required',
    }),
    'Name is required': i18n._({ id: 'application.name-is-required', message: 'Name is required' }),
    'Relationship is required': i18n._({
      id: 'application.relationship-is-required',
      message: 'Relationship is required',
    }),
    'Choose your education level': i18n._({
      id: 'application.choose-your-education-level',
      message: 'Choose your education level',
    }),
    'Choose at least one practice area': i18n._({
      id: 'application.choose-at-least-one-practice-area',
      message: 'Choose at least one practice area',
    }),
    'Choose a rating from 1 (beginner) to 5 (expert)': i18n._({
      id: 'application.choose-a-rating-from-1-beginner-to-5-expert',
      message: 'Choose a rating from 1 (beginner) to 5 (expert)',
    }),
    'Choose at least one work schedule option': i18n._({
      id: 'application.choose-at-least-one-work-schedule-option',
      message: 'Choose at least one work schedule option',
    }),
    'Hourly rate goes in steps of $0.50, such as 20.00 or 20.50': i18n._({
      id: 'application.hourly-rate-goes-in-steps-of-0-50-such-as-20-00',
      message: 'Hourly rate goes in steps of $0.50, such as 20.00 or 20.50',
    }),
    'Years of experience is required': i18n._({
      id: 'application.years-of-experience-is-required',
      message: 'Years of experience is required',
    }),
    'Years of experience must be a number': i18n._({
      id: 'application.years-of-experience-must-be-a-number',
      message: 'Years of experience must be a number',
    }),
    'Years of experience cannot be less than 0': i18n._({
      id: 'application.years-of-experience-cannot-be-less-than-0',
      message: 'Years of experience cannot be less than 0',
    }),
    'Years of experience cannot be more than 80': i18n._({
      id: 'application.years-of-experience-cannot-be-more-than-80',
      message: 'Years of experience cannot be more than 80',
    }),
    'Hourly rate is required': i18n._({
      id: 'application.hourly-rate-is-required',
      message: 'Hourly rate is required',
    }),
    'Hourly rate must be a number': i18n._({
      id: 'application.hourly-rate-must-be-a-number',
      message: 'Hourly rate must be a number',
    }),
    'Hourly rate cannot be less than 0': i18n._({
      id: 'application.hourly-rate-cannot-be-less-than-0',
      message: 'Hourly rate cannot be less than 0',
    }),
    'Please complete all required fields in this section before proceeding.': i18n._({
      id: 'application.please-complete-all-required-fields-in-this-sect',
      message: 'Please complete all required fields in this section before proceeding.',
    }),
    'Please complete all required fields before submitting.': i18n._({
      id: 'application.please-complete-all-required-fields-before-submi',
      message: 'Please complete all required fields before submitting.',
    }),
    'Please add at least one specialized training to continue.': i18n._({
      id: 'application.please-add-at-least-one-specialized-training-to',
      message: 'Please add at least one specialized training to continue.',
    }),
    'Error submitting application. Please try again.': i18n._({
      id: 'application.error-submitting-application-please-try-again',
      message: 'Error submitting application. Please try again.',
    }),
    'Thank you for your application! We will contact you shortly.': i18n._({
      id: 'application.thank-you-for-your-application-we-will-contact-y',
      message: 'Thank you for your application! We will contact you shortly.',
    }),
    'Thank you for your GAL Contractor application! We will contact you shortly.': i18n._({
      id: 'application.thank-you-for-your-gal-contractor-application-we',
      message: 'Thank you for your GAL Contractor application! We will contact you shortly.',
    }),
    'GAL Assistant Application': i18n._({
      id: 'application.gal-assistant-application',
      message: 'GAL Assistant Application',
    }),
    'Seven short steps about your background, skills and availability.': i18n._({
      id: 'application.seven-short-steps-about-your-background-skills-a',
      message: 'Seven short steps about your background, skills and availability.',
    }),
    'Loading your application': i18n._({
      id: 'application.loading-your-application',
      message: 'Loading your application',
    }),
    'Application progress': i18n._({
      id: 'application.application-progress',
      message: 'Application progress',
    }),
    Back: i18n._({ id: 'application.back', message: 'Back' }),
    Next: i18n._({ id: 'application.next', message: 'Next' }),
    'Submitting...': i18n._({ id: 'application.submitting', message: 'Submitting...' }),
    'Submit Application': i18n._({
      id: 'application.submit-application',
      message: 'Submit Application',
    }),
    'Family Law Guardian ad Litem Application': i18n._({
      id: 'application.family-law-guardian-ad-litem-application',
      message: 'Family Law Guardian ad Litem Application',
    }),
    'Hourly rate cannot be more than 99999999': i18n._({
      id: 'application.hourly-rate-cannot-be-more-than-99999999',
      message: 'Hourly rate cannot be more than 99999999',
    }),
  };
}

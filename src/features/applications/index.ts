// The applications feature's face: the assistant wizard, the GAL form for /apply,
// the applicant's list for the dashboard, enrollment and the admin review pages.
import { loadApplicationCatalog } from './lib/application-catalog';

export { EnrollPrompt, GalApplicationForm, YourApplications } from './components/lazy';

// The wizard comes with its words in the page's language (their own catalog).
export const loadAssistantApplicationPage = () =>
  Promise.all([import('./routes/assistant-application-page'), loadApplicationCatalog()]).then(
    ([m]) => ({ Component: m.AssistantApplicationPage }),
  );
export const loadEnrollPage = () =>
  import('./routes/enroll-page').then((m) => ({ Component: m.EnrollPage }));
export const loadApplicationsReviewPage = () =>
  import('./routes/applications-review-page').then((m) => ({
    Component: m.ApplicationsReviewPage,
  }));
export const loadApplicationReviewPage = () =>
  import('./routes/application-review-page').then((m) => ({
    Component: m.ApplicationReviewPage,
  }));

/** The applicant's list's key: the dashboard home's one request fills it. */
export { applicationKeys } from './api/keys';
export { submissionsSchema } from './api/schemas';

// The public site's face: the landing page, /apply and /choose-path.
// The landing page is the first thing most visitors load: it ships in the entry
// chunk (no second round trip); its request form is lazy.
export { LandingPage } from './routes/landing-page';
export const loadApplyPage = () =>
  import('./routes/apply-page').then((m) => ({ Component: m.ApplyPage }));
export const loadChoosePathPage = () =>
  import('./routes/choose-path-page').then((m) => ({ Component: m.ChoosePathPage }));
export const loadNotFoundPage = () =>
  import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

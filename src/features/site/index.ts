// The public site's face: the landing page, /apply and /choose-path.
// Each prerendered page is a chunk of its own, which its HTML preloads beside the entry
// (no second round trip), so the landing's code never rides on /login or /apply; the
// router's route table imports the landing directly. Its request form is lazy.
export { LandingPage } from './routes/landing-page';
export const loadLandingPage = () =>
  import('./routes/landing-page').then((m) => ({ Component: m.LandingPage }));
export const loadApplyPage = () =>
  import('./routes/apply-page').then((m) => ({ Component: m.ApplyPage }));
export const loadChoosePathPage = () =>
  import('./routes/choose-path-page').then((m) => ({ Component: m.ChoosePathPage }));
export const loadNotFoundPage = () =>
  import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

// The auth feature's public face: the session, sign-in/up pages and the post-login redirect.
export { useAuthStore } from './stores/auth-store';
export type { Session, User } from './api/auth-api';
export {
  peekPostLoginRedirect,
  rememberPostLoginRedirect,
  takePostLoginRedirect,
} from './lib/post-login-redirect';
export { AUTH_MESSAGES } from './lib/auth-messages';

export const loadLoginPage = () =>
  import('./routes/login-page').then((m) => ({ Component: m.LoginPage }));
export const loadSignupPage = () =>
  import('./routes/signup-page').then((m) => ({ Component: m.SignupPage }));

// The auth feature's public face: the session, the sign-in, sign-up and email-link pages and
// the post-login redirect.
export { useAuthStore } from './stores/auth-store';
export type { Session, User } from './api/auth-api';
export {
  peekPostLoginRedirect,
  rememberPostLoginRedirect,
  takePostLoginRedirect,
  type SignInState,
} from './lib/post-login-redirect';
export { AUTH_MESSAGES } from './lib/auth-messages';

export const loadLoginPage = () =>
  import('./routes/login-page').then((m) => ({ Component: m.LoginPage }));
export const loadSignupPage = () =>
  import('./routes/signup-page').then((m) => ({ Component: m.SignupPage }));
export const loadForgotPasswordPage = () =>
  import('./routes/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage }));
export const loadResetPasswordPage = () =>
  import('./routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage }));
export const loadAuthCallbackPage = () =>
  import('./routes/auth-callback-page').then((m) => ({ Component: m.AuthCallbackPage }));
export const loadTwoFactorPage = () =>
  import('./routes/two-factor-page').then((m) => ({ Component: m.TwoFactorPage }));
export { tokenAal } from './lib/session-aal';
export { TwoFactorSettings } from './components/two-factor-settings';

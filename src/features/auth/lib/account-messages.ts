// The texts of signing in and up (the specified wording) and plain words for email links
// and the limits on sending them: GoTrue's codes (the local stack answers the same:
// local-supabase/auth) become what a person can act on.
import { AppError } from '@/lib/errors';
import { EMAIL_INVALID } from './password-rules';

export type LinkKind = 'signup' | 'recovery';

export const ACCOUNT_MESSAGES = {
  accountExists: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  weakPassword: 'Password must be at least 6 characters long',
  failedToCreateUser: 'Failed to create user',
  failedToSignIn: 'Failed to sign in',
} as const;

const BY_CODE: Record<string, string> = {
  user_already_exists: ACCOUNT_MESSAGES.accountExists,
  email_exists: ACCOUNT_MESSAGES.accountExists,
  invalid_credentials: ACCOUNT_MESSAGES.invalidCredentials,
  weak_password: ACCOUNT_MESSAGES.weakPassword,
};

/** The user-facing text for a failed sign-in, sign-up or password change. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const code = error instanceof AppError ? error.code : (error as { code?: unknown })?.code;
  if (typeof code === 'string' && BY_CODE[code]) return BY_CODE[code];
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export const LINK_MESSAGES = {
  expired: 'This link has expired or has already been used.',
  otherBrowser:
    'This link works only in the browser where it was asked for. Open it there, or ask for a new link here.',
  replaced: 'A newer link has been sent since this one. Open the newest email, or ask again here.',
  incomplete: 'This link is incomplete. Copy the whole link from the email, or ask for a new one.',
  // A link with the session in its fragment (implicit flow, e.g. sent from Supabase's dashboard):
  // refused, since anyone could mail such a link to sign a person into the sender's account.
  unsupported: 'This kind of link does not work here. Ask for a new one below.',
  confirmed: 'Your email address is confirmed. Sign in to continue.',
  tooManyEmails: 'Too many emails have been sent. Please try again later.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  notConfirmed:
    'Your email address is not confirmed yet. Open the link we emailed you, or send it again below.',
  invalidEmail: EMAIL_INVALID,
  samePassword: 'Your new password must be different from the old one.',
  noResetSession:
    'To set a new password, open the link in the email we sent you, or ask for a new one.',
} as const;

/** Seconds to wait, from GoTrue's 'you can only request this after 42 seconds'. */
export function waitSeconds(error: unknown): number | null {
  const match = /after (\d+) seconds?/.exec(error instanceof Error ? error.message : '');
  return match ? Number(match[1]) : null;
}

export const waitMessage = (seconds: number) =>
  `Please wait ${seconds} seconds before asking for another email.`;

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : undefined);

/** The text for a link the auth service refused, by the error code it put in the URL or answered. */
export function linkErrorMessage(code: string | null | undefined, kind: LinkKind): string {
  switch (code) {
    case 'otp_expired':
    case 'flow_state_expired':
    case 'flow_state_not_found':
      return LINK_MESSAGES.expired;
    case 'pkce_code_verifier_not_found':
      // The email link itself confirmed the address before the code came back.
      return kind === 'signup' ? LINK_MESSAGES.confirmed : LINK_MESSAGES.otherBrowser;
    case 'bad_code_verifier':
      return LINK_MESSAGES.replaced;
    case 'over_request_rate_limit':
      return LINK_MESSAGES.tooManyAttempts;
    case 'implicit_flow':
      return LINK_MESSAGES.unsupported;
    default:
      return LINK_MESSAGES.incomplete;
  }
}

/** The text for a refused request to send an email (rate limits, address format). */
export function sendErrorMessage(error: unknown): string {
  const seconds = waitSeconds(error);
  if (seconds !== null) return waitMessage(seconds);
  switch (codeOf(error)) {
    case 'over_email_send_rate_limit':
      return LINK_MESSAGES.tooManyEmails;
    case 'over_request_rate_limit':
      return LINK_MESSAGES.tooManyAttempts;
    case 'validation_failed':
    case 'email_address_invalid':
      return LINK_MESSAGES.invalidEmail;
    default:
      return error instanceof Error ? error.message : LINK_MESSAGES.tooManyAttempts;
  }
}

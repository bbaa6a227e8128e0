// The texts of signing in and up (the specified wording) and plain words for email links
// and the limits on sending them: GoTrue's codes (the local stack answers the same:
// local-supabase/auth) become what a person can act on.
import { AppError } from '@/lib/errors';
import { i18n } from '@lingui/core';
import { PASSWORD_RULES } from './password-rules';

export type LinkKind = 'signup' | 'recovery';

export const ACCOUNT_MESSAGES = {
  get accountExists() {
    return i18n._({
      id: 'auth.error.accountExists',
      message: 'An account with this email already exists. Please sign in instead.',
    });
  },
  get invalidCredentials() {
    return i18n._({
      id: 'auth.error.invalidCredentials',
      message: 'Invalid email or password. Please check your credentials and try again.',
    });
  },
  get weakPassword() {
    return i18n._({
      id: 'auth.error.weakPassword',
      message: 'Password must be at least 6 characters long',
    });
  },
  get failedToCreateUser() {
    return i18n._({ id: 'auth.error.failedToCreateUser', message: 'Failed to create user' });
  },
  get failedToSignIn() {
    return i18n._({ id: 'auth.error.failedToSignIn', message: 'Failed to sign in' });
  },
};

const BY_CODE: Record<string, () => string> = {
  user_already_exists: () => ACCOUNT_MESSAGES.accountExists,
  email_exists: () => ACCOUNT_MESSAGES.accountExists,
  invalid_credentials: () => ACCOUNT_MESSAGES.invalidCredentials,
  weak_password: () => ACCOUNT_MESSAGES.weakPassword,
};

/** The user-facing text for a failed sign-in, sign-up or password change. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const code = error instanceof AppError ? error.code : (error as { code?: unknown })?.code;
  if (typeof code === 'string' && BY_CODE[code]) return BY_CODE[code]();
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export const LINK_MESSAGES = {
  // GoTrue answers a wrong code and a used or old one alike (otp_expired).
  get badCode() {
    return i18n._({
      id: 'auth.code.bad',
      message:
        'This code is not right, has expired or was already used. Check the newest email, or send it again.',
    });
  },
  get codeFormat() {
    return i18n._({
      id: 'auth.code.format',
      message: 'Enter the 6 digits from the email.',
    });
  },
  get expired() {
    return i18n._({
      id: 'auth.link.expired',
      message: 'This link has expired or has already been used.',
    });
  },
  get otherBrowser() {
    return i18n._({
      id: 'auth.link.otherBrowser',
      message:
        'This link works only in the browser where it was asked for. Open it there, or ask for a new link here.',
    });
  },
  get replaced() {
    return i18n._({
      id: 'auth.link.replaced',
      message:
        'A newer link has been sent since this one. Open the newest email, or ask again here.',
    });
  },
  get incomplete() {
    return i18n._({
      id: 'auth.link.incomplete',
      message: 'This link is incomplete. Copy the whole link from the email, or ask for a new one.',
    });
  },
  // A link with the session in its fragment (implicit flow, e.g. sent from Supabase's
  // dashboard): refused, since anyone could mail such a link to sign a person into theirs.
  get unsupported() {
    return i18n._({
      id: 'auth.link.unsupported',
      message: 'This kind of link does not work here. Ask for a new one below.',
    });
  },
  get confirmed() {
    return i18n._({
      id: 'auth.link.confirmed',
      message: 'Your email address is confirmed. Sign in to continue.',
    });
  },
  get tooManyEmails() {
    return i18n._({
      id: 'auth.link.tooManyEmails',
      message: 'Too many emails have been sent. Please try again later.',
    });
  },
  get tooManyAttempts() {
    return i18n._({
      id: 'auth.link.tooManyAttempts',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  },
  get notConfirmed() {
    return i18n._({
      id: 'auth.link.notConfirmed',
      message:
        'Your email address is not confirmed yet. Open the link we emailed you, or send it again below.',
    });
  },
  get invalidEmail() {
    return PASSWORD_RULES.emailInvalid;
  },
  get samePassword() {
    return i18n._({
      id: 'auth.link.samePassword',
      message: 'Your new password must be different from the old one.',
    });
  },
  get noResetSession() {
    return i18n._({
      id: 'auth.link.noResetSession',
      message:
        'To set a new password, open the link in the email we sent you, or ask for a new one.',
    });
  },
};

/** Seconds to wait, from GoTrue's 'you can only request this after 42 seconds'. */
export function waitSeconds(error: unknown): number | null {
  const match = /after (\d+) seconds?/.exec(error instanceof Error ? error.message : '');
  return match ? Number(match[1]) : null;
}

export const waitMessage = (seconds: number) =>
  i18n._({
    id: 'auth.link.wait',
    message:
      'Please wait {seconds, plural, one {# second} other {# seconds}} before asking for another email.',
    values: { seconds },
  });

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

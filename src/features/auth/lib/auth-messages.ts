// The auth texts of SPEC sections 5 and 8, verbatim.
import { AppError } from '@/lib/errors';

export const AUTH_MESSAGES = {
  accountExists: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  weakPassword: 'Password must be at least 6 characters long',
  failedToCreateUser: 'Failed to create user',
  failedToSignIn: 'Failed to sign in',
  profileLoad: 'Error loading user profile. Please sign in again.',
} as const;

const BY_CODE: Record<string, string> = {
  user_already_exists: AUTH_MESSAGES.accountExists,
  email_exists: AUTH_MESSAGES.accountExists,
  invalid_credentials: AUTH_MESSAGES.invalidCredentials,
  weak_password: AUTH_MESSAGES.weakPassword,
};

/** The user-facing text for a failed sign-in or sign-up. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const code = error instanceof AppError ? error.code : (error as { code?: unknown })?.code;
  if (typeof code === 'string' && BY_CODE[code]) return BY_CODE[code];
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

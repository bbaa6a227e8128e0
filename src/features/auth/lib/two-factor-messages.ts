// What the two-factor forms say, by GoTrue's error code.
import { AppError, messageOf } from '@/lib/errors';

export const TWO_FACTOR_MESSAGES = {
  wrongCode:
    'That code is not right, or it was used already. Wait for the next code and try again.',
  expired: 'That took too long. Enter the code your authenticator shows now.',
  notSixDigits: 'Enter the 6-digit code from your authenticator app.',
} as const;

export function twoFactorErrorMessage(e: unknown): string {
  const code = e instanceof AppError ? e.code : undefined;
  if (code === 'mfa_verification_failed') return TWO_FACTOR_MESSAGES.wrongCode;
  if (code === 'mfa_challenge_expired') return TWO_FACTOR_MESSAGES.expired;
  return messageOf(e);
}

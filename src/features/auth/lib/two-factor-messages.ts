// What the two-factor forms say, by GoTrue's error code, in the page's language (the second
// sign-in step is part of the translated sign-in flow).
import { AppError, messageOf } from '@/lib/errors';
import { i18n } from '@/lib/i18n';

export const TWO_FACTOR_MESSAGES = {
  wrongCode: () =>
    i18n._({
      id: 'auth.twoFactor.wrongCode',
      message:
        'That code is not right, or it was used already. Wait for the next code and try again.',
    }),
  expired: () =>
    i18n._({
      id: 'auth.twoFactor.expired',
      message: 'That took too long. Enter the code your authenticator shows now.',
    }),
  notSixDigits: () =>
    i18n._({
      id: 'auth.twoFactor.notSixDigits',
      message: 'Enter the 6-digit code from your authenticator app.',
    }),
} as const;

export function twoFactorErrorMessage(e: unknown): string {
  const code = e instanceof AppError ? e.code : undefined;
  if (code === 'mfa_verification_failed') return TWO_FACTOR_MESSAGES.wrongCode();
  if (code === 'mfa_challenge_expired') return TWO_FACTOR_MESSAGES.expired();
  return messageOf(e);
}

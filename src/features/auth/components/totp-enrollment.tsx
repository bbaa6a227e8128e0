import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { messageOf } from '@/lib/errors';
import { useI18n } from '@/lib/use-i18n';
import { enrollTotp, verifyTotp, type TotpEnrollment } from '../api/mfa-api';
import { TotpCodeForm } from './totp-code-form';

/**
 * Sets up an authenticator app: the QR code to scan (or the secret to type), then its first
 * code, which verifies the factor and raises the session to aal2.
 */
export function TotpEnrollmentForm({ onDone }: { onDone(): void }) {
  const i18n = useI18n();
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [error, setError] = useState<string | null>(null);
  // StrictMode runs effects twice; one enrollment per mount.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    enrollTotp().then(setEnrollment, (e: unknown) => setError(messageOf(e)));
  }, []);

  if (error)
    return (
      <FormError
        message={i18n._({
          id: 'auth.twoFactor.setupFailed',
          message: 'Could not start two-factor setup: {error}',
          values: { error },
        })}
      />
    );
  if (!enrollment)
    return (
      <Spinner
        label={i18n._({
          id: 'auth.twoFactor.preparing',
          message: 'Preparing your authenticator setup',
        })}
      />
    );
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>
          {i18n._({
            id: 'auth.twoFactor.step1',
            message: 'Open an authenticator app (Google Authenticator, 1Password, Authy…).',
          })}
        </li>
        <li>
          {i18n._({
            id: 'auth.twoFactor.step2',
            message: 'Scan this QR code, or enter the secret below.',
          })}
        </li>
        <li>
          {i18n._({ id: 'auth.twoFactor.step3', message: 'Type the 6-digit code the app shows.' })}
        </li>
      </ol>
      <img
        src={enrollment.qrCode}
        alt={i18n._({
          id: 'auth.twoFactor.qrAlt',
          message: 'QR code for your authenticator app',
        })}
        className="mx-auto size-48 rounded border border-slate-200 bg-white p-2"
      />
      <p className="text-center text-sm text-slate-600">
        {i18n._({ id: 'auth.twoFactor.secret', message: 'Secret:' })}{' '}
        <code className="font-mono text-slate-900 break-all select-all" data-testid="totp-secret">
          {enrollment.secret}
        </code>
      </p>
      <TotpCodeForm
        submitLabel={i18n._({ id: 'auth.twoFactor.turnOn', message: 'Turn on two-factor' })}
        onVerify={async (code) => {
          await verifyTotp(enrollment.factorId, code);
          onDone();
        }}
      />
    </div>
  );
}

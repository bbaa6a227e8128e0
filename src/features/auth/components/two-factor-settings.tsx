import { useEffect, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { messageOf } from '@/lib/errors';
import { getSession } from '../api/auth-api';
import { removeTotp, verifiedTotpFactorId } from '../api/mfa-api';
import { useAuthStore } from '../stores/auth-store';
import { TotpEnrollmentForm } from './totp-enrollment';

type Status =
  { kind: 'loading' } | { kind: 'on'; factorId: string } | { kind: 'off' } | { kind: 'setup' };

/** Profile → Security: turn an authenticator-app second factor on or off. */
export function TwoFactorSettings({ required }: { required: boolean }) {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);

  const reload = () =>
    verifiedTotpFactorId().then(
      (factorId) => setStatus(factorId ? { kind: 'on', factorId } : { kind: 'off' }),
      (e: unknown) => setError(messageOf(e)),
    );

  useEffect(() => {
    let live = true;
    verifiedTotpFactorId().then(
      (factorId) => live && setStatus(factorId ? { kind: 'on', factorId } : { kind: 'off' }),
      (e: unknown) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  async function turnOff(factorId: string) {
    setError(null);
    try {
      await removeTotp(factorId);
      await reload();
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <section
      aria-labelledby="security-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2
        id="security-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <ShieldCheck aria-hidden="true" className="size-5" />
        Security
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Two-factor authentication asks for a code from an authenticator app after your password.
        {required ? ' Admin accounts must keep it on.' : ' It is optional for your account.'}
      </p>
      <div className="mt-4 max-w-md">
        <FormError message={error} />
        {status.kind === 'on' ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm font-medium text-green-800">
              Two-factor authentication is on.
            </p>
            {required ? null : (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => void turnOff(status.factorId)}
              >
                Turn off two-factor
              </button>
            )}
          </div>
        ) : status.kind === 'off' ? (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setStatus({ kind: 'setup' })}
          >
            Set up two-factor
          </button>
        ) : status.kind === 'setup' ? (
          <TotpEnrollmentForm
            onDone={() =>
              void getSession().then((session) => {
                if (session) useAuthStore.setState({ session });
                return reload();
              })
            }
          />
        ) : null}
      </div>
    </section>
  );
}

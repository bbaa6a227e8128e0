// /two-factor: the second step of signing in. A user with a verified authenticator types its
// code; an admin without one sets one up first (the database gives admins nothing below aal2).
// Part of the sign-in flow, so it comes in the sign-in page's language (/es/two-factor).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { useLocalizedLink } from '@/components/site-link';
import { messageOf } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useI18n } from '@/lib/use-i18n';
import { getSession } from '../api/auth-api';
import { verifiedTotpFactorId, verifyTotp } from '../api/mfa-api';
import { AuthCard } from '../components/auth-card';
import { TotpCodeForm } from '../components/totp-code-form';
import { TotpEnrollmentForm } from '../components/totp-enrollment';
import { afterSignInPath } from '../lib/post-login-redirect';
import { tokenAal } from '../lib/session-aal';
import { useAuthStore } from '../stores/auth-store';

type Step = { kind: 'loading' } | { kind: 'code'; factorId: string } | { kind: 'enroll' };

export function TwoFactorPage() {
  const i18n = useI18n();
  const localized = useLocalizedLink();
  const navigate = useNavigate();
  const signOut = useAuthStore((s) => s.signOut);
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    verifiedTotpFactorId().then(
      (factorId) => live && setStep(factorId ? { kind: 'code', factorId } : { kind: 'enroll' }),
      (e: unknown) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  /** The aal2 session into the store (supabase-js saved it already), then on to the app. */
  async function done() {
    const session = await getSession();
    if (session && tokenAal(session.access_token) === 'aal2') {
      useAuthStore.setState({ session });
      navigate(afterSignInPath(), { replace: true });
    }
  }

  const footer = (
    <button
      type="button"
      className="font-semibold text-indigo-700 hover:underline"
      onClick={() => void signOut().then(() => navigate(localized(paths.login), { replace: true }))}
    >
      {i18n._({ id: 'auth.twoFactor.signOut', message: 'Sign out' })}
    </button>
  );

  if (step.kind === 'enroll') {
    return (
      <AuthCard
        title={i18n._({
          id: 'auth.twoFactor.setupTitle',
          message: 'Set up two-factor authentication',
        })}
        subtitle={i18n._({
          id: 'auth.twoFactor.setupText',
          message:
            'Admin accounts open confidential child records, so they need a code from an authenticator app as well as a password.',
        })}
        footer={footer}
      >
        <TotpEnrollmentForm onDone={() => void done()} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={i18n._({ id: 'title.twoFactor', message: 'Two-factor authentication' })}
      subtitle={i18n._({
        id: 'auth.twoFactor.notSixDigits',
        message: 'Enter the 6-digit code from your authenticator app.',
      })}
      footer={footer}
    >
      <FormError message={error} />
      {step.kind === 'code' ? (
        <TotpCodeForm
          onVerify={async (code) => {
            await verifyTotp(step.factorId, code);
            await done();
          }}
        />
      ) : error ? (
        <button
          type="button"
          className={buttonClass('secondary', 'w-full')}
          onClick={() => window.location.reload()}
        >
          {i18n._({ id: 'auth.twoFactor.tryAgain', message: 'Try again' })}
        </button>
      ) : (
        <Spinner label={i18n._({ id: 'auth.twoFactor.loading', message: 'Loading' })} />
      )}
    </AuthCard>
  );
}

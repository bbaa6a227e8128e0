import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { LogIn } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { paths } from '@/lib/paths';
import { TextField } from '@/components/text-field';
import { SiteLink, useLocalizedLink, useSiteNavigate, useSiteState } from '@/components/site-link';
import { useI18n } from '@/lib/use-i18n';
import { AuthCard } from '../components/auth-card';
import {
  afterSignInPath,
  rememberPostLoginRedirect,
  type SignInState,
} from '../lib/post-login-redirect';
import { useAccountStore } from '../stores/account-store';
import { useAuthStore } from '../stores/auth-store';

const LINK_CLASS = 'font-semibold text-indigo-700 hover:underline';

// Shown only after asking for the confirmation email again: off the page's first load.
const CheckEmail = lazy(() =>
  import('../components/check-email').then((m) => ({ default: m.CheckEmail })),
);

async function secondFactorPending(): Promise<boolean> {
  try {
    // Asked only once signed in: off the page's first load.
    const { getAssurance } = await import('../api/mfa-api');
    const { current, next } = await getAssurance();
    return current === 'aal1' && next === 'aal2';
  } catch {
    // Unknown: the dashboard's guard still sends an admin without aal2 to /two-factor.
    return false;
  }
}

export function LoginPage() {
  const i18n = useI18n();
  const localized = useLocalizedLink();
  const navigate = useSiteNavigate();
  const from = (useSiteState() as SignInState | null | undefined)?.from;
  const signIn = useAccountStore((s) => s.signIn);
  const sendLink = useAccountStore((s) => s.sendLink);
  const error = useAccountStore((s) => s.error);
  const notConfirmed = useAccountStore((s) => s.errorCode === 'email_not_confirmed');
  const endedBecause = useAuthStore((s) => s.endedBecause);
  const clearError = useAccountStore((s) => s.clearError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);

  useEffect(() => clearError, [clearError]);
  // A signed-out visitor sent here from a page comes back to it, even by way of an email link.
  useEffect(() => {
    if (from) rememberPostLoginRedirect(from);
  }, [from]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const ok = await signIn(email, password);
    // An account with a verified authenticator is not done until its code is typed.
    const needsCode = ok && (await secondFactorPending());
    setBusy(false);
    if (needsCode) navigate(localized(paths.twoFactor), { replace: true });
    else if (ok) navigate(afterSignInPath(), { replace: true });
  }

  async function resendConfirmation() {
    setBusy(true);
    if (await sendLink('signup', email.trim())) setConfirmationSentTo(email.trim());
    setBusy(false);
  }

  if (confirmationSentTo) {
    return (
      <AuthCard
        title={i18n._({ id: 'auth.checkEmail.title', message: 'Check your email' })}
        subtitle={i18n._({
          id: 'auth.login.confirmFirst',
          message: 'Confirm your email address, then sign in.',
        })}
        footer={
          <button type="button" className={LINK_CLASS} onClick={() => setConfirmationSentTo(null)}>
            {i18n._({ id: 'auth.backToSignIn', message: 'Back to Sign In' })}
          </button>
        }
      >
        <Suspense fallback={null}>
          <CheckEmail email={confirmationSentTo} kind="signup" />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={i18n._({ id: 'nav.signIn', message: 'Sign In' })}
      subtitle={i18n._({
        id: 'auth.login.subtitle',
        message: 'Welcome back. Sign in to reach your cases and applications.',
      })}
      footer={
        <>
          {i18n._({ id: 'auth.login.noAccount', message: "Don't have an account?" })}{' '}
          <SiteLink to={paths.signup} className={LINK_CLASS}>
            {i18n._({ id: 'auth.login.signUpLink', message: 'Sign up' })}
          </SiteLink>
        </>
      }
    >
      <form className="space-y-4" onSubmit={onSubmit}>
        <TextField
          label={i18n._({ id: 'auth.email', message: 'Email' })}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={i18n._({ id: 'auth.password', message: 'Password' })}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="-mt-2 text-right text-sm">
          <SiteLink to={paths.forgotPassword} className={LINK_CLASS}>
            {i18n._({ id: 'auth.login.forgot', message: 'Forgot password?' })}
          </SiteLink>
        </p>
        <FormError message={error ?? endedBecause} />
        {notConfirmed ? (
          <button
            type="button"
            className={buttonClass('secondary', 'w-full')}
            disabled={busy}
            onClick={() => void resendConfirmation()}
          >
            {i18n._({ id: 'auth.login.resend', message: 'Send the confirmation email again' })}
          </button>
        ) : null}
        <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
          <LogIn aria-hidden="true" className="size-4" />
          {busy
            ? i18n._({ id: 'auth.login.busy', message: 'Signing in...' })
            : i18n._({ id: 'nav.signIn', message: 'Sign In' })}
        </button>
      </form>
    </AuthCard>
  );
}

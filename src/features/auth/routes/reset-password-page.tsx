import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight, KeyRound } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { useLocalizedLink } from '@/components/site-link';
import { paths } from '@/lib/paths';
import { useI18n } from '@/lib/use-i18n';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { LINK_MESSAGES } from '../lib/account-messages';
import { isNewPasswordValid } from '../lib/password-rules';
import { afterSignInPath } from '../lib/post-login-redirect';
import { useAccountStore } from '../stores/account-store';
import { useAuthStore } from '../stores/auth-store';

/** Where a reset link leads (signed in by its code): set a new password, then go on. */
export function ResetPasswordPage() {
  const i18n = useI18n();
  const localized = useLocalizedLink();
  const title = i18n._({ id: 'auth.reset.title', message: 'Set a New Password' });
  const signedIn = useAuthStore((s) => s.session !== null);
  const setPassword = useAccountStore((s) => s.setPassword);
  const error = useAccountStore((s) => s.error);
  const clearError = useAccountStore((s) => s.clearError);
  const [password, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // Where to go on, taken once the password is saved: the confirmation says so first.
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => clearError, [clearError]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isNewPasswordValid(password, confirmPassword)) return;
    setBusy(true);
    const ok = await setPassword(password);
    setBusy(false);
    if (ok) setNext(afterSignInPath());
  }

  if (next !== null) {
    return (
      <AuthCard
        title={i18n._({ id: 'auth.reset.doneTitle', message: 'Password changed' })}
        subtitle={i18n._({
          id: 'auth.reset.doneSubtitle',
          message: 'Your new password is saved. You are still signed in.',
        })}
      >
        <Link to={next} replace className={buttonClass('primary', 'w-full')}>
          {i18n._({ id: 'auth.reset.continue', message: 'Continue' })}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </AuthCard>
    );
  }

  if (!signedIn) {
    return (
      <AuthCard title={title} subtitle={LINK_MESSAGES.noResetSession}>
        <Link to={localized(paths.forgotPassword)} className={buttonClass('primary', 'w-full')}>
          {i18n._({ id: 'auth.reset.ask', message: 'Ask for a Reset Link' })}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={title}
      subtitle={i18n._({
        id: 'auth.reset.subtitle',
        message: 'Choose a new password for your account. You will stay signed in.',
      })}
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <NewPasswordFields
          label={i18n._({ id: 'auth.reset.newPassword', message: 'New Password' })}
          confirmLabel={i18n._({
            id: 'auth.reset.confirmNewPassword',
            message: 'Confirm New Password',
          })}
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setNewPassword}
          onConfirmPassword={setConfirmPassword}
        />
        <FormError message={error} />
        <button
          type="submit"
          className={buttonClass('primary', 'w-full')}
          disabled={busy || !isNewPasswordValid(password, confirmPassword)}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          {busy
            ? i18n._({ id: 'auth.reset.busy', message: 'Saving...' })
            : i18n._({ id: 'auth.reset.submit', message: 'Set Password' })}
        </button>
      </form>
    </AuthCard>
  );
}

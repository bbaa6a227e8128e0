import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { UserPlus } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { paths } from '@/lib/paths';
import { TextField } from '@/components/text-field';
import { useLocalizedLink } from '@/components/site-link';
import { useI18n } from '@/lib/use-i18n';
import { AuthCard } from '../components/auth-card';
import { CheckEmail } from '../components/check-email';
import { NewPasswordFields } from '../components/new-password-fields';
import { afterSignInPath } from '../lib/post-login-redirect';
import { PASSWORD_RULES, isEmail, isSignUpValid } from '../lib/password-rules';
import { useAccountStore } from '../stores/account-store';

export function SignupPage() {
  const i18n = useI18n();
  const localized = useLocalizedLink();
  const signInLink = (
    <>
      {i18n._({ id: 'auth.signup.haveAccount', message: 'Already have an account?' })}{' '}
      <Link to={localized(paths.login)} className="font-semibold text-indigo-700 hover:underline">
        {i18n._({ id: 'auth.signup.signInLink', message: 'Sign in' })}
      </Link>
    </>
  );
  const navigate = useNavigate();
  const signUp = useAccountStore((s) => s.signUp);
  const error = useAccountStore((s) => s.error);
  const clearError = useAccountStore((s) => s.clearError);
  const [fields, setFields] = useState({
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  // The fields in order (name 0, email 1, ...): a field's rule shows once the user has left
  // it or gone on to a later one, so a skipped field says why Sign Up stays disabled.
  const [passed, setPassed] = useState(-1);
  const [busy, setBusy] = useState(false);
  const [checkEmailAt, setCheckEmailAt] = useState<string | null>(null);

  useEffect(() => clearError, [clearError]);

  const set = (name: keyof typeof fields) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }));
  const reach = (index: number) => () => setPassed((p) => Math.max(p, index));

  const valid = isSignUpValid(fields);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    const outcome = await signUp(fields.email, fields.password, fields.fullName);
    setBusy(false);
    if (outcome === 'signedIn') navigate(afterSignInPath(), { replace: true });
    if (outcome === 'checkEmail') setCheckEmailAt(fields.email.trim());
  }

  if (checkEmailAt) {
    return (
      <AuthCard
        title={i18n._({ id: 'auth.checkEmail.title', message: 'Check your email' })}
        subtitle={i18n._({
          id: 'auth.signup.oneMoreStep',
          message: 'One more step: confirm your email address.',
        })}
        footer={signInLink}
      >
        <CheckEmail email={checkEmailAt} kind="signup" />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={i18n._({ id: 'auth.signup.title', message: 'Create Your Account' })}
      subtitle={i18n._({
        id: 'auth.signup.subtitle',
        message: 'Join the network of Florida guardian ad litem professionals.',
      })}
      footer={signInLink}
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={i18n._({ id: 'auth.fullName', message: 'Full Name' })}
          autoComplete="name"
          maxLength={200}
          required
          value={fields.fullName}
          onChange={(e) => set('fullName')(e.target.value)}
          onBlur={reach(0)}
          error={passed >= 0 && fields.fullName.trim() === '' ? PASSWORD_RULES.nameRequired : null}
        />
        <TextField
          label={i18n._({ id: 'auth.email', message: 'Email' })}
          type="email"
          autoComplete="email"
          maxLength={320}
          required
          value={fields.email}
          onChange={(e) => set('email')(e.target.value)}
          onFocus={reach(0)}
          onBlur={reach(1)}
          error={passed >= 1 && !isEmail(fields.email) ? PASSWORD_RULES.emailInvalid : null}
        />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          onPassword={set('password')}
          onConfirmPassword={set('confirmPassword')}
          onFocus={reach(1)}
        />
        <FormError message={error} />
        <button
          type="submit"
          className={buttonClass('primary', 'w-full')}
          disabled={!valid || busy}
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {busy
            ? i18n._({ id: 'auth.signup.busy', message: 'Creating account...' })
            : i18n._({ id: 'auth.signup.submit', message: 'Sign Up' })}
        </button>
      </form>
    </AuthCard>
  );
}

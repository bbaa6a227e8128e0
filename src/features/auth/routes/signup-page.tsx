import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Check, UserPlus, X } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { paths } from '@/lib/paths';
import { TextField } from '@/components/text-field';
import { AuthCard } from '../components/auth-card';
import {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORDS_MATCH,
  PASSWORD_TOO_SHORT,
  isPasswordLongEnough,
  isSignUpValid,
} from '../lib/password-rules';
import { useAuthStore } from '../stores/auth-store';

export function SignupPage() {
  const navigate = useNavigate();
  const signUp = useAuthStore((s) => s.signUp);
  const error = useAuthStore((s) => s.error);
  const clearError = useAuthStore((s) => s.clearError);
  const [fields, setFields] = useState({
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [busy, setBusy] = useState(false);

  useEffect(() => clearError, [clearError]);

  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  const passwordShort = fields.password !== '' && !isPasswordLongEnough(fields.password);
  const matches = fields.password === fields.confirmPassword;
  const valid = isSignUpValid(fields);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    const ok = await signUp(fields.email, fields.password, fields.fullName);
    setBusy(false);
    if (ok) navigate(paths.dashboard.home, { replace: true });
  }

  return (
    <AuthCard
      title="Create Your Account"
      subtitle="Join the network of Florida guardian ad litem professionals."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-semibold text-indigo-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Full Name"
          autoComplete="name"
          maxLength={200}
          required
          value={fields.fullName}
          onChange={set('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={320}
          required
          value={fields.email}
          onChange={set('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          value={fields.password}
          onChange={set('password')}
          error={passwordShort ? PASSWORD_TOO_SHORT : null}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
          hint={
            fields.confirmPassword !== '' && matches ? (
              <span className="flex items-center gap-1 text-green-800">
                <Check aria-hidden="true" className="size-4" />
                {PASSWORDS_MATCH}
              </span>
            ) : null
          }
          error={
            fields.confirmPassword !== '' && !matches ? (
              <>
                <X aria-hidden="true" className="size-4" />
                {PASSWORDS_DO_NOT_MATCH}
              </>
            ) : null
          }
        />
        <FormError message={error} />
        <button
          type="submit"
          className={buttonClass('primary', 'w-full')}
          disabled={!valid || busy}
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {busy ? 'Creating account...' : 'Sign Up'}
        </button>
      </form>
    </AuthCard>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { paths } from '@/lib/paths';
import { TextField } from '@/components/text-field';
import { AuthCard } from '../components/auth-card';
import { takePostLoginRedirect } from '../lib/post-login-redirect';
import { useAuthStore } from '../stores/auth-store';

export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useAuthStore((s) => s.signIn);
  const error = useAuthStore((s) => s.error ?? s.endedBecause);
  const clearError = useAuthStore((s) => s.clearError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => clearError, [clearError]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const ok = await signIn(email, password);
    setBusy(false);
    if (ok) navigate(takePostLoginRedirect() ?? paths.dashboard.home, { replace: true });
  }

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back. Sign in to reach your cases and applications."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.signup} className="font-semibold text-indigo-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form className="space-y-4" onSubmit={onSubmit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormError message={error} />
        <button type="submit" className={buttonClass('primary', 'w-full')} disabled={busy}>
          <LogIn aria-hidden="true" className="size-4" />
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </AuthCard>
  );
}

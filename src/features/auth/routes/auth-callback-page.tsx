import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/spinner';
import { buttonClass } from '@/components/button-styles';
import { paths } from '@/lib/paths';
import { AuthCard } from '../components/auth-card';
import { CheckEmail } from '../components/check-email';
import { RequestLinkForm } from '../components/request-link-form';
import { LINK_MESSAGES, linkErrorMessage, type LinkKind } from '../lib/account-messages';
import { afterSignInPath } from '../lib/post-login-redirect';
import { useAccountStore } from '../stores/account-store';

const LINK_CLASS = 'font-semibold text-indigo-700 hover:underline';

/** What the auth service put in the URL: `?code=` (PKCE), or the error in query and fragment. */
function readLink(search: string, hash: string) {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.slice(1));
  const read = (name: string) => query.get(name) ?? fragment.get(name);
  const kind: LinkKind = query.get('flow') === 'signup' ? 'signup' : 'recovery';
  const code = query.get('code');
  const refused = fragment.has('access_token') ? 'implicit_flow' : read('error_code');
  return { kind, code: refused ? null : code, refused };
}

/**
 * /auth/callback, where every auth email's link lands: swaps the code for a session and goes
 * on (a reset link to the new-password page, a confirmation to the dashboard or the page the
 * visitor asked for), or says in plain words why the link failed and offers a new one.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const [{ kind, code, refused }] = useState(() => readLink(search, hash));
  const exchange = useAccountStore((s) => s.exchange);
  const clearError = useAccountStore((s) => s.clearError);
  // Why the link failed: known at once from the URL, or once the code is refused.
  const [problem, setProblem] = useState(() => (code ? null : linkErrorMessage(refused, kind)));
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => clearError, [clearError]);
  useEffect(() => {
    if (!code) return;
    let current = true;
    void exchange(code, kind).then((failure) => {
      if (!current) return;
      if (failure) setProblem(failure);
      else
        navigate(kind === 'recovery' ? paths.resetPassword : afterSignInPath(), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [code, kind, exchange, navigate]);

  if (sentTo) {
    return (
      <AuthCard title="Check your email" subtitle="A new link is on its way.">
        <CheckEmail email={sentTo} kind={kind} />
      </AuthCard>
    );
  }
  if (problem === LINK_MESSAGES.confirmed) {
    return (
      <AuthCard title="Email confirmed" subtitle={problem}>
        <Link to={paths.login} className={buttonClass('primary', 'w-full')}>
          Sign In
        </Link>
      </AuthCard>
    );
  }
  if (!problem) {
    return (
      <AuthCard title="Signing you in" subtitle="One moment while we check your link.">
        <Spinner label="Checking your link..." showLabel />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="This link did not work"
      subtitle={problem}
      footer={
        <Link to={paths.login} className={LINK_CLASS}>
          Back to Sign In
        </Link>
      }
    >
      <p className="mb-4 text-slate-700">
        {kind === 'signup'
          ? 'Enter your email address and we will send you a new confirmation link.'
          : 'Enter your email address and we will send you a new link to set your password.'}
      </p>
      <RequestLinkForm kind={kind} submitLabel="Send a New Link" onSent={setSentTo} />
    </AuthCard>
  );
}

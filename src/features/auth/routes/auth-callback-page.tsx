import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/spinner';
import { buttonClass } from '@/components/button-styles';
import { useLocalizedLink } from '@/components/site-link';
import { paths } from '@/lib/paths';
import { useI18n } from '@/lib/use-i18n';
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
  const i18n = useI18n();
  const localized = useLocalizedLink();
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
        // A reset link opens the new-password page in the language the link was asked in.
        navigate(kind === 'recovery' ? localized(paths.resetPassword) : afterSignInPath(), {
          replace: true,
        });
    });
    return () => {
      current = false;
    };
  }, [code, kind, exchange, navigate, localized]);

  if (sentTo) {
    return (
      <AuthCard
        title={i18n._({ id: 'auth.checkEmail.title', message: 'Check your email' })}
        subtitle={i18n._({ id: 'auth.callback.newLink', message: 'A new link is on its way.' })}
      >
        <CheckEmail email={sentTo} kind={kind} />
      </AuthCard>
    );
  }
  if (problem === LINK_MESSAGES.confirmed) {
    return (
      <AuthCard
        title={i18n._({ id: 'auth.callback.confirmed', message: 'Email confirmed' })}
        subtitle={problem}
      >
        <Link to={localized(paths.login)} className={buttonClass('primary', 'w-full')}>
          {i18n._({ id: 'nav.signIn', message: 'Sign In' })}
        </Link>
      </AuthCard>
    );
  }
  if (!problem) {
    return (
      <AuthCard
        title={i18n._({ id: 'auth.callback.signingIn', message: 'Signing you in' })}
        subtitle={i18n._({
          id: 'auth.callback.moment',
          message: 'One moment while we check your link.',
        })}
      >
        <Spinner
          label={i18n._({ id: 'auth.callback.checking', message: 'Checking your link...' })}
          showLabel
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={i18n._({ id: 'auth.callback.failed', message: 'This link did not work' })}
      subtitle={problem}
      footer={
        <Link to={localized(paths.login)} className={LINK_CLASS}>
          {i18n._({ id: 'auth.backToSignIn', message: 'Back to Sign In' })}
        </Link>
      }
    >
      <p className="mb-4 text-slate-700">
        {kind === 'signup'
          ? i18n._({
              id: 'auth.callback.askSignup',
              message: 'Enter your email address and we will send you a new confirmation link.',
            })
          : i18n._({
              id: 'auth.callback.askRecovery',
              message:
                'Enter your email address and we will send you a new link to set your password.',
            })}
      </p>
      <RequestLinkForm
        kind={kind}
        submitLabel={i18n._({ id: 'auth.callback.sendNew', message: 'Send a New Link' })}
        onSent={setSentTo}
      />
    </AuthCard>
  );
}

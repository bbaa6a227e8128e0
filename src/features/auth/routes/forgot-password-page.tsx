import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLocalizedLink } from '@/components/site-link';
import { paths } from '@/lib/paths';
import { useI18n } from '@/lib/use-i18n';
import { AuthCard } from '../components/auth-card';
import { CheckEmail } from '../components/check-email';
import { RequestLinkForm } from '../components/request-link-form';
import { useAccountStore } from '../stores/account-store';

/** 'Forgot password?': asks for a reset link, then says to check the inbox. */
export function ForgotPasswordPage() {
  const clearError = useAccountStore((s) => s.clearError);
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEffect(() => clearError, [clearError]);
  const i18n = useI18n();
  const localized = useLocalizedLink();
  const backToSignIn = (
    <Link to={localized(paths.login)} className="font-semibold text-indigo-700 hover:underline">
      {i18n._({ id: 'auth.backToSignIn', message: 'Back to Sign In' })}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard
        title={i18n._({ id: 'auth.checkEmail.title', message: 'Check your email' })}
        subtitle={i18n._({
          id: 'auth.forgot.lookInbox',
          message: 'Look for our email in your inbox.',
        })}
        footer={backToSignIn}
      >
        <CheckEmail email={sentTo} kind="recovery" />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={i18n._({ id: 'auth.forgot.title', message: 'Forgot Password?' })}
      subtitle={i18n._({
        id: 'auth.forgot.subtitle',
        message:
          "Enter your account's email address and we will send you a link to set a new password.",
      })}
      footer={backToSignIn}
    >
      <RequestLinkForm
        kind="recovery"
        submitLabel={i18n._({ id: 'auth.forgot.submit', message: 'Send Reset Link' })}
        onSent={setSentTo}
      />
    </AuthCard>
  );
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthCard } from '../components/auth-card';
import { CheckEmail } from '../components/check-email';
import { RequestLinkForm } from '../components/request-link-form';
import { useAccountStore } from '../stores/account-store';

const backToSignIn = (
  <Link to={paths.login} className="font-semibold text-indigo-700 hover:underline">
    Back to Sign In
  </Link>
);

/** 'Forgot password?': asks for a reset link, then says to check the inbox. */
export function ForgotPasswordPage() {
  const clearError = useAccountStore((s) => s.clearError);
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEffect(() => clearError, [clearError]);

  if (sentTo) {
    return (
      <AuthCard
        title="Check your email"
        subtitle="Look for our email in your inbox."
        footer={backToSignIn}
      >
        <CheckEmail email={sentTo} kind="recovery" />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot Password?"
      subtitle="Enter your account's email address and we will send you a link to set a new password."
      footer={backToSignIn}
    >
      <RequestLinkForm kind="recovery" submitLabel="Send Reset Link" onSent={setSentTo} />
    </AuthCard>
  );
}

import { LogIn, UserPlus } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { SiteLink, useLocalizedLink } from '@/components/site-link';
import { rememberPostLoginRedirect } from '@/features/auth';
import { paths } from '@/lib/paths';
import { useI18n } from '@/lib/use-i18n';

/**
 * Applying needs an account: a visitor signs in or creates one, and comes back to `returnTo`
 * either way (sign-up's confirmation link returns there too).
 */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  const i18n = useI18n();
  const localized = useLocalizedLink();
  const remember = () => rememberPostLoginRedirect(localized(returnTo));
  return (
    <Card>
      <p className="text-slate-700">
        {i18n._({
          id: 'apply.signInPrompt',
          message:
            'Please sign in or create an account to apply. Your answers are saved as you type.',
        })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <SiteLink to={paths.login} onClick={remember} className={buttonClass('primary')}>
          <LogIn aria-hidden="true" className="size-4" />
          {i18n._({ id: 'apply.signIn', message: 'Sign In' })}
        </SiteLink>
        <SiteLink to={paths.signup} onClick={remember} className={buttonClass('secondary')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {i18n._({ id: 'apply.createAccount', message: 'Create an account' })}
        </SiteLink>
      </div>
    </Card>
  );
}

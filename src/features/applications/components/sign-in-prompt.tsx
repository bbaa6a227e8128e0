import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { rememberPostLoginRedirect } from '@/features/auth';
import { paths } from '@/lib/paths';

/** Applying needs a signed-in user; after signing in they come back to `returnTo`. */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  return (
    <Card>
      <p className="text-slate-700">Please sign in to apply. Your answers are saved as you type.</p>
      <Link
        to={paths.login}
        onClick={() => rememberPostLoginRedirect(returnTo)}
        className={buttonClass('primary', 'mt-4')}
      >
        <LogIn aria-hidden="true" className="size-4" />
        Sign In
      </Link>
    </Card>
  );
}

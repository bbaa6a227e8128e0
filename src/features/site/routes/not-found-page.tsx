import { Link, Navigate } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { useLocalizedLink } from '@/components/site-link';
import { paths } from '@/lib/paths';
import { useI18n } from '@/lib/use-i18n';
import { useSessionStatus } from '@/features/profile';

export const NOT_FOUND_NOTICE = 'The page you asked for does not exist. Here is your dashboard.';

/**
 * Any unknown path. Signed in, SPEC's redirect to the dashboard stands, saying why;
 * signed out, a real 404 page (the specification sends them home silently).
 */
export function NotFoundPage() {
  const { status } = useSessionStatus();
  const i18n = useI18n();
  const localized = useLocalizedLink();
  if (status === 'loading') return null;
  if (status === 'known') {
    return <Navigate to={paths.dashboard.home} replace state={{ notice: NOT_FOUND_NOTICE }} />;
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {i18n._({ id: 'notFound.title', message: 'Page not found' })}
      </h1>
      <p className="mt-3 text-slate-600">
        {i18n._({
          id: 'notFound.text',
          message:
            'There is no page at this address. It may have moved, or the link may have a typo.',
        })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={localized(paths.home)} className={buttonClass()}>
          {i18n._({ id: 'notFound.home', message: 'Go to the home page' })}
        </Link>
        <Link to={localized(paths.login)} className={buttonClass('secondary')}>
          {i18n._({ id: 'nav.signIn', message: 'Sign In' })}
        </Link>
      </div>
    </div>
  );
}

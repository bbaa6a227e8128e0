// The root route's error element: a render error or a chunk that would not load shows a plain
// message with Retry and a way home, never React Router's developer screen. It ships with the
// landing page (a lazy error page could itself fail to load), so it stays this small. The
// fault is reported, scrubbed, to the program's error log (src/lib/error-report.ts).
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { reportError } from '@/lib/error-report';
import { currentLocale, localizedPath } from '@/lib/i18n';
import { reloadPending } from '@/lib/reload-once';
import { useI18n } from '@/lib/use-i18n';

export function RouteError() {
  const i18n = useI18n();
  const error = useRouteError();
  const { pathname } = useLocation();
  // A thrown response (a 404 from a loader) is an answer, not a fault: only faults are reported.
  useEffect(() => {
    if (!isRouteErrorResponse(error) && !reloadPending()) reportError(error, 'render', pathname);
  }, [error, pathname]);
  // A chunk failed to load: main.tsx is reloading the page already.
  if (reloadPending()) return null;
  return (
    <main className="mx-auto max-w-md space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">
        {i18n._({ id: 'error.title', message: 'Something went wrong' })}
      </h1>
      <p>
        {i18n._({ id: 'error.text', message: 'This page could not be shown. Please try again.' })}
      </p>
      <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
        {i18n._({ id: 'error.retry', message: 'Retry' })}
      </button>{' '}
      <a href={localizedPath('/', currentLocale())} className={buttonClass('secondary')}>
        {i18n._({ id: 'notFound.home', message: 'Go to the home page' })}
      </a>
    </main>
  );
}

// The root route's error element: a render error or a chunk that would not load shows a plain
// message with Retry and a way home, never React Router's developer screen. It ships with the
// landing page (a lazy error page could itself fail to load), so it stays this small.
import { buttonClass } from '@/components/button-styles';
import { reloadPending } from '@/lib/reload-once';

export function RouteError() {
  // A chunk failed to load: main.tsx is reloading the page already.
  if (reloadPending()) return null;
  return (
    <main className="mx-auto max-w-md space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p>This page could not be shown. Please try again.</p>
      <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
        Retry
      </button>{' '}
      <a href="/" className={buttonClass('secondary')}>
        Go to the home page
      </a>
    </main>
  );
}

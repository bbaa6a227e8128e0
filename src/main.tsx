import { useAuthStore } from '@/features/auth';
import { startSession } from '@/app/session';
import { startLanding } from '@/app/start-landing';
import { activateLocale, localeOfPath, stripLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { installErrorReporting } from '@/lib/error-report';
import { reloadOnce } from '@/lib/reload-once';
import './index.css';

// A lazy chunk that will not load (a deploy replaced it): reload once for the new build.
// Not prevented, so the error still reaches the route's error element while the page reloads.
window.addEventListener('vite:preloadError', reloadOnce);

// Uncaught errors and unhandled rejections go, scrubbed, to the program's own error log.
installErrorReporting();

// Restore the session before the first render; the loading view covers the wait.
startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A signed-out visitor's landing renders without the router (src/app/start-landing.tsx);
// every other page, and a returning user's landing, loads the whole app. A signed-out
// visitor's prerendered page (/login, /apply) is hydrated; a returning user's is replaced.
function start(container: HTMLElement) {
  const signedOut = !useAuthStore.getState().initializing;
  if (stripLocale(window.location.pathname) === paths.home && signedOut) {
    startLanding(container);
  } else {
    const hydrate = signedOut && container.hasChildNodes();
    void import('@/app/start-app').then(({ startApp }) => startApp(container, { hydrate }));
  }
}

// A Spanish or Creole page hydrates with its catalog in place (its own chunk; English is
// inlined), so the first render matches the prerendered HTML word for word.
const locale = localeOfPath(window.location.pathname);
if (locale === 'en') start(root);
else void activateLocale(locale).then(() => start(root));

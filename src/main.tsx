import { useAuthStore } from '@/features/auth';
import { startSession } from '@/app/session';
import { startLanding } from '@/app/start-landing';
import { paths } from '@/lib/paths';
import { reloadOnce } from '@/lib/reload-once';
import './index.css';

// A lazy chunk that will not load (a deploy replaced it): reload once for the new build.
// Not prevented, so the error still reaches the route's error element while the page reloads.
window.addEventListener('vite:preloadError', reloadOnce);

// Restore the session before the first render; the loading view covers the wait.
startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A signed-out visitor's landing renders without the router (src/app/start-landing.tsx);
// every other page, and a returning user's landing, loads the whole app. A signed-out
// visitor's prerendered page (/login, /apply) is hydrated; a returning user's is replaced.
const signedOut = !useAuthStore.getState().initializing;
if (window.location.pathname === paths.home && signedOut) {
  startLanding(root);
} else {
  const hydrate = signedOut && root.hasChildNodes();
  void import('@/app/start-app').then(({ startApp }) => startApp(root, { hydrate }));
}

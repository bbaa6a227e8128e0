import type { ComponentType } from 'react';
import { loadLoginPage, useAuthStore } from '@/features/auth';
import { loadApplyPage, loadLandingPage } from '@/features/site';
import { startSession } from '@/app/session';
import { startPublicPage } from '@/app/start-landing';
import { activateLocale, localeOfPath, stripLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { listenForErrors } from '@/lib/error-listener';
import { reloadOnce } from '@/lib/reload-once';
import './index.css';

// A lazy chunk that will not load (a deploy replaced it): reload once for the new build.
// Not prevented, so the error still reaches the route's error element while the page reloads.
window.addEventListener('vite:preloadError', reloadOnce);

// Uncaught errors and unhandled rejections go, scrubbed, to the program's own error log
// (the reporter's code loads with the first one).
listenForErrors();

// Restore the session before the first render; the loading view covers the wait.
startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The prerendered pages, each its own chunk. */
const PUBLIC_PAGES: Record<string, () => Promise<{ Component: ComponentType }>> = {
  [paths.home]: loadLandingPage,
  [paths.login]: loadLoginPage,
  [paths.apply]: loadApplyPage,
};

// A signed-out visitor's prerendered pages (the landing, /login, /apply) render without the
// router (src/app/start-landing.tsx), hydrating the build's copy; every other page, and a
// returning user's, loads the whole app.
function start(container: HTMLElement) {
  const signedOut = !useAuthStore.getState().initializing;
  const bare = stripLocale(window.location.pathname);
  const publicPage = PUBLIC_PAGES[bare];
  if (publicPage && signedOut) {
    void publicPage().then(({ Component }) => startPublicPage(container, <Component />));
  } else {
    void import('@/app/start-app').then(({ startApp }) => startApp(container));
  }
}

// A Spanish or Creole page hydrates with its catalog in place (its own chunk; English is
// inlined), so the first render matches the prerendered HTML word for word.
const locale = localeOfPath(window.location.pathname);
if (locale === 'en') start(root);
else void activateLocale(locale).then(() => start(root));

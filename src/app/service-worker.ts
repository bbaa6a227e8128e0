// Registers the app's service worker (built by vite-plugin-pwa: vite.config.ts) once the app
// has painted and the page has loaded, so the worker's precache never competes with the first
// page. Only the app registers it: a signed-out visitor's landing never loads this module.
import { useAppUpdate } from '@/stores/app-update-store';

/** How often an open app asks for a new release (a phone may stay open for days). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Registers after the page's `load`; false where there is no worker to register. */
export function registerServiceWorker(): boolean {
  // Any build (the e2e suite's too, whose NODE_ENV is 'test'); the dev server has no worker.
  if (import.meta.env.MODE === 'development' || !('serviceWorker' in navigator)) return false;
  const register = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const update = registerSW({
        onNeedRefresh: () => useAppUpdate.getState().offer(() => update(true)),
        onRegisteredSW: (_url, registration) => {
          if (registration) setInterval(() => void registration.update(), CHECK_EVERY_MS);
        },
      });
    });
  if (document.readyState === 'complete') setTimeout(register);
  else window.addEventListener('load', () => setTimeout(register), { once: true });
  return true;
}

// The whole app: React Router's data router over the route table. Loaded by the entry for
// every page but a signed-out visitor's prerendered ones, and by those on their first
// navigation.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { EnableControls } from './prerendered';
import { routes } from './routes';
import { registerServiceWorker } from './service-worker';

/** Resolves once the router has the first route's code (its lazy modules) loaded. */
function initialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Renders the app into `container`. Whatever it shows stays until the first route's code is
 * in, without a blank loading view between; then the app replaces it in one render
 * (`beforeRender` runs just before: a public page shown without the router unmounts). A
 * signed-out visitor's prerendered pages are hydrated without the router (start-landing.tsx).
 */
export async function startApp(
  container: HTMLElement,
  { beforeRender }: { beforeRender?: () => void } = {},
): Promise<void> {
  // A task of its own: evaluating the router's code (this module's import) and creating the
  // router (matching, lazy route loads) are each a long task on a slow phone; together, longer.
  await new Promise((resolve) => setTimeout(resolve));
  const router = createBrowserRouter(routes);
  if (container.hasChildNodes()) await initialized(router);
  beforeRender?.();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <EnableControls />
    </StrictMode>
  );
  // A transition renders (or hydrates) in slices that yield to the browser: no long task
  // while the first page renders (to keep Lighthouse's Total Blocking Time low).
  startTransition(() => {
    createRoot(container).render(app);
  });
  registerServiceWorker();
}

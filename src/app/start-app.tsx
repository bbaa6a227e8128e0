// The whole app: React Router's data router over the route table. Loaded by the entry for
// every page but a signed-out visitor's landing, and by the landing on its first link click.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { routes } from './routes';

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
 * Renders the app into `container`. Whatever it shows (a prerendered page, the landing)
 * stays until the first route's code is in, then is replaced in one render, without a
 * blank loading view between; `beforeRender` runs just before (the landing unmounts).
 */
export async function startApp(container: HTMLElement, beforeRender?: () => void): Promise<void> {
  const router = createBrowserRouter(routes);
  if (container.hasChildNodes()) await initialized(router);
  beforeRender?.();
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser: no long task while the first
  // page renders (issue 22: Lighthouse's Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

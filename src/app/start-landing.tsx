// A signed-out visitor's landing page without React Router (the data router is
// a third of the framework's JS, and the landing's first load must stay within 100 kB).
// The first link click loads the whole app, which then navigates in the page.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { SiteNavigationProvider } from '@/components/site-link';
import { LandingPage } from '@/features/site';
import { paths } from '@/lib/paths';
import { PublicFrame } from './layouts/public-frame';

/** The landing as the build prerenders it (prerender.tsx) and the browser hydrates it. */
export function LandingTree({
  navigate,
  pathname = paths.home,
}: {
  navigate(to: string): void;
  /** `/`, `/es/` or `/ht/`: the landing in that language. */
  pathname?: string;
}) {
  return (
    <SiteNavigationProvider value={{ pathname, navigate }}>
      <PublicFrame>
        <LandingPage />
      </PublicFrame>
    </SiteNavigationProvider>
  );
}

export function startLanding(container: HTMLElement): void {
  let leaving = false;
  const navigate = (to: string) => {
    if (leaving) return;
    leaving = true;
    // The landing stays on screen until the app has the next page's code; a failed
    // load falls back to the browser's own navigation.
    import('./start-app').then(
      ({ startApp }) => {
        window.history.pushState(null, '', to);
        return startApp(container, { beforeRender: () => root.unmount() });
      },
      () => window.location.assign(to),
    );
  };
  const landing = (
    <StrictMode>
      <LandingTree navigate={navigate} pathname={window.location.pathname} />
    </StrictMode>
  );
  // The build's index.html carries the landing prerendered; the dev server's does not.
  let root: Root;
  if (container.hasChildNodes()) {
    // A transition hydrates in slices that yield to the browser (no long task: Lighthouse's TBT).
    startTransition(() => {
      root = hydrateRoot(container, landing);
    });
  } else {
    root = createRoot(container);
    root.render(landing);
  }
}

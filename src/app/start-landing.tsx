// A signed-out visitor's prerendered public pages (the landing, /login, /apply) without
// React Router: the data router is a third of the framework's JS, and each of these
// first loads must stay within 100 kB. Their parts navigate through SiteNavigation
// (site-link.tsx); the first navigation loads the whole app, which then takes the page.
// The pages themselves are chunks of their own (main.tsx), so no page carries another's code.
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { SiteNavigationProvider, type SiteNavigateOptions } from '@/components/site-link';
import { PublicFrame } from './layouts/public-frame';
import { EnableControls } from './prerendered';

interface PublicTreeProps {
  navigate(to: string, options?: SiteNavigateOptions): void;
  /** The page's address, in its language (`/es/login`). */
  pathname: string;
  /** The history entry's state (a reload keeps where sign-in returns to). */
  state?: unknown;
  children: ReactNode;
}

/** A public page as the build prerenders it (prerender.tsx) and the browser hydrates it. */
export function PublicTree({ navigate, pathname, state, children }: PublicTreeProps) {
  return (
    <>
      <SiteNavigationProvider value={{ pathname, navigate, state, routed: false }}>
        <PublicFrame>{children}</PublicFrame>
      </SiteNavigationProvider>
      <EnableControls />
    </>
  );
}

/**
 * Shows `page` (the page at this address) without the router, hydrating the prerendered
 * copy when there is one. The first navigation loads the app, which renders the next page.
 */
export function startPublicPage(container: HTMLElement, page: ReactNode): void {
  let leaving = false;
  const navigate = (to: string, options?: SiteNavigateOptions) => {
    if (leaving) return;
    leaving = true;
    // The page stays on screen until the app has the next page's code; a failed load falls
    // back to the browser's own navigation.
    import('./start-app').then(
      ({ startApp }) => {
        if (options?.replace) window.history.replaceState(null, '', to);
        else window.history.pushState(null, '', to);
        return startApp(container, { beforeRender: () => root.unmount() });
      },
      () => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
    );
  };
  const tree = (
    <StrictMode>
      <PublicTree
        navigate={navigate}
        pathname={window.location.pathname}
        // React Router keeps a navigation's state under `usr` in the history entry.
        state={(window.history.state as { usr?: unknown } | null)?.usr}
      >
        {page}
      </PublicTree>
    </StrictMode>
  );
  // The build's HTML carries the page prerendered; the dev server's does not.
  let root: Root;
  if (container.hasChildNodes()) {
    // A transition hydrates in slices that yield to the browser (no long task: Lighthouse's TBT).
    startTransition(() => {
      root = hydrateRoot(container, tree);
    });
  } else {
    root = createRoot(container);
    root.render(tree);
  }
}

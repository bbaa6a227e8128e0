// A signed-out visitor's landing page without React Router (issue 22: the data router is
// a third of the framework's JS, and the landing's first load must stay within 100 kB).
// The first link click loads the whole app, which then navigates in the page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteNavigationProvider } from '@/components/site-link';
import { LandingPage } from '@/features/site';
import { paths } from '@/lib/paths';
import { PublicFrame } from './layouts/public-frame';

export function startLanding(container: HTMLElement): void {
  const root = createRoot(container);
  let leaving = false;
  const navigation = {
    pathname: paths.home,
    navigate(to: string) {
      if (leaving) return;
      leaving = true;
      // The landing stays on screen while the app loads; a failed load falls back to the browser.
      import('./start-app').then(
        ({ startApp }) => {
          window.history.pushState(null, '', to);
          root.unmount();
          startApp(container);
        },
        () => window.location.assign(to),
      );
    },
  };
  root.render(
    <StrictMode>
      <SiteNavigationProvider value={navigation}>
        <PublicFrame>
          <LandingPage />
        </PublicFrame>
      </SiteNavigationProvider>
    </StrictMode>,
  );
}

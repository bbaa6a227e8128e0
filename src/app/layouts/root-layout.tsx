import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { DeferredLoadingView } from './deferred-loading-view';
import { SiteNavigationProvider } from '@/components/site-link';
import { useAuthStore } from '@/features/auth';
import { useSignedIn } from '@/features/profile';
import { useUiStore } from '@/stores/ui-store';
import { usePublicDocumentTitle } from '../document-title';
import { PublicFrame } from './public-frame';
import { UpdatePrompt } from '@/components/update-prompt';

/**
 * The public frame around the route; the loading view while auth restores (unless the
 * returning user's cached row already stands in) or the loading flag is on.
 */
export function RootLayout() {
  const initializing = useAuthStore((s) => s.initializing);
  const signedIn = useSignedIn();
  const loading = useUiStore((s) => s.loading);
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const siteNavigation = useMemo(
    () => ({ pathname, navigate, state, routed: true }),
    [pathname, navigate, state],
  );
  usePublicDocumentTitle();

  if (initializing && !signedIn) return <DeferredLoadingView />;

  return (
    <SiteNavigationProvider value={siteNavigation}>
      <PublicFrame>
        <Outlet />
      </PublicFrame>
      {loading ? <DeferredLoadingView /> : null}
      <UpdatePrompt />
      <ScrollRestoration />
    </SiteNavigationProvider>
  );
}

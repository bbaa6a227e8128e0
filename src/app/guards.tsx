// Route guards. They run after the session has been restored: until then the
// root layout shows the loading view instead of any route.
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { DeferredLoadingView } from './layouts/deferred-loading-view';
import type { SignInState } from '@/features/auth';
import { useSessionStatus, useSignedIn } from '@/features/profile';
import type { PageKey } from '@/lib/capabilities';
import { paths } from '@/lib/paths';

/** What a route module declares in `handle` for the guards. */
export interface RouteHandle {
  /** The dashboard page this route belongs to; roles without it are turned away. */
  page?: PageKey;
  /** A public page's document title (dashboard pages are titled by their nav label). */
  title?: string;
}

/** Navigation state carrying a message for the page we land on. */
export interface Notice {
  notice?: string;
}

/** The dashboard and its children: signed-out visitors go to /login, and back here after. */
export function RequireAuth() {
  const { status } = useSessionStatus();
  const { pathname, search } = useLocation();
  if (status === 'known') return <Outlet />;
  if (status === 'loading') return <DeferredLoadingView />;
  const state: SignInState = { from: pathname + search };
  return <Navigate to={paths.login} replace state={state} />;
}

/**
 * /login and /signup: someone already signed in when arriving goes to /dashboard.
 * Signing in on the page itself is left to the page, which honours the post-login redirect.
 */
export function GuestOnly() {
  const signedIn = useSignedIn();
  const [signedInOnArrival] = useState(signedIn);
  if (signedInOnArrival) return <Navigate to={paths.dashboard.home} replace />;
  return <Outlet />;
}

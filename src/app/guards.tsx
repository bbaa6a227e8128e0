// Route guards (SPEC 2). They run after the session has been restored: until then the
// root layout shows the loading view instead of any route.
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LoadingView } from '@/components/loading-view';
import { useAuthStore } from '@/features/auth';

/** The dashboard and its children: signed-out visitors go to /login. */
export function RequireAuth() {
  const user = useAuthStore((s) => s.user);
  const profileLoading = useAuthStore((s) => s.profileLoading);
  if (user) return <Outlet />;
  if (profileLoading) return <LoadingView />;
  return <Navigate to="/login" replace />;
}

/**
 * /login and /signup: someone already signed in when arriving goes to /dashboard.
 * Signing in on the page itself is left to the page, which honours the post-login redirect.
 */
export function GuestOnly() {
  const signedIn = useAuthStore((s) => s.user !== null);
  const [signedInOnArrival] = useState(signedIn);
  if (signedInOnArrival) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Any unknown path. */
export function UnknownRoute() {
  const signedIn = useAuthStore((s) => s.user !== null);
  return <Navigate to={signedIn ? '/dashboard' : '/'} replace />;
}

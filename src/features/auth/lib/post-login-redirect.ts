// Where to go after signing in, remembered across the trip to /login, and across an
// email round trip (a reset or confirmation link), so it lives in localStorage.
import { paths } from '@/lib/paths';

const KEY = 'postLoginRedirect';
const BASE = 'http://app.invalid';
/** Pages that make no sense to return to after signing in. */
const NOT_AFTER_SIGN_IN: string[] = [
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.authCallback,
];

/**
 * The path itself if it is a page of this app, else null: never another origin (`//host`,
 * `/\host`, `https:`), never a sign-in page (a loop).
 */
export function inAppPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (NOT_AFTER_SIGN_IN.includes(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

export function rememberPostLoginRedirect(path: string): void {
  const safe = inAppPath(path);
  if (safe) localStorage.setItem(KEY, safe);
}

export function peekPostLoginRedirect(): string | null {
  return inAppPath(localStorage.getItem(KEY));
}

/** Returns the remembered path (or null) and forgets it. */
export function takePostLoginRedirect(): string | null {
  const path = peekPostLoginRedirect();
  localStorage.removeItem(KEY);
  return path;
}

/** Where a user goes once signed in: the remembered page, else the dashboard. */
export function afterSignInPath(): string {
  return takePostLoginRedirect() ?? paths.dashboard.home;
}

/** Navigation state for /login: the page a signed-out visitor asked for. */
export interface SignInState {
  from?: string;
}

// Where to go after signing in, remembered across the trip to /login (SPEC 4).
const KEY = 'postLoginRedirect';

export function rememberPostLoginRedirect(path: string): void {
  localStorage.setItem(KEY, path);
}

export function peekPostLoginRedirect(): string | null {
  const path = localStorage.getItem(KEY);
  // Only same-site paths: never an open redirect.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** Returns the remembered path (or null) and forgets it. */
export function takePostLoginRedirect(): string | null {
  const path = peekPostLoginRedirect();
  localStorage.removeItem(KEY);
  return path;
}

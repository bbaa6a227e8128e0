// The assurance level a session's access token carries ('aal1' after a password, 'aal2'
// after a second factor), read without verifying: the database checks the real token.

/** The `aal` claim of a JWT, or null when it has none or is not a JWT. */
export function tokenAal(accessToken: string | undefined): string | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

// The same database, logged in as another of hosted Supabase's roles. Locally
// every role's password is 'postgres', as under the Supabase CLI.

/** Roles the local stack logs in as, each where its hosted counterpart does. */
export type LoginRole =
  'postgres' | 'authenticator' | 'supabase_auth_admin' | 'supabase_storage_admin';

export function roleUrl(url: string, role: LoginRole): string {
  const u = new URL(url);
  u.username = role;
  u.password = 'postgres';
  return u.toString();
}

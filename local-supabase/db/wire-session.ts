// The SQL the wire server runs on PGlite's one session between its clients.
import type { PGlite } from '@electric-sql/pglite';

/**
 * DISCARD ALL without DISCARD PLANS: settings (claims, role, search_path...),
 * cursors, listeners, advisory locks, temp tables, prepared statements.
 * Dropping cached plans too made every RLS helper re-plan after each hand-over
 * and REST requests about 60% slower; plans hold no client's state.
 */
const RESET_SQL = `reset all; close all; unlisten *; select pg_advisory_unlock_all();
  discard temp; deallocate all; discard sequences`;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Back to a fresh session of the superuser. Call while owning an idle session. */
export async function resetSession(db: PGlite, superuser: string): Promise<void> {
  // Only this undoes a client's SET SESSION AUTHORIZATION on PGlite (RESET does not).
  await db.exec(`set session authorization ${quoteIdent(superuser)}`);
  await db.exec(RESET_SQL);
}

/** Runs the session as `user`, as if it had logged in as that role. */
export async function authorize(db: PGlite, user: string): Promise<void> {
  await db.exec(`set session authorization ${quoteIdent(user)}`);
}

/** As a real server: only an existing role that may log in gets a session. */
export async function loginRefusal(db: PGlite, user: string): Promise<string | null> {
  const { rows } = await db.query<{ login: boolean }>(
    'select rolcanlogin as login from pg_catalog.pg_roles where rolname = $1',
    [user],
  );
  if (!rows[0]) return `role "${user}" does not exist`;
  return rows[0].login ? null : `role "${user}" is not permitted to log in`;
}

// auth.sessions and auth.refresh_tokens, as GoTrue's v1 refresh tokens use them:
// one session per sign-in, a chain of single-use tokens linked by `parent`.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/pool';
import type { ClientInfo } from '../request';

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  not_after: Date | null;
  aal: string | null;
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

// GoTrue's tokens are 12 characters of lower-case base32.
const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const REFRESH_TOKEN_PATTERN = /^[a-z0-9]{12}$/;

function newRefreshTokenString(): string {
  // 32 symbols divide 256 evenly, so masking keeps every symbol equally likely.
  return Array.from(randomBytes(12), (b) => TOKEN_ALPHABET[b & 31]).join('');
}

/** How a session's user proved who they are: the `amr` claim's method (GoTrue's AuthenticationMethod). */
export type SignInMethod =
  'password' | 'otp' | 'email/signup' | 'recovery' | 'magiclink' | 'email_change' | 'anonymous';

export async function createSession(
  db: Queryable,
  userId: string,
  client: ClientInfo,
  method: SignInMethod,
): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)
     returning id, user_id, created_at, not_after, aal`,
    [randomUUID(), userId, client.userAgent, client.ip],
  );
  const session = rows[0] as SessionRow;
  // GoTrue records it in mfa_amr_claims, where each refresh reads it back.
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)`,
    [randomUUID(), session.id, method],
  );
  return session;
}

export async function sessionAmr(
  db: Queryable,
  sessionId: string,
): Promise<{ method: string; timestamp: number }[]> {
  const { rows } = await db.query<{ method: string; at: Date }>(
    `select authentication_method as method, created_at as at from auth.mfa_amr_claims
     where session_id = $1 order by created_at desc`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.method, timestamp: Math.floor(r.at.getTime() / 1000) }));
}

export async function findSession(db: Queryable, id: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `select id, user_id, created_at, not_after, aal from auth.sessions where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function insertRefreshToken(
  db: Queryable,
  input: { userId: string; sessionId: string; parent: string | null },
): Promise<string> {
  const token = newRefreshTokenString();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, input.userId, input.parent, input.sessionId],
  );
  return token;
}

/** The token row, locked so two refreshes of one token run one after the other. */
export async function findRefreshTokenForUpdate(
  db: Queryable,
  token: string,
): Promise<RefreshTokenRow | null> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select id, token, user_id, revoked, parent, session_id, updated_at
     from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  return rows[0] ?? null;
}

/** The newest unrevoked token of a session: the one the client should hold now. */
export async function findActiveRefreshToken(
  db: Queryable,
  sessionId: string,
): Promise<RefreshTokenRow | null> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select id, token, user_id, revoked, parent, session_id, updated_at
     from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

export async function revokeRefreshToken(db: Queryable, id: string): Promise<void> {
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
    [id],
  );
}

/** Reuse of an old token looks like theft: every live token of the session dies. */
export async function revokeSessionTokens(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
    [sessionId],
  );
}

export async function markSessionRefreshed(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`,
    [sessionId],
  );
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deleting sessions cascades to their refresh tokens and voids their access tokens. */
export async function logout(
  db: Queryable,
  scope: LogoutScope,
  userId: string,
  sessionId: string | null,
) {
  if (sessionId && scope === 'local') {
    await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else if (sessionId && scope === 'others') {
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
      userId,
      sessionId,
    ]);
  } else {
    await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
  }
}

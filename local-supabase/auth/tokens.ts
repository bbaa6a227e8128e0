// Session responses: a new session with its first refresh token (sign-in,
// sign-up) or the next token of an existing session (refresh_token grant).
import { transaction, type Db, type Queryable } from '../db/pool';
import { JWT_EXPIRY_SECONDS } from '../config';
import type { ServiceContext } from '../context';
import type { ClientInfo } from '../request';
import { badRequest } from './errors';
import { signAccessToken } from './jwt';
import {
  createSession,
  findActiveRefreshToken,
  findRefreshTokenForUpdate,
  findSession,
  insertRefreshToken,
  markSessionRefreshed,
  revokeRefreshToken,
  revokeSessionTokens,
  sessionAmr,
  type SessionRow,
  type SignInMethod,
} from './sessions';
import { findUserById, isBanned, touchLastSignIn, userJson, type UserRow } from './users';

/**
 * Seconds a just-rotated refresh token may still be swapped (GoTrue's
 * GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, 10 by default): it covers
 * tabs refreshing at the same moment.
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = Number(
  process.env.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL ?? 10,
);

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

async function buildResponse(
  ctx: ServiceContext,
  db: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionResponse> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + JWT_EXPIRY_SECONDS;
  const accessToken = await signAccessToken(ctx.jwtSecret, {
    iss: `${ctx.publicUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? '',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? '',
    aal: session.aal ?? 'aal1',
    // How the user proved who they are when the session began, not at each refresh.
    amr: await sessionAmr(db, session.id),
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: exp - iat,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

/** Starts a session for a user who just proved who they are; call inside a transaction. */
export async function issueSession(
  ctx: ServiceContext,
  tx: Queryable,
  userId: string,
  client: ClientInfo,
  method: SignInMethod = 'password',
): Promise<SessionResponse> {
  const session = await createSession(tx, userId, client, method);
  const refreshToken = await insertRefreshToken(tx, {
    userId,
    sessionId: session.id,
    parent: null,
  });
  await touchLastSignIn(tx, userId);
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`user ${userId} vanished while signing in`);
  return buildResponse(ctx, tx, user, session, refreshToken);
}

const notFound = () =>
  badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/** The refresh_token grant with GoTrue's rotation and reuse rules. */
export async function refreshSession(
  ctx: ServiceContext,
  db: Db,
  token: string,
): Promise<SessionResponse> {
  // Some outcomes must commit and still fail (revoking a stolen token family).
  const outcome = await transaction(db, async (tx) => {
    const row = await findRefreshTokenForUpdate(tx, token);
    if (!row) throw notFound();
    const user = await findUserById(tx, row.user_id);
    if (!user) throw notFound();
    if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    const session = row.session_id ? await findSession(tx, row.session_id) : null;
    if (!session)
      throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    if (session.not_after && session.not_after.getTime() < Date.now()) {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    }

    let issued: string | null = null;
    if (row.revoked) {
      const active = await findActiveRefreshToken(tx, session.id);
      if (active && active.parent === row.token) {
        // The client lost the answer to its last refresh: hand the same token back.
        issued = active.token;
      } else if (
        Date.now() >
        row.updated_at.getTime() + REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000
      ) {
        await revokeSessionTokens(tx, session.id);
        return {
          error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
        };
      }
    }
    if (!issued) {
      await revokeRefreshToken(tx, row.id);
      issued = await insertRefreshToken(tx, {
        userId: user.id,
        sessionId: session.id,
        parent: row.token,
      });
      await touchLastSignIn(tx, user.id);
    }
    await markSessionRefreshed(tx, session.id);
    const fresh = (await findUserById(tx, user.id)) ?? user;
    return { response: await buildResponse(ctx, tx, fresh, session, issued) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.response;
}

/**
 * New tokens for a session whose assurance just changed (a verified second factor):
 * its old refresh tokens die, so none can mint an access token with the old aal.
 */
export async function reissueSession(
  ctx: ServiceContext,
  tx: Queryable,
  userId: string,
  sessionId: string,
): Promise<SessionResponse> {
  const session = await findSession(tx, sessionId);
  const user = await findUserById(tx, userId);
  if (!session || !user) throw new Error(`session ${sessionId} vanished while verifying`);
  await revokeSessionTokens(tx, sessionId);
  const refreshToken = await insertRefreshToken(tx, { userId, sessionId, parent: null });
  return buildResponse(ctx, tx, user, session, refreshToken);
}

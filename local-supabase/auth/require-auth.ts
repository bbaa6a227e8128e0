// Bearer-token authentication for /user and /logout, in GoTrue's order:
// header, signature and expiry, sub, user, session (a signed-out session's
// access token stops working here even before it expires).
import { createMiddleware } from 'hono/factory';
import type { JWTPayload } from 'jose';
import type { ServiceContext } from '../context';
import { AuthError, badRequest, forbidden } from './errors';
import { verifyAccessToken } from './jwt';
import { findSession, type SessionRow } from './sessions';
import { findUserById, isBanned, NIL_UUID, type UserRow } from './users';

export interface AuthEnv {
  Variables: { user: UserRow; session: SessionRow | null; claims: JWTPayload };
}

const BEARER = /^bearer (\S+)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requireAuth(ctx: ServiceContext) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const match = BEARER.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) {
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    const claims = await verifyAccessToken(ctx.jwtSecret, match[1]);
    if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    if (!UUID.test(claims.sub))
      throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');

    const user = await findUserById(ctx.db, claims.sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

    let session: SessionRow | null = null;
    const sessionId = claims.session_id;
    if (sessionId !== undefined && sessionId !== '' && sessionId !== NIL_UUID) {
      if (typeof sessionId !== 'string' || !UUID.test(sessionId)) {
        throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
      }
      session = await findSession(ctx.db, sessionId);
      if (!session)
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');

    c.set('claims', claims);
    c.set('user', user);
    c.set('session', session);
    await next();
  });
}

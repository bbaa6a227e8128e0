// Who is calling: the request's JWT, verified with the project's secret.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Claims } from '../db/pool';
import { errors } from './errors';

export interface Caller {
  claims: Claims;
  /** The request's headers, lower-cased, for SQL's `request.headers` (as storage-api sets it). */
  headers: Record<string, string>;
  /** The JWT's sub; becomes owner/owner_id of what the caller uploads. */
  sub: string | undefined;
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return ''; // not served by @hono/node-server (e.g. app.request in a test)
  }
}

/** Bearer token, else the apikey header (what Supabase's gateway does). */
function tokenOf(c: Context): string {
  const auth = c.req.header('authorization') ?? '';
  const bearer = auth.replace(/^Bearer\s+/i, '').trim();
  return bearer || (c.req.header('apikey') ?? '').trim();
}

export async function verifyToken(token: string, key: Uint8Array): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
  return payload;
}

/**
 * The caller's claims, or storage-api's refusal: a missing or invalid JWT is
 * AccessDenied (HTTP 400, statusCode '403') with jose's reason as the message.
 */
export async function requireCaller(c: Context, key: Uint8Array): Promise<Caller> {
  const token = tokenOf(c);
  if (!token) throw errors.accessDenied('Invalid Compact JWS');
  let payload: JWTPayload;
  try {
    payload = await verifyToken(token, key);
  } catch (error) {
    const message =
      error instanceof joseErrors.JOSEError ? error.message : 'signature verification failed';
    throw errors.accessDenied(message);
  }
  const role = typeof payload.role === 'string' ? payload.role : 'anon';
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // We are the edge, as the gateway is for PostgREST: the flood guard keys on this
  // address, so a client's own X-Forwarded-For is replaced.
  headers['x-forwarded-for'] = clientAddress(c);
  return {
    claims: { ...payload, role },
    headers,
    sub: typeof payload.sub === 'string' ? payload.sub : undefined,
  };
}

/**
 * A short-lived token for one object, as storage-api signs download URLs, also
 * naming the object's id: once the object is deleted (and maybe uploaded again
 * at the same path), the URL stops working.
 */
export async function signObjectToken(
  url: string,
  objectId: string,
  expiresIn: number,
  key: Uint8Array,
): Promise<string> {
  return new SignJWT({ url, oid: objectId, scope: 'download' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(key);
}

/** Checks a signed-URL token against the object it is presented for. */
export async function verifyObjectToken(
  token: string,
  url: string,
  key: Uint8Array,
): Promise<{ exp: number; objectId: string }> {
  let payload: JWTPayload;
  try {
    payload = await verifyToken(token, key);
  } catch (error) {
    // An expired token fails here too, as in storage-api: InvalidJWT with jose's reason.
    throw errors.invalidJwt(error instanceof joseErrors.JOSEError ? error.message : undefined);
  }
  // A user's access token has no url/scope and must never open an object.
  const scopeOk =
    payload.scope === 'download' || (payload.scope === undefined && !('upsert' in payload));
  if (!scopeOk) throw errors.invalidSignature('Token is not scoped for download');
  if (payload.url !== url || typeof payload.exp !== 'number' || typeof payload.oid !== 'string') {
    throw errors.invalidSignature();
  }
  return { exp: payload.exp, objectId: payload.oid };
}

// GoTrue's error responses. supabase-js sends `X-Supabase-Api-Version: 2024-01-01`
// and then GoTrue answers `{ code: '<error code>', message }`; older clients
// (no header) get the legacy `{ code: <status>, error_code, msg }` shape.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { closeAfterBody } from '../request';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** GoTrue reports weak passwords with the reasons, so the UI can say which rule failed. */
export class WeakPasswordError extends AuthError {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(422, 'weak_password', message);
    this.name = 'WeakPasswordError';
  }
}

/** GoTrue's 429; Retry-After tells the client how long to wait. */
export class RateLimitError extends AuthError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'over_request_rate_limit', 'Request rate limit reached');
    this.name = 'RateLimitError';
  }
}

export const badRequest = (code: string, msg: string) => new AuthError(400, code, msg);
export const unprocessable = (code: string, msg: string) => new AuthError(422, code, msg);
export const forbidden = (code: string, msg: string) => new AuthError(403, code, msg);
export const validationFailed = (msg: string) => badRequest('validation_failed', msg);

/** True when the request asked for the 2024-01-01 (or a later) API version. */
function wantsNewShape(c: Context): boolean {
  const raw = c.req.header(API_VERSION_HEADER);
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return false;
  const date = Date.parse(`${raw}T00:00:00Z`);
  return Number.isFinite(date) && date >= Date.parse(`${API_VERSION}T00:00:00Z`);
}

export function errorResponse(c: Context, error: unknown): Response {
  let err: AuthError;
  if (error instanceof AuthError) {
    err = error;
  } else {
    // Same text as GoTrue; the details only go to our log.
    console.error('[auth] unexpected error:', error);
    err = new AuthError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    );
  }
  c.header(API_VERSION_HEADER, API_VERSION);
  c.header('x-sb-error-code', err.errorCode);
  // The rest of a refused body stays unread: the connection cannot be reused.
  if (err.status === 413) closeAfterBody(c);
  if (err instanceof RateLimitError) c.header('Retry-After', String(err.retryAfterSeconds));
  const weak = err instanceof WeakPasswordError ? { weak_password: { reasons: err.reasons } } : {};
  const body = wantsNewShape(c)
    ? { code: err.errorCode, message: err.message, ...weak }
    : { code: err.status, error_code: err.errorCode, msg: err.message, ...weak };
  return c.json(body, err.status as ContentfulStatusCode);
}

// Access tokens: HS256 JWTs with the claims GoTrue puts in them, so PostgREST,
// storage and RLS (auth.uid(), auth.jwt()) read them exactly as on Supabase.
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { forbidden } from './errors';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessTokenClaims extends JWTPayload {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

const encoder = new TextEncoder();

export async function signAccessToken(secret: string, claims: AccessTokenClaims): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}

/** Verifies signature and expiry; failures are GoTrue's 403 bad_jwt. */
export async function verifyAccessToken(secret: string, token: string): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    return payload;
  } catch (error) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${describe(error)}`,
    );
  }
}

// Wording close to golang-jwt's, which GoTrue passes through.
function describe(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'token has invalid claims: token is expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
    return 'token signature is invalid: signature is invalid';
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed)
    return 'token is unverifiable: signing method is invalid';
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return `token has invalid claims: ${error.message}`;
  return 'token is malformed: could not parse the token';
}

// TOTP second factors as GoTrue keeps them: auth.mfa_factors (a secret per
// factor, unverified until its first good code), auth.mfa_challenges (one per
// attempt) and the session's aal, raised to aal2 by a verified code.
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Queryable } from '../db/pool';

/** GoTrue's TOTP parameters: SHA1, 6 digits, 30 s steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** A challenge must be verified within GoTrue's default 300 s. */
export const CHALLENGE_EXPIRY_SECONDS = 300;
/** A code for the step before or after the server's clock still counts (clock drift). */
const WINDOW = 1;

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  last_challenged_at: Date | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
}

const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type::text, status::text, created_at,
  updated_at, secret, last_challenged_at`;

export function totpFor(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new factor's secret, its otpauth:// URI and that URI as an SVG QR code. */
export async function newTotpSecret(
  issuer: string,
  accountName: string,
): Promise<{ secret: string; uri: string; qrCode: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, accountName, issuer).toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, uri, qrCode };
}

/**
 * The time step a code belongs to (current step ± 1), or null when it matches none.
 * Only a step later than `lastUsedStep` counts: a code works once.
 */
export function matchingStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(secret);
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  for (let delta = -WINDOW; delta <= WINDOW; delta++) {
    const step = current + delta;
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (totp.generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 }) === code) return step;
  }
  return null;
}

export async function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

export async function findFactor(
  db: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | null> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2 for update`,
    [factorId, userId],
  );
  return rows[0] ?? null;
}

export async function insertTotpFactor(
  db: Queryable,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, userId, friendlyName, secret],
  );
  return id;
}

export async function insertChallenge(
  db: Queryable,
  factorId: string,
  ip: string | null,
): Promise<ChallengeRow> {
  const { rows } = await db.query<ChallengeRow>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values ($1, $2, now(), $3::inet) returning id, factor_id, created_at, verified_at`,
    [randomUUID(), factorId, ip ?? '127.0.0.1'],
  );
  await db.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [
    factorId,
  ]);
  return rows[0] as ChallengeRow;
}

export async function findChallenge(
  db: Queryable,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | null> {
  const { rows } = await db.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at from auth.mfa_challenges
     where id = $1 and factor_id = $2 for update`,
    [challengeId, factorId],
  );
  return rows[0] ?? null;
}

/** The newest time step a verified code of this factor used. */
export async function lastUsedStep(db: Queryable, factorId: string): Promise<number | null> {
  const { rows } = await db.query<{ step: string | null }>(
    `select max(substr(otp_code, 6)::bigint)::text as step from auth.mfa_challenges
     where factor_id = $1 and verified_at is not null and otp_code like 'step:%'`,
    [factorId],
  );
  return rows[0]?.step ? Number(rows[0].step) : null;
}

/** The challenge is spent, the factor verified, and the session raised to aal2 with a 'totp' amr claim. */
export async function completeChallenge(
  db: Queryable,
  input: { challengeId: string; factorId: string; step: number; sessionId: string },
): Promise<void> {
  await db.query(
    `update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1`,
    [input.challengeId, `step:${input.step}`],
  );
  await db.query(
    `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
    [input.factorId],
  );
  await db.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [input.sessionId, input.factorId],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), 'totp')
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [randomUUID(), input.sessionId],
  );
}

/** A removed factor no longer vouches for any session: those fall back to aal1. */
export async function deleteFactor(db: Queryable, factorId: string): Promise<void> {
  await db.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factorId],
  );
  await db.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
}

const iso = (d: Date | null) => (d ? d.toISOString() : undefined);

/** GoTrue's Factor JSON, as GET /user lists it. */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    status: f.status,
    friendly_name: f.friendly_name || undefined,
    factor_type: f.factor_type,
    last_challenged_at: iso(f.last_challenged_at),
  };
}

/** The code an authenticator shows for a secret at a time step (tests, the demo script). */
export function totpCode(secret: string, step: number): string {
  return totpFor(secret).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}

/** The time step of an instant. */
export function totpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

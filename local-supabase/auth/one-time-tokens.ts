// Email links and codes as GoTrue keeps them: the mail carries a random
// numeric code (the OTP) and, in its link, the token hash sha224(email + otp)
// in hex, with a `pkce_` prefix in the PKCE flow. The hash is stored twice, as
// GoTrue does: in the user's token column (confirmation_token, recovery_token,
// email_change_token_new/current) and in auth.one_time_tokens (one row per
// user and kind). Nothing that would let a reader of the database sign in as
// the user is stored: the code itself never is.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/pool';

export type OneTimeTokenType =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

export const PKCE_PREFIX = 'pkce_';

export function generateOtp(digits: number): string {
  return String(randomInt(10 ** digits)).padStart(digits, '0');
}

export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

/** A fresh code for `email` and the hash the link and the database carry. */
export function newEmailToken(email: string, digits: number, pkce: boolean) {
  const otp = generateOtp(digits);
  const hash = tokenHash(email, otp);
  return { otp, hash: pkce ? `${PKCE_PREFIX}${hash}` : hash };
}

/** Replaces the user's token of this kind (GoTrue's CreateOneTimeToken). */
export async function saveOneTimeToken(
  db: Queryable,
  userId: string,
  type: OneTimeTokenType,
  relatesTo: string,
  hash: string,
): Promise<void> {
  await db.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [
    userId,
    type,
  ]);
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3, $4, lower($5))`,
    [randomUUID(), userId, type, hash, relatesTo],
  );
}

/** The user a token hash belongs to, and which kind it is. */
export async function findOneTimeToken(
  db: Queryable,
  hash: string,
  types: OneTimeTokenType[],
): Promise<{ userId: string; type: OneTimeTokenType } | null> {
  const { rows } = await db.query<{ user_id: string; token_type: OneTimeTokenType }>(
    `select user_id, token_type::text as token_type from auth.one_time_tokens
     where token_hash = $1 and token_type::text = any($2) limit 1`,
    [hash, types],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, type: row.token_type } : null;
}

export async function clearOneTimeTokens(
  db: Queryable,
  userId: string,
  type?: OneTimeTokenType,
): Promise<void> {
  if (type) {
    await db.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [
      userId,
      type,
    ]);
  } else {
    await db.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
  }
}

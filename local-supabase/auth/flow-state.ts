// PKCE (RFC 7636) as GoTrue runs it for email links: the request that sends
// the mail stores the client's code_challenge in auth.flow_state with a fresh
// auth code; the link, once verified, hands that code to the redirect URL
// (?code=); POST /token?grant_type=pkce swaps code + code_verifier for a
// session exactly once.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/pool';
import { AuthError, badRequest } from './errors';
import type { JsonObject } from './validate';
import { stringField } from './validate';

/** GoTrue's AuthenticationMethod strings for email flows. */
export type FlowMethod = 'email/signup' | 'recovery' | 'magiclink' | 'email_change';

export interface PkceParams {
  codeChallenge: string;
  codeChallengeMethod: 's256' | 'plain';
}

const CHALLENGE = /^[a-zA-Z._~0-9-]+$/;

/** The PKCE fields of a request body, or null for the implicit flow (GoTrue's validatePKCEParams). */
export function readPkceParams(body: JsonObject): PkceParams | null {
  const codeChallenge = stringField(body, 'code_challenge');
  const method = stringField(body, 'code_challenge_method');
  if ((codeChallenge === '') !== (method === '')) {
    throw badRequest(
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  if (codeChallenge === '') return null;
  if (codeChallenge.length < 43 || codeChallenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (!CHALLENGE.test(codeChallenge)) {
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const lower = method.toLowerCase();
  if (lower !== 's256' && lower !== 'plain') {
    throw badRequest('validation_failed', `unsupported code_challenge method "${method}"`);
  }
  return { codeChallenge, codeChallengeMethod: lower };
}

export async function createFlowState(
  db: Queryable,
  userId: string,
  method: FlowMethod,
  pkce: PkceParams,
): Promise<void> {
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now(), now())`,
    [
      randomUUID(),
      userId,
      randomUUID(),
      pkce.codeChallengeMethod,
      pkce.codeChallenge,
      method === 'email/signup' ? 'email' : method,
      method,
    ],
  );
}

/** The auth code of the user's newest flow of this kind, marked as handed out. */
export async function issueAuthCode(
  db: Queryable,
  userId: string,
  method: FlowMethod,
): Promise<string> {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, method],
  );
  const code = rows[0]?.auth_code;
  if (!code) {
    throw new AuthError(
      400,
      'flow_state_not_found',
      'No associated flow state found. No valid flow state found for user.',
    );
  }
  return code;
}

function challengeMatches(challenge: string, method: string, verifier: string): boolean {
  const expected =
    method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(challenge);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checks the code and verifier and deletes the flow (single use); returns the user and method. */
export async function redeemAuthCode(
  db: Queryable,
  authCode: string,
  verifier: string,
  expirySeconds: number,
): Promise<{ userId: string; method: FlowMethod }> {
  const { rows } = await db.query<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: FlowMethod;
    expired: boolean;
  }>(
    `select id, user_id, code_challenge, code_challenge_method::text as code_challenge_method,
            authentication_method,
            now() > coalesce(case when authentication_method = 'magiclink' then auth_code_issued_at end,
                             created_at) + make_interval(secs => $2) as expired
     from auth.flow_state where auth_code = $1 for update`,
    [authCode, expirySeconds],
  );
  const flow = rows[0];
  if (!flow?.user_id) {
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  }
  if (flow.expired) {
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!challengeMatches(flow.code_challenge, flow.code_challenge_method, verifier)) {
    throw badRequest(
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await db.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}

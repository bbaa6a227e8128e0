// TOTP second factors through supabase-js's auth.mfa API against the local stack, and the
// database's rule that an admin acts only at aal2: an admin signed in with a password alone
// reads and writes nothing admin (REST, RPC, storage) until a good code raises the session.
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { totpCode } from '../../local-supabase';
import {
  createUser,
  PASSWORD,
  signIn,
  verifyTotp,
  type Client,
  type TestUser,
} from '../support/supabase';

const dbUrl = inject('dbUrl');
let db: pg.Client;
let admin: TestUser;
let contractor: TestUser;
let receiptPath: string;

beforeAll(async () => {
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  admin = await createUser('admin', { name: 'Second Factor Admin' });
  contractor = await createUser('contractor', { name: 'Plain Contractor' });
  receiptPath = `${contractor.id}/${randomUUID()}.pdf`;
  await db.query(
    `insert into storage.objects (bucket_id, name, owner) values ('receipts', $1, $2)`,
    [receiptPath, contractor.id],
  );
});

afterAll(async () => {
  await db?.end();
});

/** What the admin-only parts of the database show this client. */
async function adminView(c: Client) {
  const users = await c.from('users').select('id').eq('id', contractor.id);
  const rpc = await c.rpc('history_actors', { history: 'report', subject_id: randomUUID() });
  const files = await c.storage.from('receipts').list(contractor.id);
  return {
    seesOtherUser: (users.data ?? []).length === 1,
    rpcError: rpc.error?.code ?? null,
    seesReceipt: (files.data ?? []).some((f) => receiptPath.endsWith(f.name)),
  };
}

async function passwordOnly(email: string) {
  return signIn(email, PASSWORD, { secondFactor: false });
}

const claimsOf = (token: string) =>
  decodeJwt(token) as { aal?: string; amr?: { method: string }[] };

describe('an admin with a TOTP factor', () => {
  it('gets everything admin at aal2 (createUser and signIn type the code)', async () => {
    expect(claimsOf(admin.jwt).aal).toBe('aal2');
    expect(await adminView(admin.client)).toEqual({
      seesOtherUser: true,
      rpcError: null,
      seesReceipt: true,
    });
    const again = await signIn(admin.email);
    expect(claimsOf(again.accessToken)).toMatchObject({ aal: 'aal2' });
  });

  it('gets nothing admin at aal1 through REST, RPC or storage', async () => {
    const { client: c, accessToken } = await passwordOnly(admin.email);
    expect(claimsOf(accessToken).aal).toBe('aal1');
    expect(await adminView(c)).toEqual({
      seesOtherUser: false,
      rpcError: '42501',
      seesReceipt: false,
    });
    const level = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('a valid code raises the same session to aal2; refresh keeps it', async () => {
    const { client: c } = await passwordOnly(admin.email);
    const before = (await c.auth.getSession()).data.session!;
    const factors = await c.auth.mfa.listFactors();
    const factor = factors.data!.totp[0]!;
    const secret = (
      await db.query<{ secret: string }>('select secret from auth.mfa_factors where id = $1', [
        factor.id,
      ])
    ).rows[0]!.secret;
    const verified = await verifyTotp(c, factor.id, secret);
    const claims = claimsOf(verified.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr?.map((a) => a.method)).toEqual(expect.arrayContaining(['password', 'totp']));
    expect(decodeJwt(verified.access_token).session_id).toBe(
      decodeJwt(before.access_token).session_id,
    );
    expect(await adminView(c)).toEqual({ seesOtherUser: true, rpcError: null, seesReceipt: true });

    const refreshed = await c.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2');
  });

  it('refuses a wrong code and a code used once already', async () => {
    const { client: c } = await passwordOnly(admin.email);
    const factor = (await c.auth.mfa.listFactors()).data!.totp[0]!;
    const wrong = await c.auth.mfa.challengeAndVerify({ factorId: factor.id, code: '000000' });
    expect(wrong.error?.code).toBe('mfa_verification_failed');

    // Sign in with a fresh secret's first code, then try that same code again.
    const fresh = await createUser('admin', { name: 'Replay Admin' });
    const secret = (
      await db.query<{ secret: string; id: string }>(
        'select secret, id from auth.mfa_factors where user_id = $1',
        [fresh.id],
      )
    ).rows[0]!;
    const used = (
      await db.query<{ step: string }>(
        `select substr(otp_code, 6) as step from auth.mfa_challenges where factor_id = $1 and verified_at is not null`,
        [secret.id],
      )
    ).rows[0]!.step;
    const second = await passwordOnly(fresh.email);
    const replay = await second.client.auth.mfa.challengeAndVerify({
      factorId: secret.id,
      code: totpCode(secret.secret, Number(used)),
    });
    expect(replay.error?.code).toBe('mfa_verification_failed');
    expect(await adminView(second.client)).toMatchObject({ seesOtherUser: false });
  });

  it('keeps a verified factor from being removed at aal1', async () => {
    const { client: c } = await passwordOnly(admin.email);
    const factor = (await c.auth.mfa.listFactors()).data!.totp[0]!;
    const { error } = await c.auth.mfa.unenroll({ factorId: factor.id });
    expect(error?.code).toBe('insufficient_aal');
  });
});

describe('enrolling', () => {
  it('answers GoTrue shapes: an SVG QR code, a base32 secret and an otpauth URI', async () => {
    const user = await createUser('contractor', { name: 'Enrolling Contractor' });
    const { client: c } = await signIn(user.email);
    const { data, error } = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    const listed = await c.auth.mfa.listFactors();
    expect(listed.data!.all).toEqual([
      expect.objectContaining({ id: data!.id, status: 'unverified' }),
    ]);
    expect(listed.data!.totp).toEqual([]);

    await verifyTotp(c, data!.id, data!.totp.secret);
    expect((await c.auth.mfa.listFactors()).data!.totp).toHaveLength(1);
    const level = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    // At aal2 the factor may go; the session falls back to aal1 on its next token.
    expect((await c.auth.mfa.unenroll({ factorId: data!.id })).error).toBeNull();
    expect((await c.auth.mfa.listFactors()).data!.all).toEqual([]);
  });
});

describe('a contractor without a second factor', () => {
  it('works as before at aal1', async () => {
    const { client: c, accessToken, userId } = await signIn(contractor.email);
    expect(claimsOf(accessToken).aal).toBe('aal1');
    const own = await c.from('users').select('id, role').eq('id', userId).single();
    expect(own.data).toEqual({ id: userId, role: 'contractor' });
    const level = await c.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });
});

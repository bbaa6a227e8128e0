// The one way integration tests, e2e tests and the bench reach a local stack as the app does,
// through supabase-js: client({ jwt }) for a visitor or a user, visitor() for an anonymous
// session, signIn() with a password, and createUser(role) / createUsers(n) for accounts made by
// the auth service's own insertEmailUser (the one way accounts are made), each with a password
// a browser can sign in with and a JWT minted as our auth service mints it, so a test does not
// depend on sign-up. No test runner in here (the bench runs it under tsx): a vitest project
// points it at its stack in tests/setup/stack-target.ts, a script calls useStack().
import '../setup/websocket';
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import pg from 'pg';
import {
  DEMO_ADMIN_TOTP_SECRET,
  hashPassword,
  insertEmailUser,
  JWT_SECRET,
  PUBLISHABLE_KEY,
  TOTP_PERIOD_SECONDS,
  totpCode,
  totpStep,
  TURNSTILE_TEST_TOKEN,
} from '../../local-supabase';
import type { Database } from '../../src/lib/database.types';

export type Role = Database['public']['Enums']['user_role'];
export type Client = SupabaseClient<Database>;

/** Every account createUser makes signs in with this. */
export const PASSWORD = 'test-password';

export interface StackTarget {
  /** The gateway: /auth/v1, /rest/v1, /storage/v1. */
  apiUrl: string;
  /** The database as `postgres`, where createUser makes accounts (a bench may only sign in). */
  dbUrl?: string;
  anonKey?: string;
}

let target: (StackTarget & { anonKey: string }) | null = null;
let pool: pg.Pool | null = null;

/** Points this module at a stack; the vitest projects do it for every test file. */
export function useStack(stack: StackTarget): void {
  target = { anonKey: PUBLISHABLE_KEY, ...stack };
}

/** Closes the connection createUser made, if it made one. */
export async function releaseStack(): Promise<void> {
  await pool?.end();
  pool = null;
}

function stack(): StackTarget & { anonKey: string } {
  if (!target) throw new Error('tests/support/supabase.ts: call useStack() with a stack first');
  return target;
}

function database(): pg.Pool {
  // One connection: PGlite serves one session at a time, and account making is sequential.
  const { dbUrl } = stack();
  if (!dbUrl) throw new Error('tests/support/supabase.ts: createUser needs useStack({ dbUrl })');
  pool ??= new pg.Pool({ connectionString: dbUrl, max: 1, allowExitOnIdle: true });
  return pool;
}

export interface ClientOptions {
  /** Signed in as the user this access token names; a visitor with the anon key when absent. */
  jwt?: string;
  /** Another API key (the service role's, or a wrong one). */
  key?: string;
  /** Another gateway or auth service than the stack's. */
  apiUrl?: string;
  /** supabase-js's own default (implicit) when absent. */
  flowType?: 'pkce' | 'implicit';
  /** Sent with every request (what a proxy in front would add). */
  headers?: Record<string, string>;
}

/** supabase-js as the app makes it, keeping no session of its own. */
export function client({ jwt, key, apiUrl, flowType, headers }: ClientOptions = {}): Client {
  // A client for a gateway named here needs no useStack() (a bench signing in to a dev stack).
  const { apiUrl: stackUrl, anonKey } = apiUrl
    ? { apiUrl, anonKey: PUBLISHABLE_KEY, ...target }
    : stack();
  return createClient<Database>(apiUrl ?? stackUrl, key ?? anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, ...(flowType ? { flowType } : {}) },
    ...(headers ? { global: { headers } } : {}),
    ...(jwt ? { accessToken: async () => jwt } : {}),
  });
}

/** A visitor of the landing form: an anonymous session from Auth's anonymous sign-in. */
export async function visitorClient(): Promise<Client> {
  const anonymous = client();
  const { error } = await anonymous.auth.signInAnonymously();
  if (error) throw error;
  return anonymous;
}

/** The authenticator secret of each account whose factor a helper here made (and the demo admin's). */
const totpSecrets = new Map<string, string>([['admin@demo.test', DEMO_ADMIN_TOTP_SECRET]]);
/** The newest time step this process used per secret: the stack takes each step's code once. */
const usedSteps = new Map<string, number>();

/** Resolves once the clock is in the time step `step`. */
function untilStep(step: number): Promise<void> {
  const ms = step * TOTP_PERIOD_SECONDS * 1000 - Date.now();
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms) + 5));
}

/** The authenticator secret of an account whose factor this module made or knows; null if none. */
export function totpSecretOf(email: string): string | null {
  return totpSecrets.get(email.toLowerCase()) ?? null;
}

/**
 * The code of a time step this process has not used yet for this secret (the stack takes each
 * step's code once): the current step's, else the next one's, else it waits for the clock.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = totpStep();
    const step = Math.max(now, (usedSteps.get(secret) ?? -1) + 1);
    if (step <= now + 1) {
      usedSteps.set(secret, step);
      return totpCode(secret, step);
    }
    await untilStep(step - 1);
  }
}

/**
 * Challenges a TOTP factor and verifies it with the authenticator's code, as a person types it:
 * the signed-in client's session becomes aal2. A code refused as used (another process signed in
 * with it) is followed by the next step's.
 */
export async function verifyTotp(signedIn: Client, factorId: string, secret: string) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const { data, error } = await signedIn.auth.mfa.challengeAndVerify({
      factorId,
      code: await freshTotpCode(secret),
    });
    if (!error) return data;
    if (error.code !== 'mfa_verification_failed') throw error;
  }
  throw new Error("verifyTotp: no time step's code was accepted");
}

/** Enrolls a TOTP factor for a signed-in client and verifies it: the session becomes aal2. */
export async function enrollTotp(signedIn: Client, email: string): Promise<string> {
  const { data, error } = await signedIn.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  totpSecrets.set(email.toLowerCase(), data.totp.secret);
  await verifyTotp(signedIn, data.id, data.totp.secret);
  return data.totp.secret;
}

export interface SignInOptions {
  /** For a stack whose config.toml asks for a CAPTCHA. */
  captchaToken?: string;
  apiUrl?: string;
  /**
   * With a known verified TOTP factor (an admin made here, the demo admin) the sign-in types
   * its current code and the session is aal2; false stops at the password (aal1).
   */
  secondFactor?: boolean;
}

/**
 * A client signed in through Auth's password grant, as the login form signs in, then through the
 * account's second factor when it has one this module knows the secret of.
 */
export async function signIn(
  email: string,
  password: string = PASSWORD,
  { captchaToken, apiUrl, secondFactor = true }: SignInOptions = {},
): Promise<{ client: Client; userId: string; accessToken: string }> {
  const signedIn = client({ apiUrl });
  const { data, error } = await signedIn.auth.signInWithPassword({
    email,
    password,
    ...(captchaToken ? { options: { captchaToken } } : {}),
  });
  if (error || !data.session) throw new Error(`sign-in as ${email}: ${error?.message}`);
  let session = data.session;
  const secret = totpSecrets.get(email.toLowerCase());
  const factor = session.user.factors?.find(
    (f) => f.status === 'verified' && f.factor_type === 'totp',
  );
  if (secondFactor && secret && factor) {
    const verified = await verifyTotp(signedIn, factor.id, secret);
    session = { ...session, access_token: verified.access_token };
  }
  return { client: signedIn, userId: session.user.id, accessToken: session.access_token };
}

/** An access token as our auth service signs one; `issuer` defaults to the stack's /auth/v1. */
export async function mintJwt(
  sub: string,
  email: string,
  { role = 'authenticated', issuer = `${stack().apiUrl}/auth/v1` } = {},
): Promise<string> {
  return new SignJWT({
    iss: issuer,
    role,
    email,
    aud: 'authenticated',
    session_id: randomUUID(),
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

export interface TestUser {
  id: string;
  email: string;
  /** public.users.full_name. */
  name: string;
  password: string;
  role: Role;
  jwt: string;
  /** supabase-js signed in as this user. */
  client: Client;
}

export interface NewUser {
  /** The full name; the role when absent. The email is made from it. */
  name?: string;
  /** A contractor with the approved training hours of good standing (the default), or without. */
  trained?: boolean;
}

/** Approved pre-service hours, enough for good standing whatever the program threshold. */
export async function giveTrainingHours(db: pg.ClientBase | pg.Pool, userId: string) {
  await db.query(
    `insert into public.training_records (user_id, title, provider, completed_on, hours, kind, status)
     values ($1, 'Pre-service training', 'Test program', current_date, 100, 'pre_service', 'approved')`,
    [userId],
  );
}

/**
 * A user of a role, made in the database (the sign-up trigger makes public.users). An admin
 * comes back signed in through a TOTP factor of its own (aal2); signIn() knows its secret.
 */
export async function createUser(
  role: Role,
  { name = role, trained = true }: NewUser = {},
): Promise<TestUser> {
  const db = database();
  const id = randomUUID();
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  const email = `${slug}-${id.slice(0, 8)}@test.local`;
  await insertEmailUser(db, {
    id,
    email,
    // Bcrypt's lowest cost: a test signs in with it in milliseconds.
    passwordHash: await hashPassword(PASSWORD, 4),
    data: { full_name: name },
    confirmed: true,
  });
  if (role !== 'free')
    await db.query('update public.users set role = $2 where id = $1', [id, role]);
  if (role === 'contractor' && trained) await giveTrainingHours(db, id);
  if (role === 'admin') {
    // The database gives admins nothing without a second factor (aal2): an admin signs in,
    // enrolls a TOTP factor and verifies it, as the app's enrollment page has them do.
    const signedIn = client();
    // A stack that asks for a CAPTCHA (e2e's, like hosted) takes the test secret's token.
    const { error } = await signedIn.auth.signInWithPassword({
      email,
      password: PASSWORD,
      options: { captchaToken: TURNSTILE_TEST_TOKEN },
    });
    if (error) throw new Error(`sign-in as ${email}: ${error.message}`);
    await enrollTotp(signedIn, email);
    const { data } = await signedIn.auth.getSession();
    const jwt = data.session?.access_token;
    if (!jwt) throw new Error(`createUser: no session for ${email} after its second factor`);
    return { id, email, name, password: PASSWORD, role, jwt, client: client({ jwt }) };
  }
  const jwt = await mintJwt(id, email);
  return { id, email, name, password: PASSWORD, role, jwt, client: client({ jwt }) };
}

/** `count` users of a role (free when absent), named `<name> <n>`. */
export async function createUsers(
  count: number,
  { role = 'free', name = 'user' }: { role?: Role; name?: string } = {},
): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i++) users.push(await createUser(role, { name: `${name} ${i}` }));
  return users;
}

// Test users for the integration suites, made in the database by the auth
// service's own insertEmailUser (the one way accounts are made) with JWTs
// minted as our auth service mints them, so a suite does not depend on sign-up.
// `createUser(db, role)` is the one to reach for: a user of a role with its client.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import { insertEmailUser, JWT_SECRET } from '../../local-supabase';
import type { Database } from '../../src/lib/database.types';

export interface TestUser {
  id: string;
  email: string;
  jwt: string;
}

/** `issuer`: the project's URL + /auth/v1, as Auth signs it (avatar_url is held to it). */
export async function mintJwt(
  sub: string,
  email: string,
  role = 'authenticated',
  issuer?: string,
): Promise<string> {
  return new SignJWT({
    ...(issuer ? { iss: issuer } : {}),
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

export async function createTestUsers(
  dbUrl: string,
  count: number,
  label = 'user',
): Promise<TestUser[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const users: TestUser[] = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const email = `${label}-${i}-${id.slice(0, 8)}@test.local`;
      await insertEmailUser(client, {
        id,
        email,
        passwordHash: null,
        data: { full_name: `${label} ${i}` },
        confirmed: true,
      });
      users.push({ id, email, jwt: await mintJwt(id, email) });
    }
    return users;
  } finally {
    await client.end();
  }
}

export type Role = Database['public']['Enums']['user_role'];
export type Client = SupabaseClient<Database>;

export interface RoleUser extends TestUser {
  role: Role;
  /** supabase-js as the app makes it, signed in as this user. */
  client: Client;
}

/** A supabase-js client with the anon key, as a signed-out visitor has. */
export function anonClient(): Client {
  return createClient<Database>(inject('apiUrl'), inject('anonKey'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** Approved pre-service hours, enough for good standing whatever the program threshold. */
export async function giveTrainingHours(db: pg.ClientBase, userId: string): Promise<void> {
  await db.query(
    `insert into public.training_records (user_id, title, provider, completed_on, hours, kind, status)
     values ($1, 'Pre-service training', 'Test program', current_date, 100, 'pre_service', 'approved')`,
    [userId],
  );
}

/**
 * A visitor of the landing form: an anonymous session from Auth's anonymous
 * sign-in (the integration stack's CAPTCHA is off; request-guard-http tests it).
 */
export async function visitorClient(): Promise<Client> {
  const client = anonClient();
  const { error } = await client.auth.signInAnonymously();
  if (error) throw error;
  return client;
}

/**
 * A user of a role, made in the database (the sign-up trigger makes public.users),
 * with a supabase-js client carrying a JWT our auth service would mint.
 */
export async function createUser(
  db: pg.ClientBase,
  role: Role,
  label: string = role,
): Promise<RoleUser> {
  const id = randomUUID();
  const email = `${label}-${id.slice(0, 8)}@test.local`;
  await insertEmailUser(db, {
    id,
    email,
    passwordHash: null,
    data: { full_name: label },
    confirmed: true,
  });
  if (role !== 'free')
    await db.query('update public.users set role = $2 where id = $1', [id, role]);
  // Contractors as the program has them: trained, so in good standing (issue 21).
  if (role === 'contractor') await giveTrainingHours(db, id);
  const jwt = await mintJwt(id, email, 'authenticated', `${inject('apiUrl')}/auth/v1`);
  const client = createClient<Database>(inject('apiUrl'), inject('anonKey'), {
    accessToken: async () => jwt,
  });
  return { id, email, jwt, role, client };
}

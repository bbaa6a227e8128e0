// Every account in the seeded test database (demo accounts from seed.sql and
// whatever other suites made through tests/support) is one real GoTrue can
// load: no NULL in the token and change columns GoTrue reads as strings
// (supabase/auth#1940). Every demo account signs in, and seeding left no
// helper behind.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { client, createUser } from '../support/supabase';

const DEMO_ACCOUNTS = [
  'admin@demo.test',
  'contractor@demo.test',
  'applicant@demo.test',
  'dana@demo.test',
  'maria.lopez@demo.test',
  'james.carter@demo.test',
  'grace.kim@demo.test',
];

const GOTRUE_STRING_COLUMNS = [
  'confirmation_token',
  'recovery_token',
  'email_change_token_new',
  'email_change_token_current',
  'email_change',
  'phone_change',
  'phone_change_token',
  'reauthentication_token',
];

const db = new pg.Client({ connectionString: inject('dbUrl') });
beforeAll(() => db.connect());
afterAll(() => db.end());

describe('accounts', () => {
  it('leaves no NULL where GoTrue reads a string, in seeded and test-made accounts', async () => {
    await createUser('contractor', { name: 'complete' });
    const { rows } = await db.query<{ email: string; name: string }>(
      `select u.email, c.name from auth.users u
         cross join unnest($1::text[]) as c(name)
        where to_jsonb(u) ->> c.name is null`,
      [GOTRUE_STRING_COLUMNS],
    );
    expect(rows).toEqual([]);
    const { rows: counted } = await db.query<{ n: number }>(
      `select count(*)::int as n from auth.users where email = any($1)`,
      [DEMO_ACCOUNTS],
    );
    expect(counted[0]!.n).toBe(DEMO_ACCOUNTS.length);
  });

  it.each(DEMO_ACCOUNTS)('signs %s in with the demo password and no email step', async (email) => {
    const { data, error } = await client().auth.signInWithPassword({
      email,
      password: 'demo-password',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('leaves none of the seeding helpers in the database', async () => {
    const { rows } = await db.query(`select 1 from pg_namespace where nspname = 'seed_accounts'`);
    expect(rows).toEqual([]);
  });
});

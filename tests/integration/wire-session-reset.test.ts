// Session state a wire client leaves behind (settings, role, session
// authorization, advisory locks, temp tables) must never reach the next
// client of the shared PGlite session, whether the first one left or stays.
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { client, createUsers } from '../support/supabase';

const dbUrl = inject('dbUrl');

async function connect(user?: string): Promise<pg.Client> {
  const url = new URL(dbUrl);
  if (user) url.username = user;
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Why a login as `user` fails (at connect, or at the first query on the wire server). */
async function loginError(user: string): Promise<string | null> {
  try {
    const client = await connect(user);
    await client.query('select 1');
    await client.end();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

interface Seen {
  current_user: string;
  session_user: string;
  sub: string | null;
  claims: string | null;
  /** Settings changed at session level, other than by the server itself. */
  changed: string[] | null;
  locks: number;
  temp: string | null;
}

/** What a fresh client finds in its session. */
async function look(client: pg.Client, lockKey: number): Promise<Seen> {
  const { rows } = await client.query<Seen>(
    `select current_user, session_user,
       nullif(current_setting('request.jwt.claim.sub', true), '') as sub,
       nullif(current_setting('request.jwt.claims', true), '') as claims,
       (select array_agg(name order by name) from pg_settings
         where source = 'session' and name not in ('session_authorization', 'is_superuser')) as changed,
       (select count(*)::int from pg_locks where locktype = 'advisory' and objid = $1) as locks,
       to_regclass('pg_temp.leftover')::text as temp`,
    [lockKey],
  );
  return rows[0] as Seen;
}

const VARIANTS: [string, (lockKey: number) => string][] = [
  ['a claims setting', () => `set request.jwt.claim.sub = '00000000-0000-0000-0000-0000000000ad'`],
  ['the claims json', () => `set request.jwt.claims = '{"role":"service_role"}'`],
  ['set role', () => 'set role anon'],
  ['set session authorization', () => 'set session authorization anon'],
  ['both authorizations', () => 'set session authorization authenticator; set role anon'],
  ['an advisory lock', (key) => `select pg_advisory_lock(${key})`],
  ['a temp table', () => 'create temp table leftover (x int)'],
  ['search_path', () => 'set search_path = storage'],
];

describe('wire server session reset', () => {
  for (const [label, sql] of VARIANTS) {
    for (const leaves of [true, false]) {
      it(`undoes ${label} when its client ${leaves ? 'disconnects' : 'stays but another runs'}`, async () => {
        const lockKey = randomInt(1, 2 ** 31 - 1);
        const a = await connect();
        // A real server refuses SET SESSION AUTHORIZATION to a login that is not a
        // superuser; PGlite's one session always allows it, and there it must not leak.
        await a.query(sql(lockKey)).catch((error: pg.DatabaseError) => {
          if (error.code !== '42501') throw error;
        });
        if (leaves) await a.end();
        const b = await connect();
        try {
          const seen = await look(b, lockKey);
          expect(seen).toEqual({
            current_user: 'postgres',
            session_user: 'postgres',
            sub: null,
            claims: null,
            changed: null,
            locks: 0,
            temp: null,
          });
        } finally {
          await b.end();
          if (!leaves) await a.end();
        }
      });
    }
  }

  it('keeps a psql-set claim away from the next API request', async () => {
    const [reader, other] = await createUsers(2, { name: 'reset' });
    const a = await connect();
    // What the attack did: pose as someone else, then leave.
    await a.query(`set request.jwt.claim.sub = '${other!.id}'`);
    await a.end();
    const api = client({ jwt: reader!.jwt });
    const { data, error } = await api.from('users').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: reader!.id }]);
  });

  it('runs each client as the role it logged in as, and refuses roles that may not log in', async () => {
    const a = await connect('authenticator');
    const b = await connect();
    try {
      await b.query('set role anon');
      const who = await a.query<{ u: string }>('select current_user as u');
      expect(who.rows[0]).toEqual({ u: 'authenticator' });
      const back = await b.query<{ u: string }>('select current_user as u');
      expect(back.rows[0]).toEqual({ u: 'postgres' });
    } finally {
      await a.end();
      await b.end();
    }
    expect(await loginError('anon')).toMatch(/not permitted to log in/);
    expect(await loginError('nobody_at_all')).toMatch(/does not exist/);
  });
});

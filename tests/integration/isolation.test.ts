// Under concurrency no request may run with another request's role or claims:
// PostgREST and our services share one PGlite session behind our wire server.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { asCaller, createPool } from '../../local-supabase';
import { client, createUsers, type TestUser } from '../support/supabase';

const dbUrl = inject('dbUrl');

describe('request isolation', () => {
  let users: TestUser[];

  beforeAll(async () => {
    users = await createUsers(40, { name: 'iso' });
  });

  it('gives 40 concurrent REST readers only their own users row, three rounds', async () => {
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(
        users.map(async (user) => {
          const { data, error } = await client({ jwt: user.jwt }).from('users').select('id, email');
          return { user, data, error };
        }),
      );
      for (const { user, data, error } of results) {
        expect(error).toBeNull();
        expect(data).toEqual([{ id: user.id, email: user.email }]);
      }
    }
  });

  it('mixes anonymous and signed-in REST requests without leaking a role', async () => {
    const results = await Promise.all(
      users.flatMap((user) => [
        client({ jwt: user.jwt })
          .from('users')
          .select('id')
          .then((r) => ({ kind: 'user' as const, user, ...r })),
        client()
          .from('users')
          .select('id')
          .then((r) => ({ kind: 'anon' as const, user, ...r })),
      ]),
    );
    for (const r of results) {
      if (r.kind === 'user') expect(r.data).toEqual([{ id: r.user.id }]);
      // anon has no grant on users at all
      else expect(r.error?.code).toBe('42501');
    }
  });

  it('keeps each service transaction on its own role and claims', async () => {
    const pool = createPool(dbUrl);
    try {
      const seen = await Promise.all(
        users.map((user) =>
          asCaller(pool, { claims: { role: 'authenticated', sub: user.id } }, async (client) => {
            const first = await client.query<{ uid: string; role: string }>(
              'select auth.uid()::text as uid, current_user as role',
            );
            // Yield so other transactions interleave before the second read.
            await new Promise((r) => setTimeout(r, Math.random() * 20));
            const second = await client.query<{ uid: string }>('select auth.uid()::text as uid');
            return { user, first: first.rows[0], second: second.rows[0] };
          }),
        ),
      );
      for (const { user, first, second } of seen) {
        expect(first).toEqual({ uid: user.id, role: 'authenticated' });
        expect(second).toEqual({ uid: user.id });
      }
      const after = await pool.query<{ role: string; claims: string | null }>(
        `select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
      );
      expect(after.rows[0]).toEqual({ role: 'postgres', claims: null });
    } finally {
      await pool.end();
    }
  });
});

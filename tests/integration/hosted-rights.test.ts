// Migrations run as `postgres` with exactly hosted Supabase's rights, so one
// that needs more fails here (PGlite and PostgreSQL 15) as it would on
// `supabase db push`. Each test plants a migration in a folder of its own and
// runs it through the same runner as supabase/migrations.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type LoginRole, migrate, roleUrl } from '../../local-supabase';

const adminDbUrl = inject('adminDbUrl');
const dbUrl = inject('dbUrl');

/** Runs `sql` as a migration after every real one; returns its version. */
async function plant(
  name: string,
  sql: string,
): Promise<{ version: string; run: Promise<unknown> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'planted-migration-'));
  const version = `2999${String(Date.now()).slice(-10)}`;
  writeFileSync(path.join(dir, `${version}_${name}.sql`), sql);
  const run = migrate(adminDbUrl, { seed: false, migrationsDir: dir }).finally(() =>
    rmSync(dir, { recursive: true, force: true }),
  );
  return { version, run };
}

describe("hosted postgres's rights", () => {
  let db: pg.Client;

  beforeAll(async () => {
    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
  });

  async function recorded(version: string): Promise<boolean> {
    const { rowCount } = await db.query(
      'select 1 from supabase_migrations.schema_migrations where version = $1',
      [version],
    );
    return rowCount === 1;
  }

  it('refuses a planted migration that alters storage.objects, and records nothing', async () => {
    const { version, run } = await plant(
      'alter_storage_objects',
      'alter table storage.objects add column planted text;',
    );
    await expect(run).rejects.toThrow(/must be owner of table objects/);
    expect(await recorded(version)).toBe(false);
  });

  it('refuses a planted migration that creates a function in storage', async () => {
    const { run } = await plant(
      'storage_function',
      `create function storage.planted() returns int language sql as 'select 1';`,
    );
    await expect(run).rejects.toThrow(/permission denied for schema storage/);
  });

  it('refuses a planted migration that indexes auth.users', async () => {
    const { run } = await plant('index_auth_users', 'create index on auth.users (created_at);');
    await expect(run).rejects.toThrow(/must be owner of table users/);
  });

  it('refuses a policy on auth.users, outside what the policy-grants stand-in allows', async () => {
    const { run } = await plant(
      'auth_users_policy',
      'create policy "planted" on auth.users for select to authenticated using (true);',
    );
    await expect(run).rejects.toThrow(/must be owner of table users/);
  });

  it('lets a migration manage policies on storage.objects and buckets, then takes the right back', async () => {
    const { version, run } = await plant(
      'storage_policies',
      `create policy "planted objects" on storage.objects for select to authenticated using (false);
       alter policy "planted objects" on storage.objects using (bucket_id = 'none');
       drop policy "planted objects" on storage.objects;
       create policy "planted buckets" on storage.buckets for select to authenticated using (false);
       drop policy "planted buckets" on storage.buckets;`,
    );
    await expect(run).resolves.toBeDefined();
    expect(await recorded(version)).toBe(true);
    const member = await db.query<{ member: boolean }>(
      `select pg_has_role('postgres', 'supabase_storage_admin', 'member') as member`,
    );
    expect(member.rows[0]).toEqual({ member: false });
    // As the CLI would after a `migration repair`: the planted row goes.
    const admin = new pg.Client({ connectionString: adminDbUrl });
    await admin.connect();
    try {
      await admin.query('delete from supabase_migrations.schema_migrations where version = $1', [
        version,
      ]);
    } finally {
      await admin.end();
    }
  });

  it("gives postgres hosted's role attributes and table rights, and no more", async () => {
    const { rows } = await db.query(
      `select current_user as role, r.rolsuper as superuser, r.rolbypassrls as bypassrls,
              has_table_privilege('auth.users', 'select, insert, update, delete, references, trigger') as auth_users,
              has_table_privilege('auth.identities', 'select, insert, update, delete') as auth_identities,
              has_table_privilege('storage.objects', 'select with grant option, delete with grant option') as storage_objects,
              has_table_privilege('storage.buckets', 'insert with grant option, update with grant option') as storage_buckets,
              has_schema_privilege('auth', 'create') as create_in_auth,
              has_schema_privilege('storage', 'create') as create_in_storage,
              pg_has_role('supabase_auth_admin', 'member') as auth_admin,
              pg_has_role('supabase_storage_admin', 'member') as storage_admin
         from pg_roles r where r.rolname = current_user`,
    );
    expect(rows[0]).toEqual({
      role: 'postgres',
      superuser: false,
      bypassrls: true,
      auth_users: true,
      auth_identities: true,
      storage_objects: true,
      storage_buckets: true,
      create_in_auth: false,
      create_in_storage: false,
      auth_admin: false,
      storage_admin: false,
    });
  });

  it('owns auth and storage objects by their service roles, with RLS on the auth tables', async () => {
    const { rows } = await db.query<{ name: string; owner: string; rls: boolean }>(
      `select c.oid::regclass::text as name, pg_get_userbyid(c.relowner) as owner, c.relrowsecurity as rls
         from pg_class c
        where c.oid in ('auth.users'::regclass, 'auth.identities'::regclass, 'auth.sessions'::regclass,
                        'auth.refresh_tokens'::regclass, 'auth.one_time_tokens'::regclass,
                        'auth.flow_state'::regclass, 'auth.mfa_amr_claims'::regclass,
                        'storage.buckets'::regclass, 'storage.objects'::regclass)
        order by 1`,
    );
    expect(rows).toEqual([
      { name: 'auth.flow_state', owner: 'supabase_auth_admin', rls: true },
      { name: 'auth.identities', owner: 'supabase_auth_admin', rls: true },
      { name: 'auth.mfa_amr_claims', owner: 'supabase_auth_admin', rls: true },
      { name: 'auth.one_time_tokens', owner: 'supabase_auth_admin', rls: true },
      { name: 'auth.refresh_tokens', owner: 'supabase_auth_admin', rls: true },
      { name: 'auth.sessions', owner: 'supabase_auth_admin', rls: true },
      { name: 'auth.users', owner: 'supabase_auth_admin', rls: true },
      { name: 'storage.buckets', owner: 'supabase_storage_admin', rls: true },
      { name: 'storage.objects', owner: 'supabase_storage_admin', rls: true },
    ]);
  });

  it("keeps storage's triggers: updated_at follows updates, bucket names are 1-63 characters", async () => {
    await db.query('begin');
    try {
      await db.query(
        `insert into storage.objects (bucket_id, name, updated_at) values ('avatars', 'trigger-probe', now() - interval '1 day')`,
      );
      const { rows } = await db.query<{ fresh: boolean }>(
        `update storage.objects set metadata = '{}' where bucket_id = 'avatars' and name = 'trigger-probe'
         returning updated_at > now() - interval '1 minute' as fresh`,
      );
      expect(rows[0]).toEqual({ fresh: true });
      await expect(
        db.query(`insert into storage.buckets (id, name) values ('long', repeat('b', 64))`),
      ).rejects.toThrow(/buckets_name_length_check/);
    } finally {
      await db.query('rollback');
    }
  });

  it('logs each service in as its own role and refuses an unknown one, on PGlite as on a server', async () => {
    const roles: LoginRole[] = ['authenticator', 'supabase_auth_admin', 'supabase_storage_admin'];
    for (const role of roles) {
      const client = new pg.Client({ connectionString: roleUrl(dbUrl, role) });
      await client.connect();
      try {
        const { rows } = await client.query('select current_user as role, session_user as login');
        expect(rows[0]).toEqual({ role, login: role });
      } finally {
        await client.end();
      }
    }
    const url = new URL(dbUrl);
    url.username = 'nobody';
    const stranger = new pg.Client({ connectionString: url.toString() });
    await expect(stranger.connect()).rejects.toThrow(/role "nobody" does not exist/);
  });
});

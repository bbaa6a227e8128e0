// The database passes our Supabase-linter-equivalent checks, and the checks
// really catch each kind of violation.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatFindings, lintDatabase } from '../../scripts/lib/db-lint-lib';

describe('db lint', () => {
  let client: pg.Client;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: inject('dbUrl') });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
  });

  it('finds nothing in the migrated schema', async () => {
    const findings = await lintDatabase(client);
    expect(findings, formatFindings(findings)).toEqual([]);
  });

  it('catches each kind of violation', async () => {
    await client.query('begin');
    try {
      await client.query(`
        create table public.lint_no_rls (id int primary key);
        create table public.lint_bad (
          id int primary key,
          owner_id uuid references public.users (id),
          team text,
          region text
        );
        create index lint_bad_owner_id_idx on public.lint_bad (id, owner_id);
        alter table public.lint_bad enable row level security;
        create policy "anyone writes" on public.lint_bad for insert to authenticated with check (true);
        create policy "per-row uid" on public.lint_bad for select to authenticated using (owner_id = auth.uid());
        create policy "second select" on public.lint_bad for select to authenticated using ((select private.is_admin()));
        create policy "per-row jwt" on public.lint_bad for update to authenticated
          using (team = (select auth.jwt() ->> 'team')) with check (region = auth.jwt() ->> 'region');
        create policy "wrapped claims" on public.lint_bad for delete to authenticated
          using (owner_id = (select auth.uid()) and team = (select auth.jwt() ->> 'team'));
        create policy "new rows only" on public.lint_bad as restrictive for insert to authenticated with check (region = 'north');
        create index lint_bad_team_idx on public.lint_bad (team);
        create view public.lint_view as select id from public.lint_bad;
        create function public.lint_fn() returns int language sql as 'select 1';
      `);
      const findings = await lintDatabase(client);
      const got = (check: string) => findings.filter((f) => f.check === check).map((f) => f.object);
      expect(got('rls_disabled_in_public')).toEqual(['public.lint_no_rls']);
      expect(got('security_definer_view')).toEqual(['public.lint_view']);
      expect(got('function_search_path_mutable')).toEqual(['public.lint_fn()']);
      expect(got('rls_policy_always_true')).toEqual(['public.lint_bad: anyone writes']);
      expect(got('unindexed_foreign_keys')).toEqual(['public.lint_bad: lint_bad_owner_id_fkey']);
      expect(got('auth_rls_initplan')).toEqual([
        'public.lint_bad: per-row jwt',
        'public.lint_bad: per-row uid',
      ]);
      // owner_id only second in an index, region read by an UPDATE policy: both flagged;
      // team leads an index; an INSERT policy's column filters nothing.
      expect(got('unindexed_policy_columns')).toEqual([
        'public.lint_bad: owner_id',
        'public.lint_bad: region',
      ]);
      expect(got('multiple_permissive_policies')).toEqual([
        'public.lint_bad: authenticated SELECT',
      ]);
      expect(findings.find((f) => f.check === 'multiple_permissive_policies')?.level).toBe(
        'warning',
      );
    } finally {
      await client.query('rollback');
    }
  });
});

// Checks equivalent to Supabase's database linter (splinter) for the rules
// this project holds itself to. Each check is one catalog query; a row is a
// finding. Errors fail `npm run db:lint`; warnings are reported only.
import type pg from 'pg';

export interface Finding {
  check: string;
  level: 'error' | 'warning';
  object: string;
  detail: string;
}

interface Check {
  name: string;
  level: 'error' | 'warning';
  sql: string;
}

/** Schemas PostgREST exposes (tables, views) and schemas holding our functions. */
const EXPOSED = `array['public']`;
const FUNCTION_SCHEMAS = `array['public', 'private']`;
/** Policies we lint: our tables and the storage policies our migrations add. */
const POLICY_SCHEMAS = `array['public', 'storage']`;

const CHECKS: Check[] = [
  {
    name: 'rls_disabled_in_public',
    level: 'error',
    sql: `
      select format('%I.%I', n.nspname, c.relname) as object,
             'row level security is disabled on an exposed table' as detail
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = any (${EXPOSED})
         and c.relkind in ('r', 'p')
         and not c.relrowsecurity`,
  },
  {
    name: 'security_definer_view',
    level: 'error',
    sql: `
      select format('%I.%I', n.nspname, c.relname) as object,
             'view runs with its owner''s rights (set security_invoker = true)' as detail
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = any (${EXPOSED})
         and c.relkind = 'v'
         and not exists (
           select 1 from unnest(coalesce(c.reloptions, '{}')) o
            where lower(o) in ('security_invoker=true', 'security_invoker=on', 'security_invoker=1')
         )`,
  },
  {
    name: 'function_search_path_mutable',
    level: 'error',
    sql: `
      select format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as object,
             'function has no fixed search_path' as detail
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = any (${FUNCTION_SCHEMAS})
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
         and not exists (
           select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%'
         )`,
  },
  {
    name: 'rls_policy_always_true',
    level: 'error',
    sql: `
      select format('%I.%I: %s', schemaname, tablename, policyname) as object,
             format('%s policy is always true', cmd) as detail
        from pg_policies
       where schemaname = any (${POLICY_SCHEMAS})
         and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
         and (
           lower(btrim(coalesce(qual, ''), ' ()')) = 'true'
           or lower(btrim(coalesce(with_check, ''), ' ()')) = 'true'
         )`,
  },
  {
    name: 'unindexed_foreign_keys',
    level: 'error',
    sql: `
      select format('%I.%I: %I', n.nspname, c.relname, con.conname) as object,
             'no index starts with the foreign key''s columns' as detail
        from pg_constraint con
        join pg_class c on c.oid = con.conrelid
        join pg_namespace n on n.oid = c.relnamespace
       where con.contype = 'f'
         and n.nspname = any (${FUNCTION_SCHEMAS})
         and not exists (
           select 1 from pg_index i
            where i.indrelid = con.conrelid
              and i.indnkeyatts >= cardinality(con.conkey)
              and (
                select array_agg(k order by k)
                  from unnest((string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(con.conkey)]) k
              ) = (select array_agg(k order by k) from unnest(con.conkey) k)
         )`,
  },
  {
    name: 'unindexed_policy_columns',
    level: 'error',
    // The columns a policy reads (Postgres records them as the policy's
    // dependencies, subqueries included): each leads some index of its table,
    // or every RLS-filtered read of a large table walks all of it. INSERT
    // policies only check the new row, so they filter nothing.
    sql: `
      select distinct format('%I.%I: %I', n.nspname, c.relname, a.attname) as object,
             'a policy filters by this column and no index starts with it' as detail
        from pg_policy pol
        join pg_depend d on d.classid = 'pg_policy'::regclass and d.objid = pol.oid
         and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
        join pg_class c on c.oid = d.refobjid and c.relkind in ('r', 'p')
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
        join pg_class pc on pc.oid = pol.polrelid
        join pg_namespace pn on pn.oid = pc.relnamespace
       where pn.nspname = any (${POLICY_SCHEMAS})
         and pol.polcmd <> 'a'
         and n.nspname = any (${FUNCTION_SCHEMAS})
         and not exists (
           select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum
         )`,
  },
  {
    name: 'auth_rls_initplan',
    level: 'error',
    // A call is fine when a scalar subquery starts with it, which Postgres
    // deparses as "( SELECT auth.uid() AS uid)" or, with an operator after
    // it, "( SELECT (auth.jwt() ->> 'team'::text))": evaluated once per query.
    sql: `
      select format('%I.%I: %s', schemaname, tablename, policyname) as object,
             'auth.<fn>() or current_setting() is called per row; wrap it as (select auth.<fn>())' as detail
        from pg_policies
       where schemaname = any (${POLICY_SCHEMAS})
         and regexp_replace(
               coalesce(qual, '') || ' ' || coalesce(with_check, ''),
               '\\(\\s*select\\s+\\(*\\s*(auth\\.(uid|jwt|role|email)\\(\\)|current_setting\\()',
               '', 'gi'
             ) ~* '(auth\\.(uid|jwt|role|email)\\(\\)|current_setting\\()'`,
  },
  {
    name: 'multiple_permissive_policies',
    level: 'warning',
    sql: `
      with expanded as (
        select p.schemaname, p.tablename, p.policyname, r.role,
               unnest(case when p.cmd = 'ALL' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] else array[p.cmd] end) as action
          from pg_policies p, unnest(p.roles) as r(role)
         where p.schemaname = any (${EXPOSED}) and p.permissive = 'PERMISSIVE'
      )
      select format('%I.%I: %s %s', schemaname, tablename, role, action) as object,
             'several permissive policies: ' || string_agg(policyname, ', ' order by policyname) as detail
        from expanded
       group by schemaname, tablename, role, action
      having count(*) > 1`,
  },
];

export async function lintDatabase(client: pg.ClientBase): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const check of CHECKS) {
    const { rows } = await client.query<{ object: string; detail: string }>(check.sql);
    for (const row of rows.sort((a, b) => a.object.localeCompare(b.object))) {
      findings.push({
        check: check.name,
        level: check.level,
        object: row.object,
        detail: row.detail,
      });
    }
  }
  return findings;
}

export function formatFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.level.toUpperCase()} ${f.check}: ${f.object} - ${f.detail}`)
    .join('\n');
}

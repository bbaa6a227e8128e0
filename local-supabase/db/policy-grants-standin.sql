-- Stand-in for the platform's policy grants (supautils.policy_grants), run by
-- the local stack right after bootstrap.sql, as the superuser.
--
-- Hosted Supabase lets postgres create, alter and drop policies on storage's
-- tables without owning them, through a preloaded C extension. Locally, two
-- event triggers make postgres a member of the tables' owner for the one
-- CREATE/ALTER/DROP POLICY statement, and take it back when it ends (or the
-- transaction's rollback does). Nothing else runs in that window: a policy's
-- expressions run only later, as the querying role. supabase_storage_admin owns
-- only storage.buckets, storage.objects and storage's functions, so this allows
-- policies there and nowhere else (hosted also lists auth tables; we do not).
create schema if not exists supautils_standin;
revoke all on schema supautils_standin from public;

create or replace function supautils_standin.policy_grant_start() returns event_trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if session_user = 'postgres'
     and not pg_catalog.pg_has_role('postgres', 'supabase_storage_admin', 'member') then
    grant supabase_storage_admin to postgres;
    perform pg_catalog.set_config('supautils_standin.granted', 'on', true);
  end if;
end
$$;

create or replace function supautils_standin.policy_grant_end() returns event_trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if pg_catalog.current_setting('supautils_standin.granted', true) = 'on' then
    revoke supabase_storage_admin from postgres;
    perform pg_catalog.set_config('supautils_standin.granted', 'off', true);
  end if;
end
$$;
revoke all on function supautils_standin.policy_grant_start(), supautils_standin.policy_grant_end() from public;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'supautils_standin_policy_grant_start') then
    create event trigger supautils_standin_policy_grant_start on ddl_command_start
      when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY')
      execute function supautils_standin.policy_grant_start();
  end if;
  if not exists (select 1 from pg_event_trigger where evtname = 'supautils_standin_policy_grant_end') then
    create event trigger supautils_standin_policy_grant_end on ddl_command_end
      when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY')
      execute function supautils_standin.policy_grant_end();
  end if;
end
$$;

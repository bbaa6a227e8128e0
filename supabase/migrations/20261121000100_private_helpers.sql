-- Private helpers: the schema `private`, which PostgREST does not expose, and the
-- small functions every domain's policies and triggers call.
--
-- This baseline is one file per domain, each holding its tables, functions,
-- policies and grants in their current form; a change is a new migration after
-- these files. The domains run in this order: private helpers, identity,
-- requests, applications, cases, work record, billing, court, notifications,
-- compliance, messages, dashboard, storage. A trigger or policy that needs a
-- later domain's function is created with that domain.
--
-- Rules:
-- * A helper that reads past RLS (is_admin, is_contractor, is_active_contractor,
--   is_anonymous) is security definer with `set search_path = ''` and fully
--   qualified names, lives in `private`, revokes PUBLIC's execute and grants it
--   only to the roles whose policies call it.
-- * Policies call helpers as `(select private.helper())`, so each runs once per
--   statement, not once per row.
-- * is_anonymous reads the JWT's is_anonymous claim (signed by Auth); a missing
--   claim (service jobs, older tokens) counts as a permanent user.
-- * texts_within / required_text bound free text, so every text column has a
--   named limit the error can report; touch_updated_at and stamp_read_at are
--   the shared timestamp triggers.
-- * Function bodies are checked when they run, not when they are made
--   (check_function_bodies off in each file): functions come before the tables
--   they read, as in a schema dump.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Schema

CREATE SCHEMA private;


-- Functions

CREATE FUNCTION private.is_active_contractor() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.users
     where id = (select auth.uid()) and role = 'contractor' and deactivated_at is null
  )
$$;

CREATE FUNCTION private.is_admin() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.users where id = (select auth.uid()) and role = 'admin'
  )
$$;

CREATE FUNCTION private.is_anonymous() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false)
$$;

CREATE FUNCTION private.is_api_request() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(current_setting('role', true), 'none') in ('authenticated', 'anon')
$$;

CREATE FUNCTION private.is_contractor() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.users where id = (select auth.uid()) and role = 'contractor'
  )
$$;

CREATE FUNCTION private.program_time(at timestamp with time zone) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select to_char(at at time zone 'America/New_York', 'FMMon FMDD, YYYY, FMHH12:MI AM')
$$;

CREATE FUNCTION private.required_text(value text, max_length integer, message text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if value is null or trim(value) = '' or length(trim(value)) > max_length then
    raise exception '%', message using errcode = '22023';
  end if;
  return trim(value);
end
$$;

CREATE FUNCTION private.stamp_read_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if old.read_at is not null then
    new.read_at := old.read_at;
  elsif new.read_at is not null then
    new.read_at := now();
  end if;
  return new;
end
$$;

CREATE FUNCTION private.texts_within(items text[], max_length integer) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select not exists (select 1 from unnest(items) as i where length(i) > max_length)
$$;

CREATE FUNCTION private.touch_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end
$$;


-- Grants

GRANT USAGE ON SCHEMA private TO anon;
GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;

REVOKE ALL ON FUNCTION private.is_active_contractor() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_active_contractor() TO authenticated;

REVOKE ALL ON FUNCTION private.is_admin() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_admin() TO anon;
GRANT ALL ON FUNCTION private.is_admin() TO authenticated;
GRANT ALL ON FUNCTION private.is_admin() TO service_role;

REVOKE ALL ON FUNCTION private.is_anonymous() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_anonymous() TO anon;
GRANT ALL ON FUNCTION private.is_anonymous() TO authenticated;
GRANT ALL ON FUNCTION private.is_anonymous() TO service_role;

REVOKE ALL ON FUNCTION private.is_api_request() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_api_request() TO anon;
GRANT ALL ON FUNCTION private.is_api_request() TO authenticated;

REVOKE ALL ON FUNCTION private.is_contractor() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_contractor() TO anon;
GRANT ALL ON FUNCTION private.is_contractor() TO authenticated;
GRANT ALL ON FUNCTION private.is_contractor() TO service_role;

REVOKE ALL ON FUNCTION private.program_time(at timestamp with time zone) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.required_text(value text, max_length integer, message text) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.stamp_read_at() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.texts_within(items text[], max_length integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.texts_within(items text[], max_length integer) TO authenticated;
GRANT ALL ON FUNCTION private.texts_within(items text[], max_length integer) TO service_role;

REVOKE ALL ON FUNCTION private.touch_updated_at() FROM PUBLIC;

reset check_function_bodies;

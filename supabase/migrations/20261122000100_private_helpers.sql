-- Helpers that policies call. They bypass RLS (security definer), so they live
-- in a schema PostgREST does not expose, with a fixed empty search_path.
-- Every function here revokes the default PUBLIC execute grant and grants
-- execute only to the roles whose policies call it.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- updated_at follows every change; created_at never changes after insert.
-- (Clients cannot write either column: no table grants them.)
create function private.touch_updated_at() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.touch_updated_at() from public;

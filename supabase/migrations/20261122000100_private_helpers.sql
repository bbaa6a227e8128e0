-- Helpers that policies call. They bypass RLS (security definer), so they live
-- in a schema PostgREST does not expose, with a fixed empty search_path.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

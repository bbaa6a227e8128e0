-- Admins act only with a second factor: a password alone never opens
-- confidential child records. Every admin policy, RPC and storage rule asks
-- private.is_admin(), so the rule lives there, in the database, whatever the
-- client does.
--
-- Rules:
-- * private.is_admin() is true only for a user whose public.users.role is
--   'admin' AND whose access token says aal2 (Supabase Auth issues aal2 after
--   a verified TOTP code; a password sign-in is aal1). An aal1 admin reads and
--   writes nothing admin through REST, RPC or storage.
-- * Contractors and applicants are unchanged: a second factor is theirs to add.
--
-- Replaces private.is_admin() (20261121000100_private_helpers): adds the aal2
-- requirement.

create or replace function private.is_admin() returns boolean
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1 from public.users where id = (select auth.uid()) and role = 'admin'
    )
$$;

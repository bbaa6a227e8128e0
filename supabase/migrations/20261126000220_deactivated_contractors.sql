-- Deactivation ends the open-case board (issue 17, item 7): a deactivated
-- contractor still read every open case's full description, and the admins
-- who posted them, because the policies asked only for the contractor role.
--
-- Decisions where the issue is silent:
-- * "What only active contractors may read" is the open, unassigned cases
--   (title, description, who posted them). A deactivated contractor sees the
--   redacted listings a free user sees (public.open_case_listings), since
--   those are what anyone signed in may read.
-- * What they did stays theirs (20261123200300_contractor_deactivation): the
--   cases assigned to them, their time entries and messages. They may still
--   log time on those cases until an admin reassigns or completes them.
-- * Accepting needs an active contractor in the policy itself, so a
--   deactivated contractor's accept finds no case (the same answer as a case
--   someone else took) instead of reaching the contractor trigger.
--
-- Replaces private.case_contact_ids() (20261122000400_cases): the admins of
-- open cases are contacts of active contractors only.

create function private.is_active_contractor() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.users
     where id = (select auth.uid()) and role = 'contractor' and deactivated_at is null
  )
$$;
revoke all on function private.is_active_contractor() from public;
grant execute on function private.is_active_contractor() to authenticated;

alter policy "Admins see all cases, contractors see open cases and their own" on public.cases
  using (
    (select private.is_admin())
    or contractor_id = (select auth.uid())
    or (status = 'open' and (select private.is_active_contractor()))
  );

alter policy "Admins change any case, contractors only accept an open one" on public.cases
  using (
    (select private.is_admin())
    or (status = 'open' and contractor_id is null and (select private.is_active_contractor()))
  );

create or replace function private.case_contact_ids() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select c.admin_id from public.cases c
   where c.contractor_id = (select auth.uid())
      or (c.status = 'open' and c.contractor_id is null and private.is_active_contractor())
  union
  select c.contractor_id from public.cases c
   where c.admin_id = (select auth.uid()) and c.contractor_id is not null
$$;

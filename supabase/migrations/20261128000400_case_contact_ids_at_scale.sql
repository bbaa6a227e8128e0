-- Whom a user may read in public.users, at a statewide program's size (issue 22).
--
-- Replaces private.case_contact_ids() (20261126000220_deactivated_contractors):
-- the same people, found without calling private.is_active_contractor() once
-- per case. `npm run bench -- explain` on the scale data (10,000 cases) showed
-- every read of users by a contractor spending about 26 ms on PostgreSQL 15
-- (more on PGlite) walking all cases with that call per row; message_threads
-- pays it twice (admin and contractor names) and went over its 150 ms budget.
--
-- Decisions where the issue is silent:
-- * The contractor test is wrapped as (select private.is_active_contractor()),
--   so it runs once per query (Supabase's guidance for RLS helpers), and each
--   branch of the union is a plain indexed filter (cases_contractor_id_idx,
--   cases_status_idx, cases_admin_id_idx) instead of one OR over the table.
-- * Who is in the set does not change: the admins of the caller's cases, the
--   admins of open unassigned cases for an active contractor, and the
--   contractors on the caller's cases (pgTAP 110).

create or replace function private.case_contact_ids() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select c.admin_id from public.cases c
   where c.contractor_id = (select auth.uid())
  union
  select c.admin_id from public.cases c
   where c.status = 'open' and c.contractor_id is null and (select private.is_active_contractor())
  union
  select c.contractor_id from public.cases c
   where c.admin_id = (select auth.uid()) and c.contractor_id is not null
$$;

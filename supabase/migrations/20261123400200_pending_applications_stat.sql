-- The admin dashboard's 'Pending Applications' card (issue 8): one more key
-- in private.dashboard_stats() (20261123100500), every other key unchanged.
--
--   admin  {active_cases, contractors, unread_messages, pending_applications}
--
-- Decisions where the issue is silent:
-- * pending_applications counts both kinds (GAL contractor and assistant)
--   whose status is pending, across all applicants.
-- * Partial indexes on status = 'pending' keep the count cheap as decided
--   applications pile up.
--
-- Replaces private.dashboard_stats() (20261123100500_dashboard_stats) with a
-- copy plus one key; 20261125000200_feature_stats drops it for per-feature functions.

create index contractor_applications_pending_idx
  on public.contractor_applications (created_at) where status = 'pending';
create index assistant_applications_pending_idx
  on public.assistant_applications (created_at) where status = 'pending';

create or replace function private.dashboard_stats() returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  my_role public.user_role := (select u.role from public.users u where u.id = me);
  result jsonb := '{}'::jsonb;
begin
  if my_role is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;

  if my_role in ('admin', 'contractor') then
    result := result || jsonb_build_object('unread_messages', (
      select count(*)::integer from public.messages m
        join public.cases c on c.id = m.case_id
       where (c.admin_id = me or c.contractor_id = me)
         and m.sender_id <> me
         and m.read_at is null));
  end if;

  if my_role = 'admin' then
    result := result
      || jsonb_build_object('active_cases', (
           select count(*)::integer from public.cases c where c.status <> 'completed'))
      || jsonb_build_object('contractors', (
           select count(*)::integer from public.users u where u.role = 'contractor'))
      || jsonb_build_object('pending_applications', (
           (select count(*)::integer from public.contractor_applications a where a.status = 'pending')
           + (select count(*)::integer from public.assistant_applications a where a.status = 'pending')));
  elsif my_role = 'contractor' then
    result := result
      || jsonb_build_object('assigned_cases', (
           select count(*)::integer from public.cases c
            where c.contractor_id = me))
      || jsonb_build_object('hours_this_month', (
           select coalesce(sum(t.hours), 0) from public.time_entries t
            where t.user_id = me
              and t.date >= date_trunc('month', current_date)::date));
  else
    result := result || jsonb_build_object('available_cases', (
      select count(*)::integer from public.cases c where c.status = 'open'));
  end if;

  return result;
end
$$;

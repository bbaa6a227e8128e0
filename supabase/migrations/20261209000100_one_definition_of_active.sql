-- One definition of an active case, shared by every count of them.
--
-- The rule: a case is active until it is completed (open, assigned and in progress
-- are active), private.case_is_active(status) says so once, and every count of active
-- cases asks it. Before, the contractor's "Assigned Cases" card counted every case
-- they had ever held, completed ones too, while the admin's contractors directory
-- counted only the unfinished ones: the same contractor read 5 on their dashboard and
-- 4 in the directory.
--
-- Replaces private.cases_stats() (20261121001200_dashboard): a contractor's
-- assigned_cases counts their active cases; the admin's active_cases asks the same
-- function. private.contractor_overview (20261121001000_compliance), which
-- public.contractor_directory and public.contractor_detail read, counts active_cases
-- with it too (same columns, so both functions stand unchanged).

create function private.case_is_active(status public.case_status) returns boolean
  language sql immutable parallel safe
  set search_path = ''
  as $$ select status <> 'completed'::public.case_status $$;

revoke all on function private.case_is_active(public.case_status) from public;
grant execute on function private.case_is_active(public.case_status) to authenticated, service_role;

create or replace function private.cases_stats() returns jsonb
  language sql stable security definer
  set search_path = ''
  as $$
  select case private.caller_role()
    when 'admin' then jsonb_build_object('active_cases', (
      select count(*)::integer from public.cases c where private.case_is_active(c.status)))
    when 'contractor' then jsonb_build_object(
      'assigned_cases', (
        select count(*)::integer from public.cases c
         where c.contractor_id = (select auth.uid()) and private.case_is_active(c.status)),
      'hours_this_month', (
        select coalesce(sum(t.hours), 0) from public.time_entries t
         where t.user_id = (select auth.uid())
           and t.date >= date_trunc('month', current_date)::date))
    when 'free' then jsonb_build_object('available_cases', (
      select count(*)::integer from public.cases c where c.status = 'open'))
    else '{}'::jsonb
  end
$$;

create or replace view private.contractor_overview with (security_invoker = true) as
 select u.id,
    u.full_name,
    u.email,
    u.avatar_url,
    u.hourly_rate as asking_rate,
    u.billing_rate,
    ( select (count(*))::integer as count
           from public.cases c
          where c.contractor_id = u.id and private.case_is_active(c.status)) as active_cases,
    ( select coalesce(sum(t.hours), (0)::numeric) as "coalesce"
           from public.time_entries t
          where t.user_id = u.id
            and t.date >= (date_trunc('month'::text, (current_date)::timestamp with time zone))::date)
      as hours_this_month,
    ( select max(t.date) as max
           from public.time_entries t
          where t.user_id = u.id) as last_entry_date,
    u.deactivated_at,
    s.good_standing,
    s.shortfall as standing_shortfall,
    e.path as eligibility_path
   from public.users u
     cross join lateral private.training_standing(u.id) s(user_id, pre_service_hours, pre_service_required, in_service_year, in_service_hours, in_service_required, in_service_applies_from, good_standing, shortfall)
     left join public.contractor_eligibility e on e.user_id = u.id
  where u.role = 'contractor'::public.user_role;

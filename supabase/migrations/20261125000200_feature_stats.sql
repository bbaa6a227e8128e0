-- Dashboard stat cards owned by their features (issue 15): each feature has one
-- private.<feature>_stats() returning its cards for the caller's role, and
-- public.dashboard_stats() merges them, still one call per dashboard.
--
--   cases         admin {active_cases}; contractor {assigned_cases, hours_this_month};
--                 free {available_cases}
--   contractors   admin {contractors}
--   messages      admin, contractor {unread_messages}
--   applications  admin {pending_applications}
--   requests      admin {new_requests}
--
-- Replaces public.dashboard_stats() (20261123300300_dashboard_new_requests,
-- first in 20261123100500_dashboard_stats) and drops private.dashboard_stats()
-- (20261123400200_pending_applications_stat, first in 20261123100500) and
-- private.request_stats() (20261123300300): the same figures, keys and errors,
-- each now in its feature's function.
--
-- A new card: create or replace its feature's function with one more key (a
-- feature's first card also adds its function to public.dashboard_stats()
-- here), and add the key to the role's row in src/lib/capabilities.ts.
--
-- Decisions where the issue is silent:
-- * Each feature function reads the caller's role itself (private.caller_role)
--   and answers '{}' to a role it has no card for, so none can be called to
--   show another role's figures. They are security definer (a free user counts
--   open cases they cannot read) and scope every figure to the caller inside.
-- * Time entries belong to cases (src/features/cases), so hours_this_month is
--   the cases feature's card.

create function private.caller_role() returns public.user_role
  language sql stable security definer set search_path = ''
as $$
  select u.role from public.users u where u.id = (select auth.uid())
$$;
revoke all on function private.caller_role() from public;
grant execute on function private.caller_role() to authenticated;

create function private.cases_stats() returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select case private.caller_role()
    when 'admin' then jsonb_build_object('active_cases', (
      select count(*)::integer from public.cases c where c.status <> 'completed'))
    when 'contractor' then jsonb_build_object(
      'assigned_cases', (
        select count(*)::integer from public.cases c where c.contractor_id = (select auth.uid())),
      'hours_this_month', (
        select coalesce(sum(t.hours), 0) from public.time_entries t
         where t.user_id = (select auth.uid())
           and t.date >= date_trunc('month', current_date)::date))
    when 'free' then jsonb_build_object('available_cases', (
      select count(*)::integer from public.cases c where c.status = 'open'))
    else '{}'::jsonb
  end
$$;

create function private.contractors_stats() returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select case private.caller_role()
    when 'admin' then jsonb_build_object('contractors', (
      select count(*)::integer from public.users u where u.role = 'contractor'))
    else '{}'::jsonb
  end
$$;

create function private.messages_stats() returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select case when private.caller_role() in ('admin', 'contractor')
    then jsonb_build_object('unread_messages', (
      select count(*)::integer from public.messages m
        join public.cases c on c.id = m.case_id
       where (select auth.uid()) in (c.admin_id, c.contractor_id)
         and m.sender_id <> (select auth.uid())
         and m.read_at is null))
    else '{}'::jsonb
  end
$$;

create function private.applications_stats() returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select case private.caller_role()
    when 'admin' then jsonb_build_object('pending_applications', (
      (select count(*)::integer from public.contractor_applications a where a.status = 'pending')
      + (select count(*)::integer from public.assistant_applications a where a.status = 'pending')))
    else '{}'::jsonb
  end
$$;

create function private.requests_stats() returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select case private.caller_role()
    when 'admin' then jsonb_build_object('new_requests', (
      select count(*)::integer from public.gal_requests r where r.status = 'new'))
    else '{}'::jsonb
  end
$$;

revoke all on function private.cases_stats() from public;
revoke all on function private.contractors_stats() from public;
revoke all on function private.messages_stats() from public;
revoke all on function private.applications_stats() from public;
revoke all on function private.requests_stats() from public;
grant execute on function private.cases_stats() to authenticated;
grant execute on function private.contractors_stats() to authenticated;
grant execute on function private.messages_stats() to authenticated;
grant execute on function private.applications_stats() to authenticated;
grant execute on function private.requests_stats() to authenticated;

-- create or replace keeps the wrapper's grants (authenticated only).
create or replace function public.dashboard_stats() returns jsonb
  language plpgsql stable security invoker set search_path = ''
as $$
begin
  if (select private.caller_role()) is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  return private.cases_stats()
    || private.contractors_stats()
    || private.messages_stats()
    || private.applications_stats()
    || private.requests_stats();
end
$$;

drop function private.dashboard_stats();
drop function private.request_stats();

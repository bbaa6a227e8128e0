-- The dashboard's stat cards: one call returns every card of the caller's
-- role as one json object (issue 9, SPEC 6).
--
--   admin       {active_cases, contractors, unread_messages}
--   contractor  {assigned_cases, hours_this_month, unread_messages}
--   free        {available_cases}
--
-- Decisions where SPEC is silent:
-- * active_cases: cases not completed. contractors: users whose role is
--   contractor. assigned_cases: cases whose contractor_id is the caller (SPEC 6).
--   hours_this_month: the contractor's hours dated in the current calendar
--   month (the database's current_date). unread_messages: messages on cases
--   the caller is admin or contractor of, not sent by the caller, read_at null.
-- * Security definer (free users count open cases they cannot read), so every
--   figure is scoped to the caller inside.
-- * (No longer how a card is added: see 20261125000200_feature_stats.) To add
--   a card, create or replace private.dashboard_stats() with one more
--   `result := result || jsonb_build_object(...)` line under the role's block;
--   the public wrapper does not change.
--
-- Both functions are replaced later: private.dashboard_stats() by
-- 20261123400200_pending_applications_stat, public.dashboard_stats() by
-- 20261123300300_dashboard_new_requests, and both by 20261125000200_feature_stats,
-- where each card now lives in its feature's private.<feature>_stats().

create function private.dashboard_stats() returns jsonb
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
           select count(*)::integer from public.users u where u.role = 'contractor'));
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
revoke all on function private.dashboard_stats() from public;
grant execute on function private.dashboard_stats() to authenticated;

create function public.dashboard_stats() returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select private.dashboard_stats()
$$;
revoke all on function public.dashboard_stats() from public, anon;
grant execute on function public.dashboard_stats() to authenticated;

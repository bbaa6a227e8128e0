-- Dashboard: the stat cards, the Visits Due widget, and the calls that answer a
-- dashboard page's first load in one request (my_shell, dashboard_home).
--
-- Rules:
-- * public.dashboard_stats() merges each feature's private.<feature>_stats()
--   for the caller's role into one object: admins get active cases,
--   contractors, unread messages, pending applications and new requests;
--   contractors their assigned cases, this month's hours and unread messages;
--   free users the open cases count.
-- * public.visits_due() lists active cases whose in-person child visit is
--   overdue or due soon: the clock runs from the later of the last submitted,
--   made in-person visit with the child and the current contractor's
--   assignment, against program_settings' standard.
-- * my_shell() (the caller's settings and unread counts) and dashboard_home()
--   (the widgets asked for) are security invoker: RLS and the functions they
--   call decide what the caller sees, exactly as the separate reads did.
-- * Which widgets a user hides and their export defaults are columns of their
--   own user_settings row.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Types

CREATE TYPE public.visit_due_item AS (
	case_id uuid,
	case_title text,
	county text,
	contractor_id uuid,
	contractor_name text,
	last_visit_on date,
	since_on date,
	days_since integer,
	due_on date,
	overdue boolean
);


-- Functions

CREATE FUNCTION private.applications_stats() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case private.caller_role()
    when 'admin' then jsonb_build_object('pending_applications', (
      (select count(*)::integer from public.contractor_applications a where a.status = 'pending')
      + (select count(*)::integer from public.assistant_applications a where a.status = 'pending')))
    else '{}'::jsonb
  end
$$;

CREATE FUNCTION private.cases_stats() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION private.contractors_stats() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case private.caller_role()
    when 'admin' then jsonb_build_object('contractors', (
      select count(*)::integer from public.users u where u.role = 'contractor'))
    else '{}'::jsonb
  end
$$;

CREATE FUNCTION private.messages_stats() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION private.requests_stats() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case private.caller_role()
    when 'admin' then jsonb_build_object('new_requests', (
      select count(*)::integer from public.gal_requests r where r.status = 'new'))
    else '{}'::jsonb
  end
$$;

CREATE FUNCTION public.dashboard_home(widgets text[]) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  unknown text;
  visits jsonb;
  answer jsonb := '{}'::jsonb;
begin
  select w into unknown from unnest(widgets) w
   where w is null or w not in ('stats', 'deadlines', 'visits', 'applications') limit 1;
  if found then
    raise exception 'Unknown dashboard widget: %', coalesce(unknown, 'null')
      using errcode = '22023';
  end if;
  if 'stats' = any (widgets) then
    answer := answer || jsonb_build_object('stats', public.dashboard_stats());
  end if;
  if 'deadlines' = any (widgets) then
    answer := answer || jsonb_build_object('deadlines', (
      select coalesce(jsonb_agg(to_jsonb(d) - 'ordinality' order by d.ordinality), '[]'::jsonb)
        from public.upcoming_deadlines(14) with ordinality as d));
  end if;
  if 'visits' = any (widgets) then
    select jsonb_build_object(
             'rows', coalesce(jsonb_agg(to_jsonb(v) - 'ordinality' order by v.ordinality)
                                filter (where v.ordinality <= 200), '[]'::jsonb),
             'total', count(*),
             'overdue', count(*) filter (where v.overdue))
      into visits
      from public.visits_due() with ordinality as v;
    answer := answer || jsonb_build_object('visits', visits);
  end if;
  if 'applications' = any (widgets) then
    answer := answer || jsonb_build_object('applications', (
      select coalesce(jsonb_agg(to_jsonb(a) order by a.created_at desc, a.id), '[]'::jsonb)
        from (
          select 'assistant' as kind, x.id, x.status, x.created_at, x.reviewed_at,
                 x.status_reason_code, x.status_reason, x.full_name, x.email
            from public.assistant_applications x where x.user_id = (select auth.uid())
          union all
          select 'contractor', x.id, x.status, x.created_at, x.reviewed_at,
                 x.status_reason_code, x.status_reason, x.full_name, x.email
            from public.contractor_applications x where x.user_id = (select auth.uid())
        ) a));
  end if;
  return answer;
end
$$;

CREATE FUNCTION public.dashboard_stats() RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION public.my_shell() RETURNS TABLE(settings jsonb, unread_messages integer, unread_notifications integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select
    (select to_jsonb(s) from public.user_settings s where s.user_id = (select auth.uid())),
    public.unread_message_count(),
    (select count(*)::integer from public.notifications n
      where n.user_id = (select auth.uid()) and n.read_at is null)
$$;

CREATE FUNCTION public.visits_due() RETURNS SETOF public.visit_due_item
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with settings as (
    select s.visit_threshold_days as threshold, s.visit_due_soon_days as soon,
           (now() at time zone 'America/Chicago')::date as today
      from public.program_settings s
  ), visits as (
    select k.case_id, max(k.contact_date) as last_visit_on
      from public.case_contacts k
     where k.contact_type = 'in_person' and k.contact_made and k.status = 'submitted'
       and 'child' = any (k.contact_with)
     group by k.case_id
  ), assignments as (
    select e.case_id, (max(e.created_at) at time zone 'America/Chicago')::date as assigned_on
      from public.case_events e
     where e.kind in ('accepted', 'assigned', 'reassigned')
     group by e.case_id
  ), clocked as materialized (
    select c.id, c.title, c.county, c.contractor_id, v.last_visit_on,
           greatest(v.last_visit_on,
                    coalesce(a.assigned_on, (c.created_at at time zone 'America/Chicago')::date))
             as since_on
      from public.cases c
      left join visits v on v.case_id = c.id
      left join assignments a on a.case_id = c.id
     where c.status in ('assigned', 'in_progress') and c.contractor_id is not null
  )
  select k.id, k.title, k.county, k.contractor_id, u.full_name, k.last_visit_on, k.since_on,
         s.today - k.since_on, k.since_on + s.threshold, k.since_on + s.threshold < s.today
    from clocked k
    cross join settings s
    left join public.users u on u.id = k.contractor_id
   where k.since_on + s.threshold < s.today + s.soon
   order by s.today - k.since_on desc, k.title, k.id
$$;


-- Grants

REVOKE ALL ON FUNCTION private.applications_stats() FROM PUBLIC;
GRANT ALL ON FUNCTION private.applications_stats() TO authenticated;

REVOKE ALL ON FUNCTION private.cases_stats() FROM PUBLIC;
GRANT ALL ON FUNCTION private.cases_stats() TO authenticated;

REVOKE ALL ON FUNCTION private.contractors_stats() FROM PUBLIC;
GRANT ALL ON FUNCTION private.contractors_stats() TO authenticated;

REVOKE ALL ON FUNCTION private.messages_stats() FROM PUBLIC;
GRANT ALL ON FUNCTION private.messages_stats() TO authenticated;

REVOKE ALL ON FUNCTION private.requests_stats() FROM PUBLIC;
GRANT ALL ON FUNCTION private.requests_stats() TO authenticated;

REVOKE ALL ON FUNCTION public.dashboard_home(widgets text[]) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.dashboard_home(widgets text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.dashboard_home(widgets text[]) TO authenticated;
GRANT ALL ON FUNCTION public.dashboard_home(widgets text[]) TO service_role;

REVOKE ALL ON FUNCTION public.dashboard_stats() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.dashboard_stats() FROM PUBLIC;
GRANT ALL ON FUNCTION public.dashboard_stats() TO authenticated;
GRANT ALL ON FUNCTION public.dashboard_stats() TO service_role;

REVOKE ALL ON FUNCTION public.my_shell() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.my_shell() FROM PUBLIC;
GRANT ALL ON FUNCTION public.my_shell() TO authenticated;
GRANT ALL ON FUNCTION public.my_shell() TO service_role;

REVOKE ALL ON FUNCTION public.visits_due() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.visits_due() FROM PUBLIC;
GRANT ALL ON FUNCTION public.visits_due() TO authenticated;
GRANT ALL ON FUNCTION public.visits_due() TO service_role;

reset check_function_bodies;

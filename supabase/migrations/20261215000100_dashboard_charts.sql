-- Dashboard charts: each chart's series is computed here, from the same rows and the
-- same rules as the stat cards and widgets, so the browser never sums raw rows and a
-- chart, its table and its CSV show the database's numbers.
--
-- Rules:
-- * public.dashboard_charts(from_on, to_on) answers the caller's role's charts as one
--   jsonb object: an admin's from private.admin_charts, a contractor's from
--   private.contractor_charts, '{}' to anyone else. Both helpers are security definer
--   and authorise first: the admin's refuses anyone but an admin who passed the second
--   factor (private.is_admin()); the contractor's refuses anyone but a contractor and
--   reads only rows of the caller (time entries they logged, cases assigned to them).
-- * The period applies to the monthly series (hours, mileage, applications received):
--   from_on..to_on, both days included, at most 24 months, from not after to. The other
--   charts are the program's state now (caseloads, overdue visits) or the next 8 weeks
--   (deadlines), as the widgets they sit beside.
-- * Hours are time entries' hours by the entry's date (the Hours This Month card's sum);
--   mileage is submitted contacts' miles by contact date (what invoices bill).
-- * Active cases are private.case_is_active's (the Active Cases card's); the caseload
--   chart lists every contractor who is not deactivated, with none too, and marks the
--   program's cap, a new Program Settings value (program_settings.caseload_cap).
-- * The pipeline counts applications of both kinds received in the period (the Pending
--   Applications card counts both): received, decided (no longer pending), approved;
--   each stage's conversion is its share of the stage before, in percent, one decimal.
-- * Report deadlines in the next 8 weeks: reports due from now to 56 days on, by week
--   (week 1 starts today) and report status, on cases not completed (as Upcoming
--   Deadlines). A contractor's deadlines are their hearings and open reports (not yet
--   submitted) in the same weeks, as their Upcoming Deadlines lists them.
-- * Visits overdue by county: public.visits_due()'s overdue cases, counted per county.
--   A contractor's visit intervals: each of their assigned or in-progress cases with the
--   days its visit clock has run, by visits_due()'s clock (the later of the last
--   in-person visit with the child and the current assignment), beside the standard.

set check_function_bodies = false;

alter table public.program_settings
  add column caseload_cap integer not null default 12
  constraint program_settings_caseload_cap_check check (caseload_cap between 1 and 100);
comment on column public.program_settings.caseload_cap is
  'Program policy: most active cases one contractor should carry (the caseload chart marks it)';
grant update (caseload_cap) on public.program_settings to authenticated;

-- The charts' sums read only the index: a year of entries or contacts at scale is many
-- thousand rows, and the heap holds nothing the sums need. Each month is its own range
-- sum (12 index ranges), not a group by date_trunc over every row: at 10,000 cases the
-- grouped form took 4 times as long on PostgreSQL 15.
create index time_entries_date_hours_idx on public.time_entries (date) include (hours);
create index case_contacts_submitted_miles_idx on public.case_contacts (contact_date) include (miles)
  where status = 'submitted';
create index court_dates_open_report_due_idx on public.court_dates (report_due_at)
  include (case_id, report_status);

-- The period's checks, shared by both roles' charts.
create function private.check_chart_period(from_on date, to_on date) returns void
  language plpgsql immutable
  set search_path = ''
  as $$
begin
  if from_on is null or to_on is null or from_on > to_on then
    raise exception 'A chart period runs from a day to the same day or later'
      using errcode = '22023';
  end if;
  if to_on > (from_on + interval '24 months')::date then
    raise exception 'A chart period is at most 24 months' using errcode = '22023';
  end if;
end
$$;

-- Each month the period touches, its first day.
create function private.chart_months(from_on date, to_on date) returns setof date
  language sql immutable
  set search_path = ''
  as $$
  select m::date from generate_series(date_trunc('month', from_on), date_trunc('month', to_on),
                                      interval '1 month') m
$$;

create function private.admin_charts(from_on date, to_on date) returns jsonb
  language plpgsql stable security definer
  set search_path = ''
  as $$
declare
  today date := (now() at time zone 'America/Chicago')::date;
begin
  if not private.is_admin() then
    raise exception 'Only admins see the program''s charts' using errcode = '42501';
  end if;
  perform private.check_chart_period(from_on, to_on);
  return jsonb_build_object(
    'hours_mileage', (
      select jsonb_agg(jsonb_build_object(
               'month', m.month,
               'hours', (select coalesce(sum(t.hours), 0) from public.time_entries t
                          where t.date >= greatest(m.month, from_on)
                            and t.date <= least((m.month + interval '1 month')::date - 1, to_on)),
               'miles', (select coalesce(sum(k.miles), 0) from public.case_contacts k
                          where k.status = 'submitted'
                            and k.contact_date >= greatest(m.month, from_on)
                            and k.contact_date <= least((m.month + interval '1 month')::date - 1, to_on)))
               order by m.month)
        from private.chart_months(from_on, to_on) m(month)),
    'caseloads', jsonb_build_object(
      'cap', (select s.caseload_cap from public.program_settings s),
      'rows', (
        with active as (
          select c.contractor_id, count(*)::integer as n
            from public.cases c
           where c.contractor_id is not null and private.case_is_active(c.status)
           group by c.contractor_id
        )
        select coalesce(jsonb_agg(jsonb_build_object(
                 'contractor_id', u.id, 'name', u.full_name, 'active_cases', coalesce(a.n, 0))
                 order by coalesce(a.n, 0) desc, u.full_name, u.id), '[]'::jsonb)
          from public.users u
          left join active a on a.contractor_id = u.id
         where u.role = 'contractor' and (u.deactivated_at is null or a.n > 0))),
    'pipeline', (
      with received as (
        select a.status from public.contractor_applications a
         where a.created_at >= from_on and a.created_at < to_on + 1
        union all
        select a.status from public.assistant_applications a
         where a.created_at >= from_on and a.created_at < to_on + 1
      ), stages as (
        select 1 as n, 'received' as stage, count(*)::integer as count from received
        union all
        select 2, 'decided', count(*) filter (where r.status <> 'pending')::integer from received r
        union all
        select 3, 'approved', count(*) filter (where r.status = 'approved')::integer from received r
      ), stepped as (
        select s.*, lag(s.count) over (order by s.n) as before from stages s
      )
      select jsonb_agg(jsonb_build_object(
               'stage', s.stage, 'count', s.count,
               'conversion', round(100.0 * s.count / nullif(s.before, 0), 1))
               order by s.n)
        from stepped s),
    'report_deadlines', (
      with due as (
        select floor(extract(epoch from d.report_due_at - now()) / 604800)::integer as week,
               d.report_status
          from public.court_dates d
          join public.cases c on c.id = d.case_id
         where d.report_due_at >= now() and d.report_due_at < now() + interval '56 days'
           and c.status <> 'completed'
      )
      select jsonb_agg(jsonb_build_object(
               'week_of', today + 7 * w,
               'not_started', (select count(*) from due where due.week = w and due.report_status = 'not_started'),
               'drafting', (select count(*) from due where due.week = w and due.report_status = 'drafting'),
               'submitted', (select count(*) from due where due.week = w and due.report_status = 'submitted'),
               'filed', (select count(*) from due where due.week = w and due.report_status = 'filed'))
               order by w)
        from generate_series(0, 7) w),
    'visits_overdue', (
      select coalesce(jsonb_agg(jsonb_build_object('county', v.county, 'overdue', v.n)
                                order by v.n desc, v.county nulls last), '[]'::jsonb)
        from (select v.county, count(*)::integer as n from public.visits_due() v
               where v.overdue group by v.county) v)
  );
end
$$;

create function private.contractor_charts(from_on date, to_on date) returns jsonb
  language plpgsql stable security definer
  set search_path = ''
  as $$
declare
  me uuid := (select auth.uid());
  today date := (now() at time zone 'America/Chicago')::date;
  threshold integer := (select s.visit_threshold_days from public.program_settings s);
begin
  if private.caller_role() is distinct from 'contractor' then
    raise exception 'Only contractors see their own charts' using errcode = '42501';
  end if;
  perform private.check_chart_period(from_on, to_on);
  return jsonb_build_object(
    'hours', (
      select jsonb_agg(jsonb_build_object(
               'month', m.month,
               'hours', (select coalesce(sum(t.hours), 0) from public.time_entries t
                          where t.user_id = me
                            and t.date >= greatest(m.month, from_on)
                            and t.date <= least((m.month + interval '1 month')::date - 1, to_on)))
               order by m.month)
        from private.chart_months(from_on, to_on) m(month)),
    'deadlines', (
      with mine as (
        select d.* from public.court_dates d
          join public.cases c on c.id = d.case_id
         where c.contractor_id = me and c.status <> 'completed'
      ), due as (
        select floor(extract(epoch from d.hearing_at - now()) / 604800)::integer as week,
               'hearing' as kind
          from mine d
         where d.hearing_at >= now() and d.hearing_at < now() + interval '56 days'
        union all
        select floor(extract(epoch from d.report_due_at - now()) / 604800)::integer, 'report'
          from mine d
         where d.report_status in ('not_started', 'drafting')
           and d.report_due_at >= now() and d.report_due_at < now() + interval '56 days'
      )
      select jsonb_agg(jsonb_build_object(
               'week_of', today + 7 * w,
               'hearings', (select count(*) from due where due.week = w and due.kind = 'hearing'),
               'reports', (select count(*) from due where due.week = w and due.kind = 'report'))
               order by w)
        from generate_series(0, 7) w),
    'visit_intervals', jsonb_build_object(
      'threshold', threshold,
      'rows', (
        with visits as (
          select k.case_id, max(k.contact_date) as last_visit_on
            from public.case_contacts k
            join public.cases c on c.id = k.case_id
           where c.contractor_id = me
             and k.contact_type = 'in_person' and k.contact_made and k.status = 'submitted'
             and 'child' = any (k.contact_with)
           group by k.case_id
        ), assignments as (
          select e.case_id, (max(e.created_at) at time zone 'America/Chicago')::date as assigned_on
            from public.case_events e
            join public.cases c on c.id = e.case_id
           where c.contractor_id = me and e.kind in ('accepted', 'assigned', 'reassigned')
           group by e.case_id
        ), clocked as (
          select c.id, c.title, v.last_visit_on,
                 greatest(v.last_visit_on,
                          coalesce(a.assigned_on, (c.created_at at time zone 'America/Chicago')::date))
                   as since_on
            from public.cases c
            left join visits v on v.case_id = c.id
            left join assignments a on a.case_id = c.id
           where c.contractor_id = me and c.status in ('assigned', 'in_progress')
        )
        select coalesce(jsonb_agg(jsonb_build_object(
                 'case_id', k.id, 'title', k.title, 'last_visit_on', k.last_visit_on,
                 'days_since', today - k.since_on)
                 order by today - k.since_on desc, k.title, k.id), '[]'::jsonb)
          from clocked k))
  );
end
$$;

create function public.dashboard_charts(from_on date, to_on date) returns jsonb
  language sql stable
  set search_path = ''
  as $$
  select case private.caller_role()
    when 'admin' then private.admin_charts(from_on, to_on)
    when 'contractor' then private.contractor_charts(from_on, to_on)
    else '{}'::jsonb
  end
$$;

revoke all on function private.check_chart_period(date, date) from public;
revoke all on function private.chart_months(date, date) from public;
revoke all on function private.admin_charts(date, date) from public;
revoke all on function private.contractor_charts(date, date) from public;
revoke all on function public.dashboard_charts(date, date) from public, anon;
grant execute on function private.check_chart_period(date, date) to authenticated;
grant execute on function private.chart_months(date, date) to authenticated;
grant execute on function private.admin_charts(date, date) to authenticated;
grant execute on function private.contractor_charts(date, date) to authenticated;
grant execute on function public.dashboard_charts(date, date) to authenticated, service_role;

reset check_function_bodies;

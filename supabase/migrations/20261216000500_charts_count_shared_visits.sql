-- The contractor's visit-interval chart counts a sibling group's visit on every
-- case it covers, as Visits Due does: a visit logged once for three sibling cases
-- restarts each case's clock (public.contact_cases).
--
-- Replaces private.contractor_charts() (20261215000100_dashboard_charts): visits
-- through the cases a contact covers.

create or replace function private.contractor_charts(from_on date, to_on date) returns jsonb
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
          select s.case_id, max(k.contact_date) as last_visit_on
            from public.case_contacts k
            join public.contact_cases s on s.contact_id = k.id
            join public.cases c on c.id = s.case_id
           where c.contractor_id = me
             and k.contact_type = 'in_person' and k.contact_made and k.status = 'submitted'
             and 'child' = any (k.contact_with)
           group by s.case_id
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

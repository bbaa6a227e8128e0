-- Visits, the case page and the court report read a contact on every case it
-- covers, and read the people it saw.
--
-- Rules:
-- * A submitted in-person contact with a child counts as a visit on each case it
--   covers (public.contact_cases), so one sibling visit clears Visits Due on every
--   ticked case.
-- * A child's "last seen in person" is the latest submitted, made, in-person
--   contact that names the child (public.contact_people); a party seen (the
--   caseworker, say) is never a child visit. public.child_visits_due() is Visits
--   Due per child on the caller's active cases, by the program's visit threshold,
--   the clock starting at the later of the last visit, the case's assignment and
--   the child's being added.
-- * public.case_people() answers a case's children (each with its last seen, and
--   its visit's due day when due soon or overdue) and parties under their RLS
--   (admins and the assigned contractor).
-- * The case page lists every contact covering the case, with its cases, each
--   case's hours and the people seen; a shared contact is locked by an invoice
--   holding any of its entries. It also answers the case's sibling cases and its
--   people, so the page still makes one request.
-- * The court report lists each contact covering the case in the period, with the
--   people seen, and groups them by person where the contacts name people; hours
--   are the case's own share, miles those billed on the case.
--
-- Replaces public.visits_due() (20261121001200_dashboard): visits through the
-- cases a contact covers.
-- Replaces public.case_page() (20261209000200_case_history): contacts by the cases
-- they cover, with their shares and people.
-- Replaces public.court_report_data() (20261205000100_court_reports): contacts by
-- the cases they cover, grouped by person.

set check_function_bodies = false;

create or replace function public.visits_due() returns setof public.visit_due_item
  language sql stable set search_path = ''
as $$
  with settings as (
    select s.visit_threshold_days as threshold, s.visit_due_soon_days as soon,
           (now() at time zone 'America/Chicago')::date as today
      from public.program_settings s
  ), visits as (
    select s.case_id, max(k.contact_date) as last_visit_on
      from public.case_contacts k
      join public.contact_cases s on s.contact_id = k.id
     where k.contact_type = 'in_person' and k.contact_made and k.status = 'submitted'
       and 'child' = any (k.contact_with)
     group by s.case_id
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

-- When each child was last seen in person (null: never), as the caller may read.
create function private.child_last_seen() returns table (child_id uuid, last_seen_on date)
  language sql stable set search_path = ''
as $$
  select p.child_id, max(k.contact_date)
    from public.contact_people p
    join public.case_contacts k on k.id = p.contact_id
   where p.child_id is not null
     and k.contact_type = 'in_person' and k.contact_made and k.status = 'submitted'
   group by p.child_id
$$;
revoke all on function private.child_last_seen() from public;
grant execute on function private.child_last_seen() to authenticated;

create type public.child_visit_due_item as (
  child_id uuid,
  child_name text,
  case_id uuid,
  case_title text,
  contractor_id uuid,
  last_seen_on date,
  since_on date,
  days_since integer,
  due_on date,
  overdue boolean
);

create function public.child_visits_due() returns setof public.child_visit_due_item
  language sql stable set search_path = ''
as $$
  with settings as (
    select s.visit_threshold_days as threshold, s.visit_due_soon_days as soon,
           (now() at time zone 'America/Chicago')::date as today
      from public.program_settings s
  ), assignments as (
    select e.case_id, (max(e.created_at) at time zone 'America/Chicago')::date as assigned_on
      from public.case_events e
     where e.kind in ('accepted', 'assigned', 'reassigned')
     group by e.case_id
  ), clocked as materialized (
    select h.id, h.full_name, c.id as case_id, c.title, c.contractor_id, v.last_seen_on,
           greatest(v.last_seen_on,
                    coalesce(a.assigned_on, (c.created_at at time zone 'America/Chicago')::date),
                    (h.created_at at time zone 'America/Chicago')::date) as since_on
      from public.case_children h
      join public.cases c on c.id = h.case_id
      left join private.child_last_seen() v on v.child_id = h.id
      left join assignments a on a.case_id = c.id
     where c.status in ('assigned', 'in_progress') and c.contractor_id is not null
  )
  select k.id, k.full_name, k.case_id, k.title, k.contractor_id, k.last_seen_on, k.since_on,
         s.today - k.since_on, k.since_on + s.threshold, k.since_on + s.threshold < s.today
    from clocked k
    cross join settings s
   where k.since_on + s.threshold < s.today + s.soon
   order by s.today - k.since_on desc, k.full_name, k.id
$$;
revoke all on function public.child_visits_due() from public, anon;
grant execute on function public.child_visits_due() to authenticated;

create function public.case_people(case_id uuid) returns jsonb
  language sql stable set search_path = ''
as $$
  select jsonb_build_object(
    'children', coalesce((
      select jsonb_agg(to_jsonb(h) || jsonb_build_object(
                         'last_seen_on', v.last_seen_on, 'visit_due_on', d.due_on,
                         'visit_overdue', d.overdue)
                       order by h.full_name, h.id)
        from public.case_children h
        left join private.child_last_seen() v on v.child_id = h.id
        left join public.child_visits_due() d on d.child_id = h.id
       where h.case_id = case_people.case_id), '[]'::jsonb),
    'parties', coalesce((
      select jsonb_agg(to_jsonb(p) order by p.kind, p.full_name, p.id)
        from public.case_parties p where p.case_id = case_people.case_id), '[]'::jsonb)
  )
$$;
revoke all on function public.case_people(uuid) from public, anon;
grant execute on function public.case_people(uuid) to authenticated;

create or replace function public.case_page(case_id uuid, with_contractors boolean default false)
  returns jsonb
  language sql stable set search_path = ''
as $$
  select jsonb_build_object(
    'case', (
      select to_jsonb(c) || jsonb_build_object(
        'accept_blocker', public.accept_blocker(c),
        'admin', (select jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
                    from public.users u where u.id = c.admin_id),
        'contractor', (select jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
                         from public.users u where u.id = c.contractor_id),
        'case_events', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'id', e.id, 'case_id', e.case_id, 'kind', e.kind,
                   'from_status', e.from_status, 'to_status', e.to_status,
                   'contractor_name', e.contractor_name,
                   'previous_contractor_name', e.previous_contractor_name,
                   'actor_name', e.actor_name, 'detail', e.detail, 'created_at', e.created_at)
                   order by e.created_at, e.id)
            from public.case_events e where e.case_id = c.id), '[]'::jsonb))
        from public.cases c where c.id = case_page.case_id),
    'time_entries', coalesce((
      select jsonb_agg(to_jsonb(t) || jsonb_build_object('case',
               (select jsonb_build_object('id', c.id, 'title', c.title, 'status', c.status, 'type', c.type)
                  from public.cases c where c.id = t.case_id),
               'invoice_lines', coalesce((
                 select jsonb_agg(jsonb_build_object('released', l.released, 'invoice',
                          (select jsonb_build_object('number', i.number, 'status', i.status)
                             from public.invoices i where i.id = l.invoice_id)))
                   from public.invoice_lines l where l.time_entry_id = t.id), '[]'::jsonb))
               order by t.date desc, t.created_at desc)
        from public.time_entries t where t.case_id = case_page.case_id), '[]'::jsonb),
    'court_dates', coalesce((
      select jsonb_agg(to_jsonb(d) order by d.hearing_at)
        from public.court_dates d where d.case_id = case_page.case_id), '[]'::jsonb),
    'deadline_rules', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.category)
        from public.report_deadline_rules r), '[]'::jsonb),
    'contacts', coalesce((
      select jsonb_agg(to_jsonb(k) || jsonb_build_object(
               'contact_expenses', coalesce((
                 select jsonb_agg(to_jsonb(x) order by x.created_at)
                   from public.contact_expenses x where x.contact_id = k.id), '[]'::jsonb),
               'time_entry', jsonb_build_object('invoice_lines', coalesce((
                 select jsonb_agg(jsonb_build_object('released', l.released, 'invoice',
                          (select jsonb_build_object('number', i.number, 'status', i.status)
                             from public.invoices i where i.id = l.invoice_id)))
                   from public.time_entries t
                   join public.invoice_lines l on l.time_entry_id = t.id
                  where t.contact_id = k.id), '[]'::jsonb)),
               'contact_cases', coalesce((
                 select jsonb_agg(jsonb_build_object('case_id', s.case_id, 'quarters', s.quarters)
                                  order by s.case_id <> k.case_id, s.case_id)
                   from public.contact_cases s where s.contact_id = k.id), '[]'::jsonb),
               'contact_people', coalesce((
                 select jsonb_agg(jsonb_build_object('child_id', p.child_id, 'party_id', p.party_id))
                   from public.contact_people p where p.contact_id = k.id), '[]'::jsonb))
               order by k.contact_date desc, k.created_at desc)
        from public.case_contacts k
       where exists (select 1 from public.contact_cases s
                      where s.contact_id = k.id and s.case_id = case_page.case_id)), '[]'::jsonb),
    'siblings', coalesce((
      select jsonb_agg(to_jsonb(s)) from public.case_siblings(case_page.case_id) s), '[]'::jsonb),
    'people', public.case_people(case_page.case_id),
    'contractors', case when with_contractors then coalesce((
      select jsonb_agg(jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
               order by u.full_name)
        from public.users u where u.role = 'contractor'), '[]'::jsonb) end
  )
$$;

create or replace function public.court_report_data(court_date_id uuid, period_start date default null,
                                                    period_end date default null)
  returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  d public.court_dates;
  c public.cases;
  zone text;
  court_circuit smallint;
  previous_at timestamptz;
  default_start date;
  start_day date;
  end_day date;
begin
  if auth.uid() is null or private.is_anonymous() then
    raise exception 'Sign in to draft a report' using errcode = '42501';
  end if;
  select * into d from public.court_dates x where x.id = court_report_data.court_date_id;
  if not found or not (private.is_admin() or d.case_id in (select private.held_case_ids())) then
    raise exception 'Only admins and the case''s contractor draft its reports' using errcode = '42501';
  end if;
  select * into c from public.cases x where x.id = d.case_id;
  select k.time_zone, k.circuit into zone, court_circuit
    from public.court_counties k where k.county = c.county;
  zone := coalesce(zone, 'America/New_York');

  select max(x.hearing_at) into previous_at
    from public.court_dates x where x.case_id = d.case_id and x.hearing_at < d.hearing_at;
  default_start := coalesce((previous_at at time zone zone)::date, (c.created_at at time zone zone)::date);
  start_day := coalesce(court_report_data.period_start, default_start);
  end_day := coalesce(court_report_data.period_end, (d.hearing_at at time zone zone)::date);
  if start_day > end_day then
    raise exception 'The period starts after it ends' using errcode = '22023';
  end if;

  return jsonb_build_object(
    'case', jsonb_build_object(
      'id', c.id, 'title', c.title, 'category', c.category, 'county', c.county,
      'circuit', court_circuit, 'time_zone', zone, 'opened_at', c.created_at),
    'hearing', jsonb_build_object(
      'id', d.id, 'hearing_at', d.hearing_at, 'hearing_type', private.hearing_type_label(d.hearing_type),
      'courtroom', d.courtroom, 'judge', d.judge, 'report_due_at', d.report_due_at,
      'due_reason', d.due_reason, 'due_rule', d.due_rule, 'report_status', d.report_status),
    'previous_hearing_at', previous_at,
    'gal_name', (select u.full_name from public.users u where u.id = c.contractor_id),
    'period', jsonb_build_object('start', start_day, 'end', end_day, 'default_start', default_start),
    'visit_threshold_days', (select s.visit_threshold_days from public.program_settings s where s.id),
    'contacts', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', k.id, 'contact_date', k.contact_date,
               'contact_type', private.contact_type_label(k.contact_type),
               'in_person', k.contact_type = 'in_person',
               'contact_with', to_jsonb(k.contact_with), 'contact_made', k.contact_made,
               'minutes', k.minutes, 'miles', k.miles, 'notes', k.notes,
               'people', coalesce((
                 select jsonb_agg(p.name order by p.name) from (
                   select h.full_name as name from public.contact_people q
                     join public.case_children h on h.id = q.child_id
                    where q.contact_id = k.id and h.case_id = d.case_id
                   union all
                   select x.full_name || ' (' || replace(x.kind::text, '_', ' ') || ')'
                     from public.contact_people q
                     join public.case_parties x on x.id = q.party_id
                    where q.contact_id = k.id and x.case_id = d.case_id) p), '[]'::jsonb))
             order by k.contact_date, k.created_at, k.id)
        from public.case_contacts k
       where k.status = 'submitted'
         and k.contact_date between start_day and end_day
         and exists (select 1 from public.contact_cases s where s.contact_id = k.id and s.case_id = d.case_id)
    ), '[]'::jsonb),
    'contacts_by_person', coalesce((
      select jsonb_agg(jsonb_build_object(
               'name', g.name, 'role', g.role, 'is_child', g.is_child,
               'last_in_person', g.last_in_person, 'contacts', g.contacts)
             order by g.is_child desc, g.name)
        from (
          select w.name, w.role, w.is_child,
                 max(k.contact_date) filter (where k.contact_type = 'in_person' and k.contact_made)
                   as last_in_person,
                 jsonb_agg(jsonb_build_object(
                   'contact_date', k.contact_date,
                   'contact_type', private.contact_type_label(k.contact_type),
                   'contact_made', k.contact_made)
                   order by k.contact_date, k.id) as contacts
            from (
              select q.contact_id, h.id as person, h.full_name as name, 'child' as role, true as is_child
                from public.contact_people q join public.case_children h on h.id = q.child_id
               where h.case_id = d.case_id
              union all
              select q.contact_id, x.id, x.full_name, replace(x.kind::text, '_', ' '), false
                from public.contact_people q join public.case_parties x on x.id = q.party_id
               where x.case_id = d.case_id
            ) w
            join public.case_contacts k on k.id = w.contact_id
           where k.status = 'submitted' and k.contact_date between start_day and end_day
           group by w.person, w.name, w.role, w.is_child
        ) g
    ), '[]'::jsonb),
    'hours', (select coalesce(sum(t.hours), 0) from public.time_entries t
               where t.case_id = d.case_id and t.date between start_day and end_day),
    'miles', (select coalesce(sum(k.miles), 0) from public.case_contacts k
               where k.case_id = d.case_id and k.status = 'submitted'
                 and k.contact_date between start_day and end_day)
  );
end
$$;

reset check_function_bodies;

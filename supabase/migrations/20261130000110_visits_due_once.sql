-- Visits Due at scale (issue 22): each active case's last visit and assignment read
-- once. Replaces public.visits_due() (20261128000300_visits_due): the same rows,
-- order, rights and rules.
--
-- Why: PostgreSQL inlined the `active` CTE, so its two per-case subqueries (the last
-- in-person visit, the last assignment event) were copied into every place that
-- uses `since_on` (the due-soon filter, three output columns, the sort key) and ran
-- about five times per case: 1.2 s for an admin over the scale data's 5,005 active
-- cases on PGlite. `materialized` runs them once per case.
--
-- Decisions where the issue is silent:
-- * Kept as index probes per case (case_contacts_visits_idx, case_events_case_id_idx)
--   rather than grouping both tables: a grouped read scans every contact and event
--   (over 10,000 rows at scale) even for a contractor with three cases.
create or replace function public.visits_due() returns setof public.visit_due_item
  language sql stable security invoker set search_path = ''
as $$
  with settings as (
    select s.visit_threshold_days as threshold, s.visit_due_soon_days as soon,
           (now() at time zone 'America/Chicago')::date as today
      from public.program_settings s
  ), active as materialized (
    select c.id, c.title, c.county, c.contractor_id, c.created_at,
           (select max(k.contact_date) from public.case_contacts k
             where k.case_id = c.id and k.contact_type = 'in_person' and k.contact_made
               and k.status = 'submitted' and 'child' = any (k.contact_with)) as last_visit_on,
           (select (max(e.created_at) at time zone 'America/Chicago')::date
              from public.case_events e
             where e.case_id = c.id and e.kind in ('accepted', 'assigned', 'reassigned')) as assigned_on
      from public.cases c
     where c.status in ('assigned', 'in_progress') and c.contractor_id is not null
  ), clocked as (
    select a.*,
           greatest(a.last_visit_on,
                    coalesce(a.assigned_on, (a.created_at at time zone 'America/Chicago')::date))
             as since_on
      from active a
  )
  select k.id, k.title, k.county, k.contractor_id, u.full_name, k.last_visit_on, k.since_on,
         s.today - k.since_on, k.since_on + s.threshold, k.since_on + s.threshold < s.today
    from clocked k
    cross join settings s
    left join public.users u on u.id = k.contractor_id
   where k.since_on + s.threshold < s.today + s.soon
   order by s.today - k.since_on desc, k.title, k.id
$$;

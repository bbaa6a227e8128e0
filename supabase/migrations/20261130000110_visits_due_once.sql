-- Visits Due at scale (issue 22): each active case's last visit and assignment found
-- in two grouped reads instead of two probes per case. Replaces public.visits_due()
-- (20261128000300_visits_due): the same rows, order, rights and rules.
--
-- Why: PostgreSQL inlined the `active` CTE, so its two per-case subqueries (the last
-- in-person child visit, the last assignment event) were copied into every place that
-- uses `since_on` (the due-soon filter, three output columns, the sort key) and ran
-- about five times per case: 1.2 s for an admin over the scale data's 5,005 active
-- cases on PGlite, 220 to 260 ms on PostgreSQL 15. Now the visits (the partial index
-- case_contacts_visits_idx) and the assignment events (the new partial index below)
-- are each grouped once and hash-joined: 70 to 110 ms on PostgreSQL 15 at load 9,
-- the same 4,986 rows.
--
-- Decisions where the issue is silent:
-- * Grouped reads cost a contractor with three cases a read of every visit and
--   assignment event their RLS lets through (about 20 ms at scale, as before);
--   the admin's program-wide list is what had to get faster.
-- * `clocked` is materialized so `since_on` is worked out once per case.
create index case_events_assignments_idx on public.case_events (case_id, created_at)
  where kind in ('accepted', 'assigned', 'reassigned');

create or replace function public.visits_due() returns setof public.visit_due_item
  language sql stable security invoker set search_path = ''
as $$
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

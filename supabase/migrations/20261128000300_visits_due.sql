-- The 30-day visit standard (issue 21): every active case knows when its child was
-- last seen in person, and public.visits_due() lists the cases whose visit is overdue
-- or due soon, for the 'Visits Due' dashboard widget.
--
-- Decisions where the issue is silent:
-- * A visit is a case contact of type 'in_person', made (contact_made), with the
--   child among the people (as 20261126000500_case_contacts names it) and submitted;
--   drafts and attempts that failed do not count.
-- * The clock runs from the later of the last visit and the day the case's current
--   contractor took it (its last accepted/assigned/reassigned event, else the day the
--   case was posted with them), so a case handed to a new contractor gives them the
--   full standard, and a case never visited counts from its assignment.
-- * Due on = that day + program_settings.visit_threshold_days. Overdue when the due
--   day has passed (a visit exactly 30 days ago is due today, not late); due soon when
--   it falls within visit_due_soon_days (0 turns 'due soon' off). Days are Florida
--   days (America/Chicago, as the contact and time entry rules count them).
-- * Active cases are 'assigned' and 'in_progress' with a contractor.
-- * Security invoker: the cases, case_contacts and case_events policies decide whose
--   cases come back (admins all, a contractor their own, others none), so the function
--   adds no rule of its own and tells nobody about a case they may not read.
-- * Oldest first (most days since the clock started), then title and id.

-- The widget's query reads only in-person child visits: index exactly those.
create index case_contacts_visits_idx on public.case_contacts (case_id, contact_date desc)
  where contact_type = 'in_person' and contact_made and status = 'submitted'
    and 'child' = any (contact_with);

create type public.visit_due_item as (
  case_id uuid,
  case_title text,
  county text,
  contractor_id uuid,
  contractor_name text,
  -- The last in-person visit with the child, null when there was none.
  last_visit_on date,
  -- When the clock started: the last visit or the assignment, whichever is later.
  since_on date,
  days_since integer,
  due_on date,
  overdue boolean
);

create function public.visits_due() returns setof public.visit_due_item
  language sql stable security invoker set search_path = ''
as $$
  with settings as (
    select s.visit_threshold_days as threshold, s.visit_due_soon_days as soon,
           (now() at time zone 'America/Chicago')::date as today
      from public.program_settings s
  ), active as (
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
revoke all on function public.visits_due() from public, anon;
grant execute on function public.visits_due() to authenticated;

-- Visits Due per child on the dashboard: a case with children on its roster is due a
-- visit per child, so the widget lists each of its children due (the child's last seen
-- in person, public.child_visits_due()); a case with no children recorded keeps its one
-- case-level line (its last in-person visit with a child, public.visits_due()).
--
-- Rules:
-- * public.visit_due_lines() answers those lines together, longest waiting first, under
--   the caller's RLS (both sources are invoker functions: contractors their own cases,
--   admins every case). A child's line carries its case's county and contractor as a
--   case's line does, and names the child; a case's line names none.
-- * A sibling group visit naming each child clears each child's line; a case ticked on a
--   contact without its child named keeps that child's line (the child was not seen),
--   and a party seen (a caseworker) never counts as a child seen.
-- * The dashboard's first load stays one request: dashboard_home()'s 'visits' part reads
--   the lines (the 200 longest waiting, the total and the overdue count), in the shape it
--   had plus the child's id and name.
--
-- Replaces public.dashboard_home() (20261121001200_dashboard): 'visits' reads
-- public.visit_due_lines() instead of public.visits_due().

create type public.visit_due_line as (
  case_id uuid,
  case_title text,
  county text,
  contractor_id uuid,
  contractor_name text,
  child_id uuid,
  child_name text,
  last_visit_on date,
  since_on date,
  days_since integer,
  due_on date,
  overdue boolean
);

create function public.visit_due_lines() returns setof public.visit_due_line
  language sql stable set search_path = ''
as $$
  with lines as (
    select v.case_id, v.case_title, v.county, v.contractor_id, v.contractor_name,
           null::uuid as child_id, null::text as child_name, v.last_visit_on, v.since_on,
           v.days_since, v.due_on, v.overdue
      from public.visits_due() v
     where not exists (select 1 from public.case_children h where h.case_id = v.case_id)
    union all
    select d.case_id, d.case_title, c.county::text, d.contractor_id, u.full_name,
           d.child_id, d.child_name, d.last_seen_on, d.since_on, d.days_since, d.due_on,
           d.overdue
      from public.child_visits_due() d
      join public.cases c on c.id = d.case_id
      left join public.users u on u.id = d.contractor_id
  )
  select l.case_id, l.case_title, l.county, l.contractor_id, l.contractor_name, l.child_id,
         l.child_name, l.last_visit_on, l.since_on, l.days_since, l.due_on, l.overdue
    from lines l
   order by l.days_since desc, l.case_title, l.child_name nulls first, l.case_id, l.child_id
$$;
revoke all on function public.visit_due_lines() from public, anon;
grant execute on function public.visit_due_lines() to authenticated;

create or replace function public.dashboard_home(widgets text[]) returns jsonb
  language plpgsql stable set search_path = ''
as $$
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
      from public.visit_due_lines() with ordinality as v;
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

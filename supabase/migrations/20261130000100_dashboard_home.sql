-- The dashboard home's first load in one request (issue 22: <= 3 requests per
-- page). After my_shell() the home still asked dashboard_stats(),
-- upcoming_deadlines(14), visits_due() and, for an applicant or contractor,
-- both application tables apart (4 requests for an admin, 6 for a contractor).
-- public.dashboard_home(widgets) answers the widgets asked for in one jsonb
-- object, each under its own key with the shape its own call returns:
--   stats         dashboard_stats()'s object
--   deadlines     upcoming_deadlines(14)'s rows, in its order
--   visits        {rows, total, overdue}: visits_due()'s first 200 rows in its
--                 order, and how many it has in all and overdue
--   applications  the caller's assistant and contractor applications (the
--                 columns the app's summary reads, plus kind), newest first
--
-- Decisions where the issue is silent:
-- * A separate function, not more of my_shell(): the frame runs on every
--   dashboard page, the home's widgets only on the home, and which widgets the
--   home shows depends on the settings my_shell() returns.
-- * The caller names the widgets it shows (its role's widgets less those
--   switched off in Settings), so a hidden widget costs no query; a widget not
--   named has no key in the answer. An unknown name is refused (22023), so a
--   typo fails loudly instead of showing an empty widget.
-- * Security invoker: RLS and the called functions' own rules decide every row,
--   exactly as the separate calls did; nothing here names another user.
-- * plpgsql so each widget's query runs only when it is asked for.
-- * Visits are capped at 200 rows (the longest waiting; the widget says how many
--   more there are). At scale an admin has about 5,000 cases due: 1.7 MB of JSON
--   for a widget nobody reads to the end (PostgREST's max-rows cut the old call at
--   1,000 without saying so). The counts still cover every case.
-- * Deadlines are the dashboard's 14-day window (the app's only caller of
--   upcoming_deadlines passes 14).
create function public.dashboard_home(widgets text[])
returns jsonb
  language plpgsql stable security invoker set search_path = ''
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
revoke all on function public.dashboard_home(text[]) from public, anon;
grant execute on function public.dashboard_home(text[]) to authenticated;

-- Court deadlines, as the UI shows them: a reminder says the time really left,
-- Upcoming Deadlines carries why a due date moved and the court's county (its
-- zone), and a calendar feed can be stopped without making a new one.
--
-- Replaces private.run_reminders() from 20261201000300_court_time_in_words: the
-- title said the threshold ('Report due in 7 days') whatever the time left, so a
-- report due in 3 days was announced as due in 7. It now states the time left
-- when sent, counted from now(): in hours under two days ('Report due in 30
-- hours'), else whole days and the court's date ('Report due in 3 days: Fri, Dec
-- 11'). What it records, when and whom it tells are unchanged.
-- Replaces public.upcoming_deadlines() from 20261121000800_court: each row also
-- carries the case's county (the court's zone), due_reason and plain_due_at, so
-- Upcoming Deadlines says why a due date moved. public.deadline_item gains those
-- attributes (added at the end: dashboard_home() passes rows through to_jsonb).
-- New: public.stop_calendar_feed() deletes the caller's feed hash, so the URL
-- stops working (404, as a reset one) and no new one is made; 'Create calendar
-- link' makes a new one later.

alter type public.deadline_item
  add attribute county text,
  add attribute due_reason text,
  add attribute plain_due_at timestamptz;

create or replace function public.upcoming_deadlines(within_days integer default 14)
  returns setof public.deadline_item
  language sql stable set search_path = ''
as $$
  with window_end as (
    select now() + make_interval(days => least(greatest(within_days, 1), 90)) as at
  ), items as (
    select d.id, d.case_id, c.title, 'hearing' as kind, d.hearing_at as due_at, d.hearing_at,
           d.hearing_type, d.report_status, false as overdue, c.county::text as county,
           null::text as due_reason, null::timestamptz as plain_due_at
      from public.court_dates d join public.cases c on c.id = d.case_id
     where c.status <> 'completed'
       and d.hearing_at >= now() and d.hearing_at <= (select at from window_end)
    union all
    select d.id, d.case_id, c.title, 'report', d.report_due_at, d.hearing_at,
           d.hearing_type, d.report_status, d.report_due_at < now(), c.county::text,
           d.due_reason, d.plain_due_at
      from public.court_dates d join public.cases c on c.id = d.case_id
     where c.status <> 'completed'
       and d.report_status in ('not_started', 'drafting')
       and d.report_due_at <= (select at from window_end)
  )
  select i.id, i.case_id, i.title, i.kind, i.due_at, i.hearing_at, i.hearing_type,
         i.report_status, i.overdue, i.county, i.due_reason, i.plain_due_at
    from items i
   order by i.overdue desc, i.due_at, i.kind, i.id
$$;

-- How long until a due time, in words, counted from now: '30 hours', '3 days: Fri, Dec 11'
-- (the date in the court's zone). Under two days hours say it better than '1 day'.
create function private.time_left(due_at timestamptz, county text) returns text
  language sql stable set search_path = ''
as $$
  select case
    when left_ms < interval '1 hour' then 'within the hour'
    when left_ms < interval '48 hours' then
      'in ' || (extract(epoch from left_ms) / 3600)::int
        || case when (extract(epoch from left_ms) / 3600)::int = 1 then ' hour' else ' hours' end
    else
      'in ' || extract(day from left_ms)::int || ' days: '
        || to_char(due_at at time zone z.zone, 'Dy, FMMon FMDD')
  end
  from (select time_left.due_at - now() as left_ms) l,
       (select coalesce(
          (select c.time_zone from public.court_counties c where c.county = time_left.county),
          'America/New_York') as zone) z
$$;
revoke all on function private.time_left(timestamptz, text) from public;

create or replace function private.run_reminders() returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  r record;
  recorded integer := 0;
  title text;
  body text;
begin
  for r in
    select d.id, d.report_due_at, d.hearing_at, d.hearing_type, c.id as case_id, c.title,
           c.contractor_id, c.admin_id, c.county::text as county,
           case
             when now() >= d.report_due_at then 'overdue'
             when now() >= d.report_due_at - interval '2 days' then '2d'
             else '7d'
           end as threshold
      from public.court_dates d
      join public.cases c on c.id = d.case_id
     where d.report_status in ('not_started', 'drafting')
       and c.contractor_id is not null
       and c.status <> 'completed'
       and d.report_due_at <= now() + interval '7 days'
       and d.hearing_at > now()
     order by d.report_due_at, d.id
  loop
    insert into public.report_reminders (court_date_id, threshold, report_due_at)
    values (r.id, r.threshold, r.report_due_at)
    on conflict do nothing;
    continue when not found;
    recorded := recorded + 1;

    -- The threshold only decides when to remind; the words say the time left now.
    title := case r.threshold
      when 'overdue' then 'Report overdue'
      else 'Report due ' || private.time_left(r.report_due_at, r.county)
    end;
    body := r.title || ': report due ' || private.court_time(r.report_due_at, r.county) || ' for the '
      || private.hearing_type_label(r.hearing_type) || ' hearing on '
      || private.court_time(r.hearing_at, r.county) || '.';
    perform private.notify(r.contractor_id, 'report_' || r.threshold, title, body,
                           private.case_link(r.case_id), 'deadlines');
    if r.threshold = 'overdue' then
      perform private.notify(r.admin_id, 'report_overdue', title, body,
                             private.case_link(r.case_id), 'deadlines');
    end if;
  end loop;
  return recorded;
end
$$;

-- Stop sharing: the caller's feed is gone; its URL answers 404 like a reset one.
-- Returns whether there was one.
create function private.stop_calendar_feed() returns boolean
  language plpgsql security definer set search_path = ''
as $$
begin
  if not (private.is_admin() or private.is_contractor()) then
    raise exception 'Only admins and contractors have a calendar feed' using errcode = '42501';
  end if;
  delete from public.calendar_feeds where user_id = auth.uid();
  return found;
end
$$;
revoke all on function private.stop_calendar_feed() from public;
grant execute on function private.stop_calendar_feed() to authenticated;

create function public.stop_calendar_feed() returns boolean
  language sql set search_path = ''
as $$
  select private.stop_calendar_feed()
$$;
revoke all on function public.stop_calendar_feed() from public, anon;
grant execute on function public.stop_calendar_feed() to authenticated, service_role;

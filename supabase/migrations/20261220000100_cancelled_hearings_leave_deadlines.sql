-- A cancelled hearing is not going to happen, so it leaves every list of what is coming:
-- Upcoming Deadlines, the calendar feed and the report reminders. Held and continued
-- hearings behave as before (a continued one is listed at its new time).
--
-- Replaces public.upcoming_deadlines() from 20261207000100_court_reminders_and_feed: the
-- hearing row of a cancelled hearing was still listed (its report row was already gone,
-- as a cancelled hearing's report is not_required). Otherwise unchanged.
-- Replaces private.calendar_feed() from 20261121000800_court: a cancelled hearing is
-- left out of the feed, so subscribed calendars drop it at their next refresh.
-- Otherwise unchanged.
-- Replaces private.run_reminders() from 20261207000100_court_reminders_and_feed: no
-- reminder for a cancelled hearing's report, even when someone set its report status
-- back to drafting after the cancellation (the hearing rules trigger does not run for a
-- change of report status alone). Otherwise unchanged.

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
       and d.hearing_status <> 'cancelled'
       and d.hearing_at >= now() and d.hearing_at <= (select at from window_end)
    union all
    select d.id, d.case_id, c.title, 'report', d.report_due_at, d.hearing_at,
           d.hearing_type, d.report_status, d.report_due_at < now(), c.county::text,
           d.due_reason, d.plain_due_at
      from public.court_dates d join public.cases c on c.id = d.case_id
     where c.status <> 'completed'
       and d.hearing_status <> 'cancelled'
       and d.report_status in ('not_started', 'drafting')
       and d.report_due_at <= (select at from window_end)
  )
  select i.id, i.case_id, i.title, i.kind, i.due_at, i.hearing_at, i.hearing_type,
         i.report_status, i.overdue, i.county, i.due_reason, i.plain_due_at
    from items i
   order by i.overdue desc, i.due_at, i.kind, i.id
$$;

create or replace function private.calendar_feed(token text) returns jsonb
  language plpgsql stable security definer
  set search_path = ''
as $$
declare
  owner public.users;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select u.* into owner
    from public.calendar_feeds f join public.users u on u.id = f.user_id
   where f.token_hash = sha256(convert_to(token, 'UTF8'));
  if not found or owner.role not in ('admin', 'contractor') then
    return null;
  end if;
  return jsonb_build_object(
    'events', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', d.id,
               'case_title', c.title,
               'hearing_type', private.hearing_type_label(d.hearing_type),
               'courtroom', d.courtroom,
               'judge', d.judge,
               'hearing_at', d.hearing_at,
               'report_due_at', d.report_due_at,
               'report_pending', d.report_status in ('not_started', 'drafting'),
               'updated_at', d.updated_at
             ) order by d.hearing_at, d.id)
        from public.court_dates d
        join public.cases c on c.id = d.case_id
       where d.hearing_at >= now() - interval '90 days'
         and d.hearing_status <> 'cancelled'
         and (owner.role = 'admin' or c.contractor_id = owner.id)
    ), '[]'::jsonb)
  );
end
$$;

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
       and d.hearing_status <> 'cancelled'
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

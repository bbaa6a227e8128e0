-- What the database writes about a hearing or a due date reads in the court's
-- own zone, named: 'Mar 12, 2027, 9:00 AM CT' for an Escambia hearing, where
-- it used to be Eastern time with no zone, an hour off the court's clock for
-- the 1st circuit and most of the 14th (public.court_counties). A due date
-- that Rule 2.514 moved says why (20261201000200_court_deadlines).
--
-- Replaces private.notify_court_date() from 20261121000900_notifications:
-- the hearing and its due date in the court's zone, with the reason a due date
-- moved.
-- Replaces private.run_reminders() from 20261121000800_court: the
-- due date and the hearing in the court's zone; what it records and whom it
-- tells are unchanged.

create or replace function private.notify_court_date() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  c public.cases;
begin
  if (tg_op = 'UPDATE' and new.hearing_at is not distinct from old.hearing_at)
     or new.hearing_at <= now() then
    return null;
  end if;
  select * into c from public.cases where id = new.case_id;
  if c.contractor_id is not null and c.contractor_id is distinct from auth.uid() then
    perform private.notify(
      c.contractor_id,
      case tg_op when 'INSERT' then 'court_date_added' else 'court_date_moved' end,
      case tg_op when 'INSERT' then 'Hearing added: ' else 'Hearing moved: ' end
        || private.hearing_type_label(new.hearing_type),
      c.title || ': ' || private.court_time(new.hearing_at, c.county::text) || '. Report due '
        || private.court_time(new.report_due_at, c.county::text)
        || coalesce(' (' || new.due_reason || ')', '') || '.',
      private.case_link(c.id),
      'deadlines'
    );
  end if;
  return null;
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

    title := case r.threshold
      when 'overdue' then 'Report overdue'
      when '2d' then 'Report due in 2 days'
      else 'Report due in 7 days'
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

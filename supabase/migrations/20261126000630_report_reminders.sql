-- Report reminders (issue 20): a scheduled job, private.run_reminders(), tells
-- the assigned contractor that a GAL report is due in 7 days, in 2 days, or is
-- overdue ('deadlines'). On hosted Supabase pg_cron runs it every minute
-- (docs/deploy.md §6); locally the stack's scheduler runs the same
-- statement as the same role (postgres); tests call it directly.
--
-- Decisions where the issue is silent:
-- * Idempotent: report_reminders records each (court date, threshold, due
--   time) once, whatever the recipient's toggle said, so a run creates a
--   reminder at most once and two runs at the same moment cannot both create
--   it (the primary key; the second waits and finds the row). A moved hearing
--   has a new due time, so its reminders come again for the new date.
-- * Thresholds: '7d' from 7 days before the due time, '2d' from 2 days
--   before, 'overdue' from the due time while the hearing is still ahead (after
--   the hearing a reminder helps nobody; Upcoming Deadlines still shows it).
--   Only the latest threshold reached is sent: a court date added 1 day before
--   its due time gets the 2-day reminder, not the 7-day one too.
-- * Only unfinished reports (not_started, drafting) on assigned cases that are
--   not completed. The overdue reminder also goes to the admin who posted the
--   case (oversight), under the admin's own 'deadlines' toggle.
-- * report_reminders has RLS and no client grants: it is the job's ledger.

create table public.report_reminders (
  court_date_id uuid not null
    constraint report_reminders_court_date_id_fkey references public.court_dates (id) on delete cascade,
  threshold text not null check (threshold in ('7d', '2d', 'overdue')),
  report_due_at timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (court_date_id, threshold, report_due_at)
);

alter table public.report_reminders enable row level security;
revoke all on public.report_reminders from anon, authenticated;

-- Returns how many reminders this run recorded.
create function private.run_reminders() returns integer
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
           c.contractor_id, c.admin_id,
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
    body := r.title || ': report due ' || private.program_time(r.report_due_at) || ' for the '
      || private.hearing_type_label(r.hearing_type) || ' hearing on '
      || private.program_time(r.hearing_at) || '.';
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
revoke all on function private.run_reminders() from public;

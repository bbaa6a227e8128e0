-- Report-status histories and period reopenings without actor ids: the same
-- rule as the other histories. A contractor reads when their report's status
-- changed and by whose name, and when a billing period was reopened and why,
-- never the user id of the admin who acted.
--
-- Rules:
-- * authenticated reads every column of court_date_report_events except
--   actor_id, and every column of period_reopenings except reopened_by and
--   closed_by (column grants). RLS still decides which rows.
-- * Admins read who acted on a hearing's report through
--   public.history_actors('report', court_date_id).
--
-- Replaces public.history_actors() (20261201000100_history_without_actor_ids):
-- adds the 'report' history.

revoke select on public.court_date_report_events from anon, authenticated;
grant select (id, court_date_id, case_id, from_status, to_status, actor_name, created_at)
  on public.court_date_report_events to authenticated;

revoke select on public.period_reopenings from anon, authenticated;
grant select (id, contractor_id, period_start, period_end, reason, reopened_at, closed_at)
  on public.period_reopenings to authenticated;

create or replace function public.history_actors(history text, subject_id uuid)
  returns setof public.history_actor
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins read who acted in a history' using errcode = '42501';
  end if;
  if history is null or history not in ('application', 'case', 'invoice', 'report') then
    raise exception 'Unknown history: %', history using errcode = '22023',
      hint = 'application, case, invoice or report';
  end if;
  return query
    select e.id, e.actor_id, u.full_name, u.email
      from public.application_events e
      left join public.users u on u.id = e.actor_id
     where history_actors.history = 'application' and e.application_id = history_actors.subject_id
    union all
    select e.id, e.actor_id, u.full_name, u.email
      from public.case_events e
      left join public.users u on u.id = e.actor_id
     where history_actors.history = 'case' and e.case_id = history_actors.subject_id
    union all
    select e.id, e.actor_id, u.full_name, u.email
      from public.invoice_events e
      left join public.users u on u.id = e.actor_id
     where history_actors.history = 'invoice' and e.invoice_id = history_actors.subject_id
    union all
    select e.id, e.actor_id, u.full_name, u.email
      from public.court_date_report_events e
      left join public.users u on u.id = e.actor_id
     where history_actors.history = 'report' and e.court_date_id = history_actors.subject_id
    order by 1;
end
$$;

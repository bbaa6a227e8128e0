-- Histories without actor ids: a non-admin reads what happened to their
-- application, case or invoice and when, never the user id of the person who
-- did it. An applicant could read the deciding admin's user id in their
-- application's history (application_events.actor_id), and a contractor the
-- admin's id in their invoice's history (invoice_events.actor_id).
--
-- Rules:
-- * authenticated reads every column of an event or history table except the
--   actor's id (column grants, as case_events already had). RLS still decides
--   which rows. `select *` on these tables is refused (42501) for API roles, so
--   the app names its columns.
-- * Names copied into a history when it was written (case_events.actor_name,
--   invoice_events.actor_name) stay readable: the case and invoice pages say
--   who acted, by name, to the people the history belongs to.
-- * Admins read who acted through public.history_actors(history, subject_id),
--   security definer, admin only (42501 before anything is read): each event's
--   id with its actor's id, name and email, for one application, case or
--   invoice. 22023 for a history it does not know.
-- * A new event or history table (named *_events or *_history, or with an
--   actor_id column) must not grant its actor columns to anon or authenticated:
--   a pgTAP test fails for any that does.

revoke select on public.application_events from anon, authenticated;
grant select (id, application_id, application_kind, applicant_id, from_status, to_status, reason,
              reason_code, created_at)
  on public.application_events to authenticated;

revoke select on public.invoice_events from anon, authenticated;
grant select (id, invoice_id, from_status, to_status, actor_name, reason, created_at)
  on public.invoice_events to authenticated;

create type public.history_actor as (
  event_id bigint,
  actor_id uuid,
  full_name text,
  email text
);

create function public.history_actors(history text, subject_id uuid)
  returns setof public.history_actor
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins read who acted in a history' using errcode = '42501';
  end if;
  if history is null or history not in ('application', 'case', 'invoice') then
    raise exception 'Unknown history: %', history using errcode = '22023',
      hint = 'application, case or invoice';
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
    order by 1;
end
$$;

revoke all on function public.history_actors(text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.history_actors(text, uuid) to authenticated;

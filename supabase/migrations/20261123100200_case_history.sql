-- Case history: every posting, accept, (re/un)assignment and status change,
-- written by a trigger on public.cases, read on the case's detail (issue 9).
--
-- Decisions where SPEC is silent:
-- * One row per change, recording the state after it (to_status, contractor)
--   and before it (from_status, previous contractor), who made it and when.
-- * Names are copied into the row when it is written, so the history reads the
--   same later and needs no access to other users' rows (a contractor who took
--   over a case cannot read the previous contractor's users row).
-- * Nobody writes or edits history through the API: no insert/update/delete
--   grants; the trigger is security definer.
-- * Admins read every case's history; a contractor reads the history of the
--   cases they hold now (the same cases they may read).

create type public.case_event_kind as enum (
  'posted', 'accepted', 'assigned', 'reassigned', 'unassigned', 'status_changed'
);

create table public.case_events (
  id bigint generated always as identity primary key,
  case_id uuid not null
    constraint case_events_case_id_fkey references public.cases (id) on delete cascade,
  kind public.case_event_kind not null,
  from_status public.case_status,
  to_status public.case_status not null,
  -- Copies of users.full_name, so bounded as it is (text limits migration).
  contractor_name text check (length(contractor_name) <= 200),
  previous_contractor_name text check (length(previous_contractor_name) <= 200),
  actor_id uuid
    constraint case_events_actor_id_fkey references public.users (id) on delete set null,
  actor_name text check (length(actor_name) <= 200),
  created_at timestamptz not null default now()
);
create index case_events_case_id_idx on public.case_events (case_id, created_at);
create index case_events_actor_id_idx on public.case_events (actor_id);

create function private.record_case_event() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  event_kind public.case_event_kind;
begin
  if tg_op = 'INSERT' then
    event_kind := 'posted';
  elsif new.contractor_id is distinct from old.contractor_id then
    event_kind := case
      when new.contractor_id is null then 'unassigned'
      when old.contractor_id is not null then 'reassigned'
      when new.contractor_id = actor then 'accepted'
      else 'assigned'
    end;
  elsif new.status is distinct from old.status then
    event_kind := 'status_changed';
  else
    return null;
  end if;

  insert into public.case_events (
    case_id, kind, from_status, to_status, contractor_name, previous_contractor_name,
    actor_id, actor_name
  )
  values (
    new.id,
    event_kind,
    case when tg_op = 'UPDATE' then old.status end,
    new.status,
    (select u.full_name from public.users u where u.id = new.contractor_id),
    case when event_kind in ('reassigned', 'unassigned') then
      (select u.full_name from public.users u where u.id = old.contractor_id)
    end,
    actor,
    (select u.full_name from public.users u where u.id = actor)
  );
  return null;
end
$$;
revoke all on function private.record_case_event() from public;

create trigger cases_record_event
  after insert or update of status, contractor_id on public.cases
  for each row execute function private.record_case_event();

alter table public.case_events enable row level security;

revoke all on public.case_events from anon, authenticated;
grant select on public.case_events to authenticated;

create policy "Admins read all case history, contractors that of cases they hold"
  on public.case_events for select to authenticated
  using (
    (select private.is_admin())
    or case_id in (select private.participant_case_ids())
  );

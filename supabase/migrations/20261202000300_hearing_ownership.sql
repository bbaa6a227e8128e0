-- Hearings an admin entered belong to the admins, and every report status change
-- is on record.
--
-- The rule: the assigned contractor could delete or rewrite a hearing an admin
-- entered and mark its report filed, and nothing said who did it. So:
-- * court_dates.admin_entered is stamped by the database when an admin adds the
--   hearing (never by the client). The case's contractor changes no detail of
--   such a hearing and cannot delete it (42501); they still move its report
--   status, which is their work. Hearings the contractor entered stay theirs
--   to correct, as before; admins change any hearing.
-- * every report status change writes a court_date_report_events row: the
--   hearing, from and to, who (actor_id, with the name copied in as the case
--   history does) and when. Admins read all of it; the contractor holding the
--   case reads that case's. Nobody writes it through the API.
--
-- Replaces private.check_report_status() (20261121000800_court): also
-- records the change.

alter table public.court_dates add column admin_entered boolean not null default false;
update public.court_dates d set admin_entered = true
  from public.users u where u.id = d.created_by and u.role = 'admin';

create function private.stamp_court_date_entry() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  new.admin_entered := private.is_admin();
  return new;
end
$$;
revoke all on function private.stamp_court_date_entry() from public;

create trigger court_dates_stamp_entry
  before insert on public.court_dates
  for each row execute function private.stamp_court_date_entry();

-- After RLS has said the caller may touch the row: a contractor leaves the
-- details of an admin's hearing alone.
create function private.guard_admin_hearing() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if not private.is_api_request() or private.is_admin() or not old.admin_entered then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  if tg_op = 'DELETE' then
    raise exception 'An admin entered this hearing: only an admin deletes it' using errcode = '42501';
  end if;
  if (new.case_id, new.hearing_at, new.hearing_type, new.courtroom, new.judge, new.notes,
      new.admin_entered)
     is distinct from (old.case_id, old.hearing_at, old.hearing_type, old.courtroom, old.judge,
                       old.notes, old.admin_entered) then
    raise exception 'An admin entered this hearing: only an admin changes its details' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.guard_admin_hearing() from public;

create trigger court_dates_guard_admin_hearing
  before update or delete on public.court_dates
  for each row execute function private.guard_admin_hearing();

-- Report status history ------------------------------------------------------------------
create table public.court_date_report_events (
  id bigint generated always as identity primary key,
  court_date_id uuid not null
    constraint court_date_report_events_court_date_id_fkey
    references public.court_dates (id) on delete cascade,
  case_id uuid not null
    constraint court_date_report_events_case_id_fkey references public.cases (id) on delete cascade,
  from_status public.report_status not null,
  to_status public.report_status not null,
  actor_id uuid
    constraint court_date_report_events_actor_id_fkey references public.users (id) on delete set null,
  actor_name text check (length(actor_name) <= 200),
  created_at timestamptz not null default now()
);
create index court_date_report_events_court_date_id_idx
  on public.court_date_report_events (court_date_id, created_at);
create index court_date_report_events_case_id_idx on public.court_date_report_events (case_id);
create index court_date_report_events_actor_id_idx on public.court_date_report_events (actor_id);

alter table public.court_date_report_events enable row level security;
revoke all on public.court_date_report_events from anon, authenticated;
grant select on public.court_date_report_events to authenticated;

create policy "Anonymous sessions have no access"
  on public.court_date_report_events as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

create policy "Admins and the assigned contractor read report status history"
  on public.court_date_report_events for select to authenticated
  using ((select private.is_admin()) or case_id in (select private.held_case_ids()));

create or replace function private.check_report_status() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := auth.uid();
begin
  if new.report_status is not distinct from old.report_status then
    return new;
  end if;
  if actor is not null
     and new.case_id not in (select private.held_case_ids())
     and not (private.is_admin() and new.report_status = 'filed') then
    raise exception 'Only the assigned contractor changes the report status; admins may mark it filed'
      using errcode = '42501';
  end if;
  if actor is not null and not exists (select 1 from public.users u where u.id = actor) then
    actor := null;
  end if;
  insert into public.court_date_report_events
    (court_date_id, case_id, from_status, to_status, actor_id, actor_name)
  values (new.id, new.case_id, old.report_status, new.report_status, actor,
          (select u.full_name from public.users u where u.id = actor));
  return new;
end
$$;

-- Time entries: hours a contractor logs on their own, not yet completed case.
-- Each entry keeps the hourly rate in force when it was logged, so an invoice
-- never changes when the contractor's rate changes later.
--
-- Decisions where SPEC is silent:
-- * hours: more than 0, at most 24, in 0.25 steps; date: not after today
--   (the database's current_date, UTC, which is never behind Florida time).
-- * Contractors may correct (hours, date, description) or delete their own
--   entries while the case is not completed; a completed case's entries are
--   frozen. The rate snapshot never changes after insert.
-- * Admins read every entry but do not write entries.
-- * A case with entries cannot be deleted (and cases are never deleted via
--   the API anyway).

create table public.time_entries (
  id uuid primary key default gen_random_uuid(),
  case_id uuid not null
    constraint time_entries_case_id_fkey references public.cases (id) on delete restrict,
  user_id uuid not null default auth.uid()
    constraint time_entries_user_id_fkey references public.users (id) on delete restrict,
  description text not null check (length(trim(description)) between 1 and 2000),
  hours numeric(5, 2) not null check (hours > 0 and hours <= 24 and mod(hours, 0.25) = 0),
  date date not null default current_date check (date <= current_date),
  hourly_rate numeric(10, 2),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index time_entries_case_id_idx on public.time_entries (case_id);
create index time_entries_user_id_idx on public.time_entries (user_id);
create index time_entries_date_idx on public.time_entries (date desc);

create trigger time_entries_touch_updated_at
  before update on public.time_entries
  for each row execute function private.touch_updated_at();

create function private.snapshot_hourly_rate() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.hourly_rate := (select u.hourly_rate from public.users u where u.id = new.user_id);
  else
    new.hourly_rate := old.hourly_rate;
  end if;
  return new;
end
$$;
revoke all on function private.snapshot_hourly_rate() from public;

create trigger time_entries_snapshot_hourly_rate
  before insert or update on public.time_entries
  for each row execute function private.snapshot_hourly_rate();

-- Cases the caller may log time on: their own, not completed, while a contractor.
create function private.loggable_case_ids() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select c.id from public.cases c
   where c.contractor_id = (select auth.uid())
     and c.status <> 'completed'
     and private.is_contractor()
$$;
revoke all on function private.loggable_case_ids() from public;
grant execute on function private.loggable_case_ids() to authenticated;

alter table public.time_entries enable row level security;

revoke all on public.time_entries from anon, authenticated;
grant select, delete on public.time_entries to authenticated;
grant insert (case_id, user_id, description, hours, date) on public.time_entries to authenticated;
grant update (description, hours, date) on public.time_entries to authenticated;

create policy "Contractors read their own entries and admins read all"
  on public.time_entries for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "Contractors log time only on their own open cases"
  on public.time_entries for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and case_id in (select private.loggable_case_ids())
  );

create policy "Contractors correct their own entries until the case is completed"
  on public.time_entries for update to authenticated
  using (
    user_id = (select auth.uid())
    and case_id in (select private.loggable_case_ids())
  )
  with check (
    user_id = (select auth.uid())
    and case_id in (select private.loggable_case_ids())
  );

create policy "Contractors delete their own entries until the case is completed"
  on public.time_entries for delete to authenticated
  using (
    user_id = (select auth.uid())
    and case_id in (select private.loggable_case_ids())
  );

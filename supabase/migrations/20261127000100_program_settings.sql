-- Program settings (issue 21): the thresholds the compliance rules read, one row
-- that admins edit in Settings.
--
-- Decisions where the issue is silent:
-- * One row of typed columns (not key/value): each value has its own type and
--   check, and the functions that read it need no casts. The row is made here;
--   nobody inserts or deletes through the API (no grants), so it always exists.
-- * Defaults: 30 pre-service hours and 12 in-service hours a year (National
--   CASA/GAL Association standards; Florida's current figures to be confirmed
--   by the program, docs/decisions.md), a 30-day visit standard and a 7-day
--   due-soon window.
-- * Hours are whole quarter hours (as time entries), 0..500; days 1..365 for the
--   standard and 0..90 for the window (0 turns 'due soon' off).
-- * Every signed-in user reads the row (a contractor's progress bars show the
--   thresholds); only admins change it, and the row records who did and when.

-- Whether the statement runs for an API client (PostgREST's SET ROLE authenticated or
-- anon), where RLS applies; seeding, migrations and the service role are trusted
-- server code, as they bypass RLS. The compliance triggers check API requests only.
create function private.is_api_request() returns boolean
  language sql stable set search_path = ''
as $$
  select coalesce(current_setting('role', true), 'none') in ('authenticated', 'anon')
$$;
revoke all on function private.is_api_request() from public;
grant execute on function private.is_api_request() to anon, authenticated;

create table public.program_settings (
  id boolean primary key default true constraint program_settings_single_row check (id),
  pre_service_hours numeric(5, 2) not null default 30
    constraint program_settings_pre_service_hours_check
    check (pre_service_hours between 0 and 500 and mod(pre_service_hours, 0.25) = 0),
  in_service_hours_per_year numeric(5, 2) not null default 12
    constraint program_settings_in_service_hours_check
    check (in_service_hours_per_year between 0 and 500 and mod(in_service_hours_per_year, 0.25) = 0),
  visit_threshold_days integer not null default 30
    constraint program_settings_visit_threshold_days_check
    check (visit_threshold_days between 1 and 365),
  visit_due_soon_days integer not null default 7
    constraint program_settings_visit_due_soon_days_check
    check (visit_due_soon_days between 0 and 90),
  updated_by uuid
    constraint program_settings_updated_by_fkey references public.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
create index program_settings_updated_by_idx on public.program_settings (updated_by);

insert into public.program_settings (id) values (true);

create function private.stamp_program_settings() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.id := true;
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end
$$;
revoke all on function private.stamp_program_settings() from public;

create trigger program_settings_stamp
  before update on public.program_settings
  for each row execute function private.stamp_program_settings();

alter table public.program_settings enable row level security;

revoke all on public.program_settings from anon, authenticated;
grant select on public.program_settings to authenticated;
grant update (
  pre_service_hours, in_service_hours_per_year, visit_threshold_days, visit_due_soon_days
) on public.program_settings to authenticated;

create policy "Signed-in users read the program settings"
  on public.program_settings for select to authenticated
  using (true);

create policy "Admins change the program settings"
  on public.program_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- Time entry limits (issue 12): no entry dated before its case existed, and
-- at most 24 hours per contractor per day across all their cases.
--
-- Decisions where the issue is silent:
-- * "The case's creation date" is its date in Florida, read in Central time
--   (Florida's western zone, the earliest local date anywhere in the state),
--   so nobody in Florida is refused the day they received a case.
-- * Each rule has its own SQLSTATE, so the UI maps it to a message without
--   parsing text (PostgREST answers 400 with the code):
--     GC001  the date is before the case was created
--     GC002  the day's hours would pass 24
-- * Concurrent inserts for the same contractor and day are serialised by a
--   transaction-level advisory lock, so two requests cannot both fit in the
--   last free hours.

create function private.check_time_entry_limits() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  case_created date;
  day_total numeric;
begin
  select (c.created_at at time zone 'America/Chicago')::date into case_created
    from public.cases c where c.id = new.case_id;
  if new.date < case_created then
    raise exception 'A time entry cannot be dated before its case was created (%)', case_created
      using errcode = 'GC001',
            hint = 'Pick a date on or after ' || case_created::text || '.';
  end if;

  perform pg_advisory_xact_lock(hashtextextended(new.user_id::text || '/' || new.date::text, 0));
  select coalesce(sum(t.hours), 0) into day_total
    from public.time_entries t
   where t.user_id = new.user_id and t.date = new.date and t.id <> new.id;
  -- hours over 24 on their own are the column check's to report.
  if new.hours <= 24 and day_total + new.hours > 24 then
    raise exception 'No more than 24 hours can be logged for one day (% already logged on %)',
      day_total, new.date
      using errcode = 'GC002',
            hint = 'At most ' || (24 - day_total)::text || ' more hours fit on that day.';
  end if;
  return new;
end
$$;
revoke all on function private.check_time_entry_limits() from public;

create trigger time_entries_check_limits
  before insert or update of case_id, user_id, hours, date on public.time_entries
  for each row execute function private.check_time_entry_limits();

create index time_entries_user_id_date_idx on public.time_entries (user_id, date);

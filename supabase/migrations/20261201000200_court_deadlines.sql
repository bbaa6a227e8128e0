-- Court deadlines by Fla. R. Gen. Prac. & Jud. Admin. 2.514: a report due
-- date counted back from a hearing that lands on a Saturday, Sunday or legal
-- holiday moves to the same clock time on the previous day that is none of
-- them. Before this, report_due_at was hearing_at minus the rule's hours and
-- nothing more, so every Tuesday or Wednesday dependency hearing (72 hours) and
-- every Friday family hearing (20 days) had its report due on a weekend.
--
-- Replaces private.set_report_due_at() from 20261121000800_court: it now
-- asks private.report_due_for() (the Rule 2.514 count) and stores the unmoved
-- figure, the reason it moved and the rule that applied.
-- Replaces private.recompute_report_due() from 20261121000800_court: a
-- changed rule (its period or whether it counts hours or days) recomputes
-- through the same count.
--
-- Decisions:
-- * ONE count, private.report_due(hearing_at, period, unit, county): the
--   court_dates trigger stores its answer, and the reminders
--   (private.run_reminders) and the calendar feed (private.calendar_feed) read
--   that stored report_due_at, so all three agree.
-- * The count runs in the court's local time. Each county carries its
--   courthouse's IANA zone in public.court_counties (circuit 1 and circuit 14's
--   Central counties keep America/Chicago; Gulf is split and its courthouse in
--   Port St. Joe keeps Eastern). A case without a county counts in the
--   program's zone, America/New_York, with statewide holidays only.
-- * Hour periods (Dependency, 72 h) count exact elapsed hours, every hour,
--   weekends included (Rule 2.514(a)(2)). Across a DST change the court's
--   clock time of the result therefore shifts by an hour: Tue 16 Mar 2027
--   10:00 EDT - 72 h = Sat 13 Mar 09:00 EST. Day periods (Family Court 20
--   days, Juvenile 7 days) count calendar days back at the same local clock
--   time (Rule 2.514(a)(1)), so they never shift.
-- * If the result lands on a Saturday, Sunday or a court holiday (statewide,
--   or of the county's circuit), it moves back one day at a time, keeping the
--   local clock time of the result, until it lands on a day that is none of
--   them (Rule 2.514(a)(5): the next day counts backward for a period before an
--   event). due_reason says why it moved ('moved from Sat 13 Mar: weekend'),
--   plain_due_at keeps the unmoved figure, due_rule the rule that applied.
-- * Court holidays are data (public.court_holidays): date, name, circuit (null
--   = statewide), source and confirmed_by_program, which starts false: the
--   program confirms each against the circuit's administrative order. Seeded
--   2026-2028 with the paid holidays of section 110.117, Fla. Stat., which the
--   State Courts System observes (Saturday -> the Friday before, Sunday -> the
--   Monday after). Juneteenth is not among them for Florida's courts; days a
--   circuit adds (Good Friday, Rosh Hashanah, Christmas Eve in some circuits)
--   are the admins' to enter with their order as source. Everyone signed in
--   reads them; only admins add, edit and delete them.
-- * A changed holiday recomputes the due dates it may touch of unfinished
--   reports (not_started, drafting) for hearings still ahead; a submitted or
--   filed report, or a past hearing, keeps its history. Every move of such a
--   due date is written to public.report_due_changes (admins read it), and a
--   move earlier notifies the case's contractor ('deadlines').
-- * This migration recomputes every unfinished report for a hearing still
--   ahead the same way; the ones that moved are in report_due_changes with
--   the cause 'Rule 2.514 applied'. Other rows keep their due date, as their
--   plain figure.
-- * Words the database writes about a due date name the court's zone
--   ('Mar 12, 2027, 9:00 AM ET'), private.court_time().

-- Counties and their courthouses' zones ----------------------------------------------
create table public.court_counties (
  county public.florida_county primary key,
  circuit smallint not null check (circuit between 1 and 20),
  time_zone text not null check (time_zone in ('America/New_York', 'America/Chicago')),
  -- Where the county straddles the zone line, which part is which and why the
  -- courthouse's zone was chosen.
  zone_note text check (length(zone_note) <= 300),
  source text not null check (length(trim(source)) between 1 and 300)
);
create index court_counties_circuit_idx on public.court_counties (circuit);

insert into public.court_counties (county, circuit, time_zone, zone_note, source)
select county, c.circuit,
       case when county in ('Escambia', 'Santa Rosa', 'Okaloosa', 'Walton',
                            'Bay', 'Calhoun', 'Holmes', 'Jackson', 'Washington')
            then 'America/Chicago' else 'America/New_York' end,
       case when county = 'Gulf'
            then 'Split: north of the Intracoastal Waterway (Wewahitchka) keeps Central time, '
                 || 'the south keeps Eastern; the courthouse is in Port St. Joe, Eastern.' end,
       'Circuit: section 26.021, Fla. Stat.; zone: 49 CFR 71.5 (Eastern-Central boundary) '
         || 'and the courthouse''s location. To confirm with the circuit.'
  from (values
    (1, array['Escambia', 'Okaloosa', 'Santa Rosa', 'Walton']),
    (2, array['Franklin', 'Gadsden', 'Jefferson', 'Leon', 'Liberty', 'Wakulla']),
    (3, array['Columbia', 'Dixie', 'Hamilton', 'Lafayette', 'Madison', 'Suwannee', 'Taylor']),
    (4, array['Clay', 'Duval', 'Nassau']),
    (5, array['Citrus', 'Hernando', 'Lake', 'Marion', 'Sumter']),
    (6, array['Pasco', 'Pinellas']),
    (7, array['Flagler', 'Putnam', 'St. Johns', 'Volusia']),
    (8, array['Alachua', 'Baker', 'Bradford', 'Gilchrist', 'Levy', 'Union']),
    (9, array['Orange', 'Osceola']),
    (10, array['Hardee', 'Highlands', 'Polk']),
    (11, array['Miami-Dade']),
    (12, array['DeSoto', 'Manatee', 'Sarasota']),
    (13, array['Hillsborough']),
    (14, array['Bay', 'Calhoun', 'Gulf', 'Holmes', 'Jackson', 'Washington']),
    (15, array['Palm Beach']),
    (16, array['Monroe']),
    (17, array['Broward']),
    (18, array['Brevard', 'Seminole']),
    (19, array['Indian River', 'Martin', 'Okeechobee', 'St. Lucie']),
    (20, array['Charlotte', 'Collier', 'Glades', 'Hendry', 'Lee'])
  ) as c(circuit, counties),
  unnest(c.counties) as county;

alter table public.court_counties enable row level security;
revoke all on public.court_counties from anon, authenticated;
grant select on public.court_counties to authenticated;

create policy "Signed-in users read the court counties"
  on public.court_counties for select to authenticated
  using (true);
create policy "Anonymous sessions have no access" on public.court_counties
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

-- Court holidays ---------------------------------------------------------------------------
create table public.court_holidays (
  id uuid primary key default gen_random_uuid(),
  day date not null,
  name text not null check (length(trim(name)) between 1 and 100),
  -- null: statewide; else only that circuit's courts are closed.
  circuit smallint check (circuit between 1 and 20),
  source text not null check (length(trim(source)) between 1 and 300),
  confirmed_by_program boolean not null default false,
  -- No actor id: everyone signed in reads this table, and who changed a
  -- holiday is not theirs to read.
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint court_holidays_day_circuit_key unique nulls not distinct (day, circuit)
);
create index court_holidays_circuit_day_idx on public.court_holidays (circuit, day);

create trigger court_holidays_touch_updated_at
  before update on public.court_holidays
  for each row execute function private.touch_updated_at();

insert into public.court_holidays (day, name, source) values
  ('2026-01-01', 'New Year''s Day', 's. 110.117, Fla. Stat.'),
  ('2026-01-19', 'Martin Luther King Jr. Day', 's. 110.117, Fla. Stat.'),
  ('2026-05-25', 'Memorial Day', 's. 110.117, Fla. Stat.'),
  ('2026-07-03', 'Independence Day (observed)', 's. 110.117, Fla. Stat.: July 4 is a Saturday'),
  ('2026-09-07', 'Labor Day', 's. 110.117, Fla. Stat.'),
  ('2026-11-11', 'Veterans Day', 's. 110.117, Fla. Stat.'),
  ('2026-11-26', 'Thanksgiving Day', 's. 110.117, Fla. Stat.'),
  ('2026-11-27', 'Friday after Thanksgiving', 's. 110.117, Fla. Stat.'),
  ('2026-12-25', 'Christmas Day', 's. 110.117, Fla. Stat.'),
  ('2027-01-01', 'New Year''s Day', 's. 110.117, Fla. Stat.'),
  ('2027-01-18', 'Martin Luther King Jr. Day', 's. 110.117, Fla. Stat.'),
  ('2027-05-31', 'Memorial Day', 's. 110.117, Fla. Stat.'),
  ('2027-07-05', 'Independence Day (observed)', 's. 110.117, Fla. Stat.: July 4 is a Sunday'),
  ('2027-09-06', 'Labor Day', 's. 110.117, Fla. Stat.'),
  ('2027-11-11', 'Veterans Day', 's. 110.117, Fla. Stat.'),
  ('2027-11-25', 'Thanksgiving Day', 's. 110.117, Fla. Stat.'),
  ('2027-11-26', 'Friday after Thanksgiving', 's. 110.117, Fla. Stat.'),
  ('2027-12-24', 'Christmas Day (observed)', 's. 110.117, Fla. Stat.: December 25 is a Saturday'),
  ('2027-12-31', 'New Year''s Day 2028 (observed)', 's. 110.117, Fla. Stat.: January 1, 2028 is a Saturday'),
  ('2028-01-17', 'Martin Luther King Jr. Day', 's. 110.117, Fla. Stat.'),
  ('2028-05-29', 'Memorial Day', 's. 110.117, Fla. Stat.'),
  ('2028-07-04', 'Independence Day', 's. 110.117, Fla. Stat.'),
  ('2028-09-04', 'Labor Day', 's. 110.117, Fla. Stat.'),
  ('2028-11-10', 'Veterans Day (observed)', 's. 110.117, Fla. Stat.: November 11 is a Saturday'),
  ('2028-11-23', 'Thanksgiving Day', 's. 110.117, Fla. Stat.'),
  ('2028-11-24', 'Friday after Thanksgiving', 's. 110.117, Fla. Stat.'),
  ('2028-12-25', 'Christmas Day', 's. 110.117, Fla. Stat.');
update public.court_holidays
   set source = source || '. Confirm with the circuit''s administrative order.';

alter table public.court_holidays enable row level security;
revoke all on public.court_holidays from anon, authenticated;
grant select, delete on public.court_holidays to authenticated;
grant insert (day, name, circuit, source, confirmed_by_program) on public.court_holidays to authenticated;
grant update (day, name, circuit, source, confirmed_by_program) on public.court_holidays to authenticated;

create policy "Signed-in users read the court holidays"
  on public.court_holidays for select to authenticated
  using (true);
create policy "Admins add court holidays"
  on public.court_holidays for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins edit court holidays"
  on public.court_holidays for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins delete court holidays"
  on public.court_holidays for delete to authenticated
  using ((select private.is_admin()));
create policy "Anonymous sessions have no access" on public.court_holidays
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

-- Rules count hours or days ------------------------------------------------------------------
alter table public.report_deadline_rules
  add column period_unit text not null default 'hours' check (period_unit in ('hours', 'days')),
  add constraint report_deadline_rules_whole_days check (period_unit = 'hours' or hours_before % 24 = 0);
update public.report_deadline_rules set period_unit = 'days' where category in ('Family Court', 'Juvenile');
grant update (period_unit) on public.report_deadline_rules to authenticated;

-- What a court date records about its due date -------------------------------------------------
alter table public.court_dates
  add column plain_due_at timestamptz,
  add column due_reason text check (length(due_reason) <= 300),
  add column due_rule text check (length(due_rule) <= 400);
-- Rows made before this migration: their due date was the plain figure.
update public.court_dates set plain_due_at = report_due_at;
alter table public.court_dates
  alter column plain_due_at set not null,
  -- Set by the trigger with report_due_at; the default only lets an insert leave it out.
  alter column plain_due_at set default now();

-- The count ------------------------------------------------------------------------------------
-- The Rule 2.514 due date of a report `period` hours or days before a hearing
-- in `county`'s court (null county: America/New_York, statewide holidays).
-- Hours count elapsed hours (the clock time may shift an hour across DST);
-- days count calendar days at the same local clock time. A result on a
-- Saturday, Sunday or court holiday moves back a day at a time, same local
-- clock time, to a day that is none of them. Returns the due time, the plain
-- (unmoved) time and why it moved (null when it did not).
create function private.report_due(
  hearing_at timestamptz,
  period integer,
  period_unit text,
  county text
) returns table (due_at timestamptz, plain_due_at timestamptz, reason text)
  language plpgsql stable set search_path = ''
as $$
declare
  zone text;
  court_circuit smallint;
  plain timestamptz;
  plain_local timestamp;
  local_at timestamp;
  why text;
  reasons text[] := '{}';
begin
  select c.time_zone, c.circuit into zone, court_circuit
    from public.court_counties c where c.county = report_due.county;
  zone := coalesce(zone, 'America/New_York');

  if report_due.period_unit = 'days' then
    plain_local := (report_due.hearing_at at time zone zone) - make_interval(days => report_due.period);
    plain := plain_local at time zone zone;
  else
    plain := report_due.hearing_at - make_interval(hours => report_due.period);
    plain_local := plain at time zone zone;
  end if;

  local_at := plain_local;
  loop
    if extract(isodow from local_at) in (6, 7) then
      why := 'weekend';
    else
      select h.name into why
        from public.court_holidays h
       where h.day = local_at::date and (h.circuit is null or h.circuit = court_circuit)
       order by h.circuit nulls first
       limit 1;
    end if;
    exit when why is null;
    if not why = any (reasons) then
      reasons := reasons || why;
    end if;
    local_at := local_at - interval '1 day';
    -- Holidays are admins' data: a run of closed days this long is a mistake in it.
    if local_at < plain_local - interval '31 days' then
      raise exception 'No open court day in the 31 days before %', plain_local
        using errcode = '22023';
    end if;
  end loop;

  if local_at = plain_local then
    return query select plain, plain, null::text;
  else
    return query select local_at at time zone zone, plain,
      'moved from ' || to_char(plain_local, 'Dy FMDD Mon') || ': ' || array_to_string(reasons, ', ');
  end if;
end
$$;
revoke all on function private.report_due(timestamptz, integer, text, text) from public;

-- The count for a hearing on a case: its category's rule, its county's court.
-- A category without a rule is due at the hearing (moved as any other).
create function private.report_due_for(case_id uuid, hearing_at timestamptz)
  returns table (due_at timestamptz, plain_due_at timestamptz, reason text, rule text)
  language sql stable set search_path = ''
as $$
  select d.due_at, d.plain_due_at, d.reason,
         case when r.category is null then 'No rule for the category: due at the hearing'
              else r.category::text || ': '
                   || case when r.period_unit = 'days' then (r.hours_before / 24)::text || ' days'
                           else r.hours_before::text || ' hours' end
                   || ' before the hearing (' || r.source || '), counted by Fla. R. Gen. Prac. & Jud. Admin. 2.514'
         end
    from public.cases c
    left join public.report_deadline_rules r on r.category = c.category
    cross join lateral private.report_due(
      report_due_for.hearing_at,
      case when r.period_unit = 'days' then r.hours_before / 24 else coalesce(r.hours_before, 0) end,
      coalesce(r.period_unit, 'hours'),
      c.county::text
    ) d
   where c.id = report_due_for.case_id
$$;
revoke all on function private.report_due_for(uuid, timestamptz) from public;

-- A time in a court's zone, for the words the database writes: 'Mar 12, 2027, 9:00 AM ET'.
create function private.court_time(at timestamptz, county text) returns text
  language sql stable set search_path = ''
as $$
  select to_char(at at time zone z.zone, 'FMMon FMDD, YYYY, FMHH12:MI AM')
         || case when z.zone = 'America/Chicago' then ' CT' else ' ET' end
    from (select coalesce(
            (select c.time_zone from public.court_counties c where c.county = court_time.county),
            'America/New_York') as zone) z
$$;
revoke all on function private.court_time(timestamptz, text) from public;

-- The trigger ---------------------------------------------------------------------------------
create or replace function private.set_report_due_at() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.hearing_at is distinct from old.hearing_at then
    select d.due_at, d.plain_due_at, d.reason, d.rule
      into new.report_due_at, new.plain_due_at, new.due_reason, new.due_rule
      from private.report_due_for(new.case_id, new.hearing_at) d;
  end if;
  return new;
end
$$;

create or replace function private.recompute_report_due() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.hours_before is distinct from old.hours_before
     or new.period_unit is distinct from old.period_unit then
    update public.court_dates d
       set (report_due_at, plain_due_at, due_reason, due_rule) = (
             select x.due_at, x.plain_due_at, x.reason, x.rule
               from private.report_due_for(d.case_id, d.hearing_at) x)
      from public.cases c
     where c.id = d.case_id and c.category = new.category and d.hearing_at > now();
  end if;
  return null;
end
$$;

drop trigger report_deadline_rules_recompute on public.report_deadline_rules;
create trigger report_deadline_rules_recompute
  after update of hours_before, period_unit on public.report_deadline_rules
  for each row execute function private.recompute_report_due();

-- Moves, recorded ------------------------------------------------------------------------------
create table public.report_due_changes (
  id bigint generated always as identity primary key,
  court_date_id uuid not null
    constraint report_due_changes_court_date_id_fkey references public.court_dates (id) on delete cascade,
  previous_due_at timestamptz not null,
  due_at timestamptz not null,
  cause text not null check (length(cause) between 1 and 300),
  changed_at timestamptz not null default now()
);
create index report_due_changes_court_date_id_idx on public.report_due_changes (court_date_id);
create index report_due_changes_changed_at_idx on public.report_due_changes (changed_at desc);

alter table public.report_due_changes enable row level security;
revoke all on public.report_due_changes from anon, authenticated;
grant select on public.report_due_changes to authenticated;

create policy "Admins read the report due date changes"
  on public.report_due_changes for select to authenticated
  using ((select private.is_admin()));
create policy "Anonymous sessions have no access" on public.report_due_changes
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

-- Recounts one court date's due date; a move is recorded, a move earlier
-- notifies the contractor. Only the database calls it (triggers, this
-- migration): no role is granted it. Returns whether the due date moved.
create function private.refresh_report_due(court_date_id uuid, cause text) returns boolean
  language plpgsql volatile set search_path = ''
as $$
declare
  d public.court_dates;
  x record;
  c public.cases;
begin
  select * into d from public.court_dates cd where cd.id = refresh_report_due.court_date_id for update;
  if not found then
    return false;
  end if;
  select * into x from private.report_due_for(d.case_id, d.hearing_at);
  if (x.due_at, x.plain_due_at, x.reason, x.rule)
     is not distinct from (d.report_due_at, d.plain_due_at, d.due_reason, d.due_rule) then
    return false;
  end if;
  update public.court_dates cd
     set report_due_at = x.due_at, plain_due_at = x.plain_due_at,
         due_reason = x.reason, due_rule = x.rule
   where cd.id = d.id;
  if x.due_at = d.report_due_at then
    return false;
  end if;

  insert into public.report_due_changes (court_date_id, previous_due_at, due_at, cause)
  values (d.id, d.report_due_at, x.due_at, left(refresh_report_due.cause, 300));
  if x.due_at < d.report_due_at then
    select * into c from public.cases cs where cs.id = d.case_id;
    perform private.notify(
      c.contractor_id, 'report_due_earlier', 'Report due earlier',
      c.title || ': the report for the ' || private.hearing_type_label(d.hearing_type)
        || ' hearing is now due ' || private.court_time(x.due_at, c.county::text)
        || ' (was ' || private.court_time(d.report_due_at, c.county::text) || '): '
        || refresh_report_due.cause || '.',
      private.case_link(c.id), 'deadlines');
  end if;
  return true;
end
$$;
revoke all on function private.refresh_report_due(uuid, text) from public;

-- A holiday added, edited or removed recounts the unfinished reports for
-- hearings ahead whose due date it may touch: those whose plain figure falls on
-- or after the day and whose due date falls on or before it (a day of margin
-- each side for the zones; recounting one more is harmless). Runs on rows the
-- holiday policies let an admin write.
create function private.court_holiday_changed() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  days date[];
  cause text;
  r record;
begin
  if tg_op = 'INSERT' then
    days := array[new.day];
    cause := new.name || ' (' || to_char(new.day, 'Dy FMDD Mon YYYY') || ') was added as a court holiday';
  elsif tg_op = 'UPDATE' then
    days := array[old.day, new.day];
    cause := 'the court holiday ' || new.name || ' (' || to_char(new.day, 'Dy FMDD Mon YYYY') || ') was changed';
  else
    days := array[old.day];
    cause := old.name || ' (' || to_char(old.day, 'Dy FMDD Mon YYYY') || ') is no longer a court holiday';
  end if;
  for r in
    select d.id
      from public.court_dates d
     where d.report_status in ('not_started', 'drafting')
       and d.hearing_at > now()
       and exists (
         select 1 from unnest(days) as t(day)
          where d.report_due_at < (t.day + 2)::timestamp at time zone 'UTC'
            and d.plain_due_at >= (t.day - 1)::timestamp at time zone 'UTC'
       )
     order by d.id
  loop
    perform private.refresh_report_due(r.id, cause);
  end loop;
  return null;
end
$$;
revoke all on function private.court_holiday_changed() from public;

create trigger court_holidays_recount
  after insert or update or delete on public.court_holidays
  for each row execute function private.court_holiday_changed();

-- Recount what is pending now ------------------------------------------------------------------
do $$
declare
  r record;
begin
  for r in
    select d.id from public.court_dates d
     where d.report_status in ('not_started', 'drafting') and d.hearing_at > now()
     order by d.id
  loop
    perform private.refresh_report_due(r.id, 'Rule 2.514 applied: a due date on a weekend or court holiday moves to the day before');
  end loop;
end
$$;

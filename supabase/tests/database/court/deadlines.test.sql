-- Report due dates by Fla. R. Gen. Prac. & Jud. Admin. 2.514: counted back from
-- the hearing in the court's local time, moved off weekends and court holidays
-- to the same local clock time on the previous day that is none of them; hour
-- periods count elapsed hours (across DST the clock time shifts an hour), day
-- periods keep the clock time. Who reads and writes court holidays, and what a
-- changed holiday does to pending reports.
begin;
\ir ../../helpers/tests_schema.psql
select plan(50);

-- Leon (2nd circuit, Eastern) and Escambia (1st circuit, Central) cases.
insert into public.cases (id, title, description, admin_id, contractor_id, status, category, county) values
  ('c0000000-0000-4000-8000-00000000000a', 'Leon dependency', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Dependency', 'Leon'),
  ('c0000000-0000-4000-8000-00000000000f', 'Leon family', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Family Court', 'Leon'),
  ('c0000000-0000-4000-8000-00000000000e', 'Escambia dependency', 'x', tests.uid('admin'), tests.uid('contractor_b'), 'assigned', 'Dependency', 'Escambia'),
  ('c0000000-0000-4000-8000-0000000000aa', 'No county', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Dependency', null);

create function tests.due(case_id text, hearing_at timestamptz)
  returns table (due_at timestamptz, plain_due_at timestamptz, reason text)
  language sql as $$
  select d.due_at, d.plain_due_at, d.reason from private.report_due_for(case_id::uuid, hearing_at) d
$$;

-- the count --------------------------------------------------------------------------------
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000a', '2027-06-15 10:00 America/New_York') $$,
  $$ values ('2027-06-11 10:00 America/New_York'::timestamptz, '2027-06-12 10:00 America/New_York'::timestamptz, 'moved from Sat 12 Jun: weekend') $$,
  'Leon, Tue 10:00 dependency hearing: 72 h back is Sat 10:00, so due Fri 10:00 Eastern');
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000a', '2027-06-16 10:00 America/New_York') $$,
  $$ values ('2027-06-11 10:00 America/New_York'::timestamptz, '2027-06-13 10:00 America/New_York'::timestamptz, 'moved from Sun 13 Jun: weekend') $$,
  'Wed 10:00: Sun 10:00 moves past Saturday to Fri 10:00');
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000a', '2027-06-17 10:00 America/New_York') $$,
  $$ values ('2027-06-14 10:00 America/New_York'::timestamptz, '2027-06-14 10:00 America/New_York'::timestamptz, null::text) $$,
  'Thu 10:00: Mon 10:00 stays, with no reason');
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000f', '2027-06-18 09:00 America/New_York') $$,
  $$ values ('2027-05-28 09:00 America/New_York'::timestamptz, '2027-05-29 09:00 America/New_York'::timestamptz, 'moved from Sat 29 May: weekend') $$,
  'a Friday family hearing: 20 days back is a Saturday, so due the Friday before');
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000a', '2027-01-21 10:00 America/New_York') $$,
  $$ values ('2027-01-15 10:00 America/New_York'::timestamptz, '2027-01-18 10:00 America/New_York'::timestamptz,
             'moved from Mon 18 Jan: Martin Luther King Jr. Day, weekend') $$,
  'a Monday holiday moves the due date back over the weekend to Friday');
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000a', '2027-12-28 10:00 America/New_York') $$,
  $$ values ('2027-12-23 10:00 America/New_York'::timestamptz, '2027-12-25 10:00 America/New_York'::timestamptz,
             'moved from Sat 25 Dec: weekend, Christmas Day (observed)') $$,
  'a holiday on the Friday before a weekend: due Thursday');
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000a', '2027-11-29 10:00 America/New_York') $$,
  $$ values ('2027-11-24 10:00 America/New_York'::timestamptz, '2027-11-26 10:00 America/New_York'::timestamptz,
             'moved from Fri 26 Nov: Friday after Thanksgiving, Thanksgiving Day') $$,
  'two holidays in a row: Thanksgiving Friday and Thursday, due Wednesday');
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000a', '2028-01-03 10:00 America/New_York') $$,
  $$ values ('2027-12-30 10:00 America/New_York'::timestamptz, '2027-12-31 10:00 America/New_York'::timestamptz,
             'moved from Fri 31 Dec: New Year''s Day 2028 (observed)') $$,
  'year end: New Year''s Day 2028 is observed Fri 31 Dec 2027, so due Thu 30 Dec');

-- DST starts Sun 14 Mar 2027 at 02:00 Eastern.
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000a', '2027-03-16 10:00 America/New_York') $$,
  $$ values ('2027-03-12 14:00+00'::timestamptz, '2027-03-13 14:00+00'::timestamptz, 'moved from Sat 13 Mar: weekend') $$,
  'DST: 72 elapsed hours before Tue 10:00 EDT is Sat 09:00 EST; moved to Fri 09:00 EST (the clock time shifts an hour)');
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000a', '2027-03-17 10:00 America/New_York') $$,
  $$ values ('2027-03-12 10:00 America/New_York'::timestamptz, '2027-03-14 10:00 America/New_York'::timestamptz, 'moved from Sun 14 Mar: weekend') $$,
  'DST: Sun 10:00 EDT moves back to Fri 10:00 EST, the same local clock time (73 h of elapsed time)');
select is(
  (select due_at from tests.due('c0000000-0000-4000-8000-00000000000a', '2027-03-17 10:00 America/New_York'))
    at time zone 'America/New_York',
  '2027-03-12 10:00'::timestamp, 'a moved due date keeps the local clock time across the change');
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000f', '2027-03-25 10:00 America/New_York') $$,
  $$ values ('2027-03-05 10:00 America/New_York'::timestamptz, '2027-03-05 10:00 America/New_York'::timestamptz, null::text) $$,
  'DST: a day period keeps the clock time (20 days back at 10:00, 479 elapsed hours)');

-- Escambia keeps Central time.
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000e', '2027-01-14 15:00+00') $$,
  $$ values ('2027-01-11 15:00+00'::timestamptz, '2027-01-11 15:00+00'::timestamptz, null::text) $$,
  'Escambia: a 9:00 hearing in winter is 15:00 UTC; due Mon 9:00 CST');
select is(private.court_time('2027-01-14 15:00+00', 'Escambia'), 'Jan 14, 2027, 9:00 AM CT',
  'a 9:00 Escambia hearing in winter, 15:00 UTC, reads 9:00 AM CT');
select is(private.court_time('2027-07-15 14:00+00', 'Escambia'), 'Jul 15, 2027, 9:00 AM CT',
  'and in summer 14:00 UTC is 9:00 AM CT');
select is(private.court_time('2027-07-15 14:00+00', 'Leon'), 'Jul 15, 2027, 10:00 AM ET',
  'Leon reads Eastern time');
select is(private.court_time('2027-07-15 14:00+00', null), 'Jul 15, 2027, 10:00 AM ET',
  'a case without a county reads the program''s zone, Eastern');
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-00000000000e', '2027-01-11 23:30 America/Chicago') $$,
  $$ values ('2027-01-08 23:30 America/Chicago'::timestamptz, '2027-01-08 23:30 America/Chicago'::timestamptz, null::text) $$,
  'the count is in the court''s zone: Fri 23:30 Central stays although it is already Saturday in Eastern');
select results_eq($$ select * from tests.due('c0000000-0000-4000-8000-0000000000aa', '2027-01-11 23:30 America/Chicago') $$,
  $$ values ('2027-01-08 00:30 America/New_York'::timestamptz, '2027-01-09 00:30 America/New_York'::timestamptz,
             'moved from Sat 9 Jan: weekend') $$,
  'a case without a county counts in Eastern time');

-- the trigger stores it ------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type)
     values ('c0000000-0000-4000-8000-00000000000a', '2027-06-15 10:00 America/New_York', 'status')
     returning report_due_at, plain_due_at, due_reason, due_rule $$,
  $$ values ('2027-06-11 10:00 America/New_York'::timestamptz, '2027-06-12 10:00 America/New_York'::timestamptz, 'moved from Sat 12 Jun: weekend',
             'Dependency: 72 hours before the hearing (Fla. R. Juv. P. 8.215), counted by Fla. R. Gen. Prac. & Jud. Admin. 2.514') $$,
  'a new hearing stores its due date, the plain figure, why it moved and the rule');
reset role;
update public.court_dates set id = 'c1000000-0000-4000-8000-000000000001' where case_id = 'c0000000-0000-4000-8000-00000000000a';
select tests.authenticate_as('contractor_a');
select throws_ok(
  $$ update public.court_dates set due_reason = 'x' where id = 'c1000000-0000-4000-8000-000000000001' $$,
  '42501', null, 'nobody writes the reason');
select throws_ok(
  $$ update public.court_dates set plain_due_at = now() where id = 'c1000000-0000-4000-8000-000000000001' $$,
  '42501', null, 'nor the plain figure');
select results_eq(
  $$ update public.court_dates set hearing_at = '2027-06-17 10:00 America/New_York' where id = 'c1000000-0000-4000-8000-000000000001'
     returning report_due_at, due_reason $$,
  $$ values ('2027-06-14 10:00 America/New_York'::timestamptz, null::text) $$, 'moving the hearing recounts it');
update public.court_dates set hearing_at = '2027-06-15 10:00 America/New_York' where id = 'c1000000-0000-4000-8000-000000000001';
insert into public.court_dates (case_id, hearing_at, hearing_type)
values ('c0000000-0000-4000-8000-00000000000a', '2027-06-15 14:00 America/New_York', 'status');
reset role;
update public.court_dates set id = 'c1000000-0000-4000-8000-000000000002' where hearing_at = '2027-06-15 14:00 America/New_York';
update public.court_dates set report_status = 'submitted' where id = 'c1000000-0000-4000-8000-000000000002';
insert into public.court_dates (id, case_id, hearing_at, hearing_type)
values ('c1000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-00000000000e', '2027-06-15 09:00 America/Chicago', 'status');
select results_eq(
  $$ select body from public.notifications where user_id = tests.uid('contractor_b') and kind = 'court_date_added' $$,
  $$ values ('Escambia dependency: Jun 15, 2027, 9:00 AM CT. Report due Jun 11, 2027, 9:00 AM CT (moved from Sat 12 Jun: weekend).') $$,
  'the hearing notification reads in the court''s zone, named, and says why the due date moved');

-- court holidays: who reads and writes ------------------------------------------------------
select results_eq(
  $$ select count(*)::int, count(*) filter (where confirmed_by_program)::int, count(*) filter (where circuit is not null)::int,
            bool_and(source like 's. 110.117, Fla. Stat.%Confirm with the circuit''s administrative order.')
       from public.court_holidays where day between '2026-01-01' and '2028-12-31' $$,
  $$ values (27, 0, 0, true) $$,
  'seeded: 9 statewide court holidays a year for 2026-2028, with their source, none confirmed yet');
select is_empty(
  $$ select 1 from public.court_holidays where name ilike '%juneteenth%' $$,
  'Juneteenth is not a Florida court holiday (s. 110.117)');
select results_eq(
  $$ select county::text, circuit::int, time_zone, zone_note is not null from public.court_counties
      where county in ('Escambia', 'Bay', 'Gulf', 'Leon', 'Liberty') order by county $$,
  $$ values ('Bay', 14, 'America/Chicago', false), ('Escambia', 1, 'America/Chicago', false),
            ('Gulf', 14, 'America/New_York', true), ('Leon', 2, 'America/New_York', false),
            ('Liberty', 2, 'America/New_York', false) $$,
  'counties carry their courthouse''s zone; Gulf is split and says so');
select results_eq(
  $$ select count(*)::int, count(*) filter (where time_zone = 'America/Chicago')::int from public.court_counties $$,
  $$ values (67, 9) $$, 'all 67 counties, 9 of them on Central time');

select tests.clear_authentication();
select throws_ok($$ select * from public.court_holidays $$, '42501', null, 'anon cannot read court holidays');
select tests.authenticate_as('free');
select isnt_empty($$ select 1 from public.court_holidays $$, 'everyone signed in reads court holidays');
select tests.authenticate_as('contractor_a');
select throws_ok(
  $$ insert into public.court_holidays (day, name, circuit, source) values ('2027-06-11', 'Probe', 2, 'x') $$,
  '42501', null, 'a contractor cannot add a holiday');
select is_empty(
  $$ update public.court_holidays set name = 'Probe' where day = '2027-12-31' returning 1 $$,
  'a contractor cannot edit a holiday');
select is_empty(
  $$ delete from public.court_holidays where day = '2027-12-31' returning 1 $$,
  'a contractor cannot delete a holiday');
select is_empty($$ select 1 from public.report_due_changes $$, 'a contractor cannot read the due date changes');

-- an admin adds a holiday: pending reports it touches move earlier -------------------------------
reset role;
delete from public.notifications;
select tests.authenticate_as('admin');
select results_eq(
  $$ insert into public.court_holidays (day, name, circuit, source) values ('2027-06-11', 'Circuit closure', 2, 'Admin. Order 2027-01')
     returning confirmed_by_program $$,
  $$ values (false) $$, 'an admin adds a circuit holiday, not yet confirmed');
select results_eq(
  $$ select id, report_due_at, due_reason from public.court_dates where id::text like 'c1000000-%' order by id $$,
  $$ values ('c1000000-0000-4000-8000-000000000001'::uuid, '2027-06-10 10:00 America/New_York'::timestamptz,
             'moved from Sat 12 Jun: weekend, Circuit closure'),
            ('c1000000-0000-4000-8000-000000000002'::uuid, '2027-06-11 14:00 America/New_York'::timestamptz, 'moved from Sat 12 Jun: weekend'),
            ('c1000000-0000-4000-8000-000000000003'::uuid, '2027-06-11 09:00 America/Chicago'::timestamptz, 'moved from Sat 12 Jun: weekend') $$,
  'the pending Leon report moves to Thursday; the submitted one keeps its date; the 1st circuit''s is untouched');
select results_eq(
  $$ select court_date_id, previous_due_at, due_at, cause from public.report_due_changes $$,
  $$ values ('c1000000-0000-4000-8000-000000000001'::uuid, '2027-06-11 10:00 America/New_York'::timestamptz,
             '2027-06-10 10:00 America/New_York'::timestamptz, 'Circuit closure (Fri 11 Jun 2027) was added as a court holiday') $$,
  'the move is recorded for admins to list');
reset role;
select results_eq(
  $$ select user_id, kind, title, body from public.notifications $$,
  $$ values (tests.uid('contractor_a'), 'report_due_earlier', 'Report due earlier',
             'Leon dependency: the report for the Status hearing is now due Jun 10, 2027, 10:00 AM ET (was Jun 11, 2027, 10:00 AM ET): Circuit closure (Fri 11 Jun 2027) was added as a court holiday.') $$,
  'a due date moved earlier notifies the contractor');

delete from public.notifications;
select tests.authenticate_as('admin');
select isnt_empty(
  $$ update public.court_holidays set confirmed_by_program = true where day = '2027-06-11' returning 1 $$,
  'an admin confirms a holiday');
select isnt_empty(
  $$ delete from public.court_holidays where day = '2027-06-11' returning 1 $$, 'an admin deletes a holiday');
reset role;
select results_eq(
  $$ select report_due_at, due_reason from public.court_dates where id = 'c1000000-0000-4000-8000-000000000001' $$,
  $$ values ('2027-06-11 10:00 America/New_York'::timestamptz, 'moved from Sat 12 Jun: weekend') $$,
  'removing it moves the pending report back to Friday');
select is((select count(*)::int from public.report_due_changes), 2, 'that move is recorded too');
select is_empty($$ select 1 from public.notifications $$, 'a due date moved later notifies nobody');

-- a statewide holiday reaches every circuit
select tests.authenticate_as('admin');
insert into public.court_holidays (day, name, source) values ('2027-06-11', 'State closure', 'Governor''s order');
reset role;
select results_eq(
  $$ select count(*)::int from public.court_dates where id::text like 'c1000000-%' and due_reason like '%State closure%' $$,
  $$ values (2) $$, 'a statewide holiday moves the pending reports of both circuits');
select results_eq(
  $$ select report_due_at from public.court_dates where id = 'c1000000-0000-4000-8000-000000000003' $$,
  $$ values ('2027-06-10 09:00 America/Chicago'::timestamptz) $$, 'at the Central court''s own clock time');

-- a changed rule recounts through the same rule
select tests.authenticate_as('admin');
update public.report_deadline_rules set period_unit = 'days', hours_before = 72 where category = 'Dependency';
reset role;
select results_eq(
  $$ select report_due_at, due_rule from public.court_dates where id = 'c1000000-0000-4000-8000-000000000001' $$,
  $$ values ('2027-06-10 10:00 America/New_York'::timestamptz,
             'Dependency: 3 days before the hearing (Fla. R. Juv. P. 8.215), counted by Fla. R. Gen. Prac. & Jud. Admin. 2.514') $$,
  'a rule changed to count days recounts the hearings ahead');
select throws_ok(
  $$ update public.report_deadline_rules set period_unit = 'days', hours_before = 30 where category = 'Dependency' $$,
  '23514', null, 'a day rule is whole days');

-- the recount this migration ran, on a row as the old trigger left it
update public.court_dates set report_due_at = plain_due_at, due_reason = null where id = 'c1000000-0000-4000-8000-000000000003';
select is(private.refresh_report_due('c1000000-0000-4000-8000-000000000003', 'Rule 2.514 applied'), true,
  'the recount moves a due date the old trigger left on a weekend');
select is(private.refresh_report_due('c1000000-0000-4000-8000-000000000003', 'Rule 2.514 applied'), false,
  'and a second recount changes nothing');

-- a month of closed days is a mistake in the data, said rather than looped over
insert into public.court_holidays (day, name, circuit, source)
select d::date, 'Closed', 2, 'Test' from generate_series('2027-09-01'::date, '2027-10-15'::date, interval '1 day') as d;
select throws_ok($$ select * from tests.due('c0000000-0000-4000-8000-00000000000a', '2027-10-14 10:00 America/New_York') $$,
  '22023', null, 'no open court day in 31 days is an error, not an endless count');

select * from finish();
rollback;

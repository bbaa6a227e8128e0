-- Report reminders: private.run_reminders() tells the assigned contractor a
-- report is due in 7 days, in 2 days or is overdue, once per court date,
-- threshold and due time, under the Deadlines toggle; nobody else runs it or
-- reads its ledger.
begin;
\ir ../../helpers/tests_schema.psql
-- Only this file's court dates (the demo data has some).
delete from public.court_dates;
select plan(18);

insert into public.cases (id, title, description, admin_id, contractor_id, status, category) values
  ('94000000-0000-4000-8000-00000000000a', 'A dependency', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Dependency'),
  ('94000000-0000-4000-8000-00000000000b', 'B dependency', 'x', tests.uid('admin'), tests.uid('contractor_b'), 'assigned', 'Dependency'),
  ('94000000-0000-4000-8000-00000000000d', 'A done', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'completed', 'Dependency'),
  ('94000000-0000-4000-8000-00000000000e', 'Nobody''s', 'x', tests.uid('admin'), null, 'open', 'Dependency');
-- Dependency: due 72 h before the hearing.
insert into public.court_dates (id, case_id, hearing_at, hearing_type, report_status) values
  -- due in 6 days: 7-day reminder
  ('95000000-0000-4000-8000-000000000007', '94000000-0000-4000-8000-00000000000a', now() + interval '9 days', 'status', 'not_started'),
  -- due in 1 day: 2-day reminder only
  ('95000000-0000-4000-8000-000000000002', '94000000-0000-4000-8000-00000000000a', now() + interval '4 days', 'disposition', 'drafting'),
  -- due 2 days ago, hearing tomorrow: overdue (to the contractor and the admin)
  ('95000000-0000-4000-8000-00000000000f', '94000000-0000-4000-8000-00000000000b', now() + interval '1 day', 'trial', 'not_started'),
  -- none: due in 10 days; submitted; completed case; no contractor; hearing already past
  ('95000000-0000-4000-8000-000000000010', '94000000-0000-4000-8000-00000000000a', now() + interval '13 days', 'status', 'not_started'),
  ('95000000-0000-4000-8000-000000000011', '94000000-0000-4000-8000-00000000000a', now() + interval '5 days', 'status', 'submitted'),
  ('95000000-0000-4000-8000-000000000012', '94000000-0000-4000-8000-00000000000d', now() + interval '5 days', 'status', 'not_started'),
  ('95000000-0000-4000-8000-000000000013', '94000000-0000-4000-8000-00000000000e', now() + interval '5 days', 'status', 'not_started'),
  ('95000000-0000-4000-8000-000000000014', '94000000-0000-4000-8000-00000000000b', now() - interval '1 day', 'status', 'not_started');
-- The plain figures (72 h before), whatever weekday today is: these tests are
-- about the thresholds; court/ tests how Rule 2.514 moves a due date.
update public.court_dates set report_due_at = plain_due_at, due_reason = null;
delete from public.notifications;

select is(private.run_reminders(), 3, 'a run records the due reminders');
select results_eq(
  $$ select court_date_id, threshold from public.report_reminders order by threshold, court_date_id $$,
  $$ values ('95000000-0000-4000-8000-000000000002'::uuid, '2d'), ('95000000-0000-4000-8000-000000000007'::uuid, '7d'),
            ('95000000-0000-4000-8000-00000000000f'::uuid, 'overdue') $$,
  'one per court date at its latest threshold; none for later, finished, completed, unassigned or past hearings');
select set_eq(
  $$ select user_id, kind, title from public.notifications $$,
  $$ values (tests.uid('contractor_a'), 'report_2d', 'Report due in 24 hours'),
            (tests.uid('contractor_a'), 'report_7d', 'Report due in 6 days: '
              || to_char((now() + interval '6 days') at time zone 'America/New_York', 'Dy, FMMon FMDD')),
            (tests.uid('admin'), 'report_overdue', 'Report overdue'),
            (tests.uid('contractor_b'), 'report_overdue', 'Report overdue') $$,
  'the contractor is reminded with the time really left, not the threshold; an overdue report also tells the case''s admin');
select matches(
  (select body from public.notifications where kind = 'report_7d'),
  '^A dependency: report due [A-Z][a-z]{2} [0-9]{1,2}, 20[0-9]{2}, [0-9]{1,2}:[0-9]{2} [AP]M ET for the Status hearing on ',
  'the reminder names the case, the due time and the hearing');
select is((select link from public.notifications where kind = 'report_7d'), '/dashboard/cases/94000000-0000-4000-8000-00000000000a',
  'and links to the case');

select is(private.run_reminders(), 0, 'a second run records nothing');
select is((select count(*)::int from public.notifications), 4, 'and notifies nobody again');

-- Later: the 7-day one's due time comes within 2 days, so the 2-day reminder follows.
update public.court_dates set hearing_at = now() + interval '4 days 12 hours'
 where id = '95000000-0000-4000-8000-000000000007';
update public.court_dates set report_due_at = plain_due_at where id = '95000000-0000-4000-8000-000000000007';
delete from public.notifications;
select is(private.run_reminders(), 1, 'a hearing moved closer is reminded again for its new due time');
select results_eq($$ select kind from public.notifications where kind like 'report_%' $$, $$ values ('report_2d') $$,
  'at the threshold it has reached');

-- Deadlines off: the reminder is recorded (not retried later) but not created.
insert into public.user_settings (user_id, notify_deadlines) values (tests.uid('contractor_a'), false);
update public.court_dates set hearing_at = now() + interval '9 days 6 hours'
 where id = '95000000-0000-4000-8000-000000000010';
update public.court_dates set report_due_at = plain_due_at where id = '95000000-0000-4000-8000-000000000010';
delete from public.notifications;
select is(private.run_reminders(), 1, 'the run records the reminder');
select is_empty($$ select 1 from public.notifications $$, 'but a user with Deadlines off gets no notification');

-- Who may run it and read the ledger.
select tests.authenticate_as('admin');
select throws_ok($$ select private.run_reminders() $$, '42501', null, 'an admin cannot run the job');
select throws_ok($$ select * from public.report_reminders $$, '42501', null, 'an admin cannot read the ledger');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select private.run_reminders() $$, '42501', null, 'a contractor cannot run the job');
select throws_ok($$ select * from public.report_reminders $$, '42501', null, 'a contractor cannot read the ledger');
select tests.authenticate_as('free');
select throws_ok($$ insert into public.report_reminders (court_date_id, threshold, report_due_at) values ('95000000-0000-4000-8000-000000000007', '7d', now()) $$,
  '42501', null, 'nobody writes the ledger');
select tests.clear_authentication();
select throws_ok($$ select private.run_reminders() $$, '42501', null, 'anon cannot run the job');
select throws_ok($$ select * from public.report_reminders $$, '42501', null, 'anon cannot read the ledger');

select * from finish();
rollback;

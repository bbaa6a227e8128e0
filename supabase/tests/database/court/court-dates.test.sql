-- Court dates and report deadline rules: who reads and writes them (every
-- role), report_due_at by category and after rule and hearing edits, who moves
-- the report status, and Upcoming Deadlines.
begin;
\ir ../../helpers/tests_schema.psql
-- Only this file's court dates (the demo data has some).
delete from public.court_dates;
select plan(51);

-- A's Dependency, Family Court and Juvenile cases, B's case, a completed one.
insert into public.cases (id, title, description, admin_id, contractor_id, status, category) values
  ('90000000-0000-4000-8000-00000000000a', 'A dependency', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Dependency'),
  ('90000000-0000-4000-8000-00000000000f', 'A family', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Family Court'),
  ('90000000-0000-4000-8000-00000000000c', 'A juvenile', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', 'Juvenile'),
  ('90000000-0000-4000-8000-00000000000b', 'B dependency', 'x', tests.uid('admin'), tests.uid('contractor_b'), 'assigned', 'Dependency'),
  ('90000000-0000-4000-8000-0000000000dd', 'A done', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'completed', 'Dependency');

-- report_due_at by category ------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type, courtroom, judge)
     values ('90000000-0000-4000-8000-00000000000a', '2027-03-16 14:00+00', 'judicial_review', '4-1', 'Judge Ortiz')
     returning report_due_at, report_status::text, created_by $$,
  $$ values ('2027-03-12 14:00+00'::timestamptz, 'not_started', tests.uid('contractor_a')) $$,
  'the assigned contractor adds a hearing; a Dependency report is due 72 h before, across the DST change, moved off the Saturday (court/ has the rule''s edges)');
select results_eq(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type)
     values ('90000000-0000-4000-8000-00000000000f', '2027-06-30 13:30+00', 'mediation')
     returning report_due_at $$,
  $$ values ('2027-06-10 13:30+00'::timestamptz) $$, 'a Family Court report is due 20 days before');
select results_eq(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type)
     values ('90000000-0000-4000-8000-00000000000c', '2027-06-30 13:30+00', 'disposition')
     returning report_due_at $$,
  $$ values ('2027-06-23 13:30+00'::timestamptz) $$, 'a Juvenile report is due 7 days before');
select throws_ok(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type, report_due_at)
     values ('90000000-0000-4000-8000-00000000000a', '2027-07-01 13:00+00', 'status', '2027-07-01 12:00+00') $$,
  '42501', null, 'nobody sets report_due_at');
select throws_ok(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type, report_status)
     values ('90000000-0000-4000-8000-00000000000a', '2027-07-01 13:00+00', 'status', 'filed') $$,
  '42501', null, 'a court date starts not_started');
select throws_ok(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type)
     values ('90000000-0000-4000-8000-00000000000b', '2027-07-01 13:00+00', 'status') $$,
  '42501', null, 'a contractor cannot add a hearing to another contractor''s case');
select throws_ok(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type, created_by)
     values ('90000000-0000-4000-8000-00000000000a', '2027-07-01 13:00+00', 'status', tests.uid('admin')) $$,
  '42501', null, 'nobody writes created_by');
select throws_ok(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type)
     values ('90000000-0000-4000-8000-00000000000a', '2027-07-01 13:00+00', 'sentencing') $$,
  '22P02', null, 'the hearing type is one of the listed kinds');
select throws_ok(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type, notes)
     values ('90000000-0000-4000-8000-00000000000a', '2027-07-01 13:00+00', 'status', repeat('n', 2001)) $$,
  '23514', null, 'notes are at most 2000 characters');

select tests.authenticate_as('admin');
select lives_ok(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type, courtroom)
     values ('90000000-0000-4000-8000-00000000000b', now() + interval '10 days', 'permanency', '2B') $$,
  'an admin adds a hearing to any case');

-- Known ids for the hearings above, for what follows.
reset role;
update public.court_dates set id = ('91000000-0000-4000-8000-0000000000' || right(case_id::text, 2))::uuid;

select tests.authenticate_as('free');
select throws_ok(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type)
     values ('90000000-0000-4000-8000-00000000000a', '2027-07-01 13:00+00', 'status') $$,
  '42501', null, 'a free user cannot add a hearing');
select tests.clear_authentication();
select throws_ok(
  $$ insert into public.court_dates (case_id, hearing_at, hearing_type)
     values ('90000000-0000-4000-8000-00000000000a', '2027-07-01 13:00+00', 'status') $$,
  '42501', null, 'anon cannot add a hearing');

-- who reads ------------------------------------------------------------------------------
select throws_ok($$ select * from public.court_dates $$, '42501', null, 'anon cannot read court dates');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.court_dates $$, 'a free user reads no court dates');
select tests.authenticate_as('contractor_b');
select results_eq($$ select id from public.court_dates $$,
  $$ values ('91000000-0000-4000-8000-00000000000b'::uuid) $$, 'a contractor reads only the hearings of cases they hold');
select tests.authenticate_as('contractor_a');
select results_eq($$ select count(*)::int from public.court_dates $$, $$ values (3) $$,
  'the assigned contractor reads their cases'' hearings');
select tests.authenticate_as('admin');
select results_eq($$ select count(*)::int from public.court_dates $$, $$ values (4) $$, 'an admin reads every hearing');

-- a demoted contractor and an unassigned case ------------------------------------------------
reset role;
update public.users set role = 'free' where id = tests.uid('contractor_b');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.court_dates $$, 'a contractor made free reads no court dates, not even their case''s');
reset role;
update public.users set role = 'contractor' where id = tests.uid('contractor_b');

-- editing and recomputing ---------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ update public.court_dates set hearing_at = '2027-04-01 15:00+00', courtroom = '5-2'
      where id = '91000000-0000-4000-8000-00000000000a' returning report_due_at $$,
  $$ values ('2027-03-29 15:00+00'::timestamptz) $$, 'moving a hearing moves its report due date');
select throws_ok(
  $$ update public.court_dates set report_due_at = now() where id = '91000000-0000-4000-8000-00000000000a' $$,
  '42501', null, 'nobody edits report_due_at');
select throws_ok(
  $$ update public.court_dates set case_id = '90000000-0000-4000-8000-00000000000f' where id = '91000000-0000-4000-8000-00000000000a' $$,
  '42501', null, 'a hearing does not move to another case');
select is_empty(
  $$ update public.court_dates set judge = 'Judge X' where id = '91000000-0000-4000-8000-00000000000b' returning 1 $$,
  'a contractor cannot edit another contractor''s hearing');
select tests.authenticate_as('free');
select is_empty(
  $$ update public.court_dates set judge = 'Judge X' returning 1 $$, 'a free user edits no hearing');
select tests.authenticate_as('admin');
select isnt_empty(
  $$ update public.court_dates set judge = 'Judge Ruiz' where id = '91000000-0000-4000-8000-00000000000a' returning 1 $$,
  'an admin edits any hearing');

-- rules: read and edit ----------------------------------------------------------------------------
select results_eq(
  $$ select category::text, hours_before, source, confirmed_with_counsel from public.report_deadline_rules order by category $$,
  $$ values ('Dependency', 72, 'Fla. R. Juv. P. 8.215', false), ('Family Court', 480, '§61.403(5), Fla. Stat.', false),
            ('Juvenile', 168, 'Program default', false) $$,
  'the rules are seeded with their sources, not yet confirmed with counsel');
select results_eq(
  $$ update public.report_deadline_rules set hours_before = 96, confirmed_with_counsel = true where category = 'Dependency'
     returning updated_by $$,
  $$ values (tests.uid('admin')) $$, 'an admin edits a rule; the change names them');
reset role;
select results_eq(
  $$ select report_due_at from public.court_dates where id = '91000000-0000-4000-8000-00000000000a' $$,
  $$ values ('2027-03-26 15:00+00'::timestamptz) $$, 'a changed rule recomputes the due dates of hearings ahead (96 h lands on a Sunday: Friday)');
select results_eq(
  $$ select report_due_at from public.court_dates where id = '91000000-0000-4000-8000-00000000000f' $$,
  $$ values ('2027-06-10 13:30+00'::timestamptz) $$, 'other categories keep theirs');
insert into public.court_dates (id, case_id, hearing_at, hearing_type)
values ('91000000-0000-4000-8000-0000000000aa', '90000000-0000-4000-8000-00000000000a', now() - interval '30 days', 'shelter');
select tests.authenticate_as('admin');
update public.report_deadline_rules set hours_before = 72 where category = 'Dependency';
reset role;
select results_eq(
  $$ select report_due_at from public.court_dates where id = '91000000-0000-4000-8000-0000000000aa' $$,
  $$ select report_due_at from public.court_dates where id = '91000000-0000-4000-8000-0000000000aa' and report_due_at < hearing_at - interval '95 hours' $$,
  'a past hearing keeps the due date it had');
select tests.authenticate_as('admin');
select throws_ok($$ update public.report_deadline_rules set hours_before = 0 where category = 'Juvenile' $$,
  '23514', null, 'a rule is at least one hour');
select throws_ok($$ update public.report_deadline_rules set updated_by = null $$,
  '42501', null, 'nobody writes who changed a rule');
select throws_ok($$ insert into public.report_deadline_rules (category, hours_before, source) values ('Juvenile', 1, 'x') $$,
  '42501', null, 'nobody adds rules');
select throws_ok($$ delete from public.report_deadline_rules $$, '42501', null, 'nobody deletes rules');
select tests.authenticate_as('contractor_a');
select results_eq($$ select count(*)::int from public.report_deadline_rules $$, $$ values (3) $$,
  'contractors read the rules');
select is_empty($$ update public.report_deadline_rules set hours_before = 1 returning 1 $$,
  'contractors cannot change a rule');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.report_deadline_rules $$, 'free users do not read the rules');
select tests.clear_authentication();
select throws_ok($$ select * from public.report_deadline_rules $$, '42501', null, 'anon cannot read the rules');

-- report status ---------------------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ update public.court_dates set report_status = 'submitted' where id = '91000000-0000-4000-8000-00000000000a' returning report_status::text $$,
  $$ values ('submitted') $$, 'the assigned contractor moves the report status');
select tests.authenticate_as('admin');
select throws_ok(
  $$ update public.court_dates set report_status = 'drafting' where id = '91000000-0000-4000-8000-00000000000a' $$,
  '42501', null, 'an admin cannot move a report to drafting');
select results_eq(
  $$ update public.court_dates set report_status = 'filed' where id = '91000000-0000-4000-8000-00000000000a' returning report_status::text $$,
  $$ values ('filed') $$, 'an admin may mark a report filed');
select tests.authenticate_as('contractor_b');
select is_empty(
  $$ update public.court_dates set report_status = 'drafting' where id = '91000000-0000-4000-8000-00000000000a' returning 1 $$,
  'another contractor cannot touch the report status');

-- delete -------------------------------------------------------------------------------------------------
select is_empty($$ delete from public.court_dates where id = '91000000-0000-4000-8000-00000000000a' returning 1 $$,
  'a contractor cannot delete another contractor''s hearing');
select tests.authenticate_as('free');
select is_empty($$ delete from public.court_dates returning 1 $$, 'a free user deletes nothing');
select tests.authenticate_as('contractor_a');
select isnt_empty($$ delete from public.court_dates where id = '91000000-0000-4000-8000-00000000000c' returning 1 $$,
  'the assigned contractor deletes a hearing of their case');
select tests.authenticate_as('admin');
select isnt_empty($$ delete from public.court_dates where id = '91000000-0000-4000-8000-00000000000f' returning 1 $$,
  'an admin deletes any hearing');
select tests.clear_authentication();
select throws_ok($$ delete from public.court_dates $$, '42501', null, 'anon deletes nothing');

-- Upcoming Deadlines ----------------------------------------------------------------------------------
reset role;
delete from public.court_dates;
insert into public.court_dates (id, case_id, hearing_at, hearing_type, report_status) values
  -- A: hearing in 5 days (report due in 2), hearing in 2 days (report 1 day late),
  -- hearing in 20 days (report due in 17: outside), a hearing on a completed case.
  ('92000000-0000-4000-8000-000000000001', '90000000-0000-4000-8000-00000000000a', now() + interval '5 days 1 hour', 'status', 'drafting'),
  ('92000000-0000-4000-8000-000000000002', '90000000-0000-4000-8000-00000000000a', now() + interval '2 days', 'adjudicatory', 'not_started'),
  ('92000000-0000-4000-8000-000000000003', '90000000-0000-4000-8000-00000000000a', now() + interval '20 days', 'trial', 'not_started'),
  ('92000000-0000-4000-8000-000000000004', '90000000-0000-4000-8000-0000000000dd', now() + interval '3 days', 'status', 'not_started'),
  -- B: a submitted report on a hearing in 4 days.
  ('92000000-0000-4000-8000-000000000005', '90000000-0000-4000-8000-00000000000b', now() + interval '4 days', 'status', 'submitted');
-- The plain figures, whatever weekday today is: this is about the listing (court/ tests the moves).
update public.court_dates set report_due_at = plain_due_at, due_reason = null;
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ select court_date_id, kind, overdue from public.upcoming_deadlines() $$,
  $$ values ('92000000-0000-4000-8000-000000000002'::uuid, 'report', true),
            ('92000000-0000-4000-8000-000000000002'::uuid, 'hearing', false),
            ('92000000-0000-4000-8000-000000000001'::uuid, 'report', false),
            ('92000000-0000-4000-8000-000000000001'::uuid, 'hearing', false) $$,
  'a contractor''s next 14 days: the overdue report first, then by time; nothing beyond, nothing completed');
select results_eq(
  $$ select count(*)::int from public.upcoming_deadlines(30) $$, $$ values (6) $$,
  'a wider window takes in later hearings and reports');
select tests.authenticate_as('admin');
select results_eq(
  $$ select count(*)::int, count(*) filter (where overdue)::int from public.upcoming_deadlines() $$,
  $$ values (5, 1) $$, 'an admin sees every case''s deadlines (a submitted report is not one)');
select tests.authenticate_as('free');
select is_empty($$ select * from public.upcoming_deadlines() $$, 'a free user has no deadlines');
select tests.clear_authentication();
select throws_ok($$ select * from public.upcoming_deadlines() $$, '42501', null, 'anon cannot ask');

select * from finish();
rollback;

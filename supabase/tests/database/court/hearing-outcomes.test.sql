-- Hearing types decide reports and hearings have outcomes: a type with no report (shelter,
-- mediation by default) creates no report deadline; admins change the rules, contractors
-- read them; a continued hearing moves to its new time and its deadline with it, keeping
-- the old time in its history; a cancelled hearing needs no report; the history is read by
-- admins and the assigned contractor only.
begin;
\ir ../../helpers/tests_schema.psql
delete from public.court_dates;
select plan(17);

insert into public.cases (id, title, description, admin_id, contractor_id, status, category) values
  ('a2200000-0000-4000-8000-00000000000a', 'A dependency', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Dependency');

-- rules ------------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select set_eq($$ select hearing_type::text from public.hearing_type_rules where not report_due $$,
  $$ values ('shelter'), ('mediation') $$, 'by default no report is due for shelter or mediation');
update public.hearing_type_rules set report_due = true where hearing_type = 'mediation';
select is((select report_due from public.hearing_type_rules where hearing_type = 'mediation'), false,
  'a contractor does not change a rule');
select tests.authenticate_as('free');
select is_empty($$ select * from public.hearing_type_rules $$, 'a free user reads none');
select tests.authenticate_as('admin');
select results_eq($$ update public.hearing_type_rules set report_due = false where hearing_type = 'status'
                     returning report_due, updated_by $$,
  $$ values (false, tests.uid('admin')) $$, 'an admin changes one');
update public.hearing_type_rules set report_due = true where hearing_type = 'status';

-- no report for mediation ---------------------------------------------------------------
select tests.authenticate_as('contractor_a');
insert into public.court_dates (case_id, hearing_at, hearing_type, notes) values
  ('a2200000-0000-4000-8000-00000000000a', now() + interval '10 days', 'mediation', 'mediation'),
  ('a2200000-0000-4000-8000-00000000000a', now() + interval '12 days', 'judicial_review', 'review');
select is((select report_status::text from public.court_dates where notes = 'mediation'), 'not_required',
  'a mediation hearing needs no report');
select set_eq($$ select kind from public.upcoming_deadlines(30) u join public.court_dates d on d.id = u.court_date_id where d.notes = 'mediation' $$,
  $$ values ('hearing') $$, 'so it creates no report deadline: only the hearing itself is listed');
select set_eq($$ select kind from public.upcoming_deadlines(30) u join public.court_dates d on d.id = u.court_date_id where d.notes = 'review' $$,
  $$ values ('hearing'), ('report') $$, 'a judicial review has its report deadline');
update public.court_dates set hearing_type = 'status' where notes = 'mediation';
select is((select report_status::text from public.court_dates where notes = 'mediation'), 'not_started',
  'retyped to a hearing with a report, its report is due again');

-- continued --------------------------------------------------------------------------
reset role;
create temp table before_move as
  select id, hearing_at, report_due_at from public.court_dates where notes = 'review';
grant select on before_move to authenticated;
select tests.authenticate_as('contractor_a');
select throws_ok($$ update public.court_dates set hearing_status = 'continued' where notes = 'review' $$,
  '23514', 'A continued hearing needs its new date and time', 'a continuance needs the new time');
select lives_ok($$ update public.court_dates set hearing_status = 'continued', hearing_at = hearing_at + interval '14 days',
                    outcome_notes = 'Continued at the father''s request' where notes = 'review' $$,
  'the contractor marks the hearing continued to a new time');
select ok((select d.report_due_at > b.report_due_at + interval '13 days'
             from public.court_dates d join before_move b on b.id = d.id),
  'the report deadline moves with it');
select results_eq($$ select outcome, from_hearing_at, notes from public.hearing_changes $$,
  $$ select 'continued', hearing_at, 'Continued at the father''s request' from before_move $$,
  'the history keeps the old time and why');

-- held and cancelled -------------------------------------------------------------------
select lives_ok($$ update public.court_dates set hearing_status = 'held', outcome_notes = 'Goal changed to adoption'
                    where notes = 'review' $$, 'a hearing is marked held with its outcome');
update public.court_dates set hearing_status = 'cancelled' where notes = 'mediation';
select is((select report_status::text from public.court_dates where notes = 'mediation'), 'not_required',
  'a cancelled hearing needs no report');
select is((select count(*)::int from public.hearing_changes), 3, 'each outcome is in the history');

select tests.authenticate_as('contractor_b');
select is_empty($$ select id from public.hearing_changes $$, 'another contractor reads none of it');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.hearing_changes), 3, 'an admin reads it all');

select * from finish();
rollback;

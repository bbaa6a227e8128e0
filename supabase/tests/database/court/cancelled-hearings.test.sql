-- A cancelled hearing leaves Upcoming Deadlines, the calendar feed and the report
-- reminders; held and continued hearings stay in all three as before.
begin;
\ir ../../helpers/tests_schema.psql
-- Only this file's court dates (the demo data has some).
delete from public.court_dates;
select plan(9);
grant usage on schema tests to service_role;
grant execute on all functions in schema tests to service_role;

insert into public.cases (id, title, description, admin_id, contractor_id, status, category) values
  ('a3200000-0000-4000-8000-00000000000a', 'A dependency', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Dependency');
-- Hearings in 5 days: their reports are due within the reminders' 7-day window.
insert into public.court_dates (id, case_id, hearing_at, hearing_type, notes, report_status) values
  ('a3300000-0000-4000-8000-00000000000c', 'a3200000-0000-4000-8000-00000000000a', now() + interval '5 days', 'status', 'cancelled', 'drafting'),
  ('a3300000-0000-4000-8000-00000000000d', 'a3200000-0000-4000-8000-00000000000a', now() + interval '5 days', 'disposition', 'continued', 'drafting'),
  ('a3300000-0000-4000-8000-00000000000e', 'a3200000-0000-4000-8000-00000000000a', now() + interval '6 days', 'judicial_review', 'held', 'not_started');
update public.court_dates set report_due_at = plain_due_at, due_reason = null;

select tests.authenticate_as('contractor_a');
update public.court_dates set hearing_status = 'cancelled' where notes = 'cancelled';
update public.court_dates set hearing_status = 'continued', hearing_at = hearing_at + interval '1 day'
 where notes = 'continued';
update public.court_dates set hearing_status = 'held' where notes = 'held';
-- A report status set back after the cancellation is not run through the hearing rules.
update public.court_dates set report_status = 'drafting' where notes = 'cancelled';

-- Upcoming Deadlines --------------------------------------------------------------------
select is_empty($$ select 1 from public.upcoming_deadlines(30) where court_date_id = 'a3300000-0000-4000-8000-00000000000c' $$,
  'a cancelled hearing is not in Upcoming Deadlines, neither the hearing nor its report');
select set_eq($$ select d.notes, u.kind from public.upcoming_deadlines(30) u join public.court_dates d on d.id = u.court_date_id $$,
  $$ values ('continued', 'hearing'), ('continued', 'report'), ('held', 'hearing'), ('held', 'report') $$,
  'continued and held hearings are listed with their reports as before');

-- calendar feed ----------------------------------------------------------------------------
create temporary table tokens (token text) on commit drop;
grant insert, select on tokens to authenticated, service_role;
insert into tokens select public.reset_calendar_feed();
set local role service_role;
select is_empty($$ select 1 from jsonb_array_elements(public.calendar_feed((select token from tokens))->'events') e
                   where e->>'id' = 'a3300000-0000-4000-8000-00000000000c' $$,
  'a cancelled hearing is not in the calendar feed');
select set_eq($$ select e->>'id' from jsonb_array_elements(public.calendar_feed((select token from tokens))->'events') e $$,
  $$ values ('a3300000-0000-4000-8000-00000000000d'), ('a3300000-0000-4000-8000-00000000000e') $$,
  'continued and held hearings are in it');
select is((select (e->>'hearing_at')::timestamptz from jsonb_array_elements(public.calendar_feed((select token from tokens))->'events') e
            where e->>'id' = 'a3300000-0000-4000-8000-00000000000d'),
  (select hearing_at from public.court_dates where notes = 'continued'),
  'a continued hearing is in it at its new time');
reset role;

-- reminders ----------------------------------------------------------------------------------
delete from public.notifications;
select is(private.run_reminders(), 2, 'a run records reminders for the held and continued hearings only');
select is_empty($$ select 1 from public.report_reminders where court_date_id = 'a3300000-0000-4000-8000-00000000000c' $$,
  'none for the cancelled hearing');
select set_eq($$ select court_date_id from public.report_reminders $$,
  $$ values ('a3300000-0000-4000-8000-00000000000d'::uuid), ('a3300000-0000-4000-8000-00000000000e'::uuid) $$,
  'the held and continued hearings are reminded of');
select is((select count(*)::int from public.notifications where user_id = tests.uid('contractor_a')
            and body like '%A dependency%'), 2, 'and the contractor is told of those two only');

select * from finish();
rollback;

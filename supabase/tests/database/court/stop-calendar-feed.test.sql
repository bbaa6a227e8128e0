-- Stop sharing a calendar feed: the caller's feed hash is deleted, so its URL
-- reads nothing (as a reset one) and no new URL is made; only admins and
-- contractors have one to stop, and a user stops only their own.
-- Upcoming Deadlines carries why a due date moved and the court's county.
begin;
\ir ../../helpers/tests_schema.psql
delete from public.court_dates;
select plan(9);

select tests.authenticate_as('contractor_a');
create temporary table tokens (who text, token text) on commit drop;
grant insert, select on tokens to authenticated, service_role;
insert into tokens select 'a', public.reset_calendar_feed();
select tests.authenticate_as('contractor_b');
insert into tokens select 'b', public.reset_calendar_feed();

select tests.authenticate_as('contractor_a');
select is(public.stop_calendar_feed(), true, 'a contractor stops sharing their feed');
select is_empty($$ select 1 from public.calendar_feeds $$, 'and has no feed any more');
select is(public.stop_calendar_feed(), false, 'stopping again finds nothing to stop');
reset role;
select is(public.calendar_feed((select token from tokens where who = 'a')), null::jsonb,
  'the stopped URL reads nothing');
select isnt(public.calendar_feed((select token from tokens where who = 'b')), null::jsonb,
  'another user''s feed still reads');
select tests.authenticate_as('free');
select throws_ok($$ select public.stop_calendar_feed() $$, '42501', null, 'a free user has no feed to stop');
select tests.clear_authentication();
select throws_ok($$ select public.stop_calendar_feed() $$, '42501', null, 'anon cannot call it');

-- Upcoming Deadlines: a report whose due date a weekend moved (the figures are
-- set here; court/deadlines tests the count).
reset role;
insert into public.cases (id, title, description, admin_id, contractor_id, status, category, county) values
  ('98000000-0000-4000-8000-00000000000a', 'A dependency', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Dependency', 'Escambia');
insert into public.court_dates (id, case_id, hearing_at, hearing_type, report_status) values
  ('99000000-0000-4000-8000-00000000000a', '98000000-0000-4000-8000-00000000000a', now() + interval '5 days', 'status', 'not_started');
update public.court_dates
   set report_due_at = now() + interval '1 day', plain_due_at = now() + interval '2 days',
       due_reason = 'moved from Sat 13 Mar: weekend';
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ select county, due_reason, plain_due_at from public.upcoming_deadlines(14) where kind = 'report' $$,
  $$ values ('Escambia'::text, 'moved from Sat 13 Mar: weekend'::text, now() + interval '2 days') $$,
  'a report''s row says why its due date moved, the plain figure and the court''s county');
select results_eq(
  $$ select county, due_reason from public.upcoming_deadlines(14) where kind = 'hearing' $$,
  $$ values ('Escambia'::text, null::text) $$,
  'a hearing''s row carries the county and no reason');

select * from finish();
rollback;

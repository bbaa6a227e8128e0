-- Hearings an admin entered are the admins': the case's contractor neither
-- deletes nor rewrites them, but still moves their report status; every report
-- status change records who and when.
begin;
\ir ../../helpers/tests_schema.psql
select plan(22);

insert into public.cases (id, title, description, admin_id, contractor_id, status, category) values
  ('13200000-0000-4000-8000-00000000000a', 'A dependency', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Dependency');

select tests.authenticate_as('admin');
insert into public.court_dates (case_id, hearing_at, hearing_type, courtroom)
values ('13200000-0000-4000-8000-00000000000a', now() + interval '20 days', 'status', '4-A');
select tests.authenticate_as('contractor_a');
insert into public.court_dates (case_id, hearing_at, hearing_type, courtroom)
values ('13200000-0000-4000-8000-00000000000a', now() + interval '30 days', 'trial', '4-B');
reset role;
create temp table h as
  select (select id from public.court_dates where courtroom = '4-A') as admins,
         (select id from public.court_dates where courtroom = '4-B') as own;
grant select on h to authenticated;

select results_eq($$ select courtroom, admin_entered from public.court_dates where id in (select admins from h union all select own from h) order by courtroom $$,
  $$ values ('4-A', true), ('4-B', false) $$, 'the database records which hearings an admin entered');

-- the contractor and an admin's hearing ------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.court_dates (case_id, hearing_at, hearing_type, admin_entered) values ('13200000-0000-4000-8000-00000000000a', now(), 'status', true) $$,
  '42501', null, 'nobody claims a hearing was entered by an admin');
select throws_ok($$ delete from public.court_dates where id = (select admins from h) $$,
  '42501', 'An admin entered this hearing: only an admin deletes it', 'the contractor cannot delete a hearing an admin entered');
select throws_ok($$ update public.court_dates set hearing_at = hearing_at + interval '1 day' where id = (select admins from h) $$,
  '42501', 'An admin entered this hearing: only an admin changes its details', 'nor move it');
select throws_ok($$ update public.court_dates set notes = 'cancelled' where id = (select admins from h) $$,
  '42501', 'An admin entered this hearing: only an admin changes its details', 'nor rewrite its notes');
select results_eq($$ update public.court_dates set report_status = 'drafting' where id = (select admins from h) returning report_status::text $$,
  $$ values ('drafting') $$, 'the contractor still moves its report status');
select results_eq($$ update public.court_dates set courtroom = '4-C' where id = (select own from h) returning courtroom $$,
  $$ values ('4-C') $$, 'the contractor corrects a hearing they entered');
select results_eq($$ delete from public.court_dates where id = (select own from h) returning 1 $$,
  $$ values (1) $$, 'and deletes it');
select tests.authenticate_as('contractor_b');
select is_empty($$ delete from public.court_dates where id = (select admins from h) returning 1 $$,
  'another contractor deletes nothing');
select tests.authenticate_as('admin_b');
select results_eq($$ update public.court_dates set courtroom = '5-A' where id = (select admins from h) returning courtroom $$,
  $$ values ('5-A') $$, 'any admin changes an admin''s hearing');

-- report status history --------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
update public.court_dates set report_status = 'submitted' where id = (select admins from h);
select tests.authenticate_as('admin');
update public.court_dates set report_status = 'filed' where id = (select admins from h);
select results_eq(
  $$ select from_status::text, to_status::text, actor_name, created_at is not null
       from public.court_date_report_events where court_date_id = (select admins from h) order by id $$,
  $$ values ('not_started', 'drafting', 'Test contractor_a', true),
            ('drafting', 'submitted', 'Test contractor_a', true),
            ('submitted', 'filed', 'Test admin', true) $$,
  'every report status change records who and when');
select results_eq(
  $$ select actor_id from public.history_actors('report', (select admins from h)) $$,
  $$ values (tests.uid('contractor_a')), (tests.uid('contractor_a')), (tests.uid('admin')) $$,
  'an admin reads who acted by id through history_actors');
select tests.authenticate_as('contractor_a');
select results_eq($$ select count(*)::integer from public.court_date_report_events where court_date_id = (select admins from h) $$,
  $$ values (3) $$, 'the contractor holding the case reads its report history');
select throws_ok($$ select actor_id from public.court_date_report_events $$, '42501', null,
  'the contractor does not read who acted by id');
select throws_ok($$ insert into public.court_date_report_events (court_date_id, case_id, from_status, to_status) values ((select admins from h), '13200000-0000-4000-8000-00000000000a', 'filed', 'not_started') $$,
  '42501', null, 'nobody writes the history');
select throws_ok($$ delete from public.court_date_report_events $$, '42501', null, 'nobody deletes it');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.court_date_report_events where case_id = '13200000-0000-4000-8000-00000000000a' $$,
  'another contractor reads none of it');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.court_date_report_events $$, 'a free user reads none of it');
select tests.clear_authentication();
select throws_ok($$ select 1 from public.court_date_report_events $$, '42501', null, 'anon reads none of it');

select tests.authenticate_as('contractor_b');
select is_empty($$ update public.court_dates set report_status = 'filed' where id = (select admins from h) returning 1 $$,
  'another contractor cannot mark it filed');
reset role;
select is((select count(*)::integer from public.court_date_report_events where court_date_id = (select admins from h)), 3,
  'a refused change records nothing');
select has_index('public', 'court_date_report_events', 'court_date_report_events_actor_id_idx', 'who is indexed');

select * from finish();
rollback;

-- public.case_events: a trigger writes one row per posting, accept,
-- (re/un)assignment and status change, with names copied in; admins read
-- all of it, a contractor only their current cases'; nobody writes it by hand.
begin;
\ir ../../helpers/tests_schema.psql
select plan(14);

-- Posted with admin's claims but the owner's role (clients cannot choose ids).
select tests.authenticate_as('admin');
reset role;
insert into public.cases (id, title, description, admin_id) values
  ('50000000-0000-4000-8000-00000000000a', 'History', 'A case with a history', tests.uid('admin')),
  ('50000000-0000-4000-8000-00000000000b', 'Other', 'Someone else''s', tests.uid('admin'));
select tests.authenticate_as('contractor_a');
select * from public.accept_case('50000000-0000-4000-8000-00000000000a');
select tests.authenticate_as('admin');
update public.cases set status = 'in_progress' where id = '50000000-0000-4000-8000-00000000000a';
select * from public.assign_case('50000000-0000-4000-8000-00000000000a', tests.uid('contractor_b'));
select * from public.assign_case('50000000-0000-4000-8000-00000000000b', tests.uid('contractor_a'));

reset role;
select results_eq(
  $$ select kind::text, from_status::text, to_status::text, contractor_name, previous_contractor_name, actor_name
       from public.case_events where case_id = '50000000-0000-4000-8000-00000000000a' order by id $$,
  $$ values
       ('posted', null, 'open', null, null, 'Test admin'),
       ('accepted', 'open', 'assigned', 'Test contractor_a', null, 'Test contractor_a'),
       ('status_changed', 'assigned', 'in_progress', 'Test contractor_a', null, 'Test admin'),
       ('reassigned', 'in_progress', 'assigned', 'Test contractor_b', 'Test contractor_a', 'Test admin') $$,
  'posting, accepting, a status change and a reassignment each leave one row, in order');

select tests.authenticate_as('admin');
select * from public.assign_case('50000000-0000-4000-8000-00000000000a');
reset role;
select results_eq(
  $$ select kind::text, to_status::text, contractor_name, previous_contractor_name
       from public.case_events where case_id = '50000000-0000-4000-8000-00000000000a' order by id desc limit 1 $$,
  $$ values ('unassigned', 'open', null::text, 'Test contractor_b') $$, 'unassigning leaves an unassigned row');
select tests.authenticate_as('admin');
update public.cases set status = 'open' where id = '50000000-0000-4000-8000-00000000000a';
reset role;
select is((select count(*)::int from public.case_events where case_id = '50000000-0000-4000-8000-00000000000a'), 5,
  'an update that changes nothing writes no row');
select is((select actor_id from public.case_events where case_id = '50000000-0000-4000-8000-00000000000b' and kind = 'assigned'),
  tests.uid('admin'), 'an admin''s assignment records the admin as actor');

-- select ------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.case_events $$, '42501', null, 'anon cannot read history');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.case_events $$, 'a free user reads no history');
select tests.authenticate_as('contractor_a');
select set_eq($$ select distinct case_id from public.case_events where case_id::text like '50000000-%' $$,
  $$ values ('50000000-0000-4000-8000-00000000000b'::uuid) $$,
  'contractor A reads the history of the case they hold, not of the one taken from them');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.case_events where case_id::text like '50000000-%' $$,
  'contractor B, unassigned, reads no history of that case');
select tests.authenticate_as('admin_b');
select is((select count(*)::int from public.case_events where case_id::text like '50000000-%'), 7,
  'any admin reads every case''s history');

-- writes ------------------------------------------------------------------------
select tests.authenticate_as('admin');
select throws_ok($$ insert into public.case_events (case_id, kind, to_status) values ('50000000-0000-4000-8000-00000000000a', 'posted', 'open') $$,
  '42501', null, 'an admin cannot write history by hand');
select throws_ok($$ update public.case_events set actor_name = 'Someone' $$,
  '42501', null, 'an admin cannot edit history');
select throws_ok($$ delete from public.case_events $$, '42501', null, 'an admin cannot delete history');
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.case_events (case_id, kind, to_status) values ('50000000-0000-4000-8000-00000000000b', 'posted', 'open') $$,
  '42501', null, 'a contractor cannot write history');
select throws_ok($$ delete from public.case_events where case_id = '50000000-0000-4000-8000-00000000000b' $$,
  '42501', null, 'a contractor cannot delete their case''s history');

select * from finish();
rollback;

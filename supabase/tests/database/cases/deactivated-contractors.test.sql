-- A deactivated contractor no longer reads the open-case board (descriptions
-- and who posted them); what they hold stays theirs.
begin;
\ir ../../helpers/tests_schema.psql
select plan(12);

insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('75000000-0000-4000-8000-00000000000a', 'A''s case', 'Assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'assigned'),
  ('75000000-0000-4000-8000-0000000000c1', 'Open one', 'Private open details', tests.uid('admin_b'), null, 'open');
update public.users set deactivated_at = now() where id = tests.uid('contractor_a');

select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.cases where id = '75000000-0000-4000-8000-0000000000c1' $$,
  'a deactivated contractor does not read an open case');
select results_eq($$ select id from public.cases $$, $$ values ('75000000-0000-4000-8000-00000000000a'::uuid) $$,
  'they still read the case they hold');
select is_empty($$ select 1 from public.users where id = tests.uid('admin_b') $$,
  'nor the admin who posted the open case');
select isnt_empty($$ select 1 from public.users where id = tests.uid('admin') $$,
  'but the admin of their own case');
select isnt_empty($$ select 1 from public.open_case_listings() where id = '75000000-0000-4000-8000-0000000000c1' $$,
  'they see the redacted listing a free user sees');
select is_empty($$ select * from public.accept_case('75000000-0000-4000-8000-0000000000c1') $$,
  'accepting finds no case');
select is_empty($$ update public.cases set contractor_id = tests.uid('contractor_a'), status = 'assigned' where id = '75000000-0000-4000-8000-0000000000c1' returning 1 $$,
  'nor does a direct update');
select lives_ok($$ insert into public.time_entries (case_id, description, hours) values ('75000000-0000-4000-8000-00000000000a', 'Wrap-up', 1) $$,
  'they still log time on the case they hold');

select tests.authenticate_as('contractor_b');
select isnt_empty($$ select 1 from public.cases where id = '75000000-0000-4000-8000-0000000000c1' $$,
  'an active contractor reads the open case');
select isnt_empty($$ select 1 from public.users where id = tests.uid('admin_b') $$,
  'and who posted it');
reset role;
update public.users set deactivated_at = null where id = tests.uid('contractor_a');
select tests.authenticate_as('contractor_a');
select isnt_empty($$ select 1 from public.cases where id = '75000000-0000-4000-8000-0000000000c1' $$,
  'reactivated, they read it again');
select results_eq($$ select status::text from public.accept_case('75000000-0000-4000-8000-0000000000c1') $$,
  $$ values ('assigned') $$, 'and accept it');

select * from finish();
rollback;

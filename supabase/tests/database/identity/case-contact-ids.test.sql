-- private.case_contact_ids(): whom a user may read in
-- public.users stays the same after the rewrite for scale.
begin;
\ir ../../helpers/tests_schema.psql
select plan(9);

insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('11000000-0000-4000-8000-00000000000a', 'A''s case', 'Assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'assigned'),
  ('11000000-0000-4000-8000-0000000000c1', 'Open one', 'Open', tests.uid('admin_b'), null, 'open');

select tests.authenticate_as('contractor_a');
-- The demo seed's open cases add their admin too, hence set_has.
select set_has($$ select private.case_contact_ids() $$,
  $$ values (tests.uid('admin')), (tests.uid('admin_b')) $$,
  'a contractor reads the admin of their case and the admin of an open case');
select results_eq($$ select id from public.users where id = tests.uid('admin_b') $$, $$ values (tests.uid('admin_b')) $$,
  'so the open case''s admin is readable through RLS');
select is_empty($$ select 1 from public.users where id = tests.uid('contractor_b') $$,
  'another contractor is not');

select tests.authenticate_as('contractor_b');
select set_has($$ select private.case_contact_ids() $$, $$ values (tests.uid('admin_b')) $$,
  'a contractor with no case reads the admins of open cases');
select set_hasnt($$ select private.case_contact_ids() $$, $$ values (tests.uid('admin')) $$,
  'but not the admin of someone else''s assigned case');

select tests.authenticate_as('admin');
select set_eq($$ select private.case_contact_ids() $$, $$ values (tests.uid('contractor_a')) $$,
  'an admin''s contacts are the contractors on their cases');

select tests.authenticate_as('free');
select is_empty($$ select private.case_contact_ids() $$, 'a free user has no case contacts');
select is_empty($$ select 1 from public.users where id in (tests.uid('admin'), tests.uid('admin_b')) $$,
  'and reads no admin');

select tests.authenticate_as('admin');
select public.deactivate_contractor(tests.uid('contractor_b'));
select tests.authenticate_as('contractor_b');
select is_empty($$ select private.case_contact_ids() $$,
  'a deactivated contractor no longer reads the admins of open cases');

select * from finish();
rollback;

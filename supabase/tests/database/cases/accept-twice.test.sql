-- Accepting twice: the contractor who took a case gets it back from a second
-- accept (a double click is no lost race), with nothing changed; everyone
-- else still gets nothing.
begin;
\ir ../../helpers/tests_schema.psql
select plan(8);

insert into public.cases (id, title, description, admin_id) values
  ('81000000-0000-4000-8000-00000000000a', 'Shelter review', 'Open for a contractor', tests.uid('admin'));

select tests.authenticate_as('contractor_a');
select results_eq($$ select contractor_id, status::text from public.accept_case('81000000-0000-4000-8000-00000000000a') $$,
  $$ values (tests.uid('contractor_a'), 'assigned') $$, 'contractor A accepts the open case');
reset role;
-- An update writes a new row version even inside this transaction: a new ctid.
create temp table first_version on commit drop as
  select ctid::text as version from public.cases where id = '81000000-0000-4000-8000-00000000000a';

select tests.authenticate_as('contractor_a');
select results_eq($$ select contractor_id, status::text from public.accept_case('81000000-0000-4000-8000-00000000000a') $$,
  $$ values (tests.uid('contractor_a'), 'assigned') $$, 'a second accept by A returns A''s case');

reset role;
select is((select count(*)::int from public.case_events
            where case_id = '81000000-0000-4000-8000-00000000000a' and kind = 'accepted'), 1,
  'the second accept writes no second history event');
select is((select ctid::text from public.cases where id = '81000000-0000-4000-8000-00000000000a'),
  (select version from first_version), 'and does not write the case again');

select tests.authenticate_as('contractor_b');
select is_empty($$ select * from public.accept_case('81000000-0000-4000-8000-00000000000a') $$,
  'contractor B still gets nothing for the case A took');
select tests.authenticate_as('free');
select is_empty($$ select * from public.accept_case('81000000-0000-4000-8000-00000000000a') $$,
  'a free user gets nothing either');
select tests.authenticate_as('admin');
select is_empty($$ select * from public.accept_case('81000000-0000-4000-8000-00000000000a') $$,
  'nor does an admin (it is not their case to accept)');

reset role;
select is((select contractor_id from public.cases where id = '81000000-0000-4000-8000-00000000000a'),
  tests.uid('contractor_a'), 'the case stays A''s');

select * from finish();
rollback;

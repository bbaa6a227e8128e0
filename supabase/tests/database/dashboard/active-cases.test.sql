-- One definition of an active case: the contractor's Assigned Cases card and the
-- admins' contractors directory count the same cases.
begin;
\ir ../../helpers/tests_schema.psql
select plan(7);

select ok(private.case_is_active('open'), 'an open case is active');
select ok(private.case_is_active('assigned'), 'an assigned case is active');
select ok(private.case_is_active('in_progress'), 'a case in progress is active');
select ok(not private.case_is_active('completed'), 'a completed case is not active');

reset role;
insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('71000000-0000-4000-8000-00000000000a', 'Assigned', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned'),
  ('71000000-0000-4000-8000-00000000000b', 'Started', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress'),
  ('71000000-0000-4000-8000-00000000000c', 'Done', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'completed');
create temp table counts (dashboard int, directory int);
grant all on counts to authenticated;

select tests.authenticate_as('contractor_a');
insert into counts (dashboard) select (public.dashboard_stats() ->> 'assigned_cases')::int;
select is((select dashboard from counts), 2,
  'a contractor''s Assigned Cases counts their active cases, not the completed one');

select tests.authenticate_as('admin');
update counts set directory = (
  select d.active_cases from public.contractor_directory(
    (select email from public.users where id = tests.uid('contractor_a'))) d
   where d.id = tests.uid('contractor_a'));
select is((select directory from counts), 2, 'the directory counts the same active cases');
select is((select directory from counts), (select dashboard from counts),
  'the dashboard and the directory agree');

select * from finish();
rollback;

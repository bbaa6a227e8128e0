-- The Activity page's read: admins at aal2 page through the audit log newest
-- first, a keyset page at a time, filtered by case, person, kind and dates;
-- an admin at aal1, a contractor and a visitor read nothing.
begin;
\ir ../../helpers/tests_schema.psql
select plan(12);

insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('a0e10000-0000-4000-8000-000000000001', 'Activity case', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress'),
  ('a0e10000-0000-4000-8000-000000000002', 'Other case', 'x', tests.uid('admin'), null, 'open');

-- Five entries at known times, well after anything the setup wrote.
insert into public.audit_log (at, actor_id, table_name, row_id, case_id, operation, changes) values
  (now() + interval '1 minute', tests.uid('contractor_a'), 'cases', 'a0e10000-0000-4000-8000-000000000001', 'a0e10000-0000-4000-8000-000000000001', 'view', '{}'),
  (now() + interval '2 minutes', tests.uid('contractor_a'), 'case_contacts', 'x1', 'a0e10000-0000-4000-8000-000000000001', 'update', '{"notes":{"old":"a","new":"b"}}'),
  (now() + interval '3 minutes', tests.uid('admin'), 'cases', 'a0e10000-0000-4000-8000-000000000002', 'a0e10000-0000-4000-8000-000000000002', 'view', '{}'),
  (now() + interval '4 minutes', tests.uid('admin'), 'users', tests.uid('contractor_b')::text, null, 'update', '{"role":{"old":"free","new":"contractor"}}'),
  (now() + interval '5 minutes', tests.uid('admin'), 'time_entries', 'export', null, 'export', '{"row_count":3}');

select tests.authenticate_as('admin');
select results_eq(
  $$ select operation from public.activity_entries(since => now() + interval '30 seconds', max_rows => 2) $$,
  array['export', 'update'],
  'the first page is the newest rows, as many as asked');
select results_eq(
  $$ select p.operation from public.activity_entries(since => now() + interval '30 seconds', max_rows => 2) f,
       lateral public.activity_entries(since => now() + interval '30 seconds', after_at => f.at, after_id => f.id, max_rows => 2) p
     where f.id = (select min(id) from public.activity_entries(since => now() + interval '30 seconds', max_rows => 2)) $$,
  array['view', 'update'],
  'the next page starts after the last row of the one before');
select results_eq(
  $$ select table_name from public.activity_entries(for_case => 'a0e10000-0000-4000-8000-000000000001', since => now() + interval '30 seconds') $$,
  array['case_contacts', 'cases'],
  'a case''s filter keeps that case''s rows');
select results_eq(
  $$ select operation from public.activity_entries(for_person => tests.uid('contractor_a'), since => now() + interval '30 seconds') $$,
  array['update', 'view'],
  'a person''s filter keeps what they did');
select results_eq(
  $$ select subject_name from public.activity_entries(for_person => tests.uid('contractor_b'), since => now() + interval '30 seconds') $$,
  array['Test contractor_b'],
  '... and what was done to their account, naming them');
select results_eq(
  $$ select table_name from public.activity_entries(operations => array['insert', 'update', 'delete'], since => now() + interval '30 seconds') $$,
  array['users', 'case_contacts'],
  'the changed kind keeps inserts, updates and deletes');
select results_eq(
  $$ select operation from public.activity_entries(since => now() + interval '30 seconds' + interval '150 seconds', until => now() + interval '270 seconds') $$,
  array['update', 'view'],
  'the dates keep rows from the start up to the end');
select results_eq(
  $$ select case_title from public.activity_entries(operations => array['view'], since => now() + interval '30 seconds') $$,
  array['Other case', 'Activity case'],
  'each row names its case');
select throws_ok(
  $$ select * from public.activity_entries(after_id => 3) $$, '22023', null,
  'a page starts after a time and an id together');

select tests.authenticate_with_password_only('admin');
select throws_ok($$ select * from public.activity_entries() $$, '42501', null,
  'an admin at aal1 reads nothing');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select * from public.activity_entries() $$, '42501', null,
  'a contractor reads nothing');
select tests.clear_authentication();
select throws_ok($$ select * from public.activity_entries() $$, '42501', null,
  'a visitor may not call it');

select * from finish();
rollback;

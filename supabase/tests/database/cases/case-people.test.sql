-- Children and parties follow their case: the assigned contractor and admins read
-- and write them; another contractor, and a contractor demoted since, read none.
-- A visit naming two children and a caseworker updates each child's last seen in
-- person; the caseworker's never counts as a child visit; Visits Due per child
-- clears only the children seen.
begin;
\ir ../../helpers/tests_schema.psql
select plan(16);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('88000000-0000-4000-8000-000000000001', 'The Rivera children', 'Three siblings', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days');

select tests.authenticate_as('contractor_a');
select lives_ok($$ insert into public.case_children (id, case_id, full_name, birth_date, placement_type, placement_county, school) values
  ('88100000-0000-4000-8000-000000000001', '88000000-0000-4000-8000-000000000001', 'Maya Rivera', '2016-04-02', 'relative', 'Leon', 'Sealey Elementary'),
  ('88100000-0000-4000-8000-000000000002', '88000000-0000-4000-8000-000000000001', 'Leo Rivera', '2018-09-12', 'relative', 'Leon', 'Sealey Elementary'),
  ('88100000-0000-4000-8000-000000000003', '88000000-0000-4000-8000-000000000001', 'Ava Rivera', '2021-01-30', 'foster_home', 'Wakulla', '') $$,
  'the assigned contractor adds the case''s children');
select lives_ok($$ insert into public.case_parties (id, case_id, kind, full_name, organisation) values
  ('88200000-0000-4000-8000-000000000001', '88000000-0000-4000-8000-000000000001', 'caseworker', 'Dana Brooks', 'DCF'),
  ('88200000-0000-4000-8000-000000000002', '88000000-0000-4000-8000-000000000001', 'attorney', 'Sam Ortiz', 'Children''s Legal Services') $$,
  'and its parties');
select lives_ok($$ update public.case_children set school = 'Sealey Elementary (3rd grade)' where id = '88100000-0000-4000-8000-000000000001' $$,
  'and edits them');

reset role;
-- Added weeks ago (the touch trigger keeps created_at, so it is set with it off).
alter table public.case_children disable trigger case_children_touch;
update public.case_children set created_at = now() - interval '50 days';
alter table public.case_children enable trigger case_children_touch;
update public.case_events set created_at = now() - interval '50 days' where case_id = '88000000-0000-4000-8000-000000000001';
select tests.authenticate_as('contractor_a');
select public.save_contact('88300000-0000-4000-8000-000000000001', '88000000-0000-4000-8000-000000000001', current_date - 1, 'in_person',
  '{}', true, 60, 0, 'Visit at the grandmother''s', false, true, '[]', null,
  '{88100000-0000-4000-8000-000000000001,88100000-0000-4000-8000-000000000002,88200000-0000-4000-8000-000000000001}');
select results_eq($$ select contact_with::text[] from public.case_contacts where id = '88300000-0000-4000-8000-000000000001' $$,
  $$ values ('{child,caseworker}'::text[]) $$, 'the roles of the people seen are kept for reports');
select results_eq($$ select c ->> 'full_name', c ->> 'last_seen_on' from jsonb_array_elements(public.case_people('88000000-0000-4000-8000-000000000001') -> 'children') c order by 1 $$,
  $$ values ('Ava Rivera', null), ('Leo Rivera', (current_date - 1)::text), ('Maya Rivera', (current_date - 1)::text) $$,
  'each child seen shows when they were last seen in person; the child not seen does not');
select results_eq($$ select child_name from public.child_visits_due() where case_id = '88000000-0000-4000-8000-000000000001' $$,
  $$ values ('Ava Rivera') $$, 'Visits Due per child lists only the child not seen');
select is((select count(*)::int from public.contact_people where party_id is not null), 1, 'the caseworker is recorded as seen');
select is_empty($$ select 1 from public.child_visits_due() where child_id = '88200000-0000-4000-8000-000000000001' $$,
  'and never counts as a child visit');
select throws_ok($$ select public.save_contact('88300000-0000-4000-8000-000000000002', '88000000-0000-4000-8000-000000000001', current_date - 1, 'phone', '{parent}', true, 10, 0, '', false, true, '[]', null, '{88100000-0000-4000-8000-00000000dead}') $$,
  '22023', 'A person seen must be on one of the contact''s cases', 'a person not on the case cannot be recorded as seen');

select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.case_children $$, 'another contractor reads none of the children');
select is_empty($$ select 1 from public.case_parties $$, 'nor the parties');
select is_empty($$ select 1 from public.contact_people $$, 'nor whom a contact saw');
select throws_ok($$ insert into public.case_children (case_id, full_name) values ('88000000-0000-4000-8000-000000000001', 'Forged') $$,
  '42501', null, 'nor adds a child to the case');

select tests.authenticate_as('admin');
select is((select count(*)::int from public.case_children where case_id::text like '88000000-%'), 3,
  'an admin reads every child');

reset role;
update public.users set role = 'free' where id = tests.uid('contractor_a');
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.case_children $$, 'a contractor demoted since reads none of the children');
select is_empty($$ select 1 from public.case_parties $$, 'nor the parties');

select * from finish();
rollback;

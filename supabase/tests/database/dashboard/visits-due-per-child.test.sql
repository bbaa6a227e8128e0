-- Visits Due per child: public.visit_due_lines() lists each child due on a case with
-- children, and a case with no children by its case-level line; the dashboard's one
-- request (dashboard_home) carries those lines. A sibling group visit clears each child
-- it names and the ticked case without children; a child on a ticked case who was not
-- named stays due; a contact that saw only the caseworker clears nobody. Contractors
-- get their own cases' lines, admins every case's.
begin;
\ir ../../helpers/tests_schema.psql
select plan(12);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('89000000-0000-4000-8000-000000000001', 'Rivera: Maya', 'Sibling 1', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days'),
  ('89000000-0000-4000-8000-000000000002', 'Rivera: Leo', 'Sibling 2', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days'),
  ('89000000-0000-4000-8000-000000000003', 'Rivera: baby', 'Sibling 3, no roster yet', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days'),
  ('89000000-0000-4000-8000-000000000004', 'Other: Bea', 'Held by B', tests.uid('admin'), tests.uid('contractor_b'), 'in_progress', now() - interval '60 days');
insert into public.sibling_links (case_id, group_id)
select id, '89900000-0000-4000-8000-000000000001' from public.cases where id in (
  '89000000-0000-4000-8000-000000000001', '89000000-0000-4000-8000-000000000002',
  '89000000-0000-4000-8000-000000000003');
insert into public.case_children (id, case_id, full_name) values
  ('89100000-0000-4000-8000-000000000001', '89000000-0000-4000-8000-000000000001', 'Maya Rivera'),
  ('89100000-0000-4000-8000-000000000002', '89000000-0000-4000-8000-000000000002', 'Leo Rivera'),
  ('89100000-0000-4000-8000-000000000004', '89000000-0000-4000-8000-000000000004', 'Bea Other');
insert into public.case_parties (id, case_id, kind, full_name) values
  ('89200000-0000-4000-8000-000000000001', '89000000-0000-4000-8000-000000000001', 'caseworker', 'Dana Brooks');
-- On the cases for weeks (the touch trigger keeps created_at, so it is set with it off).
alter table public.case_children disable trigger case_children_touch;
update public.case_children set created_at = now() - interval '50 days' where id::text like '891%';
alter table public.case_children enable trigger case_children_touch;
update public.case_events set created_at = now() - interval '50 days' where case_id::text like '89000000-%';

create function pg_temp.my_lines() returns table (case_title text, child_name text)
  language sql as $$
  select case_title, child_name from public.visit_due_lines()
   where case_id::text like '89000000-%' order by case_title, child_name
$$;
create function pg_temp.visit(id text, people uuid[], shares jsonb = null) returns void
  language sql as $$
  select from public.save_contact(id::uuid, '89000000-0000-4000-8000-000000000001', current_date - 1,
    'in_person', '{}', true, 90, 0, 'At the grandmother''s', false, true, '[]', shares, people)
$$;

-- allowed: the contractor's own lines, per child where the case has children -----------------
select tests.authenticate_as('contractor_a');
select results_eq($$ select * from pg_temp.my_lines() $$,
  $$ values ('Rivera: Leo', 'Leo Rivera'), ('Rivera: Maya', 'Maya Rivera'), ('Rivera: baby', null) $$,
  'a case with children is due per child; a case without children keeps its case line');
select results_eq(
  $$ select e->>'case_title', e->>'child_name', e->>'child_id'
       from jsonb_array_elements(public.dashboard_home(array['visits'])->'visits'->'rows') e
      where e->>'case_id' like '89000000-%' order by 1, 2 $$,
  $$ select case_title, child_name, child_id::text from public.visit_due_lines()
      where case_id::text like '89000000-%' order by 1, 2 $$,
  'the dashboard''s one request carries the lines, each naming its child');
select results_eq(
  $$ select (v->>'total')::integer, (v->>'overdue')::integer
       from (select public.dashboard_home(array['visits'])->'visits' as v) t $$,
  $$ select count(*)::integer, count(*) filter (where overdue)::integer from public.visit_due_lines() $$,
  'and counts the lines due and overdue');

-- a contact that saw only the caseworker clears nobody -----------------------------------------
select pg_temp.visit('89300000-0000-4000-8000-000000000001', '{89200000-0000-4000-8000-000000000001}');
select results_eq($$ select contact_with::text[] from public.case_contacts where id = '89300000-0000-4000-8000-000000000001' $$,
  $$ values ('{caseworker}'::text[]) $$, 'the caseworker-only visit is recorded');
select results_eq($$ select * from pg_temp.my_lines() $$,
  $$ values ('Rivera: Leo', 'Leo Rivera'), ('Rivera: Maya', 'Maya Rivera'), ('Rivera: baby', null) $$,
  'a caseworker seen is no child seen: every line stays due');

-- a sibling group visit clears each child seen ------------------------------------------------
select pg_temp.visit('89300000-0000-4000-8000-000000000002',
  '{89100000-0000-4000-8000-000000000001,89200000-0000-4000-8000-000000000001}',
  '[{"case_id": "89000000-0000-4000-8000-000000000001"}, {"case_id": "89000000-0000-4000-8000-000000000002"},
    {"case_id": "89000000-0000-4000-8000-000000000003"}]');
select results_eq($$ select * from pg_temp.my_lines() $$,
  $$ values ('Rivera: Leo', 'Leo Rivera') $$,
  'one visit ticking the three cases clears Maya (named) and the case without children; Leo, not named, stays due');
select pg_temp.visit('89300000-0000-4000-8000-000000000002',
  '{89100000-0000-4000-8000-000000000001,89100000-0000-4000-8000-000000000002,89200000-0000-4000-8000-000000000001}',
  '[{"case_id": "89000000-0000-4000-8000-000000000001"}, {"case_id": "89000000-0000-4000-8000-000000000002"},
    {"case_id": "89000000-0000-4000-8000-000000000003"}]');
select is_empty($$ select * from pg_temp.my_lines() $$,
  'naming both children on the shared visit clears each child: no line is left');
select results_eq(
  $$ select c ->> 'full_name', c ->> 'last_seen_on'
       from jsonb_array_elements(public.case_people('89000000-0000-4000-8000-000000000002') -> 'children') c $$,
  $$ values ('Leo Rivera', (current_date - 1)::text) $$,
  'the child on a sibling case shows the shared visit as last seen');

-- denied: another contractor's children ----------------------------------------------------------
select is_empty($$ select 1 from public.visit_due_lines() where child_name = 'Bea Other' $$,
  'a contractor never sees another contractor''s child due');
select tests.authenticate_as('contractor_b');
select results_eq($$ select case_title, child_name from public.visit_due_lines() where case_id::text like '89000000-%' $$,
  $$ values ('Other: Bea', 'Bea Other') $$,
  'the other contractor sees only their own child');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.visit_due_lines() $$, 'a free user gets no lines');

select tests.authenticate_as('admin');
select results_eq($$ select case_title, child_name from public.visit_due_lines() where case_id::text like '89000000-%' $$,
  $$ values ('Other: Bea', 'Bea Other') $$,
  'an admin sees every contractor''s lines');

select * from finish();
rollback;

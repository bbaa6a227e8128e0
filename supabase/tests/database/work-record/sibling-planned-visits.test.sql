-- A sibling group visit fulfils the planned visit on each case it covers: linked while
-- a draft and then submitted, or ticked on a contact already submitted. A phone call
-- covering the cases fulfils nothing, and a case the visit did not cover keeps its plan.
begin;
\ir ../../helpers/tests_schema.psql
select plan(5);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('8a000000-0000-4000-8000-000000000001', 'Plans: Maya', 'Sibling 1', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days'),
  ('8a000000-0000-4000-8000-000000000002', 'Plans: Leo', 'Sibling 2', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days'),
  ('8a000000-0000-4000-8000-000000000003', 'Plans: Ava', 'Sibling 3', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days');
insert into public.sibling_links (case_id, group_id)
select id, '8a900000-0000-4000-8000-000000000001' from public.cases where id::text like '8a000000-%';
insert into public.planned_visits (id, case_id, contractor_id, planned_on, with_whom, created_at)
select ('8a1' || substr(c.id::text, 4))::uuid, c.id, tests.uid('contractor_a'), current_date, 'The children', now() - interval '5 days'
  from public.cases c where c.id::text like '8a000000-%';

create function pg_temp.open_plans() returns setof text language sql security definer as $$
  select c.title from public.planned_visits p join public.cases c on c.id = p.case_id
   where p.case_id::text like '8a000000-%' and p.fulfilled_on is null order by c.title
$$;
create function pg_temp.save(id text, kind text, shares jsonb) returns void language sql as $$
  select from public.save_contact(id::uuid, '8a000000-0000-4000-8000-000000000001', current_date - 1,
    kind::public.contact_type, '{child}', true, 60, 0, 'With the children', false, true, '[]', shares)
$$;

select tests.authenticate_as('contractor_a');
select pg_temp.save('8a200000-0000-4000-8000-000000000001', 'phone',
  '[{"case_id": "8a000000-0000-4000-8000-000000000002"}]');
select results_eq($$ select * from pg_temp.open_plans() $$,
  $$ values ('Plans: Ava'), ('Plans: Leo'), ('Plans: Maya') $$,
  'a phone call covering two cases fulfils no plan');

select pg_temp.save('8a200000-0000-4000-8000-000000000002', 'in_person',
  '[{"case_id": "8a000000-0000-4000-8000-000000000002"}]');
select results_eq($$ select * from pg_temp.open_plans() $$,
  $$ values ('Plans: Ava') $$,
  'a visit submitted with a sibling case ticked fulfils the plan on both cases; the case not ticked keeps its plan');
select is((select count(*)::int from public.planned_visits
            where fulfilled_by = '8a200000-0000-4000-8000-000000000002' and fulfilled_on = current_date - 1), 2,
  'each plan keeps the visit and its day');

select pg_temp.save('8a200000-0000-4000-8000-000000000002', 'in_person',
  '[{"case_id": "8a000000-0000-4000-8000-000000000002"}, {"case_id": "8a000000-0000-4000-8000-000000000003"}]');
select is_empty($$ select * from pg_temp.open_plans() $$,
  'ticking the third case on the submitted visit fulfils its plan too');

reset role;
select ok((select prosecdef from pg_proc where oid = 'private.fulfil_covered_plans()'::regprocedure),
  'the trigger function writes plans as the definer (a contact''s save reaches no plan policy)');

select * from finish();
rollback;

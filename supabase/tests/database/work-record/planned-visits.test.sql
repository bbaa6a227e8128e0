-- Planned visits: the assigned contractor plans the next visit on a case they hold; admins
-- read every plan; nobody else reads or writes one. A submitted in-person visit fulfils the
-- open plans made before it; the calendar feed carries open plans as their own events.
begin;
\ir ../../helpers/tests_schema.psql
-- Only this file's plans (the demo data has one).
delete from public.planned_visits;
select plan(17);
grant usage on schema tests to service_role;
grant execute on all functions in schema tests to service_role;

insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('a2100000-0000-4000-8000-00000000000a', 'A''s case', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress'),
  ('a2100000-0000-4000-8000-00000000000b', 'B''s case', 'x', tests.uid('admin'), tests.uid('contractor_b'), 'assigned');

select tests.authenticate_as('contractor_a');
select lives_ok($$ insert into public.planned_visits (case_id, planned_on, planned_time, with_whom)
                    values ('a2100000-0000-4000-8000-00000000000a', current_date + 5, '15:30', 'Maya and her foster mother') $$,
  'the assigned contractor plans a visit');
select throws_ok($$ insert into public.planned_visits (case_id, planned_on, with_whom)
                    values ('a2100000-0000-4000-8000-00000000000b', current_date + 5, 'Child') $$,
  '42501', null, 'but not on a case they do not hold');
select results_eq($$ select with_whom, planned_time from public.planned_visits $$,
  $$ values ('Maya and her foster mother', '15:30'::time) $$, 'they read their plan');
select lives_ok($$ update public.planned_visits set planned_on = current_date + 6 $$, 'and move it');

select is((public.case_page('a2100000-0000-4000-8000-00000000000a')->'planned_visits'->0->>'with_whom'),
  'Maya and her foster mother', 'the case page''s one read carries the plan');

select tests.authenticate_as('contractor_b');
select is_empty($$ select * from public.planned_visits $$, 'another contractor reads none');
select is(public.case_page('a2100000-0000-4000-8000-00000000000a')->'planned_visits', '[]'::jsonb,
  'nor through the case page');
select is_empty($$ update public.planned_visits set with_whom = 'x' returning 1 $$, 'nor changes one');
select is_empty($$ delete from public.planned_visits returning 1 $$, 'nor deletes one');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.planned_visits where case_id = 'a2100000-0000-4000-8000-00000000000a'), 1,
  'an admin reads every plan');
select throws_ok($$ insert into public.planned_visits (case_id, planned_on, with_whom)
                    values ('a2100000-0000-4000-8000-00000000000a', current_date + 5, 'Child') $$,
  '42501', null, 'but plans none for the contractor');
reset role;
update public.users set role = 'free' where id = tests.uid('contractor_a');
select tests.authenticate_as('contractor_a');
select is_empty($$ select * from public.planned_visits $$, 'a demoted contractor reads nothing');
reset role;
update public.users set role = 'contractor' where id = tests.uid('contractor_a');

-- the feed ---------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
create temporary table tokens (token text) on commit drop;
grant insert, select on tokens to authenticated, service_role;
insert into tokens select public.reset_calendar_feed();
select throws_ok($$ select public.planned_visit_feed((select token from tokens)) $$, '42501', null,
  'a signed-in user does not read a feed');
set local role service_role;
select results_eq($$ select v->>'with_whom', v->>'planned_on', v ? 'starts_at'
                     from jsonb_array_elements(public.planned_visit_feed((select token from tokens))->'visits') v $$,
  $$ values ('Maya and her foster mother', (current_date + 6)::text, true) $$,
  'the feed carries the open plan as its own event, with its start in the court''s zone');

-- fulfilment -------------------------------------------------------------------------
reset role;
insert into public.case_contacts (case_id, user_id, contact_date, contact_type, contact_with, minutes, status) values
  ('a2100000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date, 'phone', '{parent}', 10, 'submitted');
select is((select fulfilled_on from public.planned_visits), null, 'a phone call does not fulfil the plan');
insert into public.case_contacts (case_id, user_id, contact_date, contact_type, contact_with, minutes, status) values
  ('a2100000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date, 'in_person', '{child}', 60, 'submitted');
select is((select fulfilled_on from public.planned_visits), current_date, 'a visit logged fulfils it');
set local role service_role;
select is(jsonb_array_length(public.planned_visit_feed((select token from tokens))->'visits'), 0,
  'and the feed drops it');

select * from finish();
rollback;

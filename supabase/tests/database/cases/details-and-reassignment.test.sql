-- Case details (county, category, urgency, compensation) and admin
-- reassignment: admins set details when posting; nobody rewrites them later;
-- only admins unassign or reassign, never a completed case.
begin;
\ir ../../helpers/tests_schema.psql
select plan(22);

insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('40000000-0000-4000-8000-00000000000e', 'Open', 'Open case', tests.uid('admin'), null, 'open'),
  ('40000000-0000-4000-8000-00000000000a', 'A''s', 'Assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress'),
  ('40000000-0000-4000-8000-00000000000d', 'Done', 'Completed by A', tests.uid('admin'), tests.uid('contractor_a'), 'completed');

-- details on insert --------------------------------------------------------------
select tests.authenticate_as('admin');
select results_eq(
  $$ insert into public.cases (title, description, type, county, category, urgency, compensation)
     values ('Shelter review', 'Siblings in shelter care', 'paid', 'Miami-Dade', 'Dependency', 'High', '$45/hour')
     returning county::text, category::text, urgency::text, compensation $$,
  $$ values ('Miami-Dade', 'Dependency', 'High', '$45/hour') $$,
  'an admin posts a case with county, category, urgency and compensation');
select results_eq(
  $$ insert into public.cases (title, description) values ('Defaults', 'Posted') returning category::text, urgency::text, compensation $$,
  $$ values ('Dependency', 'Medium', null::text) $$, 'category defaults to Dependency, urgency to Medium');
select throws_ok(
  $$ insert into public.cases (title, description, county) values ('x', 'y', 'Gotham') $$,
  '23514', null, 'a county must be one of Florida''s 67');
select lives_ok(
  $$ insert into public.cases (title, description, county) values ('x', 'y', 'St. Johns') $$,
  'a county with a dot in its name is accepted');
select throws_ok(
  $$ insert into public.cases (title, description, category) values ('x', 'y', 'Probate') $$,
  '22P02', null, 'a category must be Dependency, Family Court or Juvenile');
select throws_ok(
  $$ insert into public.cases (title, description, urgency) values ('x', 'y', 'Urgent') $$,
  '22P02', null, 'urgency must be High, Medium or Low');
select throws_ok(
  $$ insert into public.cases (title, description, type, compensation) values ('x', 'y', 'pro_bono', '$10') $$,
  '23514', null, 'a pro bono case carries no compensation');
select throws_ok(
  $$ insert into public.cases (title, description, compensation) values ('x', 'y', repeat('$', 101)) $$,
  '23514', null, 'compensation is short text');

-- nobody rewrites details after posting -------------------------------------------
select throws_ok(
  $$ update public.cases set county = 'Broward' where id = '40000000-0000-4000-8000-00000000000e' $$,
  '42501', null, 'an admin cannot rewrite a posted case''s county');
select tests.authenticate_as('contractor_b');
select throws_ok(
  $$ update public.cases set status = 'assigned', contractor_id = tests.uid('contractor_b'), urgency = 'Low'
      where id = '40000000-0000-4000-8000-00000000000e' $$,
  '42501', null, 'a contractor accepting a case cannot change its urgency');
select tests.authenticate_as('free');
select throws_ok(
  $$ insert into public.cases (title, description, county) values ('x', 'y', 'Broward') $$,
  '42501', null, 'a free user cannot post a case with details');

-- assign_case ---------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.assign_case('40000000-0000-4000-8000-00000000000a', null) $$,
  '42501', null, 'anon cannot assign cases');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.assign_case('40000000-0000-4000-8000-00000000000a', tests.uid('contractor_b')) $$,
  '42501', 'Only admins assign cases', 'a contractor cannot hand their case to another contractor');
select throws_ok($$ select public.assign_case('40000000-0000-4000-8000-00000000000e', tests.uid('contractor_a')) $$,
  '42501', 'Only admins assign cases', 'a contractor cannot assign an open case through the function');
select tests.authenticate_as('free');
select throws_ok($$ select public.assign_case('40000000-0000-4000-8000-00000000000a') $$,
  '42501', 'Only admins assign cases', 'a free user cannot unassign a case');

select tests.authenticate_as('admin');
select results_eq(
  $$ select status::text, contractor_id from public.assign_case('40000000-0000-4000-8000-00000000000a', tests.uid('contractor_b')) $$,
  $$ values ('assigned', tests.uid('contractor_b')) $$, 'an admin reassigns a case to another contractor');
select results_eq(
  $$ select status::text, contractor_id from public.assign_case('40000000-0000-4000-8000-00000000000a') $$,
  $$ values ('open', null::uuid) $$, 'an admin unassigns a case, which reopens it');
select throws_ok($$ select public.assign_case('40000000-0000-4000-8000-00000000000e', tests.uid('free')) $$,
  '23514', 'A case can be assigned only to a contractor', 'a case is assigned only to a contractor');
select throws_ok($$ select public.assign_case('40000000-0000-4000-8000-00000000000d', tests.uid('contractor_b')) $$,
  '23514', 'A completed case cannot be reassigned', 'a completed case is not reassigned');
select throws_ok($$ select public.assign_case('40000000-0000-4000-8000-0000000000ff', null) $$,
  'P0002', 'No such case', 'an unknown case is reported');
select tests.authenticate_as('admin_b');
select results_eq(
  $$ select contractor_id from public.assign_case('40000000-0000-4000-8000-00000000000e', tests.uid('contractor_a')) $$,
  $$ values (tests.uid('contractor_a')) $$, 'any admin may assign any case');

reset role;
select is((select contractor_id from public.cases where id = '40000000-0000-4000-8000-00000000000d'), tests.uid('contractor_a'),
  'the refused reassignment left the completed case with its contractor');

select * from finish();
rollback;

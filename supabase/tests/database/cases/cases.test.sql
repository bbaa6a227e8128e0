-- public.cases: admins post and steer cases; contractors see open cases and
-- their own and accept an open one (exactly one winner); free users see none.
begin;
\ir ../../helpers/tests_schema.psql
select plan(44);

insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('20000000-0000-4000-8000-00000000000e', 'Open', 'Open case', tests.uid('admin'), null, 'open'),
  ('20000000-0000-4000-8000-00000000000f', 'Open 2', 'Another open case', tests.uid('admin'), null, 'open'),
  ('20000000-0000-4000-8000-00000000000a', 'A''s', 'Assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'assigned'),
  ('20000000-0000-4000-8000-00000000000b', 'B''s', 'Assigned to B', tests.uid('admin_b'), tests.uid('contractor_b'), 'in_progress'),
  ('20000000-0000-4000-8000-00000000000d', 'Done', 'Completed by A', tests.uid('admin'), tests.uid('contractor_a'), 'completed');
create temp view fixture_cases as
  select * from public.cases where id::text like '20000000-%';
grant select on fixture_cases to anon, authenticated;
-- Open cases now, fixtures and seed alike, counted before RLS applies.
create temp table open_cases_before as select count(*)::int as n from public.cases where status = 'open';
grant select on open_cases_before to anon, authenticated;

-- schema: names PostgREST embeds rely on ----------------------------------------
select is((select confrelid::regclass::text from pg_constraint where conname = 'cases_admin_id_fkey'), 'users',
  'cases_admin_id_fkey references users');
select is((select confrelid::regclass::text from pg_constraint where conname = 'cases_contractor_id_fkey'), 'users',
  'cases_contractor_id_fkey references users');

-- select ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.cases $$, '42501', null, 'anon cannot read cases');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.cases $$, 'a free user reads no cases, not even open ones');
select tests.authenticate_as('contractor_a');
select set_eq($$ select title from public.cases where id::text like '20000000-%' $$,
  $$ values ('Open'), ('Open 2'), ('A''s'), ('Done') $$, 'contractor A reads open cases and their own');
select tests.authenticate_as('contractor_b');
select set_eq($$ select title from public.cases where id::text like '20000000-%' $$,
  $$ values ('Open'), ('Open 2'), ('B''s') $$, 'contractor B reads open cases and their own, not A''s');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.cases where id::text like '20000000-%'), 5, 'an admin reads every case');

-- available_cases_count --------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.available_cases_count() $$, '42501', null, 'anon cannot count cases');
select tests.authenticate_as('free');
select is(public.available_cases_count(), (select n from open_cases_before),
  'a free user gets the open-case count (fixtures and seed)');

-- insert ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ insert into public.cases (title, description, type) values ('x', 'y', 'paid') $$, '42501', null, 'anon cannot post cases');
select tests.authenticate_as('free');
select throws_ok($$ insert into public.cases (title, description, type, admin_id) values ('x', 'y', 'paid', tests.uid('free')) $$, '42501', null, 'a free user cannot post cases');
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.cases (title, description, type, admin_id) values ('x', 'y', 'paid', tests.uid('contractor_a')) $$, '42501', null, 'contractor A cannot post cases');
select tests.authenticate_as('contractor_b');
select throws_ok($$ insert into public.cases (title, description, type) values ('x', 'y', 'paid') $$, '42501', null, 'contractor B cannot post cases');
select tests.authenticate_as('admin');
select results_eq($$ insert into public.cases (title, description, type, admin_id, status) values ('New', 'Posted', 'pro_bono', tests.uid('admin'), 'open') returning status::text, admin_id $$,
  $$ values ('open', tests.uid('admin')) $$, 'an admin posts an open case as themself');
select results_eq($$ insert into public.cases (title, description) values ('Defaults', 'Posted') returning type::text, status::text, admin_id $$,
  $$ values ('paid', 'open', tests.uid('admin')) $$, 'type defaults to paid, status to open, admin_id to the caller');
select throws_ok($$ insert into public.cases (title, description, admin_id) values ('x', 'y', tests.uid('admin_b')) $$, '42501', null, 'an admin cannot post in another admin''s name');
select throws_ok($$ insert into public.cases (title, description, status) values ('x', 'y', 'assigned') $$, '42501', null, 'a new case starts open');
select throws_ok($$ insert into public.cases (title, description, contractor_id) values ('x', 'y', tests.uid('contractor_a')) $$, '42501', null, 'a new case has no contractor');
select throws_ok($$ insert into public.cases (title, description) values ('  ', 'y') $$, '23514', null, 'a title is required');

-- update: status changes ---------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ update public.cases set status = 'completed' $$, '42501', null, 'anon cannot change cases');
select tests.authenticate_as('free');
select is_empty($$ update public.cases set status = 'completed' where id::text like '20000000-%' returning 1 $$, 'a free user changes no case');
select tests.authenticate_as('contractor_a');
select is_empty($$ update public.cases set status = 'completed' where id = '20000000-0000-4000-8000-00000000000a' returning 1 $$,
  'contractor A cannot change the status of their own case');
select throws_ok($$ update public.cases set status = 'in_progress' where id = '20000000-0000-4000-8000-00000000000e' $$, '42501', null,
  'contractor A cannot move an open case anywhere but to themself');
select throws_ok($$ update public.cases set status = 'assigned', contractor_id = tests.uid('contractor_b') where id = '20000000-0000-4000-8000-00000000000e' $$, '42501', null,
  'contractor A cannot assign an open case to contractor B');
select throws_ok($$ update public.cases set title = 'x' where id = '20000000-0000-4000-8000-00000000000a' $$, '42501', null,
  'contractor A cannot edit a case''s title');
select tests.authenticate_as('contractor_b');
select is_empty($$ update public.cases set status = 'open', contractor_id = null where id = '20000000-0000-4000-8000-00000000000a' returning 1 $$,
  'contractor B cannot touch contractor A''s case');
select tests.authenticate_as('admin');
select results_eq($$ update public.cases set status = 'completed', closing_order_on = current_date, closing_summary = 'Discharged', updated_at = '2000-01-01' where id = '20000000-0000-4000-8000-00000000000b' returning status::text, updated_at = now() $$,
  $$ values ('completed', true) $$, 'an admin sets any status on any case, and updated_at follows the change');
select lives_ok($$ update public.cases set status = 'in_progress' where id = '20000000-0000-4000-8000-00000000000b' $$, 'an admin sets statuses in any order');
select throws_ok($$ update public.cases set contractor_id = tests.uid('free') where id = '20000000-0000-4000-8000-00000000000f' $$, '23514', null,
  'a case can be assigned only to a contractor');

-- accepting ---------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.accept_case('20000000-0000-4000-8000-00000000000e') $$, '42501', null, 'anon cannot accept cases');
select tests.authenticate_as('free');
select is_empty($$ select * from public.accept_case('20000000-0000-4000-8000-00000000000e') $$, 'a free user cannot accept a case');
select tests.authenticate_as('contractor_a');
select results_eq($$ select contractor_id, status::text from public.accept_case('20000000-0000-4000-8000-00000000000e') $$,
  $$ values (tests.uid('contractor_a'), 'assigned') $$, 'contractor A accepts an open case');
select tests.authenticate_as('contractor_b');
select is_empty($$ select * from public.accept_case('20000000-0000-4000-8000-00000000000e') $$, 'contractor B gets nothing for a case A took');
select is_empty($$ update public.cases set contractor_id = tests.uid('contractor_b'), status = 'assigned' where id = '20000000-0000-4000-8000-00000000000e' returning 1 $$,
  'contractor B cannot take A''s case by a direct update either');
select results_eq($$ update public.cases set contractor_id = tests.uid('contractor_b'), status = 'assigned', updated_at = now() where id = '20000000-0000-4000-8000-00000000000f' returning contractor_id $$,
  $$ values (tests.uid('contractor_b')) $$, 'contractor B accepts another open case with the client''s direct update');
select tests.authenticate_as('contractor_a');
select is_empty($$ select * from public.accept_case('20000000-0000-4000-8000-00000000000f') $$, 'contractor A gets nothing for a case B took');
select is_empty($$ select * from public.accept_case('20000000-0000-4000-8000-00000000000d') $$, 'nobody accepts a completed case');
select tests.authenticate_as('admin');
select throws_ok($$ update public.cases set status = 'open', contractor_id = null where id = '20000000-0000-4000-8000-00000000000a';
                    select * from public.accept_case('20000000-0000-4000-8000-00000000000a') $$, '23514', null,
  'an admin cannot accept a case for themself');

-- delete ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ delete from public.cases $$, '42501', null, 'anon cannot delete cases');
select tests.authenticate_as('free');
select throws_ok($$ delete from public.cases $$, '42501', null, 'a free user cannot delete cases');
select tests.authenticate_as('contractor_a');
select throws_ok($$ delete from public.cases where id = '20000000-0000-4000-8000-00000000000a' $$, '42501', null, 'contractor A cannot delete their case');
select tests.authenticate_as('contractor_b');
select throws_ok($$ delete from public.cases $$, '42501', null, 'contractor B cannot delete cases');
select tests.authenticate_as('admin');
select throws_ok($$ delete from public.cases where id = '20000000-0000-4000-8000-00000000000d' $$, '42501', null, 'cases are never deleted, not even by admins');

reset role;
select results_eq($$ select title, status::text, contractor_id from fixture_cases order by id $$,
  $$ values ('A''s', 'assigned', tests.uid('contractor_a')), ('B''s', 'in_progress', tests.uid('contractor_b')),
            ('Done', 'completed', tests.uid('contractor_a')), ('Open', 'assigned', tests.uid('contractor_a')),
            ('Open 2', 'assigned', tests.uid('contractor_b')) $$,
  'only the allowed changes happened');

select * from finish();
rollback;

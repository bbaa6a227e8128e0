-- public.users: who reads whose row, who writes what, and that nobody
-- raises their own role.
begin;
\ir ../../helpers/tests_schema.psql
select plan(38);

-- Fixtures: admin posted a case assigned to contractor_a; admin_b posted an
-- open case; an orphan auth user has no users row yet (the profile falls back to empty).
insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('10000000-0000-4000-8000-000000000001', 'A case', 'Assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'assigned'),
  ('10000000-0000-4000-8000-000000000002', 'Open case', 'Open', tests.uid('admin_b'), null, 'open');
select tests.create_user('orphan');
delete from public.users where id = tests.uid('orphan');

-- select ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.users $$, '42501', null, 'anon cannot read users');

select tests.authenticate_as('free');
select results_eq($$ select id from public.users $$, $$ values (tests.uid('free')) $$,
  'a free user reads only their own row');

select tests.authenticate_as('contractor_a');
-- Only this file's people: whatever else the database holds (demo data) stays out of it.
select set_eq($$ select id from public.users where email like '%@tests.local' $$,
  $$ values (tests.uid('contractor_a')), (tests.uid('admin')), (tests.uid('admin_b')) $$,
  'contractor A reads themself, the admin of their case and the admins of open cases');
select is_empty($$ select 1 from public.users where id in (tests.uid('contractor_b'), tests.uid('free')) $$,
  'contractor A cannot read other contractors or free users');

select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.users where id = tests.uid('contractor_a') $$,
  'contractor B cannot read contractor A');
select is_empty($$ select 1 from public.users where id = tests.uid('admin') $$,
  'contractor B cannot read the admin of a case they do not share');

select tests.authenticate_as('admin');
select set_has($$ select id from public.users $$,
  $$ values (tests.uid('free')), (tests.uid('contractor_a')), (tests.uid('contractor_b')), (tests.uid('admin_b')) $$,
  'an admin reads every user (Contractors directory)');

-- insert ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ insert into public.users (id, email, full_name) values (gen_random_uuid(), 'x@x', 'X') $$,
  '42501', null, 'anon cannot insert users');

select tests.authenticate_as('orphan');
select throws_ok($$ insert into public.users (id, email, full_name, role) values (tests.uid('orphan'), 'o@x', 'O', 'admin') $$,
  '42501', null, 'nobody inserts their own row with a role');
select throws_ok($$ insert into public.users (id, email, full_name) values (gen_random_uuid(), 'o@x', 'O') $$,
  '42501', null, 'nobody inserts a row for another id');
select results_eq($$ insert into public.users (id, email, full_name) values (tests.uid('orphan'), 'orphan@tests.local', 'Orphan') returning role $$,
  $$ values ('free'::public.user_role) $$,
  'a user whose row is missing creates it, as free (PGRST116 fallback)');

select tests.authenticate_as('free');
select throws_ok($$ insert into public.users (id, email, full_name) values (tests.uid('free'), 'f@x', 'F') $$,
  '23505', null, 'a free user cannot insert a second row for themself');
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.users (id, email, full_name) values (tests.uid('contractor_b'), 'b@x', 'B') $$,
  '42501', null, 'contractor A cannot insert a row for contractor B');
select tests.authenticate_as('admin');
select throws_ok($$ insert into public.users (id, email, full_name) values (gen_random_uuid(), 'n@x', 'N') $$,
  '42501', null, 'an admin cannot insert users for others either');

-- update ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ update public.users set full_name = 'hacked' $$, '42501', null, 'anon cannot update users');

select tests.authenticate_as('free');
select results_eq($$ update public.users set full_name = 'Free Person', hourly_rate = 12.5, avatar_url = 'http://127.0.0.1:54321/storage/v1/object/public/avatars/' || tests.uid('free') || '/a.png' where id = tests.uid('free') returning full_name $$,
  $$ values ('Free Person') $$, 'a free user updates their own name, rate and avatar');
select throws_ok($$ update public.users set role = 'admin' where id = tests.uid('free') $$,
  '42501', null, 'a free user cannot make themself admin');
select throws_ok($$ update public.users set role = 'contractor' where id = tests.uid('free') $$,
  '42501', null, 'a free user cannot make themself contractor');
select throws_ok($$ update public.users set email = 'other@x' where id = tests.uid('free') $$,
  '42501', null, 'a user cannot change their email in users');
select is_empty($$ update public.users set full_name = 'hacked' where id = tests.uid('contractor_a') returning 1 $$,
  'a free user cannot update someone else');

select tests.authenticate_as('contractor_a');
select results_eq($$ update public.users set hourly_rate = 55 where id = tests.uid('contractor_a') returning hourly_rate $$,
  $$ values (55.00::numeric) $$, 'contractor A updates their own rate');
select throws_ok($$ update public.users set role = 'admin' where id = tests.uid('contractor_a') $$,
  '42501', null, 'contractor A cannot make themself admin');
select is_empty($$ update public.users set full_name = 'hacked' where id = tests.uid('admin') returning 1 $$,
  'contractor A cannot update the admin they can read');

select tests.authenticate_as('contractor_b');
select is_empty($$ update public.users set hourly_rate = 1 where id = tests.uid('contractor_a') returning 1 $$,
  'contractor B cannot update contractor A');

select tests.authenticate_as('admin');
select is_empty($$ update public.users set full_name = 'renamed' where id = tests.uid('contractor_b') returning 1 $$,
  'an admin cannot edit another user''s row directly');
select throws_ok($$ update public.users set role = 'free' where id = tests.uid('contractor_b') $$,
  '42501', null, 'an admin cannot change roles by update either');

-- delete ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ delete from public.users $$, '42501', null, 'anon cannot delete users');
select tests.authenticate_as('free');
select throws_ok($$ delete from public.users where id = tests.uid('free') $$, '42501', null, 'a free user cannot delete their row');
select tests.authenticate_as('contractor_a');
select throws_ok($$ delete from public.users where id = tests.uid('contractor_a') $$, '42501', null, 'contractor A cannot delete their row');
select tests.authenticate_as('contractor_b');
select throws_ok($$ delete from public.users where id = tests.uid('contractor_a') $$, '42501', null, 'contractor B cannot delete A');
select tests.authenticate_as('admin');
select throws_ok($$ delete from public.users where id = tests.uid('free') $$, '42501', null, 'an admin cannot delete users through the API');

-- set_user_role: the admin-only path ------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.set_user_role(tests.uid('free'), 'admin') $$, '42501', null, 'anon cannot call set_user_role');
select tests.authenticate_as('free');
select throws_ok($$ select public.set_user_role(tests.uid('free'), 'admin') $$, '42501', null, 'a free user cannot promote themself');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.set_user_role(tests.uid('contractor_b'), 'free') $$, '42501', null, 'a contractor cannot change another''s role');
select tests.authenticate_as('admin');
select throws_ok($$ select public.set_user_role(tests.uid('admin'), 'free') $$, '42501', null, 'an admin cannot change their own role');
select lives_ok($$ select public.set_user_role(tests.uid('free'), 'contractor') $$, 'an admin changes another user''s role');

-- data unchanged by the refused attempts -------------------------------------
reset role;
select results_eq(
  $$ select full_name, role::text, hourly_rate from public.users
      where id in (tests.uid('contractor_a'), tests.uid('contractor_b'), tests.uid('admin')) order by email $$,
  $$ values ('Test admin', 'admin', null::numeric), ('Test contractor_a', 'contractor', 55.00), ('Test contractor_b', 'contractor', 60.00) $$,
  'refused updates left names, roles and rates unchanged');
select is((select role::text from public.users where id = tests.uid('free')), 'contractor', 'the admin path changed the role');

select * from finish();
rollback;

-- Admins act only with a second factor: private.is_admin() is true for an admin
-- whose token says aal2, and false at aal1 or without an aal claim, so every
-- admin policy and RPC refuses a password-only admin session.
begin;
\ir ../../helpers/tests_schema.psql
select plan(9);

select tests.authenticate_as('admin');
select ok((select private.is_admin()), 'an admin at aal2 is an admin');
select isnt_empty($$ select 1 from public.users where id = tests.uid('contractor_a') $$,
  'and reads other users');

select tests.authenticate_with_password_only('admin');
select ok(not (select private.is_admin()), 'an admin at aal1 is not an admin');
select is_empty($$ select 1 from public.users where id = tests.uid('contractor_a') $$,
  'and reads no other user');
select throws_ok($$ select public.history_actors('report', gen_random_uuid()) $$, '42501', null,
  'and an admin RPC refuses them');
select ok((select count(*) = 1 from public.users), 'but still reads their own row');

-- A token without an aal claim (minted by hand, or from before second factors).
select set_config('request.jwt.claims', json_build_object(
  'sub', tests.uid('admin'), 'role', 'authenticated')::text, true);
select ok(not (select private.is_admin()), 'an admin token without aal is not an admin');

select tests.authenticate_as('contractor_a');
select ok(not (select private.is_admin()), 'a contractor at aal2 is not an admin');
select tests.authenticate_with_password_only('contractor_a');
select isnt_empty($$ select 1 from public.users where id = tests.uid('contractor_a') $$,
  'a contractor at aal1 reads their own row as before');

select * from finish();
rollback;

-- public.user_profiles: the owner reads and writes their own; admins read all.
begin;
\ir ../../helpers/tests_schema.psql
select plan(29);

insert into public.user_profiles (user_id, city, bio) values
  (tests.uid('contractor_a'), 'Miami', 'A bio'),
  (tests.uid('contractor_b'), 'Tampa', 'B bio');

-- select ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.user_profiles $$, '42501', null, 'anon cannot read profiles');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.user_profiles $$, 'a free user without a profile reads nothing');
select tests.authenticate_as('contractor_a');
select results_eq($$ select user_id from public.user_profiles $$, $$ values (tests.uid('contractor_a')) $$,
  'contractor A reads only their own profile');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.user_profiles where user_id = tests.uid('contractor_a') $$,
  'contractor B cannot read contractor A''s profile');
select tests.authenticate_as('admin');
select set_has($$ select user_id from public.user_profiles $$,
  $$ values (tests.uid('contractor_a')), (tests.uid('contractor_b')) $$, 'an admin reads every profile');

-- insert ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ insert into public.user_profiles (user_id) values (tests.uid('free')) $$, '42501', null, 'anon cannot create profiles');
select tests.authenticate_as('free');
select results_eq(
  $$ insert into public.user_profiles (user_id, phone, city, zip, education_level, practice_areas, availability, preferred_case_types, florida_circuits)
     values (tests.uid('free'), '555', 'Orlando', '32801', 'masters', array['Dependency'], 'part-time', array['Family Court'], array['9th Circuit - Orange, Osceola'])
     returning state, availability::text $$,
  $$ values ('FL', 'part-time') $$, 'a free user creates their own profile');
select throws_ok($$ insert into public.user_profiles (user_id) values (tests.uid('contractor_b')) $$, '42501', null,
  'a free user cannot create a profile for someone else');
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.user_profiles (user_id) values (tests.uid('admin')) $$, '42501', null,
  'contractor A cannot create a profile for the admin');
select tests.authenticate_as('contractor_b');
select throws_ok($$ insert into public.user_profiles (user_id) values (tests.uid('contractor_b')) $$, '23505', null,
  'contractor B cannot create a second profile');
select tests.authenticate_as('admin');
select results_eq($$ insert into public.user_profiles (user_id) values (tests.uid('admin')) returning availability::text $$,
  $$ values ('full-time') $$, 'an admin creates their own profile, availability defaults to full-time');
select throws_ok($$ insert into public.user_profiles (user_id) values (tests.uid('admin_b')) $$, '42501', null,
  'an admin cannot create a profile for another admin');

-- field rules -----------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ update public.user_profiles set state = 'GA' where user_id = tests.uid('contractor_a') $$, '23514', null, 'state is FL only');
select throws_ok($$ update public.user_profiles set practice_areas = array['Tax Law'] where user_id = tests.uid('contractor_a') $$, '23514', null, 'practice areas come from the list');
select throws_ok($$ update public.user_profiles set florida_circuits = array['21st Circuit'] where user_id = tests.uid('contractor_a') $$, '23514', null, 'there are 20 circuits');
select throws_ok($$ update public.user_profiles set education_level = 'specialized' where user_id = tests.uid('contractor_a') $$, '23514', null, 'a profile cannot use the application-only education level');
select throws_ok($$ update public.user_profiles set availability = 'sometimes' where user_id = tests.uid('contractor_a') $$, '22P02', null, 'availability is an enum');

-- update ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ update public.user_profiles set bio = 'x' $$, '42501', null, 'anon cannot update profiles');
select tests.authenticate_as('free');
select is_empty($$ update public.user_profiles set bio = 'hacked' where user_id = tests.uid('contractor_a') returning 1 $$,
  'a free user cannot update contractor A''s profile');
select tests.authenticate_as('contractor_a');
select results_eq($$ update public.user_profiles set user_id = tests.uid('contractor_a'), bio = 'New bio' where user_id = tests.uid('contractor_a') returning bio $$,
  $$ values ('New bio') $$, 'contractor A updates their own profile (payload includes user_id)');
select throws_ok($$ update public.user_profiles set user_id = tests.uid('contractor_b') where user_id = tests.uid('contractor_a') $$, '42501', null,
  'contractor A cannot hand their profile to someone else');
select tests.authenticate_as('contractor_b');
select is_empty($$ update public.user_profiles set bio = 'hacked' where user_id = tests.uid('contractor_a') returning 1 $$,
  'contractor B cannot update contractor A''s profile');
select tests.authenticate_as('admin');
select is_empty($$ update public.user_profiles set bio = 'hacked' where user_id = tests.uid('contractor_a') returning 1 $$,
  'an admin reads but does not edit others'' profiles');

-- delete ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ delete from public.user_profiles $$, '42501', null, 'anon cannot delete profiles');
select tests.authenticate_as('free');
select throws_ok($$ delete from public.user_profiles where user_id = tests.uid('free') $$, '42501', null, 'a free user cannot delete their profile');
select tests.authenticate_as('contractor_a');
select throws_ok($$ delete from public.user_profiles where user_id = tests.uid('contractor_a') $$, '42501', null, 'owners do not delete profiles through the API');
select tests.authenticate_as('contractor_b');
select throws_ok($$ delete from public.user_profiles where user_id = tests.uid('contractor_a') $$, '42501', null, 'contractor B cannot delete contractor A''s profile');
select tests.authenticate_as('admin');
select throws_ok($$ delete from public.user_profiles where user_id = tests.uid('contractor_a') $$, '42501', null, 'admins do not delete profiles');

reset role;
select results_eq($$ select bio from public.user_profiles where user_id in (tests.uid('contractor_a'), tests.uid('contractor_b')) order by city $$,
  $$ values ('New bio'), ('B bio') $$, 'refused writes left both profiles as their owners wrote them');

select * from finish();
rollback;

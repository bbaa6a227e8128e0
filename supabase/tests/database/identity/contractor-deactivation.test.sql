-- Deactivating a contractor: admins only; a deactivated contractor takes no
-- new case by either path, keeps their history, and can be reactivated.
begin;
\ir ../../helpers/tests_schema.psql
select plan(17);

insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('63000000-0000-4000-8000-00000000000a', 'A''s case', 'Assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'assigned'),
  ('63000000-0000-4000-8000-0000000000c1', 'Open one', 'Open', tests.uid('admin'), null, 'open'),
  ('63000000-0000-4000-8000-0000000000c2', 'Open two', 'Open', tests.uid('admin'), null, 'open');
insert into public.time_entries (case_id, user_id, description, hours, date) values
  ('63000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Visit', 2, current_date);

-- who may ---------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.deactivate_contractor(tests.uid('contractor_a')) $$, '42501', null, 'anon cannot deactivate');
select tests.authenticate_as('free');
select throws_ok($$ select public.deactivate_contractor(tests.uid('contractor_a')) $$, '42501', null, 'a free user cannot deactivate');
select tests.authenticate_as('contractor_b');
select throws_ok($$ select public.deactivate_contractor(tests.uid('contractor_a')) $$, '42501', null, 'a contractor cannot deactivate another');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.reactivate_contractor(tests.uid('contractor_a')) $$, '42501', null, 'a contractor cannot reactivate themself');
select throws_ok($$ update public.users set deactivated_at = null where id = tests.uid('contractor_a') $$, '42501', null,
  'nobody writes deactivated_at directly');
select tests.authenticate_as('admin');
select throws_ok($$ select public.deactivate_contractor(tests.uid('free')) $$, '22023', null, 'only contractors are deactivated');
select throws_ok($$ select public.deactivate_contractor(gen_random_uuid()) $$, 'P0002', null, 'an unknown user is an error');
select isnt(public.deactivate_contractor(tests.uid('contractor_a')), null, 'an admin deactivates a contractor');

-- what it does ------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select is_empty($$ select * from public.accept_case('63000000-0000-4000-8000-0000000000c1') $$,
  'a deactivated contractor cannot accept an open case: it finds none (75 has the rest)');
select tests.authenticate_as('admin');
select throws_ok($$ update public.cases set contractor_id = tests.uid('contractor_a'), status = 'assigned' where id = '63000000-0000-4000-8000-0000000000c2' $$,
  '23514', null, 'nor can an admin assign them one');
select results_eq($$ select contractor_id from public.cases where id = '63000000-0000-4000-8000-00000000000a' $$,
  $$ values (tests.uid('contractor_a')) $$, 'their current case stays theirs');
select tests.authenticate_as('contractor_a');
select results_eq($$ select count(*)::integer from public.time_entries $$, $$ values (1) $$, 'their history is kept and readable');
select results_eq($$ select role::text, deactivated_at is not null from public.users where id = tests.uid('contractor_a') $$,
  $$ values ('contractor', true) $$, 'they keep the contractor role and see they are deactivated');
select tests.authenticate_as('contractor_b');
select results_eq($$ select status::text from public.accept_case('63000000-0000-4000-8000-0000000000c1') $$,
  $$ values ('assigned') $$, 'an active contractor still accepts cases');

-- reactivation ------------------------------------------------------------------
select tests.authenticate_as('admin_b');
select lives_ok($$ select public.reactivate_contractor(tests.uid('contractor_a')) $$, 'any admin reactivates');
select tests.authenticate_as('contractor_a');
select results_eq($$ select status::text from public.accept_case('63000000-0000-4000-8000-0000000000c2') $$,
  $$ values ('assigned') $$, 'a reactivated contractor accepts again');
reset role;
select results_eq($$ select deactivated_at from public.users where id = tests.uid('contractor_a') $$,
  $$ values (null::timestamptz) $$, 'reactivation clears the mark');

select * from finish();
rollback;

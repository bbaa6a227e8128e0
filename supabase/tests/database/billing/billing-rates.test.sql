-- Billing rates: only admins set the rate invoices use; the contractor's own
-- asking rate (users.hourly_rate) reaches entries only when an admin adopts it.
begin;
\ir ../../helpers/tests_schema.psql
select plan(29);

select tests.create_user('no_ask', 'contractor');
select tests.create_user('asker', 'free');
select tests.create_user('promoted', 'free');
update public.users set hourly_rate = 70 where id = tests.uid('asker');
update public.users set hourly_rate = 40 where id = tests.uid('promoted');
insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('90000000-0000-4000-8000-00000000000a', 'A''s', 'Rates', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', now() - interval '30 days'),
  ('90000000-0000-4000-8000-00000000000c', 'No ask', 'Rates', tests.uid('admin'), tests.uid('no_ask'), 'assigned', now() - interval '30 days');
insert into public.time_entries (case_id, user_id, description, hours, date) values
  ('90000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Before', 1, current_date - 5);

-- the contractor's own columns ------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ update public.users set billing_rate = 99999999.99 where id = tests.uid('contractor_a') $$,
  '42501', null, 'a contractor cannot set their own billing rate');
select results_eq($$ update public.users set hourly_rate = 75 where id = tests.uid('contractor_a') returning hourly_rate, billing_rate $$,
  $$ values (75.00::numeric, 50.00::numeric) $$, 'a contractor changes their asking rate; the billing rate stays');
select throws_ok($$ update public.users set hourly_rate = 99999999.99 where id = tests.uid('contractor_a') $$,
  '23514', null, 'an asking rate above 1000 is refused');
select results_eq($$ insert into public.time_entries (case_id, description, hours, date) values ('90000000-0000-4000-8000-00000000000a', 'After ask', 1, current_date - 4) returning hourly_rate $$,
  $$ values (50.00::numeric) $$, 'a new entry snapshots the billing rate, not the new asking rate');
select results_eq($$ select billing_rate from public.users where id = tests.uid('contractor_a') $$,
  $$ values (50.00::numeric) $$, 'a contractor reads their own billing rate');

-- set_billing_rate --------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.set_billing_rate(tests.uid('contractor_a'), 500) $$, '42501', null, 'anon cannot set billing rates');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.set_billing_rate(tests.uid('contractor_a'), 500) $$, '42501', null, 'a contractor cannot set their own billing rate by RPC');
select tests.authenticate_as('free');
select throws_ok($$ select public.set_billing_rate(tests.uid('contractor_a'), 500) $$, '42501', null, 'a free user cannot set billing rates');
select tests.authenticate_as('admin');
select is(public.set_billing_rate(tests.uid('contractor_a'), 65), 65.00::numeric, 'an admin sets a contractor''s billing rate');
select throws_ok($$ select public.set_billing_rate(tests.uid('contractor_a'), 1000.01) $$, '23514', null, 'a billing rate above 1000 is refused');
select throws_ok($$ select public.set_billing_rate(tests.uid('contractor_a'), -1) $$, '23514', null, 'a negative billing rate is refused');
select throws_ok($$ select public.set_billing_rate(tests.uid('contractor_a'), null) $$, '23514', null, 'a billing rate is required');
select throws_ok($$ select public.set_billing_rate(tests.uid('free'), 30) $$, '22023', null, 'billing rates are for contractors only');
select throws_ok($$ select public.set_billing_rate(gen_random_uuid(), 30) $$, 'P0002', null, 'setting a rate for a missing user fails');
select lives_ok($$ select public.set_billing_rate(tests.uid('contractor_b'), 1000) $$, 'an admin may set the upper bound exactly');
select results_eq($$ select id, billing_rate from public.users where id in (tests.uid('contractor_a'), tests.uid('contractor_b')) order by email $$,
  $$ values (tests.uid('contractor_a'), 65.00::numeric), (tests.uid('contractor_b'), 1000.00::numeric) $$, 'an admin reads contractors'' billing rates');

select tests.authenticate_as('contractor_a');
select results_eq($$ insert into public.time_entries (case_id, description, hours, date) values ('90000000-0000-4000-8000-00000000000a', 'After set', 1, current_date - 3) returning hourly_rate $$,
  $$ values (65.00::numeric) $$, 'entries after the admin''s change take the new billing rate');
select results_eq($$ select description, hourly_rate from public.time_entries where case_id = '90000000-0000-4000-8000-00000000000a' and description <> 'After set' order by date $$,
  $$ values ('Before', 50.00::numeric), ('After ask', 50.00::numeric) $$, 'earlier entries keep the rate they were logged at');

-- adopt_asking_rate -------------------------------------------------------------------
select throws_ok($$ select public.adopt_asking_rate(tests.uid('contractor_a')) $$, '42501', null, 'a contractor cannot adopt their own asking rate');
select tests.authenticate_as('admin');
select is(public.adopt_asking_rate(tests.uid('contractor_a')), 75.00::numeric, 'an admin adopts the asking rate as the billing rate');
select throws_ok($$ select public.adopt_asking_rate(tests.uid('no_ask')) $$, '22023', null, 'there must be an asking rate to adopt');

-- unpriced entries --------------------------------------------------------------------
select tests.authenticate_as('no_ask');
select results_eq($$ insert into public.time_entries (case_id, description, hours, date) values ('90000000-0000-4000-8000-00000000000c', 'Unpriced', 2, current_date - 2) returning hourly_rate $$,
  $$ values (null::numeric) $$, 'a contractor without a billing rate logs an unpriced entry');
select tests.authenticate_as('admin');
select lives_ok($$ select public.set_billing_rate(tests.uid('no_ask'), 30) $$, 'an admin sets the first billing rate');
select lives_ok($$ select public.set_billing_rate(tests.uid('no_ask'), 35) $$, 'and then changes it');
reset role;
select results_eq($$ select hourly_rate from public.time_entries where description = 'Unpriced' $$,
  $$ values (30.00::numeric) $$, 'an unpriced entry took the first billing rate and kept it');

-- becoming a contractor ---------------------------------------------------------------
insert into public.contractor_applications (id, user_id, full_name, email, phone, years_experience, professional_summary) values
  ('91000000-0000-4000-8000-000000000001', tests.uid('asker'), 'Asker', 'asker@tests.local', '555', 3, 'Summary');
select tests.authenticate_as('admin');
select lives_ok($$ select public.review_application('contractor', '91000000-0000-4000-8000-000000000001', 'approved', seen_version => tests.version('public.contractor_applications', '91000000-0000-4000-8000-000000000001')) $$, 'an admin approves an application');
select lives_ok($$ select public.set_user_role(tests.uid('promoted'), 'contractor') $$, 'an admin promotes a user');
reset role;
select results_eq($$ select email, role::text, billing_rate from public.users where id in (tests.uid('asker'), tests.uid('promoted')) order by email $$,
  $$ values ('asker@tests.local', 'contractor', null::numeric), ('promoted@tests.local', 'contractor', null::numeric) $$,
  'becoming a contractor (approval or role change) leaves the billing rate unset, whatever the asking rate');
select tests.authenticate_as('admin');
select public.set_billing_rate(tests.uid('promoted'), 40);
reset role;
update public.users set hourly_rate = 90 where id = tests.uid('promoted');
select tests.authenticate_as('admin');
select public.set_user_role(tests.uid('promoted'), 'free');
select public.set_user_role(tests.uid('promoted'), 'contractor');
reset role;
select is((select billing_rate from public.users where id = tests.uid('promoted')), 40.00::numeric,
  'a contractor promoted again keeps the billing rate an admin gave them');

select * from finish();
rollback;

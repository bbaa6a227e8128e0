-- Florida eligibility records and the abuse-allegation flag:
-- admins record how others qualify; people read only their own; only admins
-- mark a case as an abuse allegation. The directory shows both with standing.
begin;
\ir ../../helpers/tests_schema.psql
select plan(24);

reset role;
insert into public.contractor_eligibility (user_id, path, credential, verified_on)
values (tests.uid('contractor_b'), 'legal_aid_certified', 'LA-2291', current_date - 30);
insert into public.cases (id, title, description, admin_id, status) values
  ('73000000-0000-4000-8000-0000000000c1', 'Open case', 'Open', tests.uid('admin'), 'open');

-- eligibility: read ------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.contractor_eligibility $$, '42501', null, 'anon reads no eligibility');
select tests.authenticate_as('contractor_b');
select results_eq($$ select path::text, credential from public.contractor_eligibility $$,
  $$ values ('legal_aid_certified', 'LA-2291') $$, 'a contractor reads their own eligibility');
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.contractor_eligibility $$, 'a contractor reads nobody else''s');
select tests.authenticate_as('admin');
select results_eq($$ select count(*)::integer from public.contractor_eligibility where user_id = tests.uid('contractor_b') $$, $$ values (1) $$,
  'an admin reads others'' records');

-- eligibility: write ------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.contractor_eligibility (user_id, path, credential, verified_on)
                    values (tests.uid('contractor_a'), 'florida_bar_member', '0001', current_date) $$,
  '42501', null, 'a contractor cannot certify themself');
select is_empty($$ update public.contractor_eligibility set path = 'florida_bar_member' returning 1 $$,
  'nor upgrade someone''s path');
select tests.authenticate_as('contractor_b');
select is_empty($$ update public.contractor_eligibility set path = 'gal_program_certified' returning 1 $$,
  'nor their own');
select is_empty($$ delete from public.contractor_eligibility returning 1 $$, 'nor remove it');
select tests.authenticate_as('admin');
select results_eq(
  $$ insert into public.contractor_eligibility (user_id, path, credential, verified_on)
     values (tests.uid('contractor_a'), 'florida_bar_member', '0123456', current_date)
     returning path::text, verified_by $$,
  $$ values ('florida_bar_member', tests.uid('admin')) $$, 'an admin records a Bar member; who verified is stamped');
select throws_ok($$ insert into public.contractor_eligibility (user_id, path, credential, verified_on)
                    values (tests.uid('admin'), 'florida_bar_member', '7', current_date) $$,
  '42501', null, 'an admin cannot certify themself');
select throws_ok($$ update public.contractor_eligibility set verified_on = current_date + 1
                    where user_id = tests.uid('contractor_a') $$,
  '23514', 'The verification date cannot be in the future', 'a verification date in the future is refused');
select throws_ok($$ update public.contractor_eligibility set credential = '' where user_id = tests.uid('contractor_a') $$,
  '23514', null, 'the Bar number or certificate is required');
select results_eq($$ update public.contractor_eligibility set path = 'gal_program_certified', credential = 'GAL-17'
                     where user_id = tests.uid('contractor_b') returning path::text $$,
  $$ values ('gal_program_certified') $$, 'an admin changes a path');
select results_eq($$ delete from public.contractor_eligibility where user_id = tests.uid('contractor_b') returning 1 $$,
  $$ values (1) $$, 'an admin removes a record (none)');
select throws_ok($$ update public.contractor_eligibility set verified_by = tests.uid('admin_b') $$, '42501', null,
  'nobody writes verified_by');

-- the abuse-allegation flag -------------------------------------------------------------
select tests.authenticate_as('admin');
select results_eq(
  $$ insert into public.cases (title, description, admin_id, status, abuse_allegation)
     values ('Abuse case', 'Allegation of neglect', tests.uid('admin'), 'open', true) returning abuse_allegation $$,
  $$ values (true) $$, 'an admin posts a case with an abuse allegation');
select results_eq($$ select abuse_allegation from public.set_abuse_allegation('73000000-0000-4000-8000-0000000000c1', true) $$,
  $$ values (true) $$, 'an admin marks a posted case');
select throws_ok($$ select * from public.set_abuse_allegation(gen_random_uuid(), true) $$, 'P0002', null,
  'an unknown case is an error');
select throws_ok($$ update public.cases set abuse_allegation = false where id = '73000000-0000-4000-8000-0000000000c1' $$,
  '42501', null, 'the flag has no update grant: only the function changes it');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select * from public.set_abuse_allegation('73000000-0000-4000-8000-0000000000c1', false) $$,
  '42501', 'Only admins mark abuse allegations', 'a contractor cannot clear the flag');
select throws_ok($$ update public.cases set abuse_allegation = false, contractor_id = tests.uid('contractor_a'), status = 'assigned'
                    where id = '73000000-0000-4000-8000-0000000000c1' $$,
  '42501', null, 'nor clear it while accepting');
select results_eq($$ select abuse_allegation from public.cases where id = '73000000-0000-4000-8000-0000000000c1' $$,
  $$ values (true) $$, 'contractors see the flag on an open case');

-- the directory shows standing and eligibility ------------------------------------------
select tests.authenticate_as('admin');
select results_eq(
  $$ select full_name, good_standing, eligibility_path::text from public.contractor_directory(search => 'Test contractor_', page_size => 100)
      where id in (tests.uid('contractor_a'), tests.uid('contractor_b')) order by full_name $$,
  $$ values ('Test contractor_a', true, 'florida_bar_member'), ('Test contractor_b', true, null) $$,
  'the directory lists each contractor''s standing and path');
reset role;
delete from public.training_records where user_id = tests.uid('contractor_b');
select tests.authenticate_as('admin');
select results_eq(
  $$ select good_standing, standing_shortfall from public.contractor_detail(tests.uid('contractor_b')) $$,
  $$ values (false, '30 pre-service hours still needed') $$,
  'the detail says what a contractor short of hours needs');

select * from finish();
rollback;

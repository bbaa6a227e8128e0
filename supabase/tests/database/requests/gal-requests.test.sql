-- public.gal_requests: anyone files one; nobody but admins reads or changes it.
begin;
\ir ../../helpers/tests_schema.psql
select plan(26);

insert into public.gal_requests (id, case_type, county, name, email, phone, details) values
  ('50000000-0000-4000-8000-000000000001', 'Child Custody Dispute', 'Broward County', 'Pat Parent', 'pat@example.test', '555-0100', 'Need a GAL');

-- insert ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values ('Relocation Case', 'Lee County', 'A', 'a@example.test', '5', 'x') $$,
  '42501', null, 'the anon key alone files nothing (an anonymous session does)');
reset role;
do $$ begin perform seed_accounts.create_anonymous_user('a6000000-0000-4000-8000-000000000001'); end $$;
select tests.authenticate_anonymously('a6000000-0000-4000-8000-000000000001');
insert into storage.objects (bucket_id, name) values ('voice-notes', 'requests/0b7e6f0e-7a51-4b1e-9d2a-1f5e8c3a9d10.webm');
select lives_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details, urgent, voice_note_path)
                   values ('Relocation Case', 'Miami-Dade County', 'Anon', 'anon@example.test', '555', 'Help', true, 'requests/0b7e6f0e-7a51-4b1e-9d2a-1f5e8c3a9d10.webm') $$,
  'an anonymous session files a request, with a voice note');
select throws_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values ('Relocation Case', 'Lee County', 'A', 'a@example.test', '5', 'x') returning id $$,
  '42501', null, 'it cannot read back what it filed');
select throws_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details, status) values ('Relocation Case', 'Lee County', 'A', 'a@example.test', '5', 'x', 'closed') $$,
  '42501', null, 'it cannot choose the status');
select throws_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values ('Tax audit', 'Lee County', 'A', 'a@example.test', '5', 'x') $$,
  '23514', null, 'case type comes from the form''s list');
select throws_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values ('Relocation Case', 'Lee County', 'A', 'not-an-email', '5', 'x') $$,
  '23514', null, 'the email must look like one');
select throws_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details, voice_note_path) values ('Relocation Case', 'Lee County', 'A', 'a@example.test', '5', 'x', 'avatars/someone.webm') $$,
  '23514', null, 'a voice note path points into requests/ only');
select tests.authenticate_as('free');
select lives_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values ('Other Family Law Matter', 'Leon County', 'F', 'f@example.test', '5', 'x') $$,
  'a signed-in free user files a request');
select tests.authenticate_as('contractor_a');
select lives_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values ('Other Family Law Matter', 'Leon County', 'A', 'a@example.test', '5', 'x') $$,
  'contractor A files a request');
select tests.authenticate_as('contractor_b');
select lives_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values ('Other Family Law Matter', 'Leon County', 'B', 'b@example.test', '5', 'x') $$,
  'contractor B files a request');
select tests.authenticate_as('admin');
select lives_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values ('Other Family Law Matter', 'Leon County', 'Ad', 'ad@example.test', '5', 'x') $$,
  'an admin files a request');

-- select ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.gal_requests $$, '42501', null, 'anon cannot read requests');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.gal_requests $$, 'a free user cannot read requests, not even their own');
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.gal_requests $$, 'contractor A cannot read requests');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.gal_requests $$, 'contractor B cannot read requests');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.gal_requests where id = '50000000-0000-4000-8000-000000000001' or name in ('Anon', 'F', 'A', 'B', 'Ad')), 6,
  'an admin reads every request');

-- update ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ update public.gal_requests set status = 'closed' $$, '42501', null, 'anon cannot change requests');
select tests.authenticate_as('free');
select is_empty($$ update public.gal_requests set status = 'closed' returning 1 $$, 'a free user cannot change requests');
select tests.authenticate_as('contractor_a');
select is_empty($$ update public.gal_requests set status = 'closed' returning 1 $$, 'contractor A cannot change requests');
select tests.authenticate_as('contractor_b');
select throws_ok($$ update public.gal_requests set details = 'x' $$, '42501', null, 'contractor B cannot edit requests');
select tests.authenticate_as('admin');
select results_eq($$ update public.gal_requests set status = 'contacted' where id = '50000000-0000-4000-8000-000000000001' returning status::text $$,
  $$ values ('contacted') $$, 'an admin marks a request contacted');
select throws_ok($$ update public.gal_requests set details = 'rewritten' where id = '50000000-0000-4000-8000-000000000001' $$,
  '42501', null, 'an admin changes only the status');

-- delete ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ delete from public.gal_requests $$, '42501', null, 'anon cannot delete requests');
select tests.authenticate_as('free');
select throws_ok($$ delete from public.gal_requests $$, '42501', null, 'a free user cannot delete requests');
select tests.authenticate_as('admin');
select throws_ok($$ delete from public.gal_requests $$, '42501', null, 'nobody deletes requests through the API');

reset role;
select results_eq($$ select status::text, details from public.gal_requests where id = '50000000-0000-4000-8000-000000000001' $$,
  $$ values ('contacted', 'Need a GAL') $$, 'only the admin''s status change happened');

select * from finish();
rollback;

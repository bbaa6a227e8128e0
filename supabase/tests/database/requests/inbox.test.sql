-- The Requests inbox: visitors file but never read; status moves forward only, by admins, stamped with who and when;
-- the orphaned voice-note sweep; the admin's New Requests count.
begin;
\ir ../../helpers/tests_schema.psql
select plan(18);

reset role;
create temp table before_new as
  select (select count(*)::int from public.gal_requests where status = 'new') as n;
grant select on before_new to authenticated;

insert into public.gal_requests (id, case_type, county, name, email, phone, details, urgent) values
  ('30000000-0000-4000-8000-000000000001', 'Child Custody Dispute', 'Broward County', 'Rita Ramos', 'rita@example.test', '555-0101', 'Custody hearing next month', true),
  ('30000000-0000-4000-8000-000000000002', 'Relocation Case', 'Leon County', 'Sam Ortiz', 'sam@example.test', '555-0102', 'Mother wants to move to Georgia', false);

-- a visitor's session files, never reads (the flood guard is 73's) -------------
reset role;
do $$ begin perform seed_accounts.create_anonymous_user('a3000000-0000-4000-8000-000000000001'); end $$;
select tests.authenticate_anonymously('a3000000-0000-4000-8000-000000000001');
select lives_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values ('Relocation Case', 'Lee County', 'Anon', 'anon@example.test', '555', 'Help') $$,
  'a visitor files a request');
select is_empty($$ select id from public.gal_requests $$, 'and never reads requests back');
select tests.clear_authentication();
select throws_ok($$ select id from public.gal_requests $$, '42501', null, 'nor does the anon key');

-- status: admins only, forward only, stamped ------------------------------------
select tests.authenticate_as('free');
select is_empty($$ update public.gal_requests set status = 'contacted' where id = '30000000-0000-4000-8000-000000000001' returning 1 $$,
  'a free user cannot mark a request contacted');
select tests.authenticate_as('contractor_a');
select is_empty($$ update public.gal_requests set status = 'closed' where id = '30000000-0000-4000-8000-000000000001' returning 1 $$,
  'a contractor cannot close a request');
select tests.authenticate_as('admin');
select throws_ok($$ update public.gal_requests set status_changed_by = tests.uid('admin_b') where id = '30000000-0000-4000-8000-000000000001' $$,
  '42501', null, 'an admin cannot write who changed the status');
select results_eq($$ update public.gal_requests set status = 'contacted' where id = '30000000-0000-4000-8000-000000000001' returning status::text, status_changed_by, status_changed_at = now() $$,
  $$ values ('contacted', tests.uid('admin'), true) $$, 'an admin marks a request contacted and is recorded with the time');
select tests.authenticate_as('admin_b');
select results_eq($$ update public.gal_requests set status = 'closed' where id = '30000000-0000-4000-8000-000000000001' returning status::text, status_changed_by $$,
  $$ values ('closed', tests.uid('admin_b')) $$, 'another admin closes it and becomes the recorded changer');
select throws_ok($$ update public.gal_requests set status = 'new' where id = '30000000-0000-4000-8000-000000000001' $$,
  'GC006', null, 'a closed request does not go back to new');
select lives_ok($$ update public.gal_requests set status = 'closed' where id = '30000000-0000-4000-8000-000000000002' $$,
  'a new request may be closed straight away');
select results_eq($$ update public.gal_requests set status = 'closed' where id = '30000000-0000-4000-8000-000000000001' returning status_changed_by $$,
  $$ values (tests.uid('admin_b')) $$, 'setting the same status again changes no stamp');

-- orphaned voice notes ------------------------------------------------------------
reset role;
insert into storage.objects (bucket_id, name, created_at) values
  ('voice-notes', 'requests/a1111111-1111-4111-8111-111111111111.webm', now() - interval '2 hours'),
  ('voice-notes', 'requests/b2222222-2222-4222-8222-222222222222.webm', now() - interval '2 hours'),
  ('voice-notes', 'requests/c3333333-3333-4333-8333-333333333333.webm', now() - interval '5 minutes');
insert into public.gal_requests (case_type, county, name, email, phone, details, voice_note_path) values
  ('Other Family Law Matter', 'Polk County', 'Linked', 'l@example.test', '5', 'x', 'requests/b2222222-2222-4222-8222-222222222222.webm');
select tests.authenticate_as('admin');
select results_eq($$ select n from public.orphaned_voice_notes() n where n like 'requests/%1111-%' or n like 'requests/%2222-%' or n like 'requests/%3333-%' $$,
  $$ values ('requests/a1111111-1111-4111-8111-111111111111.webm'::text) $$,
  'an admin sees only the old voice note no request names');
select tests.authenticate_as('free');
select is_empty($$ select * from public.orphaned_voice_notes() $$, 'a free user sees no voice notes');
select tests.authenticate_as('contractor_a');
select is_empty($$ select * from public.orphaned_voice_notes() $$, 'a contractor sees no voice notes');
select tests.clear_authentication();
select throws_ok($$ select * from public.orphaned_voice_notes() $$, '42501', null, 'anon cannot ask for voice notes');

-- the admin's New Requests count ----------------------------------------------------
select tests.authenticate_as('admin');
select is((public.dashboard_stats() ->> 'new_requests')::int,
  (select n from before_new) + 1 + 1,
  'an admin counts the requests still new');
select tests.authenticate_as('contractor_a');
select ok(not (public.dashboard_stats() ? 'new_requests'), 'a contractor gets no request count');
select tests.authenticate_as('free');
select ok(not (public.dashboard_stats() ? 'new_requests'), 'a free user gets no request count');

select * from finish();
rollback;

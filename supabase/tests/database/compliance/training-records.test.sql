-- public.training_records and the certificates bucket: people add
-- their own records (always pending), edit them until approved, and only an
-- admin reviews someone else's, with a reason for a rejection.
begin;
\ir ../../helpers/tests_schema.psql
select plan(41);

reset role;
insert into public.training_records (id, user_id, title, provider, completed_on, hours, kind, status, review_note)
values
  ('71000000-0000-4000-8000-0000000000a1', tests.uid('contractor_a'), 'Court report writing', 'GAL Program', current_date - 10, 3, 'in_service', 'pending', null),
  ('71000000-0000-4000-8000-0000000000a2', tests.uid('contractor_a'), 'Trauma-informed interviewing', 'GAL Program', current_date - 20, 6, 'in_service', 'approved', null),
  ('71000000-0000-4000-8000-0000000000a3', tests.uid('contractor_a'), 'Webinar', 'Unknown', current_date - 30, 2, 'in_service', 'rejected', 'No certificate of attendance'),
  ('71000000-0000-4000-8000-0000000000b1', tests.uid('contractor_b'), 'Dependency law basics', 'GAL Program', current_date - 5, 4, 'in_service', 'pending', null),
  ('71000000-0000-4000-8000-0000000000d1', tests.uid('admin'), 'Supervisor course', 'GAL Program', current_date - 5, 4, 'in_service', 'pending', null);

-- read --------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.training_records $$, '42501', null, 'anon reads no training records');
select tests.authenticate_as('contractor_a');
select results_eq($$ select count(*)::integer from public.training_records where user_id <> tests.uid('contractor_a') $$,
  $$ values (0) $$, 'a contractor reads none of anyone else''s records');
select results_eq($$ select count(*)::integer from public.training_records $$, $$ values (4) $$,
  'a contractor reads their own records (3 here and the helper''s pre-service one)');
select results_eq($$ select review_note from public.training_records where id = '71000000-0000-4000-8000-0000000000a3' $$,
  $$ values ('No certificate of attendance') $$, 'the owner reads why a record was rejected');
select tests.authenticate_as('admin');
select results_eq($$ select count(*)::integer from public.training_records where id::text like '71000000%' $$,
  $$ values (5) $$, 'an admin reads every record');

-- insert ------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ insert into public.training_records (title, provider, completed_on, hours, kind)
                    values ('x', 'y', current_date, 1, 'pre_service') $$, '42501', null, 'anon adds no records');
select tests.authenticate_as('free');
select results_eq(
  $$ insert into public.training_records (title, provider, completed_on, hours, kind)
     values ('Pre-service module 1', 'Florida GAL Program', current_date - 1, 7.5, 'pre_service')
     returning user_id, status::text, reviewed_by $$,
  $$ values (tests.uid('free'), 'pending', null::uuid) $$,
  'an applicant adds their own record, which starts pending');
select throws_ok($$ insert into public.training_records (title, provider, completed_on, hours, kind, status)
                    values ('x', 'y', current_date, 1, 'pre_service', 'approved') $$, '42501', null,
  'nobody adds an approved record');
select throws_ok($$ insert into public.training_records (user_id, title, provider, completed_on, hours, kind)
                    values (tests.uid('contractor_a'), 'x', 'y', current_date, 1, 'pre_service') $$, '42501', null,
  'nobody adds a record for someone else');
select throws_ok($$ insert into public.training_records (title, provider, completed_on, hours, kind)
                    values ('x', 'y', current_date + 1, 1, 'pre_service') $$, '23514',
  'The completion date cannot be in the future', 'a completion date in the future is refused');
select throws_ok($$ insert into public.training_records (title, provider, completed_on, hours, kind)
                    values ('x', 'y', current_date, 1.1, 'pre_service') $$, '23514', null,
  'hours are whole quarter hours');
select throws_ok($$ insert into public.training_records (title, provider, completed_on, hours, kind)
                    values ('x', 'y', current_date, 100.25, 'pre_service') $$, '23514', null,
  'a record holds at most 100 hours');
select throws_ok($$ insert into public.training_records (title, provider, completed_on, hours, kind)
                    values ('   ', 'y', current_date, 1, 'pre_service') $$, '23514', null,
  'a title is required');
select throws_ok(
  format($$ insert into public.training_records (title, provider, completed_on, hours, kind, certificate_path)
            values ('x', 'y', current_date, 1, 'pre_service', '%s/0b7d6a4e-1111-4222-8333-444455556666.pdf') $$,
         tests.uid('contractor_a')),
  '23514', null, 'a certificate path points into the owner''s own folder only');
select lives_ok(
  format($$ insert into public.training_records (title, provider, completed_on, hours, kind, certificate_path)
            values ('x', 'y', current_date, 1, 'pre_service', '%s/0b7d6a4e-1111-4222-8333-444455556666.pdf') $$,
         tests.uid('free')),
  'a certificate path in the owner''s folder is accepted');

-- the owner's edits -------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ update public.training_records set hours = 3.5 where id = '71000000-0000-4000-8000-0000000000a1' $$,
  '42501', 'This record is under review and cannot be changed: withdraw it and add it again',
  'the owner cannot change a record under review (130 covers withdrawing and refiling)');
select is_empty($$ update public.training_records set hours = 60 where id = '71000000-0000-4000-8000-0000000000a2' returning 1 $$,
  'the owner cannot change an approved record');
select throws_ok($$ update public.training_records set status = 'approved' where id = '71000000-0000-4000-8000-0000000000a1' $$,
  '42501', null, 'the owner cannot approve their own record');
select results_eq(
  $$ update public.training_records set title = 'Webinar: child development', provider = 'Florida GAL Program'
      where id = '71000000-0000-4000-8000-0000000000a3' returning status::text, review_note $$,
  $$ values ('pending', null::text) $$, 'fixing a rejected record sends it back for review');
select is_empty($$ update public.training_records set hours = 1 where id = '71000000-0000-4000-8000-0000000000b1' returning 1 $$,
  'a contractor cannot change another contractor''s record');
select is_empty($$ delete from public.training_records where id = '71000000-0000-4000-8000-0000000000a2' returning 1 $$,
  'the owner cannot delete an approved record');
select is_empty($$ delete from public.training_records where id = '71000000-0000-4000-8000-0000000000b1' returning 1 $$,
  'nobody deletes someone else''s record');
select throws_ok($$ update public.training_records set reviewed_by = tests.uid('contractor_a') $$, '42501', null,
  'nobody writes reviewed_by');

-- review ------------------------------------------------------------------------------
select tests.authenticate_as('contractor_b');
select throws_ok($$ select * from public.review_training_record('71000000-0000-4000-8000-0000000000a1', 'approved', null, tests.version('public.training_records', '71000000-0000-4000-8000-0000000000a1')) $$,
  '42501', 'Only admins review training records', 'a contractor cannot review');
select tests.authenticate_as('admin');
select results_eq(
  $$ select status::text, reviewed_by, reviewed_at is not null
       from public.review_training_record('71000000-0000-4000-8000-0000000000a1', 'approved', null, tests.version('public.training_records', '71000000-0000-4000-8000-0000000000a1')) $$,
  $$ values ('approved', tests.uid('admin'), true) $$, 'an admin approves a record; who and when are stamped');
select throws_ok($$ select * from public.review_training_record('71000000-0000-4000-8000-0000000000b1', 'rejected', null, tests.version('public.training_records', '71000000-0000-4000-8000-0000000000b1')) $$,
  '22023', 'Give a reason for the rejection', 'a rejection needs a reason');
select throws_ok($$ update public.training_records set status = 'rejected' where id = '71000000-0000-4000-8000-0000000000b1' $$,
  '42501', null, 'there is no direct path to a decision: only review_training_record');
select results_eq(
  $$ select status::text, review_note from public.review_training_record('71000000-0000-4000-8000-0000000000b1', 'rejected', '  No certificate  ', tests.version('public.training_records', '71000000-0000-4000-8000-0000000000b1')) $$,
  $$ values ('rejected', 'No certificate') $$, 'an admin rejects a record with a reason');
select throws_ok($$ select * from public.review_training_record('71000000-0000-4000-8000-0000000000d1', 'approved', null, tests.version('public.training_records', '71000000-0000-4000-8000-0000000000d1')) $$,
  'P0002', null, 'an admin cannot approve their own record');
select throws_ok($$ update public.training_records set status = 'approved' where id = '71000000-0000-4000-8000-0000000000d1' $$,
  '42501', null, 'nor directly');
select throws_ok($$ update public.training_records set hours = 90 where id = '71000000-0000-4000-8000-0000000000b1' $$,
  '42501', null, 'an admin reviews but does not edit someone''s hours');
select results_eq(
  $$ select status::text, reviewed_by from public.review_training_record('71000000-0000-4000-8000-0000000000a1', 'pending', null, tests.version('public.training_records', '71000000-0000-4000-8000-0000000000a1')) $$,
  $$ values ('pending', null::uuid) $$, 'an admin can put a decision back to pending');

select tests.authenticate_as('contractor_a');
select results_eq($$ delete from public.training_records where id = '71000000-0000-4000-8000-0000000000a1' returning 1 $$,
  $$ values (1) $$, 'the owner deletes a pending record');

-- certificates bucket -----------------------------------------------------------------
reset role;
select results_eq($$ select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'certificates' $$,
  $$ values (false, 5242880::bigint, array['application/pdf', 'image/png', 'image/jpeg', 'image/webp']) $$,
  'certificates: private, 5 MB, PDF or raster images (no SVG)');
insert into storage.objects (bucket_id, name, owner)
values ('certificates', tests.uid('contractor_b') || '/0b7d6a4e-1111-4222-8333-444455556666.pdf', tests.uid('contractor_b'));
select tests.clear_authentication();
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('certificates', 'x.pdf') $$, '42501', null,
  'anon uploads no certificate');
select tests.authenticate_as('contractor_a');
select lives_ok(
  format($$ insert into storage.objects (bucket_id, name, owner)
            values ('certificates', '%s/1b7d6a4e-1111-4222-8333-444455556666.pdf', '%s') $$,
         tests.uid('contractor_a'), tests.uid('contractor_a')),
  'a contractor uploads a certificate into their own folder');
select throws_ok(
  format($$ insert into storage.objects (bucket_id, name) values ('certificates', '%s/2b7d6a4e-1111-4222-8333-444455556666.pdf') $$,
         tests.uid('contractor_b')),
  '42501', null, 'nobody uploads into someone else''s folder');
select throws_ok(
  format($$ insert into storage.objects (bucket_id, name) values ('certificates', '%s/notes.html') $$, tests.uid('contractor_a')),
  '42501', null, 'only {uuid}.pdf/png/jpg/webp names are accepted');
select is_empty($$ select 1 from storage.objects where bucket_id = 'certificates' and name like tests.uid('contractor_b') || '/%' $$,
  'a contractor cannot read another''s certificate');
select set_config('storage.allow_delete_query', 'true', true);
select is_empty($$ delete from storage.objects where bucket_id = 'certificates' and name like tests.uid('contractor_b') || '/%' returning 1 $$,
  'nor delete it');
select tests.authenticate_as('admin');
select results_eq($$ select count(*)::integer from storage.objects where bucket_id = 'certificates'
                      and (name like tests.uid('contractor_a') || '/%' or name like tests.uid('contractor_b') || '/%') $$,
  $$ values (2) $$, 'an admin reads every certificate to review it (other suites may add their own)');

select * from finish();
rollback;

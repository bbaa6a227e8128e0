-- contractor_applications, assistant_applications and application_events:
-- applicants file for themselves as pending and read their own; only admins
-- change status; approval of a GAL contractor application promotes the
-- applicant atomically; every status is audited by the database.
begin;
\ir ../../helpers/tests_schema.psql
select plan(55);

insert into public.contractor_applications (id, user_id, full_name, email, phone, years_experience, professional_summary) values
  ('40000000-0000-4000-8000-00000000000f', tests.uid('free'), 'Free Applicant', 'free@tests.local', '555', 2, 'Summary');
insert into public.assistant_applications (id, user_id, full_name, email, phone, location, field_of_study, years_experience,
  professional_summary, office_skills, written_communication, research_skills, organization_skills, database_skills,
  why_interested, confidential_info, work_schedule, hourly_rate) values
  ('41000000-0000-4000-8000-00000000000b', tests.uid('contractor_b'), 'B Assistant', 'b@tests.local', '555', 'Tampa', 'Mediation, Research', 1,
   'Summary', 3, 4, 5, 2, 1, 'Because', 'Carefully', array['Weekdays', 'Evenings'], 25);

-- contractor_applications: select ---------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.contractor_applications $$, '42501', null, 'anon cannot read contractor applications');
select tests.authenticate_as('free');
select results_eq($$ select id from public.contractor_applications $$, $$ values ('40000000-0000-4000-8000-00000000000f'::uuid) $$,
  'a free applicant reads their own application');
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.contractor_applications $$, 'contractor A cannot read others'' applications');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.contractor_applications $$, 'contractor B cannot read others'' applications');
select tests.authenticate_as('admin');
select set_has($$ select id from public.contractor_applications $$, $$ values ('40000000-0000-4000-8000-00000000000f'::uuid) $$,
  'an admin reads all contractor applications');

-- contractor_applications: insert ---------------------------------------------------
-- (who may file, and when, is 77_application_rules; here: as whom and what)
select tests.create_user('free_b', 'free');
select tests.clear_authentication();
select throws_ok($$ insert into public.contractor_applications (full_name, email, phone, years_experience, professional_summary) values ('x', 'x@x', '1', 1, 's') $$,
  '42501', null, 'anon cannot apply');
select tests.authenticate_as('free_b');
select throws_ok($$ insert into public.contractor_applications (user_id, status, full_name, email, phone, years_experience, professional_summary) values (tests.uid('free_b'), 'approved', 'x', 'free_b@tests.local', '1', 1, 's') $$,
  '42501', null, 'an applicant cannot file an application as approved');
select throws_ok($$ insert into public.contractor_applications (user_id, full_name, email, phone, years_experience, professional_summary) values (tests.uid('contractor_a'), 'x', 'free_b@tests.local', '1', 1, 's') $$,
  '42501', null, 'an applicant cannot file in someone else''s name');
select throws_ok($$ insert into public.contractor_applications (full_name, email, phone, years_experience, professional_summary, reference_list) values ('x', 'free_b@tests.local', '1', 1, 's', '{"name":"not a list"}') $$,
  '23514', null, 'references are a list');
select throws_ok($$ insert into public.contractor_applications (full_name, email, phone, years_experience, professional_summary) values ('x', 'free_b@tests.local', '1', -1, 's') $$,
  '23514', null, 'years of experience cannot be negative');
select results_eq(
  $$ insert into public.contractor_applications (user_id, status, full_name, email, phone, years_experience, professional_summary, education_level, practice_areas, reference_list)
     values (tests.uid('free_b'), 'pending', 'B', 'free_b@tests.local', '1', 3.5, 's', 'specialized', array['Trauma-informed interviewing'],
             '[{"name":"R1","relationship":"Boss","phone":"1","email":"r1@x"},{"name":"","relationship":"","phone":"","email":""}]')
     returning status::text, court_comfort, is_certified $$,
  $$ values ('pending', true, false) $$, 'a free user files an application for themself, pending, with the form''s defaults');
select tests.authenticate_as('contractor_b');
select throws_ok($$ insert into public.contractor_applications (user_id, full_name, email, phone, years_experience, professional_summary) values (tests.uid('free'), 'x', 'free@tests.local', '1', 1, 's') $$,
  '42501', null, 'contractor B cannot file in the free user''s name');
select tests.authenticate_as('admin');
select throws_ok($$ insert into public.contractor_applications (full_name, email, phone, years_experience, professional_summary) values ('Adm', 'admin@tests.local', '1', 0, 's') $$,
  '23514', 'Admins do not apply to become GAL contractors', 'an admin does not file a GAL application');

-- contractor_applications: update ---------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ update public.contractor_applications set status = 'approved' $$, '42501', null, 'anon cannot change applications');
select tests.authenticate_as('free');
select throws_ok($$ update public.contractor_applications set status = 'approved' where id = '40000000-0000-4000-8000-00000000000f' returning 1 $$,
  '42501', null, 'an applicant cannot approve their own application');
select throws_ok($$ update public.contractor_applications set professional_summary = 'edited' where id = '40000000-0000-4000-8000-00000000000f' $$,
  '42501', null, 'an applicant cannot edit a filed application');
select throws_ok($$ select public.review_application('contractor', '40000000-0000-4000-8000-00000000000f', 'approved', seen_version => tests.version('public.contractor_applications', '40000000-0000-4000-8000-00000000000f')) $$,
  '42501', null, 'an applicant cannot call the review function');
select tests.authenticate_as('contractor_a');
select throws_ok($$ update public.contractor_applications set status = 'rejected' where id = '40000000-0000-4000-8000-00000000000f' returning 1 $$,
  '42501', null, 'contractor A cannot change another''s application');
select tests.authenticate_as('contractor_b');
select throws_ok($$ update public.contractor_applications set status = 'rejected' returning 1 $$,
  '42501', null, 'contractor B cannot change any application');
select tests.authenticate_as('admin');
select throws_ok($$ update public.contractor_applications set status = 'rejected' where id = '40000000-0000-4000-8000-00000000000f' $$,
  '42501', null, 'an admin decides only through review_application, never by a direct update');
select results_eq($$ select public.review_application('contractor', '40000000-0000-4000-8000-00000000000f', 'rejected', 'other', 'Missing references', seen_version => tests.version('public.contractor_applications', '40000000-0000-4000-8000-00000000000f'))::text $$,
  $$ values ('rejected') $$, 'an admin rejects an application');
reset role;
select is((select role::text from public.users where id = tests.uid('free')), 'free', 'rejection changes no role');
select tests.authenticate_as('admin');
select results_eq($$ select public.review_application('contractor', '40000000-0000-4000-8000-00000000000f', 'approved', reason => 'References arrived', seen_version => tests.version('public.contractor_applications', '40000000-0000-4000-8000-00000000000f'))::text $$,
  $$ values ('approved') $$, 'an admin approves an application with review_application');
select throws_ok($$ select public.review_application('contractor', gen_random_uuid(), 'approved', seen_version => 1) $$, 'P0002', null, 'approving a missing application fails');
reset role;
select is((select role::text from public.users where id = tests.uid('free')), 'contractor', 'approval made the applicant a contractor, in the same transaction');
-- An application filed before its applicant became an admin.
reset role;
select tests.create_user('later_admin', 'free');
insert into public.contractor_applications (user_id, full_name, email, phone, years_experience, professional_summary)
  values (tests.uid('later_admin'), 'Later Admin', 'later_admin@tests.local', '1', 0, 's');
update public.users set role = 'admin' where id = tests.uid('later_admin');
select tests.authenticate_as('admin_b');
select lives_ok($$ select public.review_application('contractor', a.id, 'approved', seen_version => a.version) from public.contractor_applications a where a.user_id = tests.uid('later_admin') $$, 'another admin approves an admin''s application');
reset role;
select is((select role::text from public.users where id = tests.uid('later_admin')), 'admin', 'approval never demotes an admin');

-- contractor_applications: delete ---------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ delete from public.contractor_applications $$, '42501', null, 'anon cannot delete applications');
select tests.authenticate_as('free');
select throws_ok($$ delete from public.contractor_applications where user_id = tests.uid('free') $$, '42501', null, 'an applicant cannot delete their application');
select tests.authenticate_as('contractor_a');
select throws_ok($$ delete from public.contractor_applications $$, '42501', null, 'contractor A cannot delete applications');
select tests.authenticate_as('contractor_b');
select throws_ok($$ delete from public.contractor_applications $$, '42501', null, 'contractor B cannot delete applications');
select tests.authenticate_as('admin');
select throws_ok($$ delete from public.contractor_applications $$, '42501', null, 'admins do not delete applications');

-- assistant_applications ------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.assistant_applications $$, '42501', null, 'anon cannot read assistant applications');
select throws_ok($$ insert into public.assistant_applications (full_name) values ('x') $$, '42501', null, 'anon cannot file assistant applications');
select tests.authenticate_as('contractor_b');
select results_eq($$ select id from public.assistant_applications $$, $$ values ('41000000-0000-4000-8000-00000000000b'::uuid) $$,
  'contractor B reads their own assistant application');
select throws_ok($$ update public.assistant_applications set status = 'approved' returning 1 $$, '42501', null, 'contractor B cannot approve their own assistant application');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.assistant_applications $$, 'the free user cannot read B''s assistant application');
select throws_ok(
  $$ insert into public.assistant_applications (full_name, email, phone, location, field_of_study, years_experience,
       professional_summary, office_skills, written_communication, research_skills, organization_skills, database_skills,
       why_interested, confidential_info, work_schedule, hourly_rate)
     values ('F', 'free@tests.local', '1', 'Miami', 'Research', 0, 's', 6, 2, 3, 4, 5, 'w', 'c', array['Flexible'], 22.5) $$,
  '23514', null, 'ratings are 1 to 5');
select throws_ok(
  $$ insert into public.assistant_applications (full_name, email, phone, location, field_of_study, years_experience,
       professional_summary, office_skills, written_communication, research_skills, organization_skills, database_skills,
       why_interested, confidential_info, work_schedule, hourly_rate)
     values ('F', 'free@tests.local', '1', 'Miami', 'Research', 0, 's', 1, 2, 3, 4, 5, 'w', 'c', array['Sundays'], 22.5) $$,
  '23514', null, 'work schedule options come from the list');
select results_eq(
  $$ insert into public.assistant_applications (user_id, status, full_name, email, phone, location, field_of_study, years_experience,
       professional_summary, office_skills, written_communication, research_skills, organization_skills, database_skills,
       why_interested, confidential_info, work_schedule, hourly_rate)
     values (tests.uid('free'), 'pending', 'F', 'free@tests.local', '1', 'Miami', 'Research', 0, 's', 1, 2, 3, 4, 5, 'w', 'c', array['Flexible'], 22.5)
     returning status::text $$,
  $$ values ('pending') $$, 'the free user files an assistant application');
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.assistant_applications $$, 'contractor A reads no one else''s assistant applications');
select throws_ok($$ update public.assistant_applications set status = 'rejected' returning 1 $$, '42501', null, 'contractor A cannot change assistant applications');
select tests.authenticate_as('admin');
select results_eq($$ select public.review_application('assistant', '41000000-0000-4000-8000-00000000000b', 'approved', seen_version => tests.version('public.assistant_applications', '41000000-0000-4000-8000-00000000000b'))::text $$,
  $$ values ('approved') $$, 'an admin approves an assistant application');
reset role;
select is((select role::text from public.users where id = tests.uid('contractor_b')), 'contractor', 'an assistant approval changes no role');
select tests.authenticate_as('free');
select throws_ok($$ delete from public.assistant_applications $$, '42501', null, 'nobody deletes assistant applications');
select tests.authenticate_as('admin');
select throws_ok($$ delete from public.assistant_applications $$, '42501', null, 'not even admins');

-- application_events: written by the database only -----------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.application_events $$, '42501', null, 'anon cannot read application events');
select tests.authenticate_as('free');
select results_eq(
  $$ select application_kind::text, from_status::text, to_status::text, reason
       from public.application_events where application_id = '40000000-0000-4000-8000-00000000000f' order by id $$,
  $$ values ('contractor', null, 'pending', null),
            ('contractor', 'pending', 'rejected', 'Missing references'),
            ('contractor', 'rejected', 'approved', 'References arrived') $$,
  'the applicant reads the full audit trail of their application');
select throws_ok($$ insert into public.application_events (application_id, application_kind, applicant_id, to_status) values (gen_random_uuid(), 'contractor', tests.uid('free'), 'approved') $$,
  '42501', null, 'nobody writes events by hand');
select throws_ok($$ update public.application_events set reason = 'x' $$, '42501', null, 'nobody edits events');
select throws_ok($$ delete from public.application_events $$, '42501', null, 'nobody deletes events');
select tests.authenticate_as('contractor_b');
select set_eq($$ select application_id from public.application_events $$, $$ values ('41000000-0000-4000-8000-00000000000b'::uuid) $$,
  'contractor B reads only the events of their own applications');
select tests.authenticate_as('contractor_a');
select is((select count(*)::int from public.application_events where applicant_id <> tests.uid('contractor_a')), 0,
  'contractor A reads no one else''s events');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.application_events where applicant_id in (tests.uid('free'), tests.uid('contractor_b'), tests.uid('free_b'))), 7,
  'an admin reads every event');
select throws_ok($$ update public.application_events set reason = 'x' $$, '42501', null, 'admins cannot edit events either');

select * from finish();
rollback;

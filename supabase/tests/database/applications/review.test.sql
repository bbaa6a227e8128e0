-- Application review: the admins' list of both kinds, review_application()
-- with reasons, reviewed_at, the reason code in the audit trail, the GAL
-- form's specialized trainings, and the admin's pending_applications card.
begin;
\ir ../../helpers/tests_schema.psql
select plan(31);

reset role;
create temp table before_pending as
  select ((select count(*) from public.contractor_applications where status = 'pending')
        + (select count(*) from public.assistant_applications where status = 'pending'))::int as n;
grant select on before_pending to authenticated;

insert into public.contractor_applications (id, user_id, full_name, email, phone, years_experience, professional_summary, specialized_trainings) values
  ('43000000-0000-4000-8000-00000000000f', tests.uid('free'), 'Fiona Free', 'fiona@tests.local', '555', 2, 'Summary', array['Trauma-informed interviewing']);
insert into public.assistant_applications (id, user_id, full_name, email, phone, location, field_of_study, years_experience,
  professional_summary, office_skills, written_communication, research_skills, organization_skills, database_skills,
  why_interested, confidential_info, work_schedule, hourly_rate) values
  ('44000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Alex Assistant', 'alex@tests.local', '555', 'Tampa', 'Mediation', 1,
   'Summary', 3, 4, 5, 2, 1, 'Because', 'Carefully', array['Weekdays'], 25);

-- The list ------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.application_reviews $$, '42501', null, 'anon cannot read the review list');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.application_reviews $$, 'an applicant gets nothing from the review list, not even their own');
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.application_reviews $$, 'a contractor gets nothing from the review list');
select tests.authenticate_as('admin');
select set_has($$ select kind::text, id from public.application_reviews $$,
  $$ values ('contractor', '43000000-0000-4000-8000-00000000000f'::uuid), ('assistant', '44000000-0000-4000-8000-00000000000a'::uuid) $$,
  'an admin reads both kinds in one list');
select results_eq($$ select full_name from public.application_reviews where email ilike '%alex%' $$,
  $$ values ('Alex Assistant') $$, 'an admin searches the list by email');

-- The admin's pending card ---------------------------------------------------------
select is(public.dashboard_stats() -> 'pending_applications', to_jsonb((select n from before_pending) + 2),
  'the admin''s stats count pending applications of both kinds');
select ok(public.dashboard_stats() ?& array['active_cases', 'contractors', 'unread_messages'],
  'the admin keeps every other card');
select tests.authenticate_as('contractor_a');
select ok(not (public.dashboard_stats() ? 'pending_applications'), 'a contractor gets no pending applications card');
select tests.authenticate_as('free');
select ok(not (public.dashboard_stats() ? 'pending_applications'), 'a free user gets no pending applications card');

-- Specialized trainings ------------------------------------------------------------
select results_eq($$ select specialized_trainings from public.contractor_applications $$,
  $$ values (array['Trauma-informed interviewing']) $$, 'the applicant reads back the trainings they filed');
reset role;
select tests.create_user('trainee', 'free');
select tests.authenticate_as('trainee');
select throws_ok($$ insert into public.contractor_applications (full_name, email, phone, years_experience, professional_summary, specialized_trainings)
  values ('x', 'trainee@tests.local', '1', 1, 's', array[repeat('x', 201)]) $$, '23514', null, 'a training is at most 200 characters');

-- review_application: who ------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.review_application('contractor', '43000000-0000-4000-8000-00000000000f', 'approved', seen_version => tests.version('public.contractor_applications', '43000000-0000-4000-8000-00000000000f')) $$,
  '42501', null, 'anon cannot review');
select tests.authenticate_as('free');
select throws_ok($$ select public.review_application('contractor', '43000000-0000-4000-8000-00000000000f', 'approved', seen_version => tests.version('public.contractor_applications', '43000000-0000-4000-8000-00000000000f')) $$,
  '42501', null, 'an applicant cannot approve their own application');
select throws_ok($$ update public.contractor_applications set status_reason_code = 'other' returning 1 $$, '42501', null,
  'an applicant cannot set a reason code on their own application');
select throws_ok($$ update public.contractor_applications set reviewed_at = now() $$,
  '42501', null, 'nobody sets reviewed_at by hand');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.review_application('assistant', '44000000-0000-4000-8000-00000000000a', 'approved', seen_version => tests.version('public.assistant_applications', '44000000-0000-4000-8000-00000000000a')) $$,
  '42501', null, 'a contractor cannot approve their own assistant application');

-- review_application: reasons ----------------------------------------------------------
select tests.authenticate_as('admin');
select throws_ok($$ select public.review_application('assistant', '44000000-0000-4000-8000-00000000000a', 'rejected', seen_version => tests.version('public.assistant_applications', '44000000-0000-4000-8000-00000000000a')) $$,
  '22023', 'Choose a reason for the rejection', 'a rejection needs a reason');
select throws_ok($$ select public.review_application('assistant', '44000000-0000-4000-8000-00000000000a', 'rejected', 'other', '  ', seen_version => tests.version('public.assistant_applications', '44000000-0000-4000-8000-00000000000a')) $$,
  '22023', 'Describe the reason', '''other'' needs a description');
select throws_ok($$ select public.review_application('assistant', '44000000-0000-4000-8000-00000000000a', 'rejected', 'because', seen_version => tests.version('public.assistant_applications', '44000000-0000-4000-8000-00000000000a')) $$,
  '23514', null, 'a reason code comes from the list');
select throws_ok($$ select public.review_application('assistant', '44000000-0000-4000-8000-00000000000a', 'pending', seen_version => tests.version('public.assistant_applications', '44000000-0000-4000-8000-00000000000a')) $$,
  '22023', 'This application is already pending', 'a decision that leaves the status as it is is refused');
select throws_ok($$ select public.review_application('assistant', gen_random_uuid(), 'approved', seen_version => tests.version('public.assistant_applications', gen_random_uuid())) $$,
  'P0002', null, 'a missing application cannot be reviewed');
select is(public.review_application('assistant', '44000000-0000-4000-8000-00000000000a', 'rejected', 'references_unverified', 'Two calls unanswered', seen_version => tests.version('public.assistant_applications', '44000000-0000-4000-8000-00000000000a')),
  'rejected'::public.application_status, 'an admin rejects with a reason');
select throws_ok($$ select public.review_application('assistant', '44000000-0000-4000-8000-00000000000a', 'rejected', 'other', 'again', seen_version => tests.version('public.assistant_applications', '44000000-0000-4000-8000-00000000000a')) $$,
  '22023', 'This application is already rejected', 'a decision that changes nothing is refused');
select is(public.review_application('contractor', '43000000-0000-4000-8000-00000000000f', 'approved', seen_version => tests.version('public.contractor_applications', '43000000-0000-4000-8000-00000000000f')),
  'approved'::public.application_status, 'an admin approves without a reason');

reset role;
select results_eq(
  $$ select reason, reason_code, actor_id, from_status::text, to_status::text from public.application_events
      where application_id = '44000000-0000-4000-8000-00000000000a' and from_status is not null $$,
  $$ values ('Two calls unanswered', 'references_unverified', tests.uid('admin'), 'pending', 'rejected') $$,
  'the audit trail records the code, the text and who decided');
select ok((select reviewed_at is not null from public.assistant_applications where id = '44000000-0000-4000-8000-00000000000a'),
  'the decision is stamped with reviewed_at');
select is((select role::text from public.users where id = tests.uid('free')), 'contractor',
  'approving a GAL application through review_application makes the applicant a contractor');
select is((select role::text from public.users where id = tests.uid('contractor_a')), 'contractor',
  'rejecting an assistant application changes no role');

-- The applicant sees the decision and when it was made ------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq($$ select status::text, reviewed_at is not null from public.assistant_applications $$,
  $$ values ('rejected', true) $$, 'the applicant reads their decision and its date');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.application_events where application_id = '44000000-0000-4000-8000-00000000000a' $$,
  'another applicant cannot read that history');
select tests.authenticate_as('admin_b');
select is((select count(*)::int from public.application_events where application_id = '44000000-0000-4000-8000-00000000000a'), 2,
  'another admin reads the whole history (filed, rejected)');

select * from finish();
rollback;

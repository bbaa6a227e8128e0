-- Decisions that hold: a new contractor's
-- billing rate is the admin's, never their asking rate; reversing an approval
-- (to Rejected or back to Pending) withdraws contractor access and frees their
-- cases while they have not worked, and is refused once they have.
begin;
\ir ../../helpers/tests_schema.psql
select plan(27);

select tests.create_user('asks_1000', 'free');
select tests.create_user('no_rate', 'free');
select tests.create_user('reversed', 'free');
select tests.create_user('worked', 'free');
select tests.create_user('reopened', 'free');
update public.users set hourly_rate = 1000 where id in (tests.uid('asks_1000'), tests.uid('no_rate'), tests.uid('reversed'));

insert into public.contractor_applications (id, user_id, full_name, email, phone, years_experience, professional_summary) values
  ('79000000-0000-4000-8000-000000000001', tests.uid('asks_1000'), 'A', 'asks_1000@tests.local', '1', 1, 's'),
  ('79000000-0000-4000-8000-000000000002', tests.uid('no_rate'), 'N', 'no_rate@tests.local', '1', 1, 's'),
  ('79000000-0000-4000-8000-000000000003', tests.uid('reversed'), 'R', 'reversed@tests.local', '1', 1, 's'),
  ('79000000-0000-4000-8000-000000000004', tests.uid('worked'), 'W', 'worked@tests.local', '1', 1, 's'),
  ('79000000-0000-4000-8000-000000000005', tests.uid('reopened'), 'O', 'reopened@tests.local', '1', 1, 's');
insert into public.assistant_applications (id, user_id, full_name, email, phone, location, field_of_study, years_experience,
  professional_summary, office_skills, written_communication, research_skills, organization_skills, database_skills,
  why_interested, confidential_info, work_schedule, hourly_rate) values
  ('79000000-0000-4000-8000-0000000000a1', tests.uid('no_rate'), 'N', 'no_rate@tests.local', '1', 'T', 'R', 1, 's', 3, 3, 3, 3, 3, 'w', 'c', array['Weekdays'], 25);

-- The billing rate in the decision ---------------------------------------------------------
select tests.authenticate_as('asks_1000');
select throws_ok($$ select public.review_application('contractor', '79000000-0000-4000-8000-000000000001', 'approved', null, null, null, 1000, seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000001')) $$,
  '42501', 'Only admins review applications', 'an applicant cannot approve themself at their own rate');
select tests.authenticate_as('admin');
select throws_ok($$ select public.review_application('contractor', '79000000-0000-4000-8000-000000000001', 'approved', null, null, null, 1000.01, seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000001')) $$,
  '23514', 'A billing rate is between 0 and 1000.00 USD per hour', 'a billing rate above 1000 is refused');
select throws_ok($$ select public.review_application('contractor', '79000000-0000-4000-8000-000000000001', 'approved', null, null, null, -1, seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000001')) $$,
  '23514', null, 'a negative billing rate is refused');
select throws_ok($$ select public.review_application('contractor', '79000000-0000-4000-8000-000000000001', 'rejected', 'other', 'No.', null, 50, seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000001')) $$,
  '22023', 'A billing rate is set only when approving a GAL application', 'a rejection sets no billing rate');
select throws_ok($$ select public.review_application('assistant', '79000000-0000-4000-8000-0000000000a1', 'approved', null, null, null, 50, seen_version => tests.version('public.assistant_applications', '79000000-0000-4000-8000-0000000000a1')) $$,
  '22023', 'A billing rate is set only when approving a GAL application', 'an assistant approval sets no billing rate');
select results_eq($$ select status::text from public.contractor_applications where id = '79000000-0000-4000-8000-000000000001' $$,
  $$ values ('pending') $$, 'a refused decision changes nothing');
select is(public.review_application('contractor', '79000000-0000-4000-8000-000000000001', 'approved', 'interview_passed', null, null, 55, seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000001')),
  'approved'::public.application_status, 'an admin approves and sets the billing rate in one call');
select results_eq($$ select role::text, hourly_rate, billing_rate from public.users where id = tests.uid('asks_1000') $$,
  $$ values ('contractor', 1000.00::numeric, 55.00::numeric) $$, 'the new contractor bills at the admin''s rate, not the 1000 they asked');
select lives_ok($$ select public.review_application('contractor', '79000000-0000-4000-8000-000000000002', 'approved', seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000002')) $$,
  'an admin approves without a billing rate');
select results_eq($$ select role::text, billing_rate from public.users where id = tests.uid('no_rate') $$,
  $$ values ('contractor', null::numeric) $$, 'the billing rate then starts unset, whatever they asked');
select tests.authenticate_as('no_rate');
select throws_ok($$ update public.users set billing_rate = 1000 where id = tests.uid('no_rate') $$, '42501', null,
  'the new contractor cannot set it themself');

-- Reversing an approval before any work ---------------------------------------------------
select tests.authenticate_as('admin');
select public.review_application('contractor', '79000000-0000-4000-8000-000000000003', 'approved', seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000003'));
reset role;
insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('79000000-0000-4000-8000-0000000ca5e1', 'Taken', 'd', tests.uid('admin'), tests.uid('reversed'), 'assigned', now() - interval '3 days');
select tests.authenticate_as('admin');
select is(public.review_application('contractor', '79000000-0000-4000-8000-000000000003', 'rejected', 'background_check', null, 'Check came back late', seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000003')),
  'rejected'::public.application_status, 'an admin reverses an approval');
reset role;
select results_eq($$ select role::text from public.users where id = tests.uid('reversed') $$, $$ values ('free') $$,
  'the person is no longer a contractor');
select results_eq($$ select status::text, contractor_id from public.cases where id = '79000000-0000-4000-8000-0000000ca5e1' $$,
  $$ values ('open', null::uuid) $$, 'their case is open and unassigned again');
select results_eq($$ select kind::text, actor_id from public.case_events where case_id = '79000000-0000-4000-8000-0000000ca5e1' order by id desc limit 1 $$,
  $$ values ('unassigned', tests.uid('admin')) $$, 'the case history records the unassignment by the admin');
select results_eq($$ select from_status::text, to_status::text from public.application_events
                     where application_id = '79000000-0000-4000-8000-000000000003' order by id $$,
  $$ values (null, 'pending'), ('pending', 'approved'), ('approved', 'rejected') $$, 'the application history keeps every step');
select tests.authenticate_as('reversed');
select is_empty($$ select 1 from public.cases where id = '79000000-0000-4000-8000-0000000ca5e1' and contractor_id is not null $$,
  'the former contractor holds no case');

-- Refused once they have worked ---------------------------------------------------------------
select tests.authenticate_as('admin');
select public.review_application('contractor', '79000000-0000-4000-8000-000000000004', 'approved', null, null, null, 40, seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000004'));
reset role;
insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('79000000-0000-4000-8000-0000000ca5e2', 'Worked', 'd', tests.uid('admin'), tests.uid('worked'), 'assigned', now() - interval '3 days');
insert into public.time_entries (case_id, user_id, description, hours, date) values
  ('79000000-0000-4000-8000-0000000ca5e2', tests.uid('worked'), 'Home visit', 2, current_date - 1);
select tests.authenticate_as('admin');
select throws_ok($$ select public.review_application('contractor', '79000000-0000-4000-8000-000000000004', 'rejected', 'background_check', seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000004')) $$,
  '23514', 'This contractor has already worked on cases, so the approval stands. Deactivate them on the Contractors page instead.',
  'an approval is not reversed once the contractor has logged time');
select throws_ok($$ update public.contractor_applications set status = 'pending' where id = '79000000-0000-4000-8000-000000000004' $$,
  '42501', null, 'nor by an admin''s update of the row (decisions go through review_application only)');
reset role;
select results_eq($$ select a.status::text, u.role::text, c.contractor_id = u.id from public.contractor_applications a
                      join public.users u on u.id = a.user_id join public.cases c on c.contractor_id = u.id
                     where a.id = '79000000-0000-4000-8000-000000000004' $$,
  $$ values ('approved', 'contractor', true) $$, 'the approval, the role and the case stay as they were');

-- Back to Pending --------------------------------------------------------------------------------
select tests.authenticate_as('admin');
select public.review_application('contractor', '79000000-0000-4000-8000-000000000005', 'approved', seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000005'));
select is(public.review_application('contractor', '79000000-0000-4000-8000-000000000005', 'pending', seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000005')),
  'pending'::public.application_status, 'an admin sets an approved application back to pending');
reset role;
select results_eq($$ select role::text from public.users where id = tests.uid('reopened') $$, $$ values ('free') $$,
  'pending again means no contractor access while it is reviewed');
select tests.authenticate_as('admin');
select public.review_application('contractor', '79000000-0000-4000-8000-000000000005', 'rejected', 'incomplete_application', seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000005'));
reset role;
update public.contractor_applications set reviewed_at = now() - interval '7 months' where id = '79000000-0000-4000-8000-000000000005';
select tests.authenticate_as('reopened');
insert into public.contractor_applications (full_name, email, phone, years_experience, professional_summary)
  values ('O', 'reopened@tests.local', '1', 1, 's');
select tests.authenticate_as('admin');
select throws_ok($$ select public.review_application('contractor', '79000000-0000-4000-8000-000000000005', 'pending', seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000005')) $$,
  '23505', 'The applicant has another application of this kind under review', 'an application is not reopened beside another under review');
select public.review_application('contractor',
  (select id from public.contractor_applications where user_id = tests.uid('reopened') and status = 'pending'),
  'rejected', 'incomplete_application', seen_version => tests.version('public.contractor_applications', (select id from public.contractor_applications where user_id = tests.uid('reopened') and status = 'pending')));
select lives_ok($$ select public.review_application('contractor', '79000000-0000-4000-8000-000000000005', 'pending', seen_version => tests.version('public.contractor_applications', '79000000-0000-4000-8000-000000000005')) $$,
  'a rejected application goes back to pending');
select tests.authenticate_as('reopened');
select throws_ok($$ insert into public.contractor_applications (full_name, email, phone, years_experience, professional_summary) values ('O', 'reopened@tests.local', '1', 1, 's') $$,
  '23505', 'You already have a GAL application under review', 'the applicant then sees it under review, not a reapply date');

-- Assistants -------------------------------------------------------------------------------------
select tests.authenticate_as('admin');
select public.review_application('assistant', '79000000-0000-4000-8000-0000000000a1', 'approved', seen_version => tests.version('public.assistant_applications', '79000000-0000-4000-8000-0000000000a1'));
select lives_ok($$ select public.review_application('assistant', '79000000-0000-4000-8000-0000000000a1', 'rejected', 'other', 'Position filled', seen_version => tests.version('public.assistant_applications', '79000000-0000-4000-8000-0000000000a1')) $$,
  'an assistant approval may be reversed');
reset role;
select results_eq($$ select role::text from public.users where id = tests.uid('no_rate') $$, $$ values ('contractor') $$,
  'reversing an assistant approval leaves the role the GAL approval gave');

select * from finish();
rollback;

-- Who may file an application, and when:
-- one under review per kind, the 6-month wait after a rejection counted from
-- the decision, none again after an approval, GAL applications from free
-- accounts only, the account's email, and an authorisation check before any
-- of those is reported.
begin;
\ir ../../helpers/tests_schema.psql
select plan(22);

select tests.create_user('newcomer', 'free');
select tests.create_user('rejected_recently', 'free');
select tests.create_user('rejected_long_ago', 'free');
select tests.create_user('approved_then_demoted', 'free');

-- Decisions as the database makes them, dated by hand: filed 8 months ago,
-- rejected 1 month ago (the wait counts from the decision), or 7 months ago.
insert into public.contractor_applications (user_id, full_name, email, phone, years_experience, professional_summary, status, reviewed_at, created_at) values
  (tests.uid('rejected_recently'), 'R', 'rejected_recently@tests.local', '1', 1, 's', 'rejected', now() - interval '1 month', now() - interval '8 months'),
  (tests.uid('rejected_long_ago'), 'L', 'rejected_long_ago@tests.local', '1', 1, 's', 'rejected', now() - interval '7 months', now() - interval '8 months'),
  (tests.uid('approved_then_demoted'), 'D', 'approved_then_demoted@tests.local', '1', 1, 's', 'approved', now() - interval '2 months', now() - interval '3 months');

-- Approval made them a contractor; an admin has since made them free again.
update public.users set role = 'free' where id = tests.uid('approved_then_demoted');

-- One valid GAL application, filed as whoever is signed in.
create function pg_temp.file_gal(email text) returns text language sql as $$
  select format($f$ insert into public.contractor_applications (full_name, email, phone, years_experience, professional_summary)
                    values ('Applicant', %L, '555', 2, 'Summary') $f$, email)
$$;
create function pg_temp.file_assistant(email text) returns text language sql as $$
  select format($f$ insert into public.assistant_applications (full_name, email, phone, location, field_of_study, years_experience,
                      professional_summary, office_skills, written_communication, research_skills, organization_skills, database_skills,
                      why_interested, confidential_info, work_schedule, hourly_rate)
                    values ('Applicant', %L, '555', 'Tampa', 'Research', 1, 's', 3, 3, 3, 3, 3, 'w', 'c', array['Weekdays'], 25) $f$, email)
$$;

-- One under review per kind ----------------------------------------------------------
select tests.authenticate_as('newcomer');
select lives_ok(pg_temp.file_gal('newcomer@tests.local'), 'a free user files a GAL application');
select throws_ok(pg_temp.file_gal('newcomer@tests.local'), '23505',
  'You already have a GAL application under review', 'a second GAL application while one is under review is refused, in words');
select lives_ok(pg_temp.file_assistant('newcomer@tests.local'), 'an assistant application may sit beside a pending GAL one');
select throws_ok(pg_temp.file_assistant('newcomer@tests.local'), '23505',
  'You already have a GAL Assistant application under review', 'a second assistant application while one is under review is refused');

-- The reapply wait ---------------------------------------------------------------------
select tests.authenticate_as('rejected_recently');
select throws_ok(pg_temp.file_gal('rejected_recently@tests.local'), '23514',
  'You may apply again from ' || to_char((now() + interval '5 months') at time zone 'UTC', 'FMMonth FMDD, YYYY'),
  'a rejected applicant waits 6 months from the decision, and is told the date');
select tests.authenticate_as('rejected_long_ago');
select lives_ok(pg_temp.file_gal('rejected_long_ago@tests.local'), 'after 6 months a rejected applicant applies again');

-- After an approval ------------------------------------------------------------------------
select tests.authenticate_as('approved_then_demoted');
select throws_ok(pg_temp.file_gal('approved_then_demoted@tests.local'), '23514',
  'Your GAL application was approved already', 'an approved GAL applicant does not file another');

-- Who may file a GAL application ---------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok(pg_temp.file_gal('contractor_a@tests.local'), '23514',
  'You are already a GAL contractor', 'a contractor does not file a GAL application');
select lives_ok(pg_temp.file_assistant('contractor_a@tests.local'), 'a contractor may still file an assistant application');
select tests.authenticate_as('admin');
select throws_ok(pg_temp.file_gal('admin@tests.local'), '23514',
  'Admins do not apply to become GAL contractors', 'an admin does not file a GAL application');

-- The account's email ------------------------------------------------------------------------
select tests.authenticate_as('free');
select throws_ok(pg_temp.file_gal('someone.else@example.com'), '23514',
  'The application''s email must be your account''s email, free@tests.local', 'an application carries the account''s email, not another');
select results_eq(pg_temp.file_gal('  FREE@Tests.Local ') || ' returning email',
  $$ values ('free@tests.local') $$, 'the account''s email in any case is accepted and stored as the account spells it');

-- Authorised before anything is reported ------------------------------------------------------
select tests.authenticate_as('contractor_b');
select throws_ok(format($$ insert into public.contractor_applications (user_id, full_name, email, phone, years_experience, professional_summary)
                           values (%L, 'x', 'newcomer@tests.local', '1', 1, 's') $$, tests.uid('newcomer')),
  '42501', 'new row violates row-level security policy for table "contractor_applications"',
  'filing in another''s name is denied as RLS denies it, without saying they have one under review');
select throws_ok(format($$ insert into public.contractor_applications (user_id, full_name, email, phone, years_experience, professional_summary)
                           values (%L, 'x', 'rejected_recently@tests.local', '1', 1, 's') $$, tests.uid('rejected_recently')),
  '42501', 'new row violates row-level security policy for table "contractor_applications"',
  '... nor when they may apply again');
select tests.authenticate_as('newcomer');
select throws_ok($$ insert into public.assistant_applications (user_id, status, full_name, email, phone, location, field_of_study, years_experience,
                      professional_summary, office_skills, written_communication, research_skills, organization_skills, database_skills,
                      why_interested, confidential_info, work_schedule, hourly_rate)
                    values (tests.uid('newcomer'), 'approved', 'x', 'someone@example.com', '1', 'T', 'R', 1, 's', 3, 3, 3, 3, 3, 'w', 'c', array['Weekdays'], 25) $$,
  '42501', null, 'filing as approved is denied before the email is even looked at');

-- The platform's own inserts ------------------------------------------------------------------
reset role;
select lives_ok($$ insert into public.assistant_applications (user_id, full_name, email, phone, location, field_of_study, years_experience,
                      professional_summary, office_skills, written_communication, research_skills, organization_skills, database_skills,
                      why_interested, confidential_info, work_schedule, hourly_rate)
                    values (tests.uid('rejected_long_ago'), 'L', 'work.address@example.com', '1', 'T', 'R', 1, 's', 3, 3, 3, 3, 3, 'w', 'c', array['Weekdays'], 25) $$,
  'the platform (seed, service role) may record another address');
select throws_ok(format($$ insert into public.contractor_applications (user_id, full_name, email, phone, years_experience, professional_summary)
                           values (%L, 'x', 'x@example.com', '1', 1, 's') $$, tests.uid('newcomer')),
  '23505', 'You already have a GAL application under review', 'but not a second pending application');
select throws_ok(format($$ insert into public.contractor_applications (user_id, full_name, email, phone, years_experience, professional_summary)
                           values (%L, 'x', 'x@example.com', '1', 1, 's') $$, tests.uid('contractor_b')),
  '23514', 'You are already a GAL contractor', 'nor a GAL application for a contractor');

-- The index holds when a status changes too -------------------------------------------------
select throws_ok($$ update public.contractor_applications set status = 'pending'
                     where user_id = tests.uid('rejected_long_ago') and status = 'rejected' $$,
  '23505', null, 'a second pending application of a kind cannot appear by a status change either');
select is((select count(*)::int from public.contractor_applications where status = 'pending' and user_id = tests.uid('rejected_long_ago')), 1,
  'the applicant has one GAL application under review');

-- What each user reads of their own state ------------------------------------------------------
select tests.authenticate_as('rejected_recently');
select results_eq($$ select status::text, reviewed_at < now() - interval '29 days' from public.contractor_applications $$,
  $$ values ('rejected', true) $$, 'the applicant reads the decision date the wait is counted from');
select tests.authenticate_as('newcomer');
select is((select count(*)::int from public.contractor_applications), 1, 'the refused filings left no rows');

select * from finish();
rollback;

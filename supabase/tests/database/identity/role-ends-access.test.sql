-- Access to a case ends when the role that gave it ends: a former admin or
-- contractor reads and writes nothing of their former cases (cases, messages,
-- history, the case page, contacts, court dates, the people on them), and
-- set_user_role unassigns or refuses for a contractor and hands an admin's cases
-- to the admin making the change.
begin;
\ir ../../helpers/tests_schema.psql
select plan(37);

select tests.create_user('old_con', 'contractor');
select tests.create_user('old_admin', 'admin');
insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  -- posted by old_admin, worked by contractor_a
  ('13100000-0000-4000-8000-00000000000a', 'Posted by old admin', 'x', tests.uid('old_admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '30 days'),
  -- old_con's: completed, assigned (not started), in progress
  ('13100000-0000-4000-8000-00000000000b', 'Old con completed', 'x', tests.uid('admin'), tests.uid('old_con'), 'completed', now() - interval '30 days'),
  ('13100000-0000-4000-8000-00000000000c', 'Old con assigned', 'x', tests.uid('admin'), tests.uid('old_con'), 'assigned', now() - interval '30 days'),
  ('13100000-0000-4000-8000-00000000000d', 'Old con working', 'x', tests.uid('admin'), tests.uid('old_con'), 'in_progress', now() - interval '30 days'),
  -- admin_b's, with contractor_b
  ('13100000-0000-4000-8000-00000000000e', 'Admin B posted', 'x', tests.uid('admin_b'), tests.uid('contractor_b'), 'in_progress', now() - interval '30 days');
insert into public.messages (case_id, sender_id, body) values
  ('13100000-0000-4000-8000-00000000000a', tests.uid('old_admin'), 'Hello A'),
  ('13100000-0000-4000-8000-00000000000b', tests.uid('admin'), 'Hello B'),
  ('13100000-0000-4000-8000-00000000000e', tests.uid('contractor_b'), 'Hello E');
insert into public.case_contacts (id, case_id, user_id, contact_date, contact_type, contact_with, minutes, status) values
  ('13110000-0000-4000-8000-00000000000b', '13100000-0000-4000-8000-00000000000b', tests.uid('old_con'), current_date - 3, 'phone', '{child}', 30, 'submitted');
insert into public.court_dates (case_id, hearing_at, hearing_type) values
  ('13100000-0000-4000-8000-00000000000e', now() + interval '10 days', 'status');

-- allowed while the role lasts ------------------------------------------------------------
select tests.authenticate_as('old_con');
select isnt_empty($$ select 1 from public.messages where case_id = '13100000-0000-4000-8000-00000000000b' $$,
  'a contractor reads the messages of a case they hold');
select isnt_empty($$ select 1 from public.users where id = tests.uid('admin') $$,
  'and reads the admin of their case');
select tests.authenticate_as('contractor_b');
select isnt_empty($$ select 1 from public.court_dates where case_id = '13100000-0000-4000-8000-00000000000e' $$,
  'contractor B reads the court dates of the case they hold');

-- set_user_role away from contractor ------------------------------------------------------
select tests.authenticate_as('admin');
select throws_ok($$ select public.set_user_role(tests.uid('old_con'), 'free') $$,
  '23514', 'This contractor is working on 1 case in progress: reassign it first, or deactivate them on the Contractors page instead',
  'a contractor with a case in progress is not demoted');
reset role;
update public.cases set status = 'completed' where id = '13100000-0000-4000-8000-00000000000d';
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.set_user_role(tests.uid('old_con'), 'free') $$,
  '42501', 'Only admins change roles', 'only an admin changes a role');
select tests.authenticate_as('admin');
select lives_ok($$ select public.set_user_role(tests.uid('old_con'), 'free') $$,
  'once nothing is in progress, the admin demotes the contractor');
reset role;
select results_eq($$ select status::text, contractor_id from public.cases where id = '13100000-0000-4000-8000-00000000000c' $$,
  $$ values ('open', null::uuid) $$, 'the case they had not started goes back to open and unassigned');
select results_eq($$ select kind::text from public.case_events where case_id = '13100000-0000-4000-8000-00000000000c' order by id desc limit 1 $$,
  $$ values ('unassigned') $$, 'the case history records the unassignment');
select is((select contractor_id from public.cases where id = '13100000-0000-4000-8000-00000000000b'), tests.uid('old_con'),
  'a completed case keeps who did the work');

-- a former contractor reads and writes nothing of their former cases ---------------------------
select tests.authenticate_as('old_con');
select is_empty($$ select 1 from public.cases where id in ('13100000-0000-4000-8000-00000000000b', '13100000-0000-4000-8000-00000000000d') $$,
  'a former contractor reads none of their former cases');
select is_empty($$ select 1 from public.messages where case_id = '13100000-0000-4000-8000-00000000000b' $$,
  'nor their messages');
select throws_ok($$ insert into public.messages (case_id, sender_id, body) values ('13100000-0000-4000-8000-00000000000b', tests.uid('old_con'), 'Still here?') $$,
  '42501', null, 'nor sends one');
select is_empty($$ select 1 from public.case_events where case_id in ('13100000-0000-4000-8000-00000000000b', '13100000-0000-4000-8000-00000000000c') $$,
  'nor their history');
select is((select p->'case' from public.case_page('13100000-0000-4000-8000-00000000000b') p), 'null'::jsonb,
  'nor the case page');
select is_empty($$ select 1 from public.case_contacts where id = '13110000-0000-4000-8000-00000000000b' $$,
  'nor the contacts they logged');
select is_empty($$ select 1 from public.users where id = tests.uid('admin') $$,
  'nor the admin of the case (people lookups)');
select is_empty($$ select 1 from public.message_threads() t where t.case_id = '13100000-0000-4000-8000-00000000000b' $$,
  'nor its message thread');

-- notifications follow the role (those sent while they held the case aside)
reset role;
delete from public.notifications where user_id in (tests.uid('old_con'), tests.uid('contractor_b'));
select tests.authenticate_as('admin');
insert into public.messages (case_id, sender_id, body) values ('13100000-0000-4000-8000-00000000000b', tests.uid('admin'), 'Closing note');
select tests.authenticate_as('admin_b');
insert into public.messages (case_id, sender_id, body) values ('13100000-0000-4000-8000-00000000000e', tests.uid('admin_b'), 'Hearing moved');
reset role;
select is_empty($$ select 1 from public.notifications where user_id = tests.uid('old_con') and kind = 'message' $$,
  'a former contractor is not notified of messages on their former case');
select isnt_empty($$ select 1 from public.notifications where user_id = tests.uid('contractor_b') and kind = 'message' $$,
  'the contractor holding a case is');

-- set_user_role away from admin ------------------------------------------------------------
select tests.authenticate_as('old_admin');
select isnt_empty($$ select 1 from public.messages where case_id = '13100000-0000-4000-8000-00000000000a' $$,
  'an admin reads the messages of the case they posted');
select tests.authenticate_as('admin');
select lives_ok($$ select public.set_user_role(tests.uid('old_admin'), 'contractor') $$,
  'an admin demotes another admin to contractor');
reset role;
select is((select admin_id from public.cases where id = '13100000-0000-4000-8000-00000000000a'), tests.uid('admin'),
  'the demoted admin''s cases pass to the admin who made the change');
select tests.authenticate_as('old_admin');
select is_empty($$ select 1 from public.cases where id = '13100000-0000-4000-8000-00000000000a' $$,
  'a former admin reads none of the cases they posted');
select is_empty($$ select 1 from public.messages where case_id = '13100000-0000-4000-8000-00000000000a' $$,
  'nor their messages');
select throws_ok($$ insert into public.messages (case_id, sender_id, body) values ('13100000-0000-4000-8000-00000000000a', tests.uid('old_admin'), 'Me again') $$,
  '42501', null, 'nor sends one');
select is_empty($$ select 1 from public.case_events where case_id = '13100000-0000-4000-8000-00000000000a' $$,
  'nor their history');
select is_empty($$ select 1 from public.users where id = tests.uid('contractor_a') $$,
  'nor the contractor on them');
select tests.authenticate_as('contractor_a');
select isnt_empty($$ select 1 from public.messages where case_id = '13100000-0000-4000-8000-00000000000a' $$,
  'the case''s contractor still reads its messages');
select isnt_empty($$ select 1 from public.users where id = tests.uid('admin') $$,
  'and reads their new admin');

-- the role check holds however the role changed (here trusted server code) ----------------------
reset role;
update public.users set role = 'free' where id in (tests.uid('admin_b'), tests.uid('contractor_b'));
select tests.authenticate_as('admin_b');
select is_empty($$ select 1 from public.messages where case_id = '13100000-0000-4000-8000-00000000000e' $$,
  'an admin whose role ended reads no messages of a case they still post');
select throws_ok($$ insert into public.messages (case_id, sender_id, body) values ('13100000-0000-4000-8000-00000000000e', tests.uid('admin_b'), 'x') $$,
  '42501', null, 'and sends none');
select is_empty($$ select 1 from public.case_events where case_id = '13100000-0000-4000-8000-00000000000e' $$,
  'and reads none of its history');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.cases where id = '13100000-0000-4000-8000-00000000000e' $$,
  'a contractor whose role ended reads no case they still hold');
select is_empty($$ select 1 from public.messages where case_id = '13100000-0000-4000-8000-00000000000e' $$,
  'nor its messages');
select is_empty($$ select 1 from public.court_dates where case_id = '13100000-0000-4000-8000-00000000000e' $$,
  'nor its court dates');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('13100000-0000-4000-8000-00000000000e', 'x', 1, current_date) $$,
  '42501', null, 'nor logs time on it');
select is_empty($$ select 1 from public.users where id = tests.uid('admin_b') $$,
  'nor reads its admin');

select * from finish();
rollback;

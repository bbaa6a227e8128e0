-- Notifications: only their owner reads and marks them; only the database
-- writes them, through private.notify(); each source honours its SPEC toggle;
-- each notification is queued for email as the user's preferences say.
begin;
\ir ../../helpers/tests_schema.psql
select plan(51);

select tests.create_user('contractor_far', 'contractor');
select tests.create_user('contractor_gone', 'contractor');
update public.users set deactivated_at = now() where id = tests.uid('contractor_gone');
insert into public.user_profiles (user_id, florida_circuits) values
  (tests.uid('contractor_a'), array['11th Circuit - Miami-Dade', '17th Circuit - Broward']),
  (tests.uid('contractor_b'), array['17th Circuit - Broward']),
  (tests.uid('contractor_far'), array['1st Circuit - Escambia, Okaloosa, Santa Rosa, Walton']),
  (tests.uid('contractor_gone'), array['17th Circuit - Broward']);
insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('93000000-0000-4000-8000-00000000000a', 'A''s case', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned'),
  ('93000000-0000-4000-8000-00000000000e', 'Open case', 'x', tests.uid('admin'), null, 'open');

-- private.notify: the only writer ----------------------------------------------------------
select isnt(private.notify(tests.uid('contractor_a'), 'welcome', 'Hello', 'Body', '/dashboard'), null,
  'private.notify creates a notification');
select is(private.notify(gen_random_uuid(), 'welcome', 'Hello', 'Body', '/dashboard'), null,
  'no notification for a user who does not exist');
select throws_ok($$ select private.notify(tests.uid('free'), 'welcome', 'Hi', '', '/', 'birthdays') $$,
  '22023', null, 'a setting must be one of SPEC''s toggles');
select throws_ok($$ select private.notify(tests.uid('free'), 'welcome', 'Hi', '', 'https://evil.test/') $$,
  '23514', null, 'a link is an app path, never another site');
select throws_ok($$ select private.notify(tests.uid('free'), 'welcome', 'Hi', '', '//evil.test/') $$,
  '23514', null, 'not even a protocol-relative one');
select isnt(private.notify(tests.uid('free'), 'long', repeat('t', 500), repeat('b', 5000), '/dashboard'), null,
  'a long title and body are cut, not refused');
select results_eq($$ select length(title), length(body) from public.notifications where kind = 'long' $$,
  $$ values (200, 1000) $$, 'to 200 and 1000 characters');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select private.notify(tests.uid('contractor_a'), 'x', 'Forged', '', '/') $$,
  '42501', null, 'users cannot call private.notify');
select throws_ok($$ insert into public.notifications (user_id, kind, title) values (tests.uid('contractor_a'), 'x', 'Forged') $$,
  '42501', null, 'users cannot insert notifications');

-- owners read and mark theirs --------------------------------------------------------------------
select results_eq($$ select kind from public.notifications $$, $$ values ('welcome') $$,
  'a user reads their own notifications');
select tests.authenticate_as('admin');
select is_empty($$ select 1 from public.notifications where user_id <> tests.uid('admin') $$,
  'an admin does not read other users'' notifications');
select is_empty($$ update public.notifications set read_at = now() where user_id = tests.uid('contractor_a') returning 1 $$,
  'nobody marks another user''s notifications');
select tests.clear_authentication();
select throws_ok($$ select * from public.notifications $$, '42501', null, 'anon reads no notifications');
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ update public.notifications set read_at = '2000-01-01' where read_at is null returning read_at = now() $$,
  $$ values (true) $$, 'the owner marks theirs read; the database stamps the time');
select throws_ok($$ update public.notifications set title = 'Changed' $$, '42501', null, 'nobody rewrites a notification');
select throws_ok($$ delete from public.notifications $$, '42501', null, 'nobody deletes notifications');
select throws_ok($$ select * from public.email_outbox $$, '42501', null, 'users cannot read the email outbox');
select tests.authenticate_as('admin');
select throws_ok($$ select * from public.email_outbox $$, '42501', null, 'admins cannot read the email outbox either');
select throws_ok($$ update public.email_outbox set status = 'sent' $$, '42501', null, 'nor mark email sent');
select tests.authenticate_as('free');
select throws_ok($$ insert into public.email_outbox (user_id, notification_id) values (tests.uid('free'), gen_random_uuid()) $$,
  '42501', null, 'nobody queues email directly');
select tests.clear_authentication();
select throws_ok($$ select * from public.email_outbox $$, '42501', null, 'anon cannot read the email outbox');

-- messages ('messages') ----------------------------------------------------------------------------
reset role;
delete from public.notifications;
select tests.authenticate_as('admin');
insert into public.messages (case_id, body) values ('93000000-0000-4000-8000-00000000000a', 'Secret details about the child');
reset role;
select results_eq(
  $$ select user_id, kind, title, body, link from public.notifications $$,
  $$ values (tests.uid('contractor_a'), 'message', 'New message from Test admin', 'About A''s case',
             '/dashboard/messages?case=93000000-0000-4000-8000-00000000000a') $$,
  'a message notifies the other participant, naming the sender and case but not the text');
insert into public.user_settings (user_id, notify_messages) values (tests.uid('admin'), false);
select tests.authenticate_as('contractor_a');
insert into public.messages (case_id, body) values ('93000000-0000-4000-8000-00000000000a', 'Reply');
reset role;
select is_empty($$ select 1 from public.notifications where user_id = tests.uid('admin') $$,
  'no message notification for a user with Messages off');

-- cases ('caseUpdates', 'newCases') ---------------------------------------------------------------------
delete from public.notifications;
select tests.authenticate_as('contractor_b');
select isnt_empty($$ select * from public.accept_case('93000000-0000-4000-8000-00000000000e') $$, 'B accepts the open case');
reset role;
select results_eq($$ select user_id, kind, title from public.notifications $$,
  $$ values (tests.uid('admin'), 'case_accepted', 'Test contractor_b accepted a case') $$,
  'accepting a case notifies the admin who posted it, and not the contractor');
delete from public.notifications;
select tests.authenticate_as('admin');
select isnt_empty($$ select * from public.assign_case('93000000-0000-4000-8000-00000000000e', tests.uid('contractor_a')) $$,
  'the admin hands the case to A');
reset role;
select results_eq($$ select user_id, kind, link from public.notifications order by kind $$,
  $$ values (tests.uid('contractor_a'), 'case_assigned', '/dashboard/cases/93000000-0000-4000-8000-00000000000e'),
            (tests.uid('contractor_b'), 'case_unassigned', '/dashboard/cases') $$,
  'reassigning notifies the new contractor and the one who had it');
delete from public.notifications;
select tests.authenticate_as('admin');
update public.cases set status = 'in_progress' where id = '93000000-0000-4000-8000-00000000000e';
reset role;
select results_eq($$ select user_id, title from public.notifications $$,
  $$ values (tests.uid('contractor_a'), 'Case status: In Progress') $$, 'a status change notifies the case''s contractor');
insert into public.user_settings (user_id, notify_case_updates) values (tests.uid('contractor_a'), false);
delete from public.notifications;
select tests.authenticate_as('admin');
update public.cases set status = 'completed', closing_order_on = current_date, closing_summary = 'Discharged' where id = '93000000-0000-4000-8000-00000000000e';
reset role;
select is_empty($$ select 1 from public.notifications $$, 'no case update for a user with Case Updates off');

select tests.authenticate_as('admin');
insert into public.cases (title, description, county, category) values ('Broward shelter', 'x', 'Broward', 'Dependency');
reset role;
select results_eq(
  $$ select user_id, kind, title, body from public.notifications
      where kind = 'new_case' and user_id in (select tests.uid(n) from unnest(array['contractor_a', 'contractor_b']) n) order by user_id $$,
  $$ select id, 'new_case', 'New case in Broward County', 'Broward shelter (Dependency)' from public.users
      where id in (tests.uid('contractor_a'), tests.uid('contractor_b')) order by id $$,
  'a new open case notifies the active contractors whose circuits hold its county');
select is_empty($$ select 1 from public.notifications where user_id in (tests.uid('contractor_far'), tests.uid('contractor_gone'), tests.uid('free'), tests.uid('admin')) $$,
  'not contractors of other circuits, deactivated ones, free users or admins');
insert into public.user_settings (user_id, notify_new_cases) values (tests.uid('contractor_b'), false);
delete from public.notifications;
select tests.authenticate_as('admin');
insert into public.cases (title, description, county) values ('Broward again', 'x', 'Broward');
insert into public.cases (title, description) values ('Nowhere', 'x');
reset role;
select results_eq($$ select user_id from public.notifications where user_id in (tests.uid('contractor_a'), tests.uid('contractor_b')) $$,
  $$ values (tests.uid('contractor_a')) $$, 'New Cases off stops them');
select is_empty($$ select 1 from public.notifications where body like 'Nowhere%' $$, 'a case without a county notifies nobody');
select is(private.florida_circuit('Okaloosa'), 1, 'Okaloosa is in the 1st Circuit');
select is(private.circuit_numbers(array['9th Circuit - Orange, Osceola', '20th Circuit']), array[9, 20],
  'profile labels name circuit numbers');

-- applications decided (always) -------------------------------------------------------------------------
delete from public.notifications;
insert into public.user_settings (user_id, notify_new_cases, notify_case_updates, notify_messages, notify_deadlines)
values (tests.uid('free'), false, false, false, false);
insert into public.application_events (application_id, application_kind, applicant_id, from_status, to_status) values
  (gen_random_uuid(), 'contractor', tests.uid('free'), null, 'pending'),
  (gen_random_uuid(), 'contractor', tests.uid('free'), 'pending', 'approved'),
  (gen_random_uuid(), 'assistant', tests.uid('free'), 'pending', 'rejected'),
  (gen_random_uuid(), 'assistant', tests.uid('free'), 'rejected', 'pending');
select results_eq($$ select title from public.notifications order by title $$,
  $$ values ('Your GAL assistant application was rejected'), ('Your GAL contractor application was approved') $$,
  'a decision notifies the applicant whatever their toggles; filing and reopening do not');

-- court dates ('deadlines') -------------------------------------------------------------------------------
delete from public.notifications;
select tests.authenticate_as('admin');
insert into public.court_dates (case_id, hearing_at, hearing_type)
values ('93000000-0000-4000-8000-00000000000a', '2027-03-16 14:00+00', 'judicial_review');
reset role;
select results_eq($$ select user_id, kind, title, body from public.notifications $$,
  $$ values (tests.uid('contractor_a'), 'court_date_added', 'Hearing added: Judicial review',
             'A''s case: Mar 16, 2027, 10:00 AM ET. Report due Mar 12, 2027, 9:00 AM ET (moved from Sat 13 Mar: weekend).') $$,
  'a hearing added by the admin notifies the contractor, in the court''s time across the DST change, saying why the due date moved');
delete from public.notifications;
select tests.authenticate_as('admin');
update public.court_dates set judge = 'Judge Ortiz' where case_id = '93000000-0000-4000-8000-00000000000a';
select is_empty($$ select 1 from public.notifications $$, 'an edit that keeps the time notifies nobody');
update public.court_dates set hearing_at = '2027-03-17 14:00+00' where case_id = '93000000-0000-4000-8000-00000000000a';
reset role;
select results_eq($$ select kind from public.notifications $$, $$ values ('court_date_moved') $$,
  'moving the hearing notifies the contractor');
delete from public.notifications;
select tests.authenticate_as('contractor_a');
insert into public.court_dates (case_id, hearing_at, hearing_type)
values ('93000000-0000-4000-8000-00000000000a', '2027-05-01 14:00+00', 'status');
reset role;
select is_empty($$ select 1 from public.notifications $$, 'a contractor adding their own hearing is not told about it');
update public.user_settings set notify_deadlines = false where user_id = tests.uid('contractor_a');
select tests.authenticate_as('admin');
insert into public.court_dates (case_id, hearing_at, hearing_type)
values ('93000000-0000-4000-8000-00000000000a', '2027-06-01 14:00+00', 'status');
reset role;
select is_empty($$ select 1 from public.notifications $$, 'no court date notification with Deadlines off');
update public.user_settings set notify_deadlines = true where user_id = tests.uid('contractor_a');
select tests.authenticate_as('admin');
insert into public.court_dates (case_id, hearing_at, hearing_type)
values ('93000000-0000-4000-8000-00000000000a', now() - interval '3 days', 'shelter');
reset role;
select is_empty($$ select 1 from public.notifications $$, 'a past hearing entered for the record notifies nobody');

-- email queue ----------------------------------------------------------------------------------------------
delete from public.notifications;
select private.notify(tests.uid('contractor_b'), 'now', 'Hi', '', '/');
select results_eq(
  $$ select o.user_id, o.digest, o.status::text, o.next_attempt_at = now()
       from public.email_outbox o join public.notifications n on n.id = o.notification_id where n.kind = 'now' $$,
  $$ values (tests.uid('contractor_b'), false, 'queued', true) $$,
  'a notification is queued for email at once by default');
update public.user_settings set email_daily_digest = true where user_id = tests.uid('contractor_b');
select private.notify(tests.uid('contractor_b'), 'later', 'Hi', '', '/');
select results_eq(
  $$ select o.digest, o.next_attempt_at = private.next_digest_at()
       from public.email_outbox o join public.notifications n on n.id = o.notification_id where n.kind = 'later' $$,
  $$ values (true, true) $$, 'a digest user''s email waits for the next digest');
update public.user_settings set email_notifications = false where user_id = tests.uid('contractor_b');
select private.notify(tests.uid('contractor_b'), 'never', 'Hi', '', '/');
select is_empty(
  $$ select 1 from public.email_outbox o join public.notifications n on n.id = o.notification_id where n.kind = 'never' $$,
  'no email for a user with email off');
select is((select count(*)::int from public.notifications where user_id = tests.uid('contractor_b')), 3,
  'email off still shows the notification in the app');
select is(private.next_digest_at('2027-03-14 10:59+00'), '2027-03-14 11:00+00'::timestamptz,
  'the digest goes at 07:00 New York time (EDT after the change)');
select is(private.next_digest_at('2027-03-13 12:00+00'), '2027-03-14 11:00+00'::timestamptz,
  'after 07:00 it waits for the next day''s, which is in EDT');
select is(private.next_digest_at('2027-01-10 11:00+00'), '2027-01-10 12:00+00'::timestamptz,
  'in winter 07:00 is 12:00 UTC');

-- settings columns ----------------------------------------------------------------------------------------
select tests.authenticate_as('contractor_b');
select results_eq(
  $$ update public.user_settings set email_notifications = true, email_daily_digest = false
      where user_id = tests.uid('contractor_b') returning email_notifications, email_daily_digest $$,
  $$ values (true, false) $$, 'users change their own email preferences');
select tests.authenticate_as('contractor_a');
select is_empty(
  $$ update public.user_settings set email_notifications = false where user_id = tests.uid('contractor_b') returning 1 $$,
  'nobody changes another user''s email preferences');

select * from finish();
rollback;

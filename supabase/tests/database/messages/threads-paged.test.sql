-- Message threads a page at a time: thread_limit keeps the order
-- (unread first, then newest activity) and cuts it; thread_case answers one
-- thread, only the caller's; a message stamps its case's last_message_at
-- without touching updated_at, and nobody may set that stamp by hand.
begin;
\ir ../../helpers/tests_schema.psql
select plan(12);

insert into public.cases (id, title, description, admin_id, contractor_id, status, updated_at) values
  ('11100000-0000-4000-8000-00000000000a', 'Unread old', 'A has an unread message', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', now() - interval '9 days'),
  ('11100000-0000-4000-8000-00000000000b', 'Fresh quiet', 'No messages, updated now', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now()),
  ('11100000-0000-4000-8000-00000000000c', 'Read yesterday', 'All read', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', now() - interval '9 days'),
  ('11100000-0000-4000-8000-00000000000d', 'B''s case', 'Not A''s', tests.uid('admin_b'), tests.uid('contractor_b'), 'assigned', now() - interval '9 days');
insert into public.messages (case_id, sender_id, body, created_at, read_at) values
  ('11100000-0000-4000-8000-00000000000a', tests.uid('admin'), 'Old and unread', now() - interval '5 days', null),
  ('11100000-0000-4000-8000-00000000000c', tests.uid('admin'), 'Read', now() - interval '1 day', now()),
  ('11100000-0000-4000-8000-00000000000d', tests.uid('contractor_b'), 'From B', now() - interval '1 hour', null);

-- the stamp ---------------------------------------------------------------------
select is(
  (select last_message_at from public.cases where id = '11100000-0000-4000-8000-00000000000c'),
  now() - interval '1 day',
  'a message stamps its case with its time');
select is(
  (select updated_at from public.cases where id = '11100000-0000-4000-8000-00000000000c'),
  now() - interval '9 days',
  'the stamp is not a change to the case: updated_at stays');

-- allowed: the first page, in order -----------------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ select case_title, unread_count from public.message_threads(2) $$,
  $$ values ('Unread old', 1), ('Fresh quiet', 0) $$,
  'a page of two: the unread thread first, then the newest activity');
select results_eq(
  $$ select case_title from public.message_threads(50) $$,
  $$ values ('Unread old'), ('Fresh quiet'), ('Read yesterday') $$,
  'a bigger page holds the rest in the same order');
select results_eq(
  $$ select case_title from public.message_threads() $$,
  $$ select case_title from public.message_threads(50) $$,
  'without arguments, the first 50');
select results_eq(
  $$ select case_title, message_count from public.message_threads(1, '11100000-0000-4000-8000-00000000000c') $$,
  $$ values ('Read yesterday', 1) $$,
  'thread_case answers one of the caller''s threads, however old');

-- A reply moves its thread up for the admin, as the unread one.
reset role;
insert into public.messages (case_id, sender_id, body, created_at) values
  ('11100000-0000-4000-8000-00000000000c', tests.uid('contractor_a'), 'Reply', now());
select tests.authenticate_as('admin');
select results_eq(
  $$ select case_title, unread_count from public.message_threads(1) $$,
  $$ values ('Read yesterday', 1) $$,
  'the admin''s page starts with the thread that has a reply unread for them');

-- denied ------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select is_empty(
  $$ select 1 from public.message_threads(1, '11100000-0000-4000-8000-00000000000d') $$,
  'thread_case never answers another contractor''s thread');
select is_empty(
  $$ select 1 from public.message_threads(50) where case_id = '11100000-0000-4000-8000-00000000000d' $$,
  'nor does any page');
select throws_ok(
  $$ update public.cases set last_message_at = now() + interval '1 year'
      where id = '11100000-0000-4000-8000-00000000000a' $$,
  '42501', null,
  'nobody sets the stamp by hand (no column grant)');
select tests.authenticate_as('admin');
select throws_ok(
  $$ update public.cases set last_message_at = now() + interval '1 year'
      where id = '11100000-0000-4000-8000-00000000000a' $$,
  '42501', null,
  'not even an admin');
select tests.clear_authentication();
select throws_ok($$ select * from public.message_threads(10) $$, '42501', null,
  'anon cannot list threads');

select * from finish();
rollback;

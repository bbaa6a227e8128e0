-- Thread order: threads with something unread for the caller come first, then
-- newest activity; what is unread for one participant never lifts a thread
-- for anyone else.
begin;
\ir ../../helpers/tests_schema.psql
select plan(5);

-- A's three cases: one with an old unread message, one updated just now with no
-- messages, one with a read message an hour ago.
insert into public.cases (id, title, description, admin_id, contractor_id, status, updated_at) values
  ('82000000-0000-4000-8000-00000000000a', 'Old unread', 'Admin wrote days ago', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', now() - interval '5 days'),
  ('82000000-0000-4000-8000-00000000000b', 'Quiet but fresh', 'No messages, updated now', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now()),
  ('82000000-0000-4000-8000-00000000000c', 'Read an hour ago', 'All read', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', now() - interval '5 days');
insert into public.messages (case_id, sender_id, body, created_at, read_at) values
  ('82000000-0000-4000-8000-00000000000a', tests.uid('admin'), 'Please send the school records', now() - interval '3 days', null),
  ('82000000-0000-4000-8000-00000000000c', tests.uid('admin'), 'Thanks for the report', now() - interval '1 hour', now());

select tests.authenticate_as('contractor_a');
select results_eq(
  $$ select case_title, unread_count from public.message_threads() $$,
  $$ values ('Old unread', 1), ('Quiet but fresh', 0), ('Read an hour ago', 0) $$,
  'the contractor sees the unread thread first, then the rest by newest activity');

-- The admin sent that message: nothing is unread for them, so activity alone decides.
select tests.authenticate_as('admin');
select results_eq(
  $$ select case_title, unread_count from public.message_threads() where case_id::text like '82000000-%' $$,
  $$ values ('Quiet but fresh', 0), ('Read an hour ago', 0), ('Old unread', 0) $$,
  'the sender''s own unanswered message does not lift the thread for them');

-- A reply makes it unread for the admin.
reset role;
insert into public.messages (case_id, sender_id, body, created_at) values
  ('82000000-0000-4000-8000-00000000000c', tests.uid('contractor_a'), 'Records attached', now() - interval '2 days');
select tests.authenticate_as('admin');
select results_eq(
  $$ select case_title from public.message_threads() where case_id::text like '82000000-%' limit 1 $$,
  $$ values ('Read an hour ago') $$,
  'the admin''s thread with an unread reply comes first for the admin');

-- Reading it puts it back in activity order.
select tests.authenticate_as('contractor_a');
select is(public.mark_thread_read('82000000-0000-4000-8000-00000000000a'), 1, 'A reads the old message');
select results_eq(
  $$ select case_title from public.message_threads() $$,
  $$ values ('Quiet but fresh'), ('Read an hour ago'), ('Old unread') $$,
  'with nothing unread, newest activity first');

select * from finish();
rollback;

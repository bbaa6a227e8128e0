-- Message threads, unread counts and marking read: participants see their
-- threads and what is unread for them; admins oversee the rest read-only;
-- only the recipient marks read, and read_at is a one-way stamp.
begin;
\ir ../../helpers/tests_schema.psql
select plan(22);

insert into public.cases (id, title, description, admin_id, contractor_id, status, updated_at) values
  ('62000000-0000-4000-8000-00000000000a', 'A''s case', 'Assigned to A by admin', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', now() - interval '5 days'),
  ('62000000-0000-4000-8000-0000000000a2', 'A''s quiet case', 'No messages yet', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '9 days'),
  ('62000000-0000-4000-8000-00000000000b', 'B''s case', 'Assigned to B by admin_b', tests.uid('admin_b'), tests.uid('contractor_b'), 'assigned', now() - interval '5 days'),
  ('62000000-0000-4000-8000-00000000000c', 'Open case', 'Nobody assigned', tests.uid('admin'), null, 'open', now());
insert into public.messages (case_id, sender_id, body, created_at) values
  ('62000000-0000-4000-8000-00000000000a', tests.uid('admin'), 'First from admin', now() - interval '3 hours'),
  ('62000000-0000-4000-8000-00000000000a', tests.uid('admin'), 'Second from admin', now() - interval '2 hours'),
  ('62000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Reply from A', now() - interval '1 hour'),
  ('62000000-0000-4000-8000-00000000000b', tests.uid('contractor_b'), 'From B', now() - interval '30 minutes');

-- threads ---------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.message_threads() $$, '42501', null, 'anon cannot list threads');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.message_threads() $$, 'a free user has no threads');
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ select case_title, admin_name, last_message_body, message_count, unread_count, can_send from public.message_threads() $$,
  $$ values ('A''s case', 'Test admin', 'Reply from A', 3, 2, true),
            ('A''s quiet case', 'Test admin', null, 0, 0, true) $$,
  'contractor A sees their two cases, newest activity first, two unread from the admin');
select tests.authenticate_as('contractor_b');
select results_eq($$ select case_title, unread_count from public.message_threads() $$,
  $$ values ('B''s case', 0) $$, 'contractor B sees only their own thread; their own message is not unread');
select tests.authenticate_as('admin');
select results_eq(
  $$ select case_title, contractor_name, unread_count, can_send from public.message_threads()
      where case_id::text like '62000000-%' $$,
  $$ values ('A''s case', 'Test contractor_a', 1, true),
            ('B''s case', 'Test contractor_b', 0, false),
            ('A''s quiet case', 'Test contractor_a', 0, true) $$,
  'an admin sees their threads (unread first) and, read-only with nothing unread, other admins'' threads that have messages');
select tests.authenticate_as('admin_b');
select results_eq($$ select case_title, unread_count from public.message_threads() where case_title = 'B''s case' $$,
  $$ values ('B''s case', 1) $$, 'the case''s own admin has the contractor''s message unread');

-- unread count ----------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.unread_message_count() $$, '42501', null, 'anon has no unread count');
select tests.authenticate_as('free');
select is(public.unread_message_count(), 0, 'a free user has nothing unread');
select tests.authenticate_as('contractor_a');
select is(public.unread_message_count(), 2, 'contractor A has two unread');
select tests.authenticate_as('contractor_b');
select is(public.unread_message_count(), 0, 'contractor B has nothing unread (their own message does not count)');
select tests.authenticate_as('admin');
select is(public.unread_message_count(), 1, 'the admin counts only their own cases, not the ones they oversee');

-- mark read -------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.mark_thread_read('62000000-0000-4000-8000-00000000000a') $$, '42501', null, 'anon marks nothing read');
select tests.authenticate_as('contractor_b');
select is(public.mark_thread_read('62000000-0000-4000-8000-00000000000a'), 0, 'contractor B cannot mark A''s thread read');
select tests.authenticate_as('admin');
select is(public.mark_thread_read('62000000-0000-4000-8000-00000000000b'), 0, 'an overseeing admin cannot mark another admin''s thread read');
select tests.authenticate_as('contractor_a');
select is(public.mark_thread_read('62000000-0000-4000-8000-00000000000a'), 2, 'contractor A marks the admin''s two messages read');
select is(public.unread_message_count(), 0, 'and then has nothing unread');
select is(public.mark_thread_read('62000000-0000-4000-8000-00000000000a'), 0, 'marking again changes nothing');
select tests.authenticate_as('admin');
select is(public.unread_message_count(), 1, 'the contractor''s reply is still unread for the admin (the sender did not mark it)');

-- read_at is a one-way stamp ------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.messages where case_id = '62000000-0000-4000-8000-00000000000a'
                     and sender_id = tests.uid('admin') and read_at is null $$, 'the admin''s messages carry a read mark');
update public.messages set read_at = null where sender_id = tests.uid('admin') and case_id = '62000000-0000-4000-8000-00000000000a';
select tests.authenticate_as('contractor_a');
select is(public.unread_message_count(), 0, 'a recipient cannot clear a read mark');
select tests.authenticate_as('admin');
select lives_ok($$ update public.messages set read_at = '2000-01-01' where sender_id = tests.uid('contractor_a') $$,
  'the recipient may send any read_at');
select results_eq($$ select read_at > now() - interval '1 minute' from public.messages where sender_id = tests.uid('contractor_a') $$,
  $$ values (true) $$, 'but the database stamps the time it was read, not a backdated one');

select * from finish();
rollback;

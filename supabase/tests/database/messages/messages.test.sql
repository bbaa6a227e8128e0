-- public.messages: between a case's admin and its contractor. Only those two
-- and admins read; only participants write; nobody edits a message body; the
-- recipient marks it read.
begin;
\ir ../../helpers/tests_schema.psql
select plan(31);

insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('60000000-0000-4000-8000-00000000000a', 'A''s', 'Assigned to A by admin', tests.uid('admin'), tests.uid('contractor_a'), 'assigned'),
  ('60000000-0000-4000-8000-00000000000b', 'B''s', 'Assigned to B by admin_b', tests.uid('admin_b'), tests.uid('contractor_b'), 'assigned');
insert into public.messages (id, case_id, sender_id, body) values
  ('61000000-0000-4000-8000-00000000000a', '60000000-0000-4000-8000-00000000000a', tests.uid('admin'), 'Hello A'),
  ('61000000-0000-4000-8000-0000000000a2', '60000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Hello admin'),
  ('61000000-0000-4000-8000-00000000000b', '60000000-0000-4000-8000-00000000000b', tests.uid('admin_b'), 'Hello B');

-- select ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.messages $$, '42501', null, 'anon cannot read messages');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.messages $$, 'a free user reads no messages');
select tests.authenticate_as('contractor_a');
select set_eq($$ select body from public.messages $$, $$ values ('Hello A'), ('Hello admin') $$, 'contractor A reads their case''s thread');
select tests.authenticate_as('contractor_b');
select set_eq($$ select body from public.messages $$, $$ values ('Hello B') $$, 'contractor B reads only their case''s thread');
select tests.authenticate_as('admin');
select set_has($$ select body from public.messages $$, $$ values ('Hello A'), ('Hello admin'), ('Hello B') $$,
  'an admin reads every thread, including another admin''s case');

-- insert ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ insert into public.messages (case_id, body) values ('60000000-0000-4000-8000-00000000000a', 'x') $$, '42501', null, 'anon cannot send messages');
select tests.authenticate_as('free');
select throws_ok($$ insert into public.messages (case_id, sender_id, body) values ('60000000-0000-4000-8000-00000000000a', tests.uid('free'), 'x') $$, '42501', null, 'a free user cannot post into a case');
select tests.authenticate_as('contractor_a');
select results_eq($$ insert into public.messages (case_id, body) values ('60000000-0000-4000-8000-00000000000a', 'Visit done') returning sender_id, read_at $$,
  $$ values (tests.uid('contractor_a'), null::timestamptz) $$, 'contractor A sends on their case, as themself');
select throws_ok($$ insert into public.messages (case_id, sender_id, body) values ('60000000-0000-4000-8000-00000000000a', tests.uid('admin'), 'forged') $$,
  '42501', null, 'contractor A cannot send in the admin''s name');
select throws_ok($$ insert into public.messages (case_id, body) values ('60000000-0000-4000-8000-00000000000b', 'x') $$,
  '42501', null, 'contractor A cannot post into B''s case');
select throws_ok($$ insert into public.messages (case_id, body) values ('60000000-0000-4000-8000-00000000000a', '   ') $$,
  '23514', null, 'a message has a body');
select tests.authenticate_as('contractor_b');
select throws_ok($$ insert into public.messages (case_id, body) values ('60000000-0000-4000-8000-00000000000a', 'x') $$,
  '42501', null, 'contractor B cannot post into A''s case');
select tests.authenticate_as('admin');
select results_eq($$ insert into public.messages (case_id, body) values ('60000000-0000-4000-8000-00000000000a', 'Thanks') returning sender_id $$,
  $$ values (tests.uid('admin')) $$, 'the case''s admin sends on it');
select throws_ok($$ insert into public.messages (case_id, body) values ('60000000-0000-4000-8000-00000000000b', 'x') $$,
  '42501', null, 'an admin who is not the case''s admin reads but does not write');

-- update ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ update public.messages set read_at = now() $$, '42501', null, 'anon cannot update messages');
select tests.authenticate_as('free');
select is_empty($$ update public.messages set read_at = now() returning 1 $$, 'a free user updates no messages');
select tests.authenticate_as('contractor_a');
select results_eq($$ update public.messages set read_at = now() where id = '61000000-0000-4000-8000-00000000000a' returning read_at is not null $$,
  $$ values (true) $$, 'the recipient marks a message read');
select is_empty($$ update public.messages set read_at = now() where id = '61000000-0000-4000-8000-0000000000a2' returning 1 $$,
  'the sender does not mark their own message read');
select throws_ok($$ update public.messages set body = 'edited' where id = '61000000-0000-4000-8000-0000000000a2' $$,
  '42501', null, 'nobody edits a body, not even their own');
select throws_ok($$ update public.messages set body = 'edited' where id = '61000000-0000-4000-8000-00000000000a' $$,
  '42501', null, 'nobody edits another''s message');
select is_empty($$ update public.messages set read_at = now() where id = '61000000-0000-4000-8000-00000000000b' returning 1 $$,
  'contractor A cannot touch B''s thread');
select tests.authenticate_as('contractor_b');
select is_empty($$ update public.messages set read_at = now() where case_id = '60000000-0000-4000-8000-00000000000a' returning 1 $$,
  'contractor B cannot touch A''s thread');
select tests.authenticate_as('admin');
select results_eq($$ update public.messages set read_at = now() where id = '61000000-0000-4000-8000-0000000000a2' returning 1 $$,
  $$ values (1) $$, 'the case''s admin marks the contractor''s message read');
select is_empty($$ update public.messages set read_at = now() where id = '61000000-0000-4000-8000-00000000000b' returning 1 $$,
  'another admin''s thread is read-only for an admin');

-- delete ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ delete from public.messages $$, '42501', null, 'anon cannot delete messages');
select tests.authenticate_as('free');
select throws_ok($$ delete from public.messages $$, '42501', null, 'a free user cannot delete messages');
select tests.authenticate_as('contractor_a');
select throws_ok($$ delete from public.messages where sender_id = tests.uid('contractor_a') $$, '42501', null, 'senders cannot delete their messages');
select tests.authenticate_as('contractor_b');
select throws_ok($$ delete from public.messages $$, '42501', null, 'contractor B cannot delete messages');
select tests.authenticate_as('admin');
select throws_ok($$ delete from public.messages $$, '42501', null, 'admins cannot delete messages');

reset role;
select results_eq($$ select body, read_at is not null from public.messages where id::text like '61000000-%' order by id $$,
  $$ values ('Hello A', true), ('Hello B', false), ('Hello admin', true) $$,
  'bodies unchanged; only recipients'' read marks landed');

-- unassigning removes the contractor from the thread
update public.cases set contractor_id = null, status = 'open' where id = '60000000-0000-4000-8000-00000000000a';
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.messages where case_id = '60000000-0000-4000-8000-00000000000a' $$,
  'a contractor taken off a case no longer reads its messages');

select * from finish();
rollback;

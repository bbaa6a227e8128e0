-- The dashboard layout's one request: public.my_shell() answers the
-- caller's own settings row and unread counts, never another user's; anonymous
-- callers are refused.
begin;
\ir ../../helpers/tests_schema.psql
select plan(6);

insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('11600000-0000-4000-8000-00000000000a', 'A''s case', 'Shell', tests.uid('admin'), tests.uid('contractor_a'), 'assigned'),
  ('11600000-0000-4000-8000-00000000000b', 'B''s case', 'Shell', tests.uid('admin_b'), tests.uid('contractor_b'), 'assigned');
insert into public.messages (case_id, sender_id, body, read_at) values
  ('11600000-0000-4000-8000-00000000000a', tests.uid('admin'), 'Unread for A', null),
  ('11600000-0000-4000-8000-00000000000a', tests.uid('admin'), 'Read by A', now()),
  ('11600000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'A''s own', null),
  ('11600000-0000-4000-8000-00000000000b', tests.uid('admin_b'), 'Unread for B', null),
  ('11600000-0000-4000-8000-00000000000b', tests.uid('admin_b'), 'Unread for B too', null);
-- Messages notify their recipients: start the counts from these rows only.
delete from public.notifications
  where user_id in (tests.uid('contractor_a'), tests.uid('contractor_b'), tests.uid('admin'), tests.uid('admin_b'));
insert into public.notifications (user_id, kind, title, read_at) values
  (tests.uid('contractor_a'), 'test', 'A unread', null),
  (tests.uid('contractor_a'), 'test', 'A read', now()),
  (tests.uid('contractor_b'), 'test', 'B unread 1', null),
  (tests.uid('contractor_b'), 'test', 'B unread 2', null),
  (tests.uid('contractor_b'), 'test', 'B unread 3', null);
insert into public.user_settings (user_id, theme, compact_view) values
  (tests.uid('contractor_b'), 'dark', true);

-- allowed: the caller's own ------------------------------------------------------
select tests.authenticate_as('contractor_b');
select results_eq(
  $$ select settings->>'theme', (settings->>'compact_view')::boolean, settings->>'user_id',
            unread_messages, unread_notifications from public.my_shell() $$,
  $$ values ('dark', true, tests.uid('contractor_b')::text, 2, 3) $$,
  'the caller''s settings row and unread counts in one row');

-- denied: nobody else's -----------------------------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ select settings, unread_messages, unread_notifications from public.my_shell() $$,
  $$ values (null::jsonb, 1, 1) $$,
  'another user sees none of B''s settings, messages or notifications: only their own');
select tests.authenticate_as('admin');
select results_eq(
  $$ select settings, unread_messages, unread_notifications from public.my_shell() $$,
  $$ values (null::jsonb, 1, 0) $$,
  'the admin counts the reply on their own case, none of B''s two');
select is(
  (select count(*)::integer from public.my_shell()),
  1,
  'always exactly one row');

select tests.clear_authentication();
select throws_ok($$ select * from public.my_shell() $$, '42501', null,
  'an anonymous caller is refused');
reset role;
select ok(
  (select prosecdef = false from pg_proc where oid = 'public.my_shell()'::regprocedure),
  'security invoker: RLS decides what it reads');

select * from finish();
rollback;

-- public.dashboard_stats(): one call returns the caller's role's stat cards.
begin;
\ir ../../helpers/tests_schema.psql
select plan(9);

-- Counts are checked as differences from before the fixtures, since the seed
-- also has cases, users and messages.
reset role;
create temp table before_stats as
  select (select count(*)::int from public.cases where status <> 'completed') as active,
         (select count(*)::int from public.cases where status = 'open') as open,
         (select count(*)::int from public.users where role = 'contractor') as contractors,
         ((select count(*) from public.contractor_applications where status = 'pending')
          + (select count(*) from public.assistant_applications where status = 'pending'))::int as pending;
grant select on before_stats to authenticated;

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('70000000-0000-4000-8000-00000000000e', 'Open', 'Open case', tests.uid('admin'), null, 'open', now() - interval '90 days'),
  ('70000000-0000-4000-8000-00000000000a', 'A''s', 'Assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '90 days'),
  ('70000000-0000-4000-8000-00000000000d', 'Done', 'Completed by A', tests.uid('admin'), tests.uid('contractor_a'), 'completed', now() - interval '90 days'),
  ('70000000-0000-4000-8000-00000000000b', 'B''s', 'Assigned to B', tests.uid('admin_b'), tests.uid('contractor_b'), 'assigned', now() - interval '90 days');
insert into public.time_entries (case_id, user_id, description, hours, date) values
  ('70000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'This month', 1.25, date_trunc('month', current_date)::date),
  ('70000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Today', 2, current_date),
  ('70000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Last month', 5, date_trunc('month', current_date)::date - 1),
  ('70000000-0000-4000-8000-00000000000b', tests.uid('contractor_b'), 'B''s', 3, current_date);
insert into public.messages (case_id, sender_id, body, read_at) values
  ('70000000-0000-4000-8000-00000000000a', tests.uid('admin'), 'To A, unread', null),
  ('70000000-0000-4000-8000-00000000000a', tests.uid('admin'), 'To A, read', now()),
  ('70000000-0000-4000-8000-00000000000d', tests.uid('admin'), 'To A on the done case, unread', null),
  ('70000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'From A, unread', null),
  ('70000000-0000-4000-8000-00000000000b', tests.uid('contractor_b'), 'From B to admin_b', null);

select tests.clear_authentication();
select throws_ok($$ select public.dashboard_stats() $$, '42501', null, 'anon gets no stats');

select tests.authenticate_as('admin');
-- new_requests is the Requests feature's card, tested in 30_request_inbox.
select is(public.dashboard_stats() - 'new_requests',
  jsonb_build_object(
    'active_cases', (select active from before_stats) + 3,
    'contractors', (select contractors from before_stats),
    'unread_messages', 1,
    'pending_applications', (select pending from before_stats)),
  'an admin gets active cases (not completed), contractors and unread messages on their own cases');
select tests.authenticate_as('admin_b');
select is(public.dashboard_stats() -> 'unread_messages', '1'::jsonb,
  'another admin counts only messages on their own cases');

select tests.authenticate_as('contractor_a');
select is(public.dashboard_stats(),
  jsonb_build_object('assigned_cases', 1, 'hours_this_month', 3.25, 'unread_messages', 2),
  'a contractor gets their active cases (not the completed one), this month''s hours and messages to them not yet read');
select ok(not (public.dashboard_stats() ? 'active_cases'), 'a contractor gets no admin cards');
select tests.authenticate_as('contractor_b');
select is(public.dashboard_stats(),
  jsonb_build_object('assigned_cases', 1, 'hours_this_month', 3.00, 'unread_messages', 0),
  'contractor B counts only their own cases, hours and messages');

select tests.authenticate_as('free');
select is(public.dashboard_stats(),
  jsonb_build_object('available_cases', (select open from before_stats) + 1),
  'a free user gets only the open-case count');
select ok(not (public.dashboard_stats() ? 'unread_messages'), 'a free user gets no message count');

reset role;
select is(
  (select provolatile from pg_proc where proname = 'dashboard_stats' and pronamespace = 'public'::regnamespace),
  's', 'the stats call is read-only (stable)');

select * from finish();
rollback;

-- Stat cards owned by features: each role gets exactly its cards from
-- public.dashboard_stats(), and no feature's function shows a card to a role
-- that does not have it. The figures themselves are in 23_dashboard_stats,
-- 30_request_inbox and 40_application_review.
begin;
\ir ../../helpers/tests_schema.psql
select plan(16);

create function pg_temp.keys(stats jsonb) returns text[]
  language sql immutable as $$ select coalesce(array_agg(k order by k), '{}') from jsonb_object_keys(stats) k $$;

select tests.authenticate_as('admin');
select is(pg_temp.keys(public.dashboard_stats()),
  array['active_cases', 'contractors', 'new_requests', 'pending_applications', 'unread_messages'],
  'an admin gets exactly the admin cards');
select is(pg_temp.keys(private.cases_stats()), array['active_cases'],
  'the cases feature gives an admin active cases, not a contractor''s or free user''s cards');

select tests.authenticate_as('contractor_a');
select is(pg_temp.keys(public.dashboard_stats()),
  array['assigned_cases', 'hours_this_month', 'unread_messages'],
  'a contractor gets exactly the contractor cards');
select is(pg_temp.keys(private.cases_stats()), array['assigned_cases', 'hours_this_month'],
  'the cases feature gives a contractor their cases and hours');
select is(private.contractors_stats(), '{}'::jsonb, 'a contractor gets no contractors count');
select is(private.applications_stats(), '{}'::jsonb, 'a contractor gets no pending applications');
select is(private.requests_stats(), '{}'::jsonb, 'a contractor gets no new requests');
select is(pg_temp.keys(private.messages_stats()), array['unread_messages'],
  'the messages feature gives a contractor their unread count');

select tests.authenticate_as('free');
select is(pg_temp.keys(public.dashboard_stats()), array['available_cases'],
  'a free user gets exactly the open-case count');
select is(private.messages_stats(), '{}'::jsonb, 'a free user gets no message count');
select is(private.contractors_stats() || private.applications_stats() || private.requests_stats(),
  '{}'::jsonb, 'a free user gets no admin card from any feature');

-- A valid JWT whose user has no users row (deleted meanwhile).
select set_config('request.jwt.claims',
  json_build_object('sub', gen_random_uuid(), 'role', 'authenticated')::text, true);
select throws_ok($$ select public.dashboard_stats() $$, '42501', 'Not signed in',
  'a token without a user gets no stats');
select is(private.cases_stats(), '{}'::jsonb, 'nor any feature''s cards');

select tests.clear_authentication();
select throws_ok($$ select public.dashboard_stats() $$, '42501', null, 'anon gets no stats');
select throws_ok($$ select private.cases_stats() $$, '42501', null,
  'anon cannot call a feature''s stats function');

reset role;
select is(
  (select count(*)::int from pg_proc
    where pronamespace = 'private'::regnamespace and proname in ('dashboard_stats', 'request_stats')),
  0, 'the old whole-dashboard functions are gone: each card lives in one feature function');

select * from finish();
rollback;

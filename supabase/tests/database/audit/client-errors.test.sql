-- Client error reports: whatever a browser sends, no email address, token,
-- phone number, id or query string is stored; each session or client may send
-- 20 reports in 10 minutes (more are dropped); the same error is one group with
-- a count; only admins at aal2 read the groups.
begin;
\ir ../../helpers/tests_schema.psql
select plan(17);
-- The demo seed reports two errors of its own; this file counts only what it sends
-- (the transaction rolls back, so the seed's groups come back).
delete from public.client_error_groups;

-- a visitor's report with personal data planted in it -------------------------------------
select tests.clear_authentication();
select is(
  public.report_client_errors(jsonb_build_array(jsonb_build_object(
    'kind', 'error',
    'message', 'Failed for pat.jones@example.com with eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJl at (407) 555-0142',
    'top_frame', 'at save (https://gal.test/assets/app.js?token=abc123:10:5)',
    'stack', E'Error: Failed for pat.jones@example.com\n  at save (https://gal.test/assets/app.js?token=abc123:10:5)\n  at load (https://gal.test/dashboard/cases/0b0e0000-0000-4000-8000-000000000001?tab=notes:2:1)\n  Authorization: Bearer sk_live_abcdefghijklmnopqrstuvwxyz012345',
    'route', '/dashboard/cases/:id',
    'release', '2026.11.29-abc',
    'browser', 'Chrome 131',
    'email', 'pat.jones@example.com')),
    'visitor-client-0001'),
  1, 'a visitor''s report is kept');
reset role;

select is((select count(*) from public.client_error_groups
           where message || coalesce(top_frame, '') || coalesce(stack, '') ~* 'pat\.jones|example\.com'),
          0::bigint, 'no email address is stored');
select is((select count(*) from public.client_error_groups
           where message || coalesce(top_frame, '') || coalesce(stack, '') ~ 'eyJ|abc123|sk_live'),
          0::bigint, 'no token is stored');
select is((select count(*) from public.client_error_groups
           where message || coalesce(stack, '') ~ '555-0142|0b0e0000|tab=notes'),
          0::bigint, 'no phone number, id or query string is stored');
select is((select message from public.client_error_groups),
  'Failed for [email] with [token] at [phone]', 'the message keeps its words with the data replaced');
select is((select row(route, release, browser, kind, count)::text from public.client_error_groups),
  '(/dashboard/cases/:id,2026.11.29-abc,"Chrome 131",error,1)',
  'the route pattern, release, browser and kind are kept');

-- grouping -----------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select is(
  public.report_client_errors(jsonb_build_array(jsonb_build_object(
    'kind', 'error',
    'message', 'Failed for someone.else@example.org with eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln at 305-555-0199',
    'top_frame', 'at save (https://gal.test/assets/app.js?token=zzz:10:5)',
    'route', '/dashboard/cases/abc?x=1')), 'contractor-client-01'),
  1, 'a signed-in user''s report is kept');
reset role;
select is((select row(count(*), sum(count))::text from public.client_error_groups), '(1,2)',
  'the same error with other personal data is the same group, counted twice');
select is((select route from public.client_error_groups), '/unknown',
  'a route that is not a pattern is not stored');

-- the rate limit -------------------------------------------------------------------------
select tests.clear_authentication();
create function pg_temp.reports(n integer) returns jsonb language sql as $$
  select jsonb_agg(jsonb_build_object('message', 'Loop ' || i, 'route', '/'))
  from generate_series(1, n) i
$$;
select is(public.report_client_errors(pg_temp.reports(10), 'busy-client-0001'), 10,
  'a client may send ten reports');
select is(public.report_client_errors(pg_temp.reports(10), 'busy-client-0001'), 10,
  'and ten more in the same ten minutes');
select is(public.report_client_errors(pg_temp.reports(1), 'busy-client-0001'), 0,
  'but the twenty-first is dropped');
select is(public.report_client_errors(pg_temp.reports(1), 'quiet-client-0001'), 1,
  'another client still reports');
select throws_ok($$ select public.report_client_errors(pg_temp.reports(1), 'x') $$, '22023', null,
  'a report without a session or a client id is refused');
select throws_ok($$ select public.report_client_errors(pg_temp.reports(11), 'busy-client-0002') $$, '22023', null,
  'more than ten reports at once are refused');

-- who reads ------------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.client_error_groups $$, 'a contractor reads no error groups');
select tests.authenticate_as('admin');
select isnt_empty($$ select 1 from public.client_error_groups $$, 'an admin reads them');

select * from finish();
rollback;

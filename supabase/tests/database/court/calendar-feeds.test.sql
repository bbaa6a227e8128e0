-- Calendar feeds: admins and contractors make a token (kept only as a hash);
-- a reset replaces it at once; only the service role reads a feed, and it
-- holds only the fields a calendar needs.
begin;
\ir ../../helpers/tests_schema.psql
-- Only this file's court dates (the demo data has some).
delete from public.court_dates;
select plan(26);
grant usage on schema tests to service_role;
grant execute on all functions in schema tests to service_role;

insert into public.cases (id, title, description, admin_id, contractor_id, status, category) values
  ('96000000-0000-4000-8000-00000000000a', 'A dependency', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Dependency'),
  ('96000000-0000-4000-8000-00000000000b', 'B family', 'x', tests.uid('admin'), tests.uid('contractor_b'), 'assigned', 'Family Court');
insert into public.court_dates (id, case_id, hearing_at, hearing_type, courtroom, judge, notes, report_status) values
  ('97000000-0000-4000-8000-00000000000a', '96000000-0000-4000-8000-00000000000a', now() + interval '10 days', 'judicial_review', '4-1', 'Judge Ortiz', 'Child''s school: Lincoln Elementary', 'not_started'),
  ('97000000-0000-4000-8000-0000000000a2', '96000000-0000-4000-8000-00000000000a', now() - interval '100 days', 'shelter', null, null, null, 'filed'),
  ('97000000-0000-4000-8000-0000000000a3', '96000000-0000-4000-8000-00000000000a', now() + interval '20 days', 'tpr', null, null, null, 'submitted'),
  ('97000000-0000-4000-8000-00000000000b', '96000000-0000-4000-8000-00000000000b', now() + interval '30 days', 'mediation', null, null, null, 'not_started');

-- making a token --------------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
create temporary table tokens (who text, token text) on commit drop;
grant insert, select on tokens to authenticated, service_role;
insert into tokens select 'a1', public.reset_calendar_feed();
select matches((select token from tokens where who = 'a1'), '^[0-9a-f]{64}$', 'a contractor gets a 64-character token');
select results_eq($$ select user_id from public.calendar_feeds $$, $$ values (tests.uid('contractor_a')) $$,
  'and reads that they have a feed');
select throws_ok($$ select token_hash from public.calendar_feeds $$, '42501', null, 'but not its hash');
reset role;
select is((select token_hash from public.calendar_feeds where user_id = tests.uid('contractor_a')),
  sha256(convert_to((select token from tokens where who = 'a1'), 'UTF8')), 'the database keeps only the SHA-256 of the token');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.calendar_feeds $$, 'nobody reads another user''s feed row');
select throws_ok($$ insert into public.calendar_feeds (user_id, token_hash) values (tests.uid('contractor_b'), '\x00') $$,
  '42501', null, 'nobody writes a feed row directly');
select throws_ok($$ update public.calendar_feeds set created_at = now() $$, '42501', null, 'nor changes one');
select throws_ok($$ delete from public.calendar_feeds $$, '42501', null, 'nor deletes one');
select tests.authenticate_as('free');
select throws_ok($$ select public.reset_calendar_feed() $$, '42501', null, 'a free user has no calendar feed');
select tests.clear_authentication();
select throws_ok($$ select public.reset_calendar_feed() $$, '42501', null, 'anon has none');
select throws_ok($$ select created_at from public.calendar_feeds $$, '42501', null, 'anon reads no feed rows');
select throws_ok($$ select public.calendar_feed(repeat('0', 64)) $$, '42501', null, 'nor any feed');
select tests.authenticate_as('admin');
insert into tokens select 'admin', public.reset_calendar_feed();
select isnt((select token from tokens where who = 'admin'), null, 'an admin gets a token');

-- reading a feed: the service role only -------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.calendar_feed((select token from tokens where who = 'a1')) $$,
  '42501', null, 'a user cannot read a feed through the API, not even their own');
select throws_ok($$ select private.calendar_feed((select token from tokens where who = 'a1')) $$,
  '42501', null, 'nor through the private function');
set local role service_role;
select results_eq(
  $$ select e ->> 'id', e ->> 'case_title', e ->> 'hearing_type', e ->> 'courtroom', e ->> 'judge', (e ->> 'report_pending')::boolean
       from jsonb_array_elements(public.calendar_feed((select token from tokens where who = 'a1')) -> 'events') e $$,
  $$ values ('97000000-0000-4000-8000-00000000000a', 'A dependency', 'Judicial review', '4-1', 'Judge Ortiz', true),
            ('97000000-0000-4000-8000-0000000000a3', 'A dependency', 'TPR', null, null, false) $$,
  'a contractor''s feed: their cases'' hearings from 90 days back, in time order');
select is(
  (select array_agg(k order by k) from jsonb_array_elements(public.calendar_feed((select token from tokens where who = 'a1')) -> 'events') e,
          jsonb_object_keys(e) k where e ->> 'id' = '97000000-0000-4000-8000-00000000000a'),
  array['case_title', 'courtroom', 'hearing_at', 'hearing_type', 'id', 'judge', 'report_due_at', 'report_pending', 'updated_at'],
  'an event carries the case title, hearing type, courtroom, judge and times, never notes');
select is(
  (select (e ->> 'hearing_at')::timestamptz = d.hearing_at and (e ->> 'report_due_at')::timestamptz = d.report_due_at
     from jsonb_array_elements(public.calendar_feed((select token from tokens where who = 'a1')) -> 'events') e
     join public.court_dates d on d.id = (e ->> 'id')::uuid
    where d.id = '97000000-0000-4000-8000-00000000000a'),
  true, 'its times are the hearing''s and the report''s, exactly');
select is(
  (select count(*)::int from jsonb_array_elements(public.calendar_feed((select token from tokens where who = 'admin')) -> 'events')),
  3, 'an admin''s feed has every case''s hearings');
select is(public.calendar_feed(repeat('0', 64)), null, 'an unknown token reads nothing');
select is(public.calendar_feed('not a token'), null, 'nor does a malformed one');
select is(public.calendar_feed(null), null, 'nor null');

-- reset: the old token stops at once ---------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
insert into tokens select 'a2', public.reset_calendar_feed();
set local role service_role;
select is(public.calendar_feed((select token from tokens where who = 'a1')), null, 'after a reset the old token reads nothing');
select isnt(public.calendar_feed((select token from tokens where who = 'a2')), null, 'the new one works');

-- a contractor made free loses the feed; one unassigned loses the case's events
reset role;
update public.cases set contractor_id = null, status = 'open' where id = '96000000-0000-4000-8000-00000000000a';
set local role service_role;
select is(public.calendar_feed((select token from tokens where who = 'a2')) -> 'events', '[]'::jsonb,
  'a case taken from the contractor leaves their feed');
reset role;
update public.users set role = 'free' where id = tests.uid('contractor_a');
set local role service_role;
select is(public.calendar_feed((select token from tokens where who = 'a2')), null, 'a contractor made free has no feed');

select * from finish();
rollback;

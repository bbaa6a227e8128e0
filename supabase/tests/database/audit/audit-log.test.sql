-- The audit log: every case-data table carries the audit trigger (a planted
-- table without it is caught); a change writes exactly one row with the
-- changed columns' old and new values; a case page view is logged at most once
-- an hour per user and case; only admins at aal2 read the log; nobody updates
-- or deletes a row, and only the retention purge removes old ones.
begin;
\ir ../../helpers/tests_schema.psql
select plan(29);

-- every case-data table is audited -------------------------------------------------------
select is_empty($$ select * from private.unaudited_case_tables() $$,
  'every table holding case data has the audit trigger');
create table public.planted_case_notes (id uuid primary key, case_id uuid);
select results_eq($$ select * from private.unaudited_case_tables() $$, array['planted_case_notes'],
  'a new table with a case_id column and no audit trigger is caught');
drop table public.planted_case_notes;

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('a0d10000-0000-4000-8000-000000000001', 'Audited case', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '10 days');
insert into public.case_contacts (id, case_id, user_id, contact_date, contact_type, contact_with, minutes, status, notes) values
  ('a0d11000-0000-4000-8000-000000000001', 'a0d10000-0000-4000-8000-000000000001', tests.uid('contractor_a'), current_date - 1, 'phone', '{child}', 30, 'draft', 'first notes');
insert into public.court_dates (id, case_id, hearing_at, hearing_type) values
  ('a0d12000-0000-4000-8000-000000000001', 'a0d10000-0000-4000-8000-000000000001', now() + interval '10 days', 'status');

create function pg_temp.log_count(tbl text, rid text) returns bigint language sql as $$
  select count(*) from public.audit_log where table_name = tbl and row_id = rid
$$;
create function pg_temp.last_change(tbl text, rid text) returns jsonb language sql as $$
  select changes from public.audit_log where table_name = tbl and row_id = rid order by id desc limit 1
$$;

select is(pg_temp.log_count('case_contacts', 'a0d11000-0000-4000-8000-000000000001'), 1::bigint,
  'inserting a contact writes one audit row');

-- a contact's notes ------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
update public.case_contacts set notes = 'second notes' where id = 'a0d11000-0000-4000-8000-000000000001';
reset role;
select is(pg_temp.log_count('case_contacts', 'a0d11000-0000-4000-8000-000000000001'), 2::bigint,
  'changing a contact''s notes writes exactly one more row');
select is(pg_temp.last_change('case_contacts', 'a0d11000-0000-4000-8000-000000000001') -> 'notes',
  '{"old": "first notes", "new": "second notes"}'::jsonb, 'with the old and new notes');
select is((select actor_id from public.audit_log where table_name = 'case_contacts' order by id desc limit 1),
  tests.uid('contractor_a'), 'and who changed them');
select is((select case_id from public.audit_log where table_name = 'case_contacts' order by id desc limit 1),
  'a0d10000-0000-4000-8000-000000000001'::uuid, 'and the case');

-- a court date -------------------------------------------------------------------------------
select tests.authenticate_as('admin');
update public.court_dates set hearing_type = 'trial' where id = 'a0d12000-0000-4000-8000-000000000001';
reset role;
select is(pg_temp.log_count('court_dates', 'a0d12000-0000-4000-8000-000000000001'), 2::bigint,
  'changing a court date writes exactly one more row');
select is(pg_temp.last_change('court_dates', 'a0d12000-0000-4000-8000-000000000001') -> 'hearing_type' ->> 'new',
  'trial', 'with the new value');

-- a user's role and billing rate (only the columns that decide access are watched) ---------
create temp table before_count as select pg_temp.log_count('users', tests.uid('contractor_b')::text) as n;
update public.users set full_name = 'Renamed Contractor' where id = tests.uid('contractor_b');
select is(pg_temp.log_count('users', tests.uid('contractor_b')::text), (select n from before_count),
  'a name change is not logged');
update public.users set billing_rate = 55 where id = tests.uid('contractor_b');
select is(pg_temp.log_count('users', tests.uid('contractor_b')::text), (select n + 1 from before_count),
  'a billing rate change writes one row');
select is(pg_temp.last_change('users', tests.uid('contractor_b')::text) - 'billing_rate', '{}'::jsonb,
  'with only the billing rate in it');
select is(pg_temp.last_change('users', tests.uid('contractor_b')::text) -> 'billing_rate' -> 'new', '55'::jsonb,
  'and its new value');
update public.users set role = 'free' where id = tests.uid('contractor_b');
select is(pg_temp.last_change('users', tests.uid('contractor_b')::text) -> 'role',
  '{"old": "contractor", "new": "free"}'::jsonb, 'a role change writes the old and new role');

-- case page views: one per user and case an hour ------------------------------------------
select tests.authenticate_as('admin');
select ok(public.record_case_view('a0d10000-0000-4000-8000-000000000001'), 'opening a case page records a view');
select ok(not public.record_case_view('a0d10000-0000-4000-8000-000000000001'), 'opening it again within the hour does not');
select tests.authenticate_as('contractor_a');
select ok(public.record_case_view('a0d10000-0000-4000-8000-000000000001'), 'another user''s view is recorded');
select tests.authenticate_as('contractor_b');
select throws_ok($$ select public.record_case_view('a0d10000-0000-4000-8000-000000000001') $$, '42501', null,
  'a user who cannot open the case records nothing');
reset role;
select is((select count(*) from public.audit_log where case_id = 'a0d10000-0000-4000-8000-000000000001' and operation = 'view'),
  2::bigint, 'two views in the log');

-- who reads it ---------------------------------------------------------------------------------
select tests.authenticate_as('admin');
select is((select count(*) from public.audit_entries(for_case => 'a0d10000-0000-4000-8000-000000000001', of_kind => 'view')),
  2::bigint, 'an admin at aal2 reads the log, filtered by case and kind');
select is((select actor_name from public.audit_entries(for_person => tests.uid('contractor_a'), of_kind => 'update') limit 1),
  'Test contractor_a', 'by person, with their name');
select throws_ok($$ select 1 from public.audit_log $$, '42501', null, 'but not the table itself');
select tests.authenticate_with_password_only('admin');
select throws_ok($$ select * from public.audit_entries() $$, '42501', null, 'an admin at aal1 reads nothing');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select * from public.audit_entries() $$, '42501', null, 'a contractor reads nothing');

-- nobody changes it ----------------------------------------------------------------------------
select tests.authenticate_as('admin');
select throws_ok($$ update public.audit_log set operation = 'view' $$, '42501', null, 'an admin cannot update a row');
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'an admin cannot delete a row');
reset role;
set local role service_role;
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'the service role cannot delete a row');
reset role;
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'the owner cannot delete a row either');

-- the retention purge ---------------------------------------------------------------------------
insert into public.audit_log (at, table_name, operation) values (now() - interval '8 years', 'cases', 'view');
select is(private.purge_audit_log(), 1, 'the purge removes only rows older than the retention period');

select * from finish();
rollback;

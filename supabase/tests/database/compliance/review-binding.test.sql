-- A review decides the version the reviewer saw: training records, applications
-- and invoices refuse a decision on a row that changed since it was opened
-- (GC240), a record under review is frozen, and the review functions are the
-- only path to a decision.
begin;
\ir ../../helpers/tests_schema.psql
select plan(27);

create function pg_temp.version_of(tbl regclass, row_id uuid) returns integer
  language plpgsql security definer set search_path = '' as $$
declare v integer;
begin
  execute format('select version from %s where id = $1', tbl) into v using row_id;
  return v;
end $$;
grant execute on function pg_temp.version_of(regclass, uuid) to authenticated;

-- training records -------------------------------------------------------------------
insert into public.training_records (id, user_id, title, provider, completed_on, hours, kind)
values ('13000000-0000-4000-8000-0000000000a1', tests.uid('contractor_a'), 'Short module', 'GAL Program', current_date - 1, 0.5, 'in_service');
-- The admin opens the review and sees version 1 with 0.5 hours.
create temp table seen as select pg_temp.version_of('public.training_records', '13000000-0000-4000-8000-0000000000a1') as v;
grant select, update on seen to authenticated;
select tests.authenticate_as('contractor_a');
select is((select v from seen), 1, 'a new record is version 1');

select throws_ok($$ update public.training_records set hours = 100 where id = '13000000-0000-4000-8000-0000000000a1' $$,
  '42501', 'This record is under review and cannot be changed: withdraw it and add it again',
  'the owner cannot raise the hours of a record under review');
select tests.authenticate_as('admin');
select throws_ok($$ select * from public.review_training_record('13000000-0000-4000-8000-0000000000a1', 'approved') $$,
  '22023', 'Say which version of the training record you reviewed: reload it and review it again',
  'an approval must say which version was reviewed');
select throws_ok($$ update public.training_records set status = 'approved' where id = '13000000-0000-4000-8000-0000000000a1' $$,
  '42501', null, 'an admin cannot approve by updating the row directly (no version on that path)');

-- Rejected, then fixed by the owner: the fix is a new version.
select results_eq(
  $$ select status::text, version from public.review_training_record('13000000-0000-4000-8000-0000000000a1', 'rejected', 'No certificate', (select v from seen)) $$,
  $$ values ('rejected', 2) $$, 'an admin rejects the version they saw');
update seen set v = 2;
select tests.authenticate_as('contractor_a');
select results_eq($$ update public.training_records set hours = 100 where id = '13000000-0000-4000-8000-0000000000a1' returning status::text, version $$,
  $$ values ('pending', 3) $$, 'the owner fixes a rejected record: pending again, as a new version');
select tests.authenticate_as('admin');
select throws_ok($$ select * from public.review_training_record('13000000-0000-4000-8000-0000000000a1', 'approved', null, (select v from seen)) $$,
  'GC240', 'This training record changed since you opened it: reload it and review it again',
  'approving the version seen before the owner''s edit is refused');
reset role;
select is((select status::text from public.training_records where id = '13000000-0000-4000-8000-0000000000a1'), 'pending',
  'and the record stays pending');
select tests.authenticate_as('admin');
select results_eq($$ select status::text, hours from public.review_training_record('13000000-0000-4000-8000-0000000000a1', 'approved', null, 3) $$,
  $$ values ('approved', 100::numeric) $$, 'approving the version on screen works');

-- Withdraw and refile: a pending record is deleted and filed again.
reset role;
insert into public.training_records (id, user_id, title, provider, completed_on, hours, kind)
values ('13000000-0000-4000-8000-0000000000a2', tests.uid('contractor_a'), 'Another', 'GAL Program', current_date - 1, 1, 'in_service');
select tests.authenticate_as('contractor_a');
select results_eq($$ delete from public.training_records where id = '13000000-0000-4000-8000-0000000000a2' returning 1 $$,
  $$ values (1) $$, 'the owner withdraws a record under review');
select tests.authenticate_as('admin');
select throws_ok($$ select * from public.review_training_record('13000000-0000-4000-8000-0000000000a2', 'approved', null, 1) $$,
  'P0002', null, 'a withdrawn record cannot be approved');
select tests.authenticate_as('contractor_b');
select throws_ok($$ select * from public.review_training_record('13000000-0000-4000-8000-0000000000a1', 'approved', null, 4) $$,
  '42501', 'Only admins review training records', 'a contractor cannot review, whatever the version');

-- applications -----------------------------------------------------------------------
reset role;
select tests.create_user('applicant', 'free');
insert into public.contractor_applications (id, user_id, full_name, email, phone, years_experience, professional_summary)
values ('13000000-0000-4000-8000-0000000000c1', tests.uid('applicant'), 'Applicant', 'applicant@tests.local', '1', 2, 'Summary');
select tests.authenticate_as('admin');
select throws_ok($$ select public.review_application('contractor', '13000000-0000-4000-8000-0000000000c1', 'approved') $$,
  '22023', 'Say which version of the application you reviewed: reload it and review it again',
  'an application decision must say which version was reviewed');
select throws_ok($$ update public.contractor_applications set status = 'approved' where id = '13000000-0000-4000-8000-0000000000c1' $$,
  '42501', null, 'an admin cannot decide by updating the application directly');
-- admin_b rejects it while admin still has version 1 on screen.
select tests.authenticate_as('admin_b');
select is(public.review_application('contractor', '13000000-0000-4000-8000-0000000000c1', 'rejected', 'incomplete_application', seen_version => 1),
  'rejected'::public.application_status, 'another admin decides the version they saw');
select tests.authenticate_as('admin');
select throws_ok($$ select public.review_application('contractor', '13000000-0000-4000-8000-0000000000c1', 'approved', seen_version => 1) $$,
  'GC240', 'This application changed since you opened it: reload it and review it again',
  'approving an application decided since it was opened is refused');
reset role;
select is((select role::text from public.users where id = tests.uid('applicant')), 'free', 'so the applicant is not promoted');
select tests.authenticate_as('admin');
select is(public.review_application('contractor', '13000000-0000-4000-8000-0000000000c1', 'approved', seen_version => 2),
  'approved'::public.application_status, 'deciding the version on screen works');
select tests.authenticate_as('applicant');
select throws_ok($$ select public.review_application('contractor', '13000000-0000-4000-8000-0000000000c1', 'rejected', 'other', 'x', seen_version => 3) $$,
  '42501', 'Only admins review applications', 'an applicant cannot decide, whatever the version');

-- invoices ---------------------------------------------------------------------------
reset role;
insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('13000000-0000-4000-8000-0000000000e1', 'A''s', 'Paid', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days');
create temp table inv (id uuid);
grant select, insert on inv to authenticated;
select tests.authenticate_as('contractor_a');
insert into public.time_entries (case_id, description, hours, date)
values ('13000000-0000-4000-8000-0000000000e1', 'Visit', 1, current_date - 3);
insert into inv select id from public.create_invoice(current_date - 3, current_date - 3);
select public.submit_invoice((select id from inv));
-- The admin opens it here.
update seen set v = pg_temp.version_of('public.invoices', (select id from inv));
select tests.authenticate_as('admin_b');
select public.return_invoice((select id from inv), 'Add the visit notes', seen_version => tests.version('public.invoices', (select id from inv)));
select tests.authenticate_as('contractor_a');
insert into public.time_entries (case_id, description, hours, date)
values ('13000000-0000-4000-8000-0000000000e1', 'Report writing', 8, current_date - 3);
select public.submit_invoice((select id from inv));
select tests.authenticate_as('admin');
select throws_ok($$ select public.approve_invoice((select id from inv)) $$,
  '22023', 'Say which version of the invoice you reviewed: reload it and review it again',
  'an invoice approval must say which version was reviewed');
select throws_ok($$ select public.approve_invoice((select id from inv), (select v from seen)) $$,
  'GC240', 'This invoice changed since you opened it: reload it and review it again',
  'approving the invoice as it was before a return and resubmit is refused');
select results_eq($$ select status::text, total_cents from public.invoices where id = (select id from inv) $$,
  $$ values ('submitted', 45000) $$, 'it stays submitted, with the new 9 hours');
select results_eq($$ select status::text from public.approve_invoice((select id from inv), pg_temp.version_of('public.invoices', (select id from inv))) $$,
  $$ values ('approved') $$, 'approving the version on screen works');
select tests.authenticate_as('contractor_b');
select throws_ok($$ select public.approve_invoice((select id from inv), 1) $$,
  '42501', 'Only admins review invoices', 'a contractor cannot approve, whatever the version');

-- Every change raises the version, whoever makes it.
reset role;
update public.training_records set title = 'Renamed' where id = '13000000-0000-4000-8000-0000000000a1';
select is(pg_temp.version_of('public.training_records', '13000000-0000-4000-8000-0000000000a1'), 5,
  'the version rises on a change by trusted server code too');
select has_column('public', 'invoices', 'version', 'invoices carry a version');
select has_column('public', 'assistant_applications', 'version', 'assistant applications carry a version');

select * from finish();
rollback;

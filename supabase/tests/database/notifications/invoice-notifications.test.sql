-- Invoice notifications: a submitted invoice reaches the admins who review it;
-- approval, return, payment and voiding reach its contractor; nobody is told of
-- their own step, other contractors hear nothing, and 'Case Updates' off is honoured.
begin;
\ir ../../helpers/tests_schema.psql
select plan(12);

update public.users set billing_rate = 40 where id = tests.uid('contractor_a');
insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('95000000-0000-4000-8000-00000000000a', 'A''s', 'Paid', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days');
-- admin_b keeps the bell quiet for case updates.
insert into public.user_settings (user_id, notify_case_updates) values (tests.uid('admin_b'), false);
select tests.authenticate_as('contractor_a');
insert into public.time_entries (case_id, description, hours, date)
select '95000000-0000-4000-8000-00000000000a', 'Day ' || d, 1.5, current_date - d from generate_series(1, 3) d;
create function pg_temp.inv(day int) returns uuid language sql as $$
  select i.id from public.invoices i where i.period_start = current_date - day and i.contractor_id = tests.uid('contractor_a')
$$;
select public.create_invoice(current_date - d, current_date - d) from generate_series(1, 3) d;

select tests.authenticate_as('contractor_a');
select public.submit_invoice(pg_temp.inv(1));
select is_empty($$ select 1 from public.notifications where kind like 'invoice%' $$,
  'the contractor is not told of their own submission');
select tests.authenticate_as('admin');
select results_eq(
  $$ select title, body, link from public.notifications where kind = 'invoice_submitted' $$,
  $$ select 'Invoice to review: ' || number, 'Test contractor_a submitted ' || number || ' for $60.00.',
            '/dashboard/invoices/' || id from public.invoices where id = pg_temp.inv(1) $$,
  'an admin is told of a submitted invoice, with its number and total');
select tests.authenticate_as('admin_b');
select is_empty($$ select 1 from public.notifications where kind = 'invoice_submitted' $$,
  'an admin with Case Updates off is not');

select tests.authenticate_as('admin');
select public.approve_invoice(pg_temp.inv(1), tests.version('public.invoices', pg_temp.inv(1)));
select is_empty($$ select 1 from public.notifications where kind = 'invoice_approved' $$,
  'the approving admin is not told of their own step');
select tests.authenticate_as('contractor_a');
select results_eq($$ select title from public.notifications where kind = 'invoice_approved' $$,
  $$ select 'Invoice approved: ' || number from public.invoices where id = pg_temp.inv(1) $$,
  'the contractor is told it was approved');

select tests.authenticate_as('admin');
select public.mark_invoice_paid(pg_temp.inv(1), current_date, 'ACH-95', seen_version => tests.version('public.invoices', pg_temp.inv(1)));
select tests.authenticate_as('contractor_a');
select is((select count(*)::int from public.notifications where kind = 'invoice_paid'), 1,
  'and that it was paid');

select public.submit_invoice(pg_temp.inv(2));
select tests.authenticate_as('admin');
select public.return_invoice(pg_temp.inv(2), 'Add the mileage for the home visit', seen_version => tests.version('public.invoices', pg_temp.inv(2)));
select tests.authenticate_as('contractor_a');
select results_eq($$ select body from public.notifications where kind = 'invoice_returned' $$,
  $$ values ('Reason: Add the mileage for the home visit') $$,
  'a returned invoice tells its contractor why');

select public.submit_invoice(pg_temp.inv(3));
select tests.authenticate_as('admin');
select public.void_invoice(pg_temp.inv(3), 'Billed twice');
select tests.authenticate_as('contractor_a');
select results_eq($$ select body from public.notifications where kind = 'invoice_voided' $$,
  $$ values ('Reason: Billed twice') $$, 'a voided one too');

select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.notifications where kind like 'invoice%' $$,
  'another contractor hears nothing of it');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.notifications where kind like 'invoice%' $$,
  'nor does a free user');

reset role;
select is((select count(*)::int from public.email_outbox o
             join public.notifications n on n.id = o.notification_id
            where n.kind like 'invoice%' and n.user_id = tests.uid('contractor_a')), 4,
  'each of the contractor''s notices is queued for email');
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.invoice_events (invoice_id, to_status) values (pg_temp.inv(1), 'paid') $$,
  '42501', null, 'nobody writes invoice history (or its notices) directly');

select * from finish();
rollback;

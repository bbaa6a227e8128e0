-- Returning an invoice and marking it paid act on the version the admin
-- reviewed: a changed invoice is refused (GC240), and an API caller must say
-- which version it saw (22023).
begin;
\ir ../../helpers/tests_schema.psql
select plan(9);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('13100000-0000-4000-8000-0000000000e1', 'Bound', 'Invoices', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days');
create temp table inv (id uuid);
create temp table seen (v integer);
grant select, insert, update on inv, seen to authenticated;
insert into seen values (null);

select tests.authenticate_as('contractor_a');
insert into public.time_entries (case_id, description, hours, date)
values ('13100000-0000-4000-8000-0000000000e1', 'Visit', 1, current_date - 3);
insert into inv select id from public.create_invoice(current_date - 3, current_date - 3);
select public.submit_invoice((select id from inv));

-- return ------------------------------------------------------------------------------
select tests.authenticate_as('admin');
-- The admin opens the submitted invoice here.
update seen set v = tests.version('public.invoices', (select id from inv));
select throws_ok($$ select public.return_invoice((select id from inv), 'Add the notes') $$,
  '22023', 'Say which version of the invoice you reviewed: reload it and review it again',
  'a return must say which version was reviewed');
-- Meanwhile another admin approves it.
select tests.authenticate_as('admin_b');
select public.approve_invoice((select id from inv), tests.version('public.invoices', (select id from inv)));
select tests.authenticate_as('admin');
select throws_ok($$ select public.return_invoice((select id from inv), 'Add the notes', (select v from seen)) $$,
  'GC240', 'This invoice changed since you opened it: reload it and review it again',
  'returning the invoice as it was before the approval is refused');
select results_eq($$ select status::text from public.invoices where id = (select id from inv) $$,
  $$ values ('approved') $$, 'it stays approved');

-- mark paid ------------------------------------------------------------------------------
update seen set v = tests.version('public.invoices', (select id from inv));
select throws_ok($$ select public.mark_invoice_paid((select id from inv), current_date, 'ACH 7') $$,
  '22023', 'Say which version of the invoice you reviewed: reload it and review it again',
  'a payment must say which version was reviewed');
-- Meanwhile another admin returns it, and the contractor adds work and resubmits.
select tests.authenticate_as('admin_b');
select public.return_invoice((select id from inv), 'Add the report writing',
  tests.version('public.invoices', (select id from inv)));
select tests.authenticate_as('contractor_a');
insert into public.time_entries (case_id, description, hours, date)
values ('13100000-0000-4000-8000-0000000000e1', 'Report writing', 8, current_date - 3);
select public.submit_invoice((select id from inv));
select tests.authenticate_as('admin_b');
select public.approve_invoice((select id from inv), tests.version('public.invoices', (select id from inv)));
select tests.authenticate_as('admin');
select throws_ok($$ select public.mark_invoice_paid((select id from inv), current_date, 'ACH 7', (select v from seen)) $$,
  'GC240', 'This invoice changed since you opened it: reload it and review it again',
  'paying the invoice as approved before the return and the new hours is refused');
select results_eq($$ select status::text from public.invoices where id = (select id from inv) $$,
  $$ values ('approved') $$, 'it stays approved, unpaid');
select results_eq($$ select status::text, payment_reference from public.mark_invoice_paid((select id from inv), current_date, 'ACH 7',
                      tests.version('public.invoices', (select id from inv))) $$,
  $$ values ('paid', 'ACH 7') $$, 'paying the version on screen works');

-- who may, whatever the version ------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.return_invoice((select id from inv), 'Mine', 1) $$,
  '42501', null, 'a contractor cannot return, whatever the version');
select throws_ok($$ select public.mark_invoice_paid((select id from inv), current_date, 'X', 1) $$,
  '42501', null, 'nor mark paid');

select * from finish();
rollback;

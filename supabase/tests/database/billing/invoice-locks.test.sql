-- Locks: once an invoice is submitted, its time entries, contacts and
-- expenses cannot be changed or deleted by anyone, the database owner included, with
-- a message naming the invoice, until it is returned or voided. Drafts lock nothing;
-- work not on the invoice stays editable; nobody else learns of the invoice.
begin;
\ir ../../helpers/tests_schema.psql
select plan(33);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('89000000-0000-4000-8000-00000000000a', 'A''s', 'Paid', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days');
insert into public.time_entries (id, case_id, user_id, description, hours, date) values
  ('89300000-0000-4000-8000-000000000001', '89000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Report writing', 2, current_date - 3),
  ('89300000-0000-4000-8000-000000000002', '89000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'After the period', 1, current_date - 1),
  ('89300000-0000-4000-8000-000000000003', '89000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Second invoice', 1, current_date);
select tests.authenticate_as('contractor_a');
select public.save_contact('89100000-0000-4000-8000-000000000001', '89000000-0000-4000-8000-00000000000a', current_date - 3, 'in_person', '{child}', true, 60, 42, 'Visit', false, true,
  '[{"id": "89200000-0000-4000-8000-000000000001", "description": "Parking", "amount_cents": 1250}]');
select public.save_contact('89100000-0000-4000-8000-000000000002', '89000000-0000-4000-8000-00000000000a', current_date - 3, 'phone', '{parent}', true, 10, 0, 'Call, no miles', false, true, '[]');

create function pg_temp.invoice() returns uuid language sql security definer as $$
  select id from public.invoices where contractor_id = tests.uid('contractor_a') and period_start = current_date - 5
$$;
select public.create_invoice(current_date - 5, current_date - 2);

-- a draft locks nothing -----------------------------------------------------------------------
select lives_ok($$ update public.time_entries set hours = 2.25 where id = '89300000-0000-4000-8000-000000000001' $$,
  'while the invoice is a draft its entries are editable');
select lives_ok($$ update public.case_contacts set notes = 'Visit, corrected' where id = '89100000-0000-4000-8000-000000000001' $$,
  'and its contacts');
select public.submit_invoice(pg_temp.invoice());

-- submitted: locked for the contractor ----------------------------------------------------------
select throws_ok($$ update public.time_entries set hours = 3 where id = '89300000-0000-4000-8000-000000000001' $$,
  'GC210', 'This is on invoice ' || (select number from public.invoices) || ', which is submitted: it cannot be changed or deleted until the invoice is returned or voided',
  'an entry on a submitted invoice cannot be changed, and the message names the invoice');
select throws_ok($$ delete from public.time_entries where id = '89300000-0000-4000-8000-000000000001' $$,
  'GC210', null, 'nor deleted');
select throws_ok($$ update public.case_contacts set minutes = 90 where id = '89100000-0000-4000-8000-000000000001' $$,
  'GC210', null, 'its contact cannot be changed');
select throws_ok($$ update public.case_contacts set notes = 'x' where id = '89100000-0000-4000-8000-000000000002' $$,
  'GC210', null, 'a contact whose only billed part is its time is locked too');
select throws_ok($$ delete from public.case_contacts where id = '89100000-0000-4000-8000-000000000001' $$,
  'GC210', null, 'nor deleted');
select throws_ok($$ select public.save_contact('89100000-0000-4000-8000-000000000001', '89000000-0000-4000-8000-00000000000a', current_date - 3, 'in_person', '{child}', true, 60, 50, 'More miles', false, true, '[]') $$,
  'GC210', null, 'nor saved again from the form');
select throws_ok($$ update public.contact_expenses set amount_cents = 9999 where id = '89200000-0000-4000-8000-000000000001' $$,
  'GC210', null, 'its expense cannot be changed');
select throws_ok($$ delete from public.contact_expenses where id = '89200000-0000-4000-8000-000000000001' $$,
  'GC210', null, 'nor deleted');
select throws_ok($$ insert into public.contact_expenses (contact_id, description, amount_cents) values ('89100000-0000-4000-8000-000000000001', 'Sneaked in', 100) $$,
  'GC210', null, 'nor can an expense be added to the locked contact');
select lives_ok($$ update public.time_entries set hours = 1.5 where id = '89300000-0000-4000-8000-000000000002' $$,
  'work that is not on the invoice stays editable');

-- ...and for everyone else --------------------------------------------------------------------
select tests.authenticate_as('contractor_b');
select throws_ok($$ insert into public.contact_expenses (contact_id, description, amount_cents) values ('89100000-0000-4000-8000-000000000001', 'x', 1) $$,
  '42501', null, 'another contractor gets the usual denial, not the invoice''s number');
select is_empty($$ delete from public.time_entries where id = '89300000-0000-4000-8000-000000000001' returning 1 $$,
  'and reaches nothing');
select tests.authenticate_as('admin');
select is_empty($$ update public.time_entries set hours = 9 where id = '89300000-0000-4000-8000-000000000001' returning 1 $$,
  'an admin does not edit entries either');
reset role;
select throws_ok($$ update public.time_entries set hours = 9 where id = '89300000-0000-4000-8000-000000000001' $$,
  'GC210', null, 'not even the database owner changes a locked entry');
select throws_ok($$ delete from public.case_contacts where id = '89100000-0000-4000-8000-000000000001' $$,
  'GC210', null, 'or deletes a locked contact');
select throws_ok($$ update public.contact_expenses set description = 'x' where id = '89200000-0000-4000-8000-000000000001' $$,
  'GC210', null, 'or changes a locked expense');

-- approved and paid stay locked ---------------------------------------------------------------
select tests.authenticate_as('admin');
select public.approve_invoice(pg_temp.invoice(), tests.version('public.invoices', pg_temp.invoice()));
select tests.authenticate_as('contractor_a');
select throws_ok($$ update public.time_entries set hours = 3 where id = '89300000-0000-4000-8000-000000000001' $$,
  'GC210', 'This is on invoice ' || (select number from public.invoices) || ', which is approved: it cannot be changed or deleted until the invoice is returned or voided',
  'an approved invoice''s work is locked');

-- returned: unlocked ------------------------------------------------------------------------------
select tests.authenticate_as('admin');
select public.return_invoice(pg_temp.invoice(), 'Add the school visit', seen_version => tests.version('public.invoices', pg_temp.invoice()));
select tests.authenticate_as('contractor_a');
select lives_ok($$ update public.time_entries set hours = 2.5 where id = '89300000-0000-4000-8000-000000000001' $$,
  'a returned invoice''s entries are editable again');
select lives_ok($$ update public.contact_expenses set amount_cents = 1300 where id = '89200000-0000-4000-8000-000000000001' $$,
  'and its expenses');
select lives_ok($$ select public.save_contact('89100000-0000-4000-8000-000000000001', '89000000-0000-4000-8000-00000000000a', current_date - 3, 'in_person', '{child}', true, 60, 50, 'More miles', false, true,
                   '[{"id": "89200000-0000-4000-8000-000000000001", "description": "Parking", "amount_cents": 1300}]') $$,
  'and its contacts, from the form');
select results_eq($$ select total_cents from public.submit_invoice(pg_temp.invoice()) $$,
  $$ values (12500 + 5000 + 1250 + 3625 + 1300) $$,
  'submitted again, it bills the corrected work: 2.5 h + 1 h + 0.25 h at $50, 50 mi at 72.5 cents, $13 parking');
select throws_ok($$ update public.time_entries set hours = 3 where id = '89300000-0000-4000-8000-000000000001' $$,
  'GC210', null, 'and locks it again');

-- paid: locked for good ---------------------------------------------------------------------------
select tests.authenticate_as('admin');
select public.approve_invoice(pg_temp.invoice(), tests.version('public.invoices', pg_temp.invoice()));
select public.mark_invoice_paid(pg_temp.invoice(), current_date, 'ACH-1', seen_version => tests.version('public.invoices', pg_temp.invoice()));
select tests.authenticate_as('contractor_a');
select throws_ok($$ delete from public.case_contacts where id = '89100000-0000-4000-8000-000000000001' $$,
  'GC210', 'This is on invoice ' || (select number from public.invoices) || ', which is paid: it can no longer be changed or deleted',
  'a paid invoice''s work can no longer be changed');

-- void: released -----------------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select public.submit_invoice((select id from public.create_invoice(current_date, current_date)));
select throws_ok($$ update public.time_entries set hours = 2 where id = '89300000-0000-4000-8000-000000000003' $$,
  'GC210', null, 'the second invoice locks its entry');
select tests.authenticate_as('admin');
select public.void_invoice((select id from public.invoices where period_start = current_date and contractor_id = tests.uid('contractor_a')), 'Wrong day');
select tests.authenticate_as('contractor_a');
select lives_ok($$ update public.time_entries set hours = 2 where id = '89300000-0000-4000-8000-000000000003' $$,
  'voiding it releases the entry');
select lives_ok($$ delete from public.time_entries where id = '89300000-0000-4000-8000-000000000003' $$,
  'which can now be deleted');
select results_eq($$ select l.description, l.time_entry_id from public.invoice_lines l join public.invoices i on i.id = l.invoice_id where i.status = 'void' $$,
  $$ values ('Second invoice', null::uuid) $$, 'the void invoice keeps its line as it was billed');
select results_eq($$ select total_cents from public.invoices where status = 'void' $$,
  $$ values (5000) $$, 'and its totals');

-- the locked rows are as they were billed -------------------------------------------------------------
reset role;
select results_eq($$ select hours from public.time_entries where id = '89300000-0000-4000-8000-000000000001' $$,
  $$ values (2.50::numeric) $$, 'the paid entry is as billed');
select results_eq($$ select miles, minutes from public.case_contacts where id = '89100000-0000-4000-8000-000000000001' $$,
  $$ values (50.0::numeric, 60) $$, 'the paid contact is as billed');
select results_eq($$ select i.total_cents from public.invoices i where i.id = pg_temp.invoice() $$,
  $$ select sum(l.amount_cents)::int from public.invoice_lines l where l.invoice_id = pg_temp.invoice() $$,
  'the paid invoice''s total is its lines'' sum');

select * from finish();
rollback;

-- public.invoices, invoice_lines and invoice_events: nobody writes them
-- directly; contractors read their own, admins all. A draft gathers the period's
-- submitted work that no other invoice holds, priced in integer cents (pro bono
-- hours at 0), with totals equal to its lines; unpriced work is shown, not hidden.
begin;
\ir ../../helpers/tests_schema.psql
select plan(39);

select tests.create_user('contractor_c', 'contractor');  -- no billing rate yet
insert into public.cases (id, title, description, admin_id, contractor_id, status, type, created_at) values
  ('87000000-0000-4000-8000-00000000000a', 'A''s', 'Paid', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', 'paid', now() - interval '60 days'),
  ('87000000-0000-4000-8000-00000000000f', 'A''s pro bono', 'Pro bono', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', 'pro_bono', now() - interval '60 days'),
  ('87000000-0000-4000-8000-00000000000b', 'B''s', 'Paid', tests.uid('admin'), tests.uid('contractor_b'), 'in_progress', 'paid', now() - interval '60 days'),
  ('87000000-0000-4000-8000-00000000000c', 'C''s', 'Paid', tests.uid('admin'), tests.uid('contractor_c'), 'in_progress', 'paid', '2024-06-01');

select tests.authenticate_as('contractor_a');
insert into public.time_entries (case_id, description, hours, date) values
  ('87000000-0000-4000-8000-00000000000a', 'Report writing', 1.25, current_date - 5),
  ('87000000-0000-4000-8000-00000000000f', 'Pro bono visit', 2, current_date - 4),
  ('87000000-0000-4000-8000-00000000000a', 'Outside the period', 1, current_date - 40);
select public.save_contact('87100000-0000-4000-8000-0000000000a1', '87000000-0000-4000-8000-00000000000a', current_date - 3, 'in_person', '{child}', true, 42, 42, 'Visit', false, true,
  '[{"id": "87200000-0000-4000-8000-0000000000a1", "description": "Parking", "amount_cents": 1250}]');
select public.save_contact('87100000-0000-4000-8000-0000000000a2', '87000000-0000-4000-8000-00000000000f', current_date - 2, 'court', '{judge}', true, 30, 10.5, 'Hearing', false, true,
  '[{"id": "87200000-0000-4000-8000-0000000000a2", "description": "Court parking", "amount_cents": 800}]');
select public.save_contact('87100000-0000-4000-8000-0000000000a3', '87000000-0000-4000-8000-00000000000a', current_date - 2, 'phone', '{parent}', true, 15, 99, 'Draft trip', false, false,
  '[{"id": "87200000-0000-4000-8000-0000000000a3", "description": "Draft expense", "amount_cents": 500}]');
select tests.authenticate_as('contractor_b');
insert into public.time_entries (case_id, description, hours, date) values
  ('87000000-0000-4000-8000-00000000000b', 'B''s work', 3, current_date - 5);
select tests.authenticate_as('contractor_c');
insert into public.time_entries (case_id, description, hours, date) values
  ('87000000-0000-4000-8000-00000000000c', 'Before a rate', 2, current_date - 5);
select public.save_contact('87100000-0000-4000-8000-0000000000c1', '87000000-0000-4000-8000-00000000000c', '2024-12-15', 'in_person', '{child}', true, 60, 20, 'Old trip', false, true, '[]');

-- create_invoice: who --------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.create_invoice(current_date - 30, current_date) $$, '42501', null, 'anon cannot create invoices');
select tests.authenticate_as('free');
select throws_ok($$ select public.create_invoice(current_date - 30, current_date) $$, '42501', 'Only contractors prepare invoices', 'a free user cannot');
select tests.authenticate_as('admin');
select throws_ok($$ select public.create_invoice(current_date - 30, current_date) $$, '42501', 'Only contractors prepare invoices', 'an admin cannot');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.create_invoice(current_date, current_date - 1) $$, '22023', null, 'a period ends on or after its start');
select results_eq($$ select status, number, contractor_id from public.create_invoice(current_date - 30, current_date) $$,
  $$ values ('draft'::public.invoice_status, null::text, tests.uid('contractor_a')) $$,
  'contractor A creates a draft for a period: no number yet');

-- what it gathered --------------------------------------------------------------------------
select results_eq($$ select kind, description, quantity, unit_cents, amount_cents from public.invoice_lines order by position $$,
  $$ values ('time'::public.invoice_line_kind, 'Report writing', 1.25::numeric, 5000.0::numeric, 6250),
            ('time', 'Pro bono visit (pro bono)', 2.00, 0.0, 0),
            ('time', 'In-person contact with child', 0.75, 5000.0, 3750),
            ('mileage', 'Mileage: In-person contact with child', 42.00, 72.5, 3045),
            ('expense', 'Parking', 1.00, 1250.0, 1250),
            ('time', 'Court appearance with judge (pro bono)', 0.50, 0.0, 0),
            ('mileage', 'Mileage: Court appearance with judge', 10.50, 72.5, 761),
            ('expense', 'Court parking', 1.00, 800.0, 800) $$,
  'the period''s submitted work of A: time at the rate (pro bono at 0), trips at 72.5 cents a mile, expenses; by date');
select results_eq($$ select labour_cents, mileage_cents, expenses_cents, total_cents from public.invoices $$,
  $$ values (10000, 3806, 2050, 15856) $$, 'totals in integer cents: labour, mileage, expenses, total');
select results_eq($$ select i.labour_cents, i.mileage_cents, i.expenses_cents, i.total_cents from public.invoices i $$,
  $$ select (sum(amount_cents) filter (where kind = 'time'))::int, (sum(amount_cents) filter (where kind = 'mileage'))::int,
            (sum(amount_cents) filter (where kind = 'expense'))::int, sum(amount_cents)::int from public.invoice_lines $$,
  'the totals are the sums of the lines, to the cent');
select is_empty($$ select 1 from public.invoice_lines where description in ('Outside the period', 'Draft expense', 'B''s work') or description like '%Draft trip%' $$,
  'nothing outside the period, of a draft contact, or of another contractor');
select results_eq($$ select from_status, to_status, actor_name from public.invoice_events $$,
  $$ values (null::public.invoice_status, 'draft'::public.invoice_status, 'Test contractor_a') $$, 'the history starts with the draft');
select throws_ok($$ select public.create_invoice(current_date - 30, current_date) $$,
  'GC221', null, 'the same work is not gathered twice: a second draft for the period has nothing');
insert into public.time_entries (case_id, description, hours, date) values
  ('87000000-0000-4000-8000-00000000000a', 'Late addition', 0.5, current_date - 1);
select results_eq($$ select total_cents from public.refresh_invoice((select id from public.invoices)) $$,
  $$ values (18356) $$, 'a refreshed draft takes in work added since (0.5 h x $50)');

-- reading ----------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.invoices $$, '42501', null, 'anon cannot read invoices');
select throws_ok($$ select * from public.invoice_lines $$, '42501', null, 'anon cannot read invoice lines');
select throws_ok($$ select * from public.invoice_events $$, '42501', null, 'anon cannot read invoice history');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.invoices union all select 1 from public.invoice_lines union all select 1 from public.invoice_events $$,
  'a free user reads no invoice, line or history');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.invoices union all select 1 from public.invoice_lines union all select 1 from public.invoice_events $$,
  'contractor B reads none of A''s invoice, lines or history');
select throws_ok($$ select public.refresh_invoice((select id from public.invoices i where i.contractor_id = tests.uid('contractor_a'))) $$,
  'GC223', 'Invoice not found', 'contractor B cannot refresh A''s draft');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.invoice_lines l join public.invoices i on i.id = l.invoice_id where i.contractor_id = tests.uid('contractor_a')), 9,
  'an admin reads every invoice''s lines');
select tests.authenticate_as('contractor_a');
select is((select count(*)::int from public.invoice_lines), 9, 'contractor A reads their own invoice''s lines');

-- nobody writes the tables directly ---------------------------------------------------------
select throws_ok($$ insert into public.invoices (contractor_id, period_start, period_end) values (tests.uid('contractor_a'), current_date, current_date) $$,
  '42501', null, 'a contractor cannot insert an invoice');
select throws_ok($$ update public.invoices set total_cents = 1 $$, '42501', null, 'a contractor cannot change an invoice');
select throws_ok($$ update public.invoices set status = 'paid' $$, '42501', null, 'nor its status');
select throws_ok($$ insert into public.invoice_lines (invoice_id, position, kind, case_id, date, description, quantity, amount_cents) select id, 99, 'expense', '87000000-0000-4000-8000-00000000000a', current_date, 'Extra', 1, 100 from public.invoices $$,
  '42501', null, 'a contractor cannot add a line');
select throws_ok($$ update public.invoice_lines set amount_cents = 1 $$, '42501', null, 'a contractor cannot change a line');
select throws_ok($$ delete from public.invoice_lines $$, '42501', null, 'a contractor cannot delete a line');
select throws_ok($$ insert into public.invoice_events (invoice_id, to_status) select id, 'paid' from public.invoices $$,
  '42501', null, 'a contractor cannot write history');
select tests.authenticate_as('admin');
select throws_ok($$ update public.invoices set status = 'approved' $$, '42501', null, 'an admin cannot change an invoice directly');
select throws_ok($$ delete from public.invoice_events $$, '42501', null, 'an admin cannot delete history');
select is_empty($$ delete from public.invoices returning 1 $$, 'an admin cannot delete an invoice');
select tests.authenticate_as('contractor_b');
select is_empty($$ delete from public.invoices returning 1 $$, 'contractor B cannot discard A''s draft');

-- discarding a draft that was never submitted ------------------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq($$ delete from public.invoices returning status $$, $$ values ('draft'::public.invoice_status) $$,
  'contractor A discards their unnumbered draft');
select is_empty($$ select 1 from public.invoice_lines $$, 'its lines go with it');
select results_eq($$ select total_cents from public.create_invoice(current_date - 30, current_date) $$,
  $$ values (18356) $$, 'and the work is free for the next draft');
select results_eq($$ select number is not null from public.submit_invoice((select id from public.invoices)) $$,
  $$ values (true) $$, 'once submitted it has a number...');
select is_empty($$ delete from public.invoices returning 1 $$, '...and is never discarded');

-- unpriced work ---------------------------------------------------------------------------------
select tests.authenticate_as('contractor_c');
select lives_ok($$ select public.create_invoice('2024-12-01', current_date) $$, 'contractor C, with no billing rate yet, makes a draft');
select results_eq($$ select kind::text, coalesce(unit_cents::text, 'none'), amount_cents from public.invoice_lines order by position $$,
  $$ values ('time', 'none', 0), ('mileage', 'none', 0), ('time', 'none', 0) $$,
  'time without a billing rate and a trip before every mileage rate are on the draft without a rate');
select throws_like($$ select public.submit_invoice((select id from public.invoices)) $$,
  'Cannot submit yet: 3 line(s) have no rate (Dec 15, 2024 In-person contact with child; Dec 15, 2024 Mileage: In-person contact with child; % Before a rate). Time needs your billing rate%',
  'an invoice with unpriced lines is not submitted, and the refusal names them');

select * from finish();
rollback;

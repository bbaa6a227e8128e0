-- Invoiced periods stay closed: no new or changed work dated on or before a
-- contractor's latest submitted, approved or paid invoice end, no overlapping
-- invoice periods, unless an admin reopens the days (on record). Daily miles and
-- hours caps and the receipt amount are program settings; the admin's review
-- sees late and over-cap lines flagged.
begin;
\ir ../../helpers/tests_schema.psql
select plan(41);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('13300000-0000-4000-8000-00000000000a', 'A''s case', 'Billing', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '90 days');
-- Work that predates the first invoice, and an unbilled draft contact in that period.
insert into public.time_entries (id, case_id, user_id, description, hours, date) values
  ('13310000-0000-4000-8000-000000000001', '13300000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Visit', 2, current_date - 38);
insert into public.case_contacts (id, case_id, user_id, contact_date, status) values
  ('13320000-0000-4000-8000-000000000001', '13300000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date - 33, 'draft');

select results_eq($$ select max_miles_per_day, max_hours_per_day, receipt_required_above_cents from public.program_settings $$,
  $$ values (300.0::numeric(6,1), 16.00::numeric(4,2), 2500) $$, 'the program''s defaults: 300 miles, 16 hours a day, a receipt above $25');
select is(col_description('public.program_settings'::regclass,
  (select attnum from pg_attribute where attrelid = 'public.program_settings'::regclass and attname = 'max_miles_per_day')),
  'Program policy: most miles a contractor may claim for one day', 'each limit says it is program policy');

-- invoice days -40 .. -31, then approved and paid
create temp table inv (id uuid);
grant select, insert on inv to authenticated;
select tests.authenticate_as('contractor_a');
insert into inv select id from public.create_invoice(current_date - 40, current_date - 31);
select public.submit_invoice((select id from inv));
select tests.authenticate_as('admin');
select public.approve_invoice((select id from inv), tests.version('public.invoices', (select id from inv)));
select public.mark_invoice_paid((select id from inv), current_date, 'ACH 1', seen_version => tests.version('public.invoices', (select id from inv)));

-- closed work -----------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('13300000-0000-4000-8000-00000000000a', 'Late', 1, current_date - 35) $$,
  'GC212', 'Work dated on or before ' || to_char(current_date - 31, 'FMMon FMDD, YYYY') || ' is closed: you have invoiced through that day. Ask an admin to reopen the period',
  'new time dated inside a paid period is refused');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('13300000-0000-4000-8000-00000000000a', 'Late', 1, current_date - 31) $$,
  'GC212', null, 'so is time on the last invoiced day');
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('13300000-0000-4000-8000-00000000000a', 'Fresh', 1, current_date - 30) $$,
  'time the day after is logged');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('13300000-0000-4000-8000-00000000000a', 'Old', 1, current_date - 60) $$,
  'GC212', null, 'and time before the invoice''s start is closed too');
select throws_ok($$ update public.time_entries set date = current_date - 35 where description = 'Fresh' $$,
  'GC212', null, 'work cannot be moved into the closed period');
reset role;
insert into public.time_entries (id, case_id, user_id, description, hours, date) values
  ('13310000-0000-4000-8000-000000000002', '13300000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Forgotten', 1, current_date - 36);
select tests.authenticate_as('contractor_a');
select throws_ok($$ update public.time_entries set date = current_date - 10 where id = '13310000-0000-4000-8000-000000000002' $$,
  'GC212', null, 'nor out of it to be billed again');
select throws_ok($$ select public.save_contact('13320000-0000-4000-8000-000000000002', '13300000-0000-4000-8000-00000000000a', current_date - 35, 'phone', '{child}', true, 30, 0, '', false, true, '[]') $$,
  'GC212', null, 'a contact dated inside the paid period is refused');
select throws_ok($$ update public.case_contacts set notes = 'edited' where id = '13320000-0000-4000-8000-000000000001' $$,
  'GC212', null, 'an unbilled draft in the closed period cannot be changed');
select throws_ok($$ insert into public.contact_expenses (contact_id, description, amount_cents) values ('13320000-0000-4000-8000-000000000001', 'Parking', 500) $$,
  'GC212', null, 'nor given an expense');
select tests.authenticate_as('contractor_b');
select throws_ok(format($$ insert into public.time_entries (case_id, user_id, description, hours, date) values ('13300000-0000-4000-8000-00000000000a', %L, 'x', 1, current_date - 35) $$, tests.uid('contractor_a')),
  '42501', null, 'another contractor gets the usual denial, never A''s closed date');

-- overlapping periods ---------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.create_invoice(current_date - 35, current_date - 25) $$,
  'GC222', null, 'an invoice may not overlap a paid one');
select lives_ok($$ select public.create_invoice(current_date - 30, current_date - 25) $$,
  'an invoice from the next day is made');

-- reopening ---------------------------------------------------------------------------------
select throws_ok(format($$ select public.reopen_period(%L, current_date - 36, current_date - 34, 'x') $$, tests.uid('contractor_a')),
  '42501', 'Only admins reopen invoiced periods', 'a contractor cannot reopen their own period');
select tests.authenticate_as('admin');
select throws_ok(format($$ select public.reopen_period(%L, current_date - 36, current_date - 34, '  ') $$, tests.uid('contractor_a')),
  '22023', 'Say why the period is reopened', 'a reopening needs a reason');
select results_eq(format($$ select reopened_by, reason from public.reopen_period(%L, current_date - 36, current_date - 34, 'Missed home visit') $$, tests.uid('contractor_a')),
  $$ values (tests.uid('admin'), 'Missed home visit') $$, 'an admin reopens days, on record with who and why');
select tests.authenticate_as('contractor_a');
select results_eq($$ select count(*)::integer from public.period_reopenings $$, $$ values (1) $$,
  'the contractor reads their reopening');
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('13300000-0000-4000-8000-00000000000a', 'Missed visit', 1, current_date - 35) $$,
  'work on a reopened day is logged');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('13300000-0000-4000-8000-00000000000a', 'Late', 1, current_date - 33) $$,
  'GC212', null, 'days outside the reopening stay closed');
select throws_ok($$ select public.create_invoice(current_date - 36, current_date - 33) $$,
  'GC222', null, 'an invoice may cover reopened days only');
create temp table late_inv (id uuid);
grant select, insert on late_inv to authenticated;
insert into late_inv select id from public.create_invoice(current_date - 36, current_date - 34);
select results_eq($$ select description, flags from public.invoice_lines where invoice_id = (select id from late_inv) order by position $$,
  $$ values ('Forgotten', '{late}'::text[]), ('Missed visit', '{late}'::text[]) $$,
  'the late invoice''s lines are flagged late for the review');
select public.submit_invoice((select id from late_inv));
select isnt((select closed_at from public.period_reopenings), null, 'submitting the invoice that covers it ends the reopening');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('13300000-0000-4000-8000-00000000000a', 'Again', 1, current_date - 35) $$,
  'GC212', null, 'and the days are closed again');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.period_reopenings $$, 'another contractor reads no one''s reopenings');
select tests.authenticate_as('admin');
select results_eq(format($$ select closed_by from public.close_reopened_period((select id from public.reopen_period(%L, current_date - 50, current_date - 45, 'Mileage correction'))) $$, tests.uid('contractor_a')),
  $$ values (tests.uid('admin')) $$, 'an admin closes a reopening explicitly');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.close_reopened_period(id) from public.period_reopenings limit 1 $$,
  '42501', null, 'a contractor closes none');

-- daily caps -------------------------------------------------------------------------------
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('13300000-0000-4000-8000-00000000000a', 'Long day', 10, current_date - 5) $$,
  'ten hours in a day are logged');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('13300000-0000-4000-8000-00000000000a', 'Too long', 6.25, current_date - 5) $$,
  'GC213', 'No more than 16.00 hours can be logged for one day under program policy (10.00 already logged on ' || to_char(current_date - 5, 'FMMon FMDD, YYYY') || ')',
  'past the program''s 16 hours a day is refused');
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('13300000-0000-4000-8000-00000000000a', 'Up to the cap', 6, current_date - 5) $$,
  'up to 16 is logged');
select throws_ok($$ select public.save_contact('13320000-0000-4000-8000-000000000003', '13300000-0000-4000-8000-00000000000a', current_date - 4, 'in_person', '{child}', true, 60, 300.1, '', false, true, '[]') $$,
  'GC213', null, 'past 300 miles in a day is refused');
select lives_ok($$ select public.save_contact('13320000-0000-4000-8000-000000000003', '13300000-0000-4000-8000-00000000000a', current_date - 4, 'in_person', '{child}', true, 60, 300, '', false, true, '[]') $$,
  '300 miles are claimed');

-- receipts -----------------------------------------------------------------------------------
select throws_ok(format($$ select public.save_contact('13320000-0000-4000-8000-000000000004', '13300000-0000-4000-8000-00000000000a', current_date - 3, 'in_person', '{child}', true, 30, 0, '', false, true,
    '[{"id": "13330000-0000-4000-8000-000000000001", "description": "Hotel", "amount_cents": 2501}]') $$),
  'GC214', 'An expense above $25.00 needs a receipt under program policy (Hotel)', 'an expense above $25 without a receipt is refused on a submitted contact');
select lives_ok($$ select public.save_contact('13320000-0000-4000-8000-000000000004', '13300000-0000-4000-8000-00000000000a', current_date - 3, 'in_person', '{child}', true, 30, 0, '', false, true,
    '[{"id": "13330000-0000-4000-8000-000000000001", "description": "Parking", "amount_cents": 2500}]') $$,
  '$25 without a receipt is accepted');
select lives_ok(format($$ select public.save_contact('13320000-0000-4000-8000-000000000005', '13300000-0000-4000-8000-00000000000a', current_date - 3, 'in_person', '{child}', true, 30, 0, '', false, false,
    '[{"id": "13330000-0000-4000-8000-000000000002", "description": "Hotel", "amount_cents": 9000}]') $$),
  'a draft may hold an expense whose receipt is still to come');
select throws_ok($$ update public.contact_expenses set amount_cents = 2600 where id = '13330000-0000-4000-8000-000000000001' $$,
  'GC214', null, 'raising a submitted expense above $25 needs a receipt');

-- settings and the review's flags -------------------------------------------------------------
select is_empty($$ update public.program_settings set max_hours_per_day = 24 returning 1 $$,
  'a contractor does not change the program''s limits');
select tests.authenticate_as('admin');
select results_eq($$ update public.program_settings set max_hours_per_day = 8 returning max_hours_per_day $$,
  $$ values (8.00::numeric(4,2)) $$, 'an admin lowers the daily hours cap');
select tests.authenticate_as('contractor_a');
create temp table recent (id uuid);
grant select, insert on recent to authenticated;
insert into recent select id from public.create_invoice(current_date - 5, current_date - 5);
select results_eq($$ select description, flags from public.invoice_lines where invoice_id = (select id from recent) order by description $$,
  $$ values ('Long day', '{over_daily_hours}'::text[]), ('Up to the cap', '{over_daily_hours}'::text[]) $$,
  'a day over the current cap is flagged for the review');
select tests.authenticate_as('admin');
select results_eq($$ select count(*)::integer from public.invoice_lines where invoice_id = (select id from recent) and 'over_daily_hours' = any (flags) $$,
  $$ values (2) $$, 'the admin reading the invoice sees the flags');
select has_index('public', 'period_reopenings', 'period_reopenings_reopened_by_idx', 'who reopened is indexed');

select * from finish();
rollback;

-- Invoice transitions: each one is a function that checks the caller's
-- role first, then the invoice, then its status. Contractors submit their own
-- drafts; admins approve (never their own), return with a reason, mark paid with a
-- date and reference, and void with a reason. Numbers are INV-YYYY-NNNN, in order and
-- without gaps. Every transition is in the history.
begin;
\ir ../../helpers/tests_schema.psql
select plan(55);

select tests.create_user('turncoat', 'contractor');
update public.users set billing_rate = 40 where id = tests.uid('turncoat');
insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('88000000-0000-4000-8000-00000000000a', 'A''s', 'Paid', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days'),
  ('88000000-0000-4000-8000-00000000000c', 'T''s', 'Paid', tests.uid('admin'), tests.uid('turncoat'), 'in_progress', now() - interval '60 days');
select tests.authenticate_as('contractor_a');
insert into public.time_entries (case_id, description, hours, date)
select '88000000-0000-4000-8000-00000000000a', 'Day ' || d, 1, current_date - d from generate_series(1, 6) d;

-- One draft per day: day 1 .. day 6.
create function pg_temp.draft(day int) returns uuid language sql as $$
  select id from public.create_invoice(current_date - day, current_date - day)
$$;
create function pg_temp.inv(day int) returns uuid language sql as $$
  select i.id from public.invoices i where i.period_start = current_date - day and i.contractor_id = tests.uid('contractor_a')
$$;
select pg_temp.draft(d) from generate_series(1, 6) d;

-- submit ---------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.submit_invoice(pg_temp.inv(1)) $$, '42501', null, 'anon cannot submit');
select tests.authenticate_as('free');
select throws_ok($$ select public.submit_invoice(pg_temp.inv(1)) $$, '42501', null, 'a free user cannot submit');
select tests.authenticate_as('admin');
select throws_ok($$ select public.submit_invoice(pg_temp.inv(1)) $$, '42501', 'Only contractors prepare invoices', 'an admin does not submit a contractor''s invoice');
select tests.authenticate_as('contractor_b');
select throws_ok($$ select public.submit_invoice(pg_temp.inv(1)) $$, 'GC223', 'Invoice not found', 'contractor B cannot submit A''s draft (and learns nothing of it)');
select throws_ok($$ select public.submit_invoice(gen_random_uuid()) $$, 'GC223', 'Invoice not found', 'the same answer as for no invoice at all');
select tests.authenticate_as('contractor_a');
select results_eq($$ select status, number ~ ('^INV-' || extract(year from now() at time zone 'America/New_York') || '-[0-9]{4}$'), submitted_at is not null from public.submit_invoice(pg_temp.inv(1)) $$,
  $$ values ('submitted'::public.invoice_status, true, true) $$, 'contractor A submits their draft and it gets this year''s next number');
select throws_ok($$ select public.submit_invoice(pg_temp.inv(1)) $$, 'GC220', null, 'a submitted invoice is not submitted again');

-- numbers: in order, no gaps ---------------------------------------------------------------
reset role;
delete from public.time_entries where description = 'Day 6';
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.submit_invoice(pg_temp.inv(6)) $$, 'GC221', null, 'a draft whose work is gone is refused...');
select results_eq($$ select split_part(number, '-', 3)::int from public.submit_invoice(pg_temp.inv(2)) $$,
  $$ select split_part(number, '-', 3)::int + 1 from public.invoices where id = pg_temp.inv(1) $$,
  '...and takes no number: the next submit gets the very next one');
select results_eq($$ select split_part(number, '-', 3)::int from public.submit_invoice(pg_temp.inv(3)) $$,
  $$ select split_part(number, '-', 3)::int + 1 from public.invoices where id = pg_temp.inv(2) $$, 'and the one after that the next');
select public.submit_invoice(pg_temp.inv(4));
select public.submit_invoice(pg_temp.inv(5));

-- approve --------------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.approve_invoice(pg_temp.inv(1), tests.version('public.invoices', pg_temp.inv(1))) $$, '42501', 'Only admins review invoices', 'a contractor cannot approve, even their own');
select tests.authenticate_as('free');
select throws_ok($$ select public.approve_invoice(pg_temp.inv(1), tests.version('public.invoices', pg_temp.inv(1))) $$, '42501', null, 'a free user cannot approve');
select tests.authenticate_as('admin');
select throws_ok($$ select public.approve_invoice(gen_random_uuid(), tests.version('public.invoices', gen_random_uuid())) $$, 'GC223', 'Invoice not found', 'an admin is told when there is no such invoice');
select throws_ok($$ select public.approve_invoice(pg_temp.inv(6), tests.version('public.invoices', pg_temp.inv(6))) $$, 'GC220', 'This invoice is draft: only a submitted invoice can be approved',
  'a draft is not approved');
select results_eq($$ select status, approved_by, approved_at is not null from public.approve_invoice(pg_temp.inv(1), tests.version('public.invoices', pg_temp.inv(1))) $$,
  $$ values ('approved'::public.invoice_status, tests.uid('admin'), true) $$, 'an admin approves a submitted invoice: who and when are recorded');
select throws_ok($$ select public.approve_invoice(pg_temp.inv(1), tests.version('public.invoices', pg_temp.inv(1))) $$, 'GC220', null, 'an approved invoice is not approved again');

-- an admin's own invoice ---------------------------------------------------------------------
select tests.authenticate_as('turncoat');
insert into public.time_entries (case_id, description, hours, date) values ('88000000-0000-4000-8000-00000000000c', 'My own work', 3, current_date - 1);
select lives_ok($$ select public.submit_invoice((select id from public.create_invoice(current_date - 1, current_date - 1))) $$,
  'a contractor submits an invoice...');
reset role;
update public.users set role = 'admin' where id = tests.uid('turncoat');
select tests.authenticate_as('turncoat');
select throws_ok($$ select public.approve_invoice((select id from public.invoices where contractor_id = tests.uid('turncoat')), tests.version('public.invoices', (select id from public.invoices where contractor_id = tests.uid('turncoat')))) $$,
  '42501', 'You cannot approve your own invoice', '...and, made an admin, cannot approve it');
select tests.authenticate_as('admin_b');
select lives_ok($$ select public.approve_invoice((select id from public.invoices where contractor_id = tests.uid('turncoat')), tests.version('public.invoices', (select id from public.invoices where contractor_id = tests.uid('turncoat')))) $$,
  'another admin approves it');
select tests.authenticate_as('turncoat');
select throws_ok($$ select public.mark_invoice_paid((select id from public.invoices where contractor_id = tests.uid('turncoat')), current_date, 'ACH-9', seen_version => tests.version('public.invoices', (select id from public.invoices where contractor_id = tests.uid('turncoat')))) $$,
  '42501', 'You cannot mark your own invoice paid', 'nor mark it paid');

-- return -----------------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.return_invoice(pg_temp.inv(2), 'Mine', seen_version => tests.version('public.invoices', pg_temp.inv(2))) $$, '42501', null, 'a contractor cannot return an invoice');
select tests.authenticate_as('admin');
select throws_ok($$ select public.return_invoice(pg_temp.inv(2), '  ', seen_version => tests.version('public.invoices', pg_temp.inv(2))) $$, '22023', null, 'a return needs a reason');
select throws_ok($$ select public.return_invoice(pg_temp.inv(6), 'Why', seen_version => tests.version('public.invoices', pg_temp.inv(6))) $$, 'GC220', null, 'a draft is not returned');
select results_eq($$ select status, returned_reason from public.return_invoice(pg_temp.inv(2), 'Split the mileage by case', seen_version => tests.version('public.invoices', pg_temp.inv(2))) $$,
  $$ values ('draft'::public.invoice_status, 'Split the mileage by case') $$, 'an admin returns a submitted invoice with a reason: it is a draft again');
select results_eq($$ select status, approved_by, approved_at from public.return_invoice(pg_temp.inv(1), 'Wrong period', seen_version => tests.version('public.invoices', pg_temp.inv(1))) $$,
  $$ values ('draft'::public.invoice_status, null::uuid, null::timestamptz) $$, 'an approved invoice can be returned too: the approval is cleared');
select tests.authenticate_as('contractor_a');
select results_eq($$ select number, returned_reason from public.invoices where id = pg_temp.inv(2) $$,
  $$ select number, 'Split the mileage by case' from public.invoices where id = pg_temp.inv(2) $$, 'contractor A reads why');
update public.time_entries set hours = 1.5 where description = 'Day 2';
select results_eq($$ select status, returned_reason, total_cents from public.submit_invoice(pg_temp.inv(2)) $$,
  $$ values ('submitted'::public.invoice_status, null::text, 7500) $$,
  'a returned invoice, corrected, is submitted again with the work as it is now (1.5 h x $50)');
select results_eq($$ select l.quantity, l.amount_cents from public.invoice_lines l join public.time_entries t on t.id = l.time_entry_id where l.invoice_id = pg_temp.inv(2) $$,
  $$ select t.hours, 7500 from public.time_entries t where t.description = 'Day 2' $$, 'its lines match the entries at submit');
select results_eq($$ select count(*)::int from public.invoices where contractor_id = tests.uid('contractor_a') and number is not null $$,
  $$ values (5) $$, 'it kept its number: no new one');

-- mark paid --------------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.mark_invoice_paid(pg_temp.inv(3), current_date, 'X', seen_version => tests.version('public.invoices', pg_temp.inv(3))) $$, '42501', null, 'a contractor cannot mark an invoice paid');
select tests.authenticate_as('admin');
select throws_ok($$ select public.mark_invoice_paid(pg_temp.inv(6), current_date, 'X', seen_version => tests.version('public.invoices', pg_temp.inv(6))) $$, 'GC220',
  'This invoice is draft: only an approved invoice can be marked paid', 'a draft cannot be paid');
select throws_ok($$ select public.mark_invoice_paid(pg_temp.inv(3), current_date, 'X', seen_version => tests.version('public.invoices', pg_temp.inv(3))) $$, 'GC220', null, 'a submitted invoice is approved before it is paid');
select lives_ok($$ select public.approve_invoice(pg_temp.inv(3), tests.version('public.invoices', pg_temp.inv(3))) $$, 'an admin approves it');
select throws_ok($$ select public.mark_invoice_paid(pg_temp.inv(3), current_date, '', seen_version => tests.version('public.invoices', pg_temp.inv(3))) $$, '22023', null, 'a payment needs a reference');
select throws_ok($$ select public.mark_invoice_paid(pg_temp.inv(3), current_date + 1, 'X', seen_version => tests.version('public.invoices', pg_temp.inv(3))) $$, '22023', null, 'a payment is not dated in the future');
select throws_ok($$ select public.mark_invoice_paid(pg_temp.inv(3), current_date - 2, 'X', seen_version => tests.version('public.invoices', pg_temp.inv(3))) $$, '22023', null, 'nor before the approval');
select throws_ok($$ select public.mark_invoice_paid(pg_temp.inv(3), null, 'X', seen_version => tests.version('public.invoices', pg_temp.inv(3))) $$, '22023', null, 'a payment needs its date');
select results_eq($$ select status, paid_at, payment_reference from public.mark_invoice_paid(pg_temp.inv(3), current_date, ' ACH-20261125 ', seen_version => tests.version('public.invoices', pg_temp.inv(3))) $$,
  $$ values ('paid'::public.invoice_status, current_date, 'ACH-20261125') $$, 'an admin marks an approved invoice paid with a date and reference');
select throws_ok($$ select public.mark_invoice_paid(pg_temp.inv(3), current_date, 'Again', seen_version => tests.version('public.invoices', pg_temp.inv(3))) $$, 'GC220', null, 'a paid invoice is not paid twice');
select throws_ok($$ select public.return_invoice(pg_temp.inv(3), 'Too late', seen_version => tests.version('public.invoices', pg_temp.inv(3))) $$, 'GC220', null, 'a paid invoice is not returned');
select throws_ok($$ select public.approve_invoice(pg_temp.inv(3), tests.version('public.invoices', pg_temp.inv(3))) $$, 'GC220', null, 'nor approved again');

-- void -------------------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.void_invoice(pg_temp.inv(4), 'Mine') $$, '42501', null, 'a contractor cannot void an invoice');
select tests.authenticate_as('admin');
select throws_ok($$ select public.void_invoice(pg_temp.inv(3), 'Paid by mistake') $$, 'GC220',
  null, 'a paid invoice is final');
select throws_ok($$ select public.void_invoice(pg_temp.inv(4), '') $$, '22023', null, 'a void needs a reason');
select results_eq($$ select status, void_reason from public.void_invoice(pg_temp.inv(4), 'Duplicate of another invoice') $$,
  $$ values ('void'::public.invoice_status, 'Duplicate of another invoice') $$, 'an admin voids a submitted invoice with a reason');
select is((select bool_and(released) from public.invoice_lines where invoice_id = pg_temp.inv(4)), true, 'its lines are released');
select lives_ok($$ select public.void_invoice(pg_temp.inv(6), 'Empty draft') $$, 'a draft can be voided');
select lives_ok($$ select public.approve_invoice(pg_temp.inv(5), tests.version('public.invoices', pg_temp.inv(5))) $$, 'an approved invoice...');
select lives_ok($$ select public.void_invoice(pg_temp.inv(5), 'Sent twice') $$, '...can be voided');
select throws_ok($$ select public.void_invoice(pg_temp.inv(4), 'Again') $$, 'GC220', null, 'a void invoice is final');
select throws_ok($$ select public.submit_invoice(pg_temp.inv(4)) $$, '42501', null, 'and nobody submits it again');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.submit_invoice(pg_temp.inv(4)) $$, 'GC220', null, 'not even its contractor');
select public.create_invoice(current_date - 4, current_date - 4);
select results_eq($$ select description from public.invoice_lines l join public.invoices i on i.id = l.invoice_id where i.status = 'draft' and i.period_start = current_date - 4 and i.number is null $$,
  $$ values ('Day 4') $$, 'the voided invoice''s work is gathered again');

-- history ----------------------------------------------------------------------------------
select results_eq($$ select from_status::text, to_status::text, actor_name, reason from public.invoice_events where invoice_id = pg_temp.inv(2) order by id $$,
  $$ values (null, 'draft', 'Test contractor_a', null), ('draft', 'submitted', 'Test contractor_a', null),
            ('submitted', 'draft', 'Test admin', 'Split the mileage by case'), ('draft', 'submitted', 'Test contractor_a', null) $$,
  'every transition is in the history, with who and why');
-- Who acted, by id, is for admins (the contractor reads the names above).
select tests.authenticate_as('admin');
select results_eq($$ select e.from_status::text, e.to_status::text, a.actor_id from public.invoice_events e
                      join public.history_actors('invoice', pg_temp.inv(3)) a on a.event_id = e.id where e.to_status = 'paid' $$,
  $$ values ('approved', 'paid', tests.uid('admin')) $$, 'the payment names the admin');

select * from finish();
rollback;

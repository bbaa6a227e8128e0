-- Receipts: one canonical path each ('{contractor}/{contact}/{file}.{allowed
-- extension}', no '.', '..' or empty part), and no upload into the folder of a
-- contact an invoice locks; an expense names only a canonical path.
begin;
\ir ../../helpers/tests_schema.psql
select plan(13);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('13600000-0000-4000-8000-00000000000a', 'Receipts', 'Paths', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '90 days');
insert into public.case_contacts (id, case_id, user_id, contact_date, contact_type, contact_with, minutes, miles, status) values
  ('13610000-0000-4000-8000-00000000000c', '13600000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date - 10, 'in_person', '{child}', 30, 12, 'submitted'),
  ('13610000-0000-4000-8000-00000000000d', '13600000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date - 2, 'in_person', '{child}', 30, 0, 'draft');
create temp table inv (id uuid);
grant select, insert on inv to authenticated;
create function pg_temp.receipt(contact text, file text) returns text
  language sql as $$ select tests.uid('contractor_a') || '/' || contact || '/' || file $$;
grant execute on function pg_temp.receipt(text, text) to authenticated;

-- The contact dated 10 days ago goes on a submitted invoice.
select tests.authenticate_as('contractor_a');
insert into inv select id from public.create_invoice(current_date - 12, current_date - 8);
select public.submit_invoice((select id from inv));
reset role;
select isnt(private.invoice_lock(contact_id => '13610000-0000-4000-8000-00000000000c'), null,
  'the invoice locks the older contact');

-- names -----------------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select lives_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', pg_temp.receipt('13610000-0000-4000-8000-00000000000d', '0b7e6f0e-parking-receipt.pdf')) $$,
  'a receipt named by the rule uploads into an open contact''s folder');
select lives_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', pg_temp.receipt('13610000-0000-4000-8000-00000000000d', 'IMG_2041.HEIC.heic')) $$,
  'dotted names with an allowed extension do too');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', pg_temp.receipt('13610000-0000-4000-8000-00000000000d', 'Parking-receipt.html')) $$,
  '42501', null, 'an extension no allowed type has is refused');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', pg_temp.receipt('13610000-0000-4000-8000-00000000000d', '../13610000-0000-4000-8000-00000000000d/a.pdf')) $$,
  '42501', null, 'a ''..'' part is refused');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', pg_temp.receipt('13610000-0000-4000-8000-00000000000d', './a.pdf')) $$,
  '42501', null, 'a ''.'' part is refused');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', pg_temp.receipt('13610000-0000-4000-8000-00000000000d', '/a.pdf')) $$,
  '42501', null, 'an empty part is refused');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', pg_temp.receipt('13610000-0000-4000-8000-00000000000d', 'more/a.pdf')) $$,
  '42501', null, 'a further folder is refused');

-- locked contacts ---------------------------------------------------------------------------
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', pg_temp.receipt('13610000-0000-4000-8000-00000000000c', 'late.pdf')) $$,
  '42501', null, 'no upload into the folder of a contact on a submitted invoice');

-- expenses ------------------------------------------------------------------------------------
select throws_ok($$ insert into public.contact_expenses (contact_id, description, amount_cents, receipt_path) values ('13610000-0000-4000-8000-00000000000d', 'Parking', 900, pg_temp.receipt('13610000-0000-4000-8000-00000000000d', 'x/../0b7e6f0e-parking-receipt.pdf')) $$,
  '23514', null, 'an expense cannot name a receipt by a second spelling of its path');
select lives_ok($$ insert into public.contact_expenses (contact_id, description, amount_cents, receipt_path) values ('13610000-0000-4000-8000-00000000000d', 'Parking', 900, pg_temp.receipt('13610000-0000-4000-8000-00000000000d', '0b7e6f0e-parking-receipt.pdf')) $$,
  'it names the canonical one');

-- once the invoice is returned, the contact is open again -----------------------------------
select tests.authenticate_as('admin');
select public.return_invoice((select id from inv), 'Add the tolls', tests.version('public.invoices', (select id from inv)));
select tests.authenticate_as('contractor_a');
select lives_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', pg_temp.receipt('13610000-0000-4000-8000-00000000000c', 'late.pdf')) $$,
  'after a return the contact''s folder takes receipts again');
reset role;
select is((select count(*)::int from storage.objects
            where bucket_id = 'receipts' and name like '%/13610000-%'), 3,
  'exactly the accepted receipts were stored');

select * from finish();
rollback;

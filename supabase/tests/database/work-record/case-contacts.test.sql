-- public.case_contacts and public.contact_expenses: only the case's
-- assigned contractor writes contacts on it while the case is not completed; they
-- read their own, admins read all, nobody else reads any. Drafts keep only the
-- bounds; a submitted contact must be complete. save_contact() saves by the form's
-- id, so a doubled save or submit changes one row. Receipts live in the private
-- 'receipts' bucket under the owner's contact folders.
begin;
\ir ../../helpers/tests_schema.psql
select plan(84);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('84000000-0000-4000-8000-00000000000a', 'A''s', 'Assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '30 days'),
  ('84000000-0000-4000-8000-00000000000b', 'B''s', 'Assigned to B', tests.uid('admin'), tests.uid('contractor_b'), 'assigned', now() - interval '30 days'),
  ('84000000-0000-4000-8000-00000000000d', 'Done', 'A''s completed case', tests.uid('admin'), tests.uid('contractor_a'), 'completed', now() - interval '30 days'),
  ('84000000-0000-4000-8000-00000000000e', 'Open', 'Nobody''s yet', tests.uid('admin'), null, 'open', now() - interval '30 days');
insert into public.case_contacts (id, case_id, user_id, contact_date, contact_type, contact_with, minutes, miles, notes, status) values
  ('84100000-0000-4000-8000-0000000000a1', '84000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date - 5, 'in_person', '{child}', 60, 12.5, 'A visit', 'submitted'),
  ('84100000-0000-4000-8000-0000000000a2', '84000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date, null, '{}', null, 0, 'A draft', 'draft'),
  ('84100000-0000-4000-8000-0000000000ad', '84000000-0000-4000-8000-00000000000d', tests.uid('contractor_a'), current_date - 9, 'phone', '{parent}', 15, 0, 'Done call', 'submitted'),
  ('84100000-0000-4000-8000-0000000000b1', '84000000-0000-4000-8000-00000000000b', tests.uid('contractor_b'), current_date - 3, 'video', '{caseworker}', 30, 0, 'B call', 'submitted');
insert into public.contact_expenses (id, contact_id, description, amount_cents) values
  ('84200000-0000-4000-8000-0000000000a1', '84100000-0000-4000-8000-0000000000a1', 'Parking', 1250),
  ('84200000-0000-4000-8000-0000000000b1', '84100000-0000-4000-8000-0000000000b1', 'Tolls', 300);

-- select: contacts ------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.case_contacts $$, '42501', null, 'anon cannot read contacts');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.case_contacts $$, 'a free user reads no contacts');
select tests.authenticate_as('contractor_a');
select set_eq($$ select notes from public.case_contacts $$, $$ values ('A visit'), ('A draft'), ('Done call') $$,
  'contractor A reads their own contacts, drafts included');
select tests.authenticate_as('contractor_b');
select set_eq($$ select notes from public.case_contacts $$, $$ values ('B call') $$, 'contractor B reads only their own');
select tests.authenticate_as('admin');
select set_has($$ select notes from public.case_contacts $$, $$ values ('A visit'), ('A draft'), ('Done call'), ('B call') $$,
  'an admin reads every contact');
reset role;
update public.users set role = 'free' where id = tests.uid('contractor_a');
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.case_contacts $$, 'a contractor made free reads none of their contacts any more');
reset role;
update public.users set role = 'contractor' where id = tests.uid('contractor_a');

-- insert: who ---------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ insert into public.case_contacts (case_id, user_id) values ('84000000-0000-4000-8000-00000000000a', tests.uid('contractor_a')) $$,
  '42501', null, 'anon cannot log contacts');
select tests.authenticate_as('free');
select throws_ok($$ insert into public.case_contacts (case_id) values ('84000000-0000-4000-8000-00000000000a') $$,
  '42501', null, 'a free user cannot log contacts');
select tests.authenticate_as('contractor_a');
select results_eq($$ insert into public.case_contacts (case_id, notes) values ('84000000-0000-4000-8000-00000000000a', 'Blank draft') returning user_id, status, contact_date $$,
  $$ values (tests.uid('contractor_a'), 'draft'::public.contact_status, current_date) $$,
  'contractor A starts a blank draft on their own case (user, draft and today by default)');
select throws_ok($$ insert into public.case_contacts (case_id) values ('84000000-0000-4000-8000-00000000000b') $$,
  '42501', null, 'contractor A cannot log a contact on B''s case');
select throws_ok($$ insert into public.case_contacts (case_id) values ('84000000-0000-4000-8000-00000000000d') $$,
  '42501', null, 'contractor A cannot log a contact on their completed case');
select throws_ok($$ insert into public.case_contacts (case_id) values ('84000000-0000-4000-8000-00000000000e') $$,
  '42501', null, 'contractor A cannot log a contact on an open case they have not accepted');
select throws_ok($$ insert into public.case_contacts (case_id, user_id) values ('84000000-0000-4000-8000-00000000000a', tests.uid('contractor_b')) $$,
  '42501', null, 'contractor A cannot log a contact in B''s name');
select tests.authenticate_as('contractor_b');
select throws_ok($$ insert into public.case_contacts (case_id, contact_date, contact_type, contact_with, minutes, status) values ('84000000-0000-4000-8000-00000000000a', current_date - 100, 'phone', '{child}', 5, 'submitted') $$,
  '42501', null, 'contractor B cannot log a contact on A''s case, and hears nothing of its dates');
select tests.authenticate_as('admin');
select throws_ok($$ insert into public.case_contacts (case_id, user_id) values ('84000000-0000-4000-8000-00000000000a', tests.uid('admin')) $$,
  '42501', null, 'an admin does not log contacts');

-- insert: the rules of a submitted contact and the bounds of a draft --------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.case_contacts (case_id, contact_with, minutes, status) values ('84000000-0000-4000-8000-00000000000a', '{child}', 30, 'submitted') $$,
  'GC201', 'Choose the type of contact', 'a submitted contact needs a type');
select throws_ok($$ insert into public.case_contacts (case_id, contact_type, minutes, status) values ('84000000-0000-4000-8000-00000000000a', 'phone', 30, 'submitted') $$,
  'GC201', 'Choose who the contact was with', 'a submitted contact needs at least one person');
select throws_ok($$ insert into public.case_contacts (case_id, contact_type, contact_with, status) values ('84000000-0000-4000-8000-00000000000a', 'phone', '{child}', 'submitted') $$,
  'GC201', 'Enter how many minutes the contact took', 'a submitted contact needs its minutes');
select throws_ok($$ insert into public.case_contacts (case_id, contact_date, contact_type, contact_with, minutes, status) values ('84000000-0000-4000-8000-00000000000a', current_date + 1, 'phone', '{child}', 5, 'submitted') $$,
  'GC201', 'The contact date cannot be in the future', 'a submitted contact cannot be dated in the future');
-- Two days before: the case's Florida date (created 30 days ago) lags the server's UTC
-- date by one in the evening, so 31 days back can fall on it.
select throws_ok($$ insert into public.case_contacts (case_id, contact_date, contact_type, contact_with, minutes, status) values ('84000000-0000-4000-8000-00000000000a', current_date - 32, 'phone', '{child}', 5, 'submitted') $$,
  'GC201', null, 'a submitted contact cannot be dated before its case');
select lives_ok($$ insert into public.case_contacts (case_id, contact_date, notes) values ('84000000-0000-4000-8000-00000000000a', current_date + 3, 'Planned') $$,
  'a draft keeps an unfinished date (checked when it is submitted)');
select throws_ok($$ insert into public.case_contacts (case_id, minutes) values ('84000000-0000-4000-8000-00000000000a', 0) $$,
  '23514', null, 'minutes start at 1, even in a draft');
select throws_ok($$ insert into public.case_contacts (case_id, minutes) values ('84000000-0000-4000-8000-00000000000a', 1441) $$,
  '23514', null, 'minutes end at 1440 (a day)');
select throws_ok($$ insert into public.case_contacts (case_id, miles) values ('84000000-0000-4000-8000-00000000000a', 1000.1) $$,
  '23514', null, 'miles end at 1000');
select throws_ok($$ insert into public.case_contacts (case_id, miles) values ('84000000-0000-4000-8000-00000000000a', -1) $$,
  '23514', null, 'miles cannot be negative');
select results_eq($$ insert into public.case_contacts (case_id, miles) values ('84000000-0000-4000-8000-00000000000a', 42.25) returning miles $$,
  $$ values (42.3::numeric) $$, 'miles keep one decimal');
select throws_ok($$ insert into public.case_contacts (case_id, notes) values ('84000000-0000-4000-8000-00000000000a', repeat('x', 5001)) $$,
  '23514', null, 'notes are at most 5,000 characters');
select results_eq($$ insert into public.case_contacts (case_id, contact_date, contact_type, contact_with, minutes, status) values ('84000000-0000-4000-8000-00000000000a', current_date - 1, 'in_person', '{parent,child,parent}', 45, 'submitted') returning contact_with $$,
  $$ values ('{child,parent}'::public.contact_party[]) $$, 'a complete contact is submitted; who it was with is a set');
select throws_ok($$ insert into public.case_contacts (case_id, contact_with) values ('84000000-0000-4000-8000-00000000000a', '{nobody}') $$,
  '22P02', null, 'only the listed people can be named');

-- update --------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ update public.case_contacts set minutes = 5 $$, '42501', null, 'anon cannot change contacts');
select tests.authenticate_as('free');
select is_empty($$ update public.case_contacts set minutes = 5 returning 1 $$, 'a free user changes no contacts');
select tests.authenticate_as('contractor_b');
select is_empty($$ update public.case_contacts set minutes = 5 where id = '84100000-0000-4000-8000-0000000000a1' returning 1 $$,
  'contractor B cannot change A''s contact');
select tests.authenticate_as('admin');
select is_empty($$ update public.case_contacts set minutes = 5 where id = '84100000-0000-4000-8000-0000000000a1' returning 1 $$,
  'an admin does not edit contacts');
select tests.authenticate_as('contractor_a');
select results_eq($$ update public.case_contacts set minutes = 75 where id = '84100000-0000-4000-8000-0000000000a1' returning minutes $$,
  $$ values (75) $$, 'contractor A corrects their submitted contact');
select is_empty($$ update public.case_contacts set minutes = 5 where id = '84100000-0000-4000-8000-0000000000ad' returning 1 $$,
  'a contact on a completed case is frozen');
select throws_ok($$ update public.case_contacts set status = 'draft' where id = '84100000-0000-4000-8000-0000000000a1' $$,
  'GC201', 'A submitted contact cannot go back to being a draft', 'a submitted contact never goes back to draft');
select throws_ok($$ update public.case_contacts set contact_with = '{}' where id = '84100000-0000-4000-8000-0000000000a1' $$,
  'GC201', 'Choose who the contact was with', 'a correction keeps a submitted contact complete');
select throws_ok($$ update public.case_contacts set user_id = tests.uid('contractor_b') where id = '84100000-0000-4000-8000-0000000000a1' $$,
  '42501', null, 'a contact cannot be handed to someone else');

-- delete --------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ delete from public.case_contacts $$, '42501', null, 'anon cannot delete contacts');
select tests.authenticate_as('free');
select is_empty($$ delete from public.case_contacts returning 1 $$, 'a free user deletes no contacts');
select tests.authenticate_as('contractor_b');
select is_empty($$ delete from public.case_contacts where id = '84100000-0000-4000-8000-0000000000a2' returning 1 $$, 'contractor B cannot delete A''s draft');
select tests.authenticate_as('admin');
select is_empty($$ delete from public.case_contacts where id = '84100000-0000-4000-8000-0000000000a2' returning 1 $$, 'an admin does not delete contacts');
select tests.authenticate_as('contractor_a');
select is_empty($$ delete from public.case_contacts where id = '84100000-0000-4000-8000-0000000000ad' returning 1 $$, 'a contact on a completed case cannot be deleted');
select results_eq($$ delete from public.case_contacts where id = '84100000-0000-4000-8000-0000000000a2' returning notes $$,
  $$ values ('A draft') $$, 'contractor A deletes their own draft');

-- save_contact(): autosave and submit by the form's id ------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq($$ select status, notes from public.save_contact('84100000-0000-4000-8000-0000000000f1', '84000000-0000-4000-8000-00000000000a', current_date, null, '{}', true, null, 0, 'Typing', false, false, '[]') $$,
  $$ values ('draft'::public.contact_status, 'Typing') $$, 'the first autosave makes the draft');
select results_eq($$ select status, notes from public.save_contact('84100000-0000-4000-8000-0000000000f1', '84000000-0000-4000-8000-00000000000a', current_date, 'phone', '{child}', true, 20, 3.5, 'Typing more', false, false,
                     '[{"id": "84200000-0000-4000-8000-0000000000f1", "description": "Parking", "amount_cents": null}]') $$,
  $$ values ('draft'::public.contact_status, 'Typing more') $$, 'the next autosave updates it, with an unfinished expense');
select throws_ok($$ select public.save_contact('84100000-0000-4000-8000-0000000000f1', '84000000-0000-4000-8000-00000000000a', current_date, 'phone', '{child}', true, 20, 3.5, 'Typing more', false, true,
                     '[{"id": "84200000-0000-4000-8000-0000000000f1", "description": "Parking", "amount_cents": null}]') $$,
  'GC201', 'Every expense needs a description and an amount', 'submitting checks every expense');
select results_eq($$ select status from public.save_contact('84100000-0000-4000-8000-0000000000f1', '84000000-0000-4000-8000-00000000000a', current_date, 'phone', '{child}', true, 20, 3.5, 'Typing more', false, true,
                     '[{"id": "84200000-0000-4000-8000-0000000000f1", "description": "Parking", "amount_cents": 1250}]') $$,
  $$ values ('submitted'::public.contact_status) $$, 'a complete draft is submitted');
select results_eq($$ select status from public.save_contact('84100000-0000-4000-8000-0000000000f1', '84000000-0000-4000-8000-00000000000a', current_date, 'phone', '{child}', true, 20, 3.5, 'Typing more', false, true,
                     '[{"id": "84200000-0000-4000-8000-0000000000f1", "description": "Parking", "amount_cents": 1250}]') $$,
  $$ values ('submitted'::public.contact_status) $$, 'a second Submit of the same form is harmless');
select results_eq($$ select notes, status from public.save_contact('84100000-0000-4000-8000-0000000000f1', '84000000-0000-4000-8000-00000000000a', current_date, null, '{}', true, null, 0, 'Stale tab', false, false, '[]') $$,
  $$ values ('Typing more', 'submitted'::public.contact_status) $$, 'a late autosave from another tab leaves the submitted contact as it is');
select results_eq($$ select count(*)::int from public.case_contacts where id = '84100000-0000-4000-8000-0000000000f1' $$,
  $$ values (1) $$, 'one contact for the form, however often it saved');
select results_eq($$ select count(*)::int, sum(amount_cents)::int from public.contact_expenses where contact_id = '84100000-0000-4000-8000-0000000000f1' $$,
  $$ values (1, 1250) $$, 'and one expense for it');
select results_eq($$ select count(*)::int from public.save_contact('84100000-0000-4000-8000-0000000000f1', '84000000-0000-4000-8000-00000000000a', current_date, 'phone', '{child}', true, 20, 3.5, 'Typing more', false, true, '[]') $$,
  $$ values (1) $$, 'saving a contact without an expense removes it');
select is((select count(*)::int from public.contact_expenses where contact_id = '84100000-0000-4000-8000-0000000000f1'), 0, 'the removed expense is gone');
select tests.authenticate_as('contractor_b');
select throws_ok($$ select public.save_contact('84100000-0000-4000-8000-0000000000a1', '84000000-0000-4000-8000-00000000000b', current_date, 'phone', '{child}', true, 1, 0, 'Overwritten', false, true, '[]') $$,
  '42501', null, 'contractor B cannot overwrite A''s contact by its id');
select tests.clear_authentication();
select throws_ok($$ select public.save_contact(gen_random_uuid(), '84000000-0000-4000-8000-00000000000a', current_date, null, '{}', true, null, 0, '', false, false, '[]') $$,
  '42501', null, 'anon cannot save contacts');
reset role;
select is((select notes from public.case_contacts where id = '84100000-0000-4000-8000-0000000000a1'), 'A visit', 'A''s contact is untouched by the refused saves');

-- contact_expenses --------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.contact_expenses $$, '42501', null, 'anon cannot read expenses');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.contact_expenses $$, 'a free user reads no expenses');
select tests.authenticate_as('contractor_a');
select set_eq($$ select description from public.contact_expenses $$, $$ values ('Parking') $$, 'contractor A reads their own contacts'' expenses');
select tests.authenticate_as('contractor_b');
select set_eq($$ select description from public.contact_expenses $$, $$ values ('Tolls') $$, 'contractor B reads only their own');
select tests.authenticate_as('admin');
select set_has($$ select description from public.contact_expenses $$, $$ values ('Parking'), ('Tolls') $$, 'an admin reads every expense');
select throws_ok($$ insert into public.contact_expenses (contact_id, description, amount_cents) values ('84100000-0000-4000-8000-0000000000a1', 'x', 1) $$,
  '42501', null, 'an admin does not add expenses');
select is_empty($$ update public.contact_expenses set amount_cents = 1 returning 1 $$, 'an admin does not change expenses');
select tests.authenticate_as('contractor_b');
select throws_ok($$ insert into public.contact_expenses (contact_id, description, amount_cents) values ('84100000-0000-4000-8000-0000000000a1', 'x', 1) $$,
  '42501', null, 'contractor B cannot add an expense to A''s contact');
select is_empty($$ update public.contact_expenses set amount_cents = 1 where contact_id = '84100000-0000-4000-8000-0000000000a1' returning 1 $$,
  'contractor B cannot change A''s expense');
select is_empty($$ delete from public.contact_expenses where contact_id = '84100000-0000-4000-8000-0000000000a1' returning 1 $$,
  'contractor B cannot delete A''s expense');
select tests.authenticate_as('contractor_a');
select lives_ok($$ insert into public.contact_expenses (contact_id, description, amount_cents, receipt_path) values ('84100000-0000-4000-8000-0000000000a1', 'Lunch', 900, tests.uid('contractor_a') || '/84100000-0000-4000-8000-0000000000a1/r.pdf') $$,
  'contractor A adds an expense with a receipt in that contact''s folder');
select throws_ok($$ insert into public.contact_expenses (contact_id, description, amount_cents, receipt_path) values ('84100000-0000-4000-8000-0000000000a1', 'Lunch', 900, tests.uid('contractor_b') || '/84100000-0000-4000-8000-0000000000b1/r.pdf') $$,
  '42501', null, 'an expense cannot name a receipt outside the contact''s folder');
select throws_ok($$ insert into public.contact_expenses (contact_id, description, amount_cents) values ('84100000-0000-4000-8000-0000000000a1', 'Free', 0) $$,
  '23514', null, 'an expense is at least one cent');
select throws_ok($$ insert into public.contact_expenses (contact_id, description, amount_cents) values ('84100000-0000-4000-8000-0000000000a1', null, 100) $$,
  'GC201', null, 'an expense of a submitted contact needs a description');
select results_eq($$ update public.contact_expenses set amount_cents = 1300 where description = 'Parking' returning amount_cents $$,
  $$ values (1300) $$, 'contractor A corrects their expense');
select results_eq($$ delete from public.contact_expenses where description = 'Lunch' returning description $$,
  $$ values ('Lunch') $$, 'contractor A deletes their expense');

-- receipts bucket -----------------------------------------------------------------------------
reset role;
select results_eq($$ select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'receipts' $$,
  $$ values (false, 5242880::bigint, array['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/heic']) $$,
  'receipts: private, 5 MB, PDF or image');
insert into storage.objects (bucket_id, name, owner) values
  ('receipts', tests.uid('contractor_b') || '/84100000-0000-4000-8000-0000000000b1/tolls.pdf', tests.uid('contractor_b'));
update public.contact_expenses set receipt_path = tests.uid('contractor_b') || '/84100000-0000-4000-8000-0000000000b1/tolls.pdf' where description = 'Tolls';
select tests.clear_authentication();
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', 'x/y/z.pdf') $$, '42501', null, 'anon cannot upload receipts');
select tests.authenticate_as('contractor_a');
select lives_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', tests.uid('contractor_a') || '/84100000-0000-4000-8000-0000000000a1/parking.pdf') $$,
  'contractor A uploads a receipt for their own contact');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', tests.uid('contractor_a') || '/84100000-0000-4000-8000-0000000000ad/late.pdf') $$,
  '42501', null, 'not for a contact on a completed case');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', tests.uid('contractor_a') || '/84100000-0000-4000-8000-0000000000b1/mine.pdf') $$,
  '42501', null, 'not for B''s contact, even in their own folder');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('receipts', tests.uid('contractor_b') || '/84100000-0000-4000-8000-0000000000b1/mine.pdf') $$,
  '42501', null, 'not into B''s folder');
select set_eq($$ select name from storage.objects where bucket_id = 'receipts' $$,
  $$ values (tests.uid('contractor_a') || '/84100000-0000-4000-8000-0000000000a1/parking.pdf') $$, 'contractor A reads only their own receipts');
select set_config('storage.allow_delete_query', 'true', true);
select results_eq($$ delete from storage.objects where bucket_id = 'receipts' and name like '%parking.pdf' returning 1 $$,
  $$ values (1) $$, 'contractor A deletes a receipt no expense names');
select tests.authenticate_as('contractor_b');
select is_empty($$ delete from storage.objects where bucket_id = 'receipts' and name like '%tolls.pdf' returning 1 $$,
  'a receipt an expense names stays');
select tests.authenticate_as('admin');
select isnt_empty($$ select 1 from storage.objects where bucket_id = 'receipts' and name like '%tolls.pdf' $$, 'an admin reads every receipt');
select tests.authenticate_as('free');
select is_empty($$ select 1 from storage.objects where bucket_id = 'receipts' $$, 'a free user reads no receipts');

select * from finish();
rollback;

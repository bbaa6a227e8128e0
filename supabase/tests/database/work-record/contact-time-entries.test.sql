-- One entry feeds everything: a submitted contact has exactly one linked
-- time entry (minutes rounded up to the quarter hour), kept in step by the database
-- and changed only through its contact; a follow-up contact posts into the case's
-- thread. Pro bono hours are priced at 0: pro bono work is never billed.
begin;
\ir ../../helpers/tests_schema.psql
-- The 24-hour rule on its own: the program's daily cap (default 16) raised to it.
update public.program_settings set max_hours_per_day = 24;
select plan(30);

insert into public.cases (id, title, description, admin_id, contractor_id, status, type, created_at) values
  ('85000000-0000-4000-8000-00000000000a', 'A''s', 'Paid, assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', 'paid', now() - interval '30 days'),
  ('85000000-0000-4000-8000-00000000000f', 'A''s pro bono', 'Pro bono, assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', 'pro_bono', now() - interval '30 days');

create function pg_temp.contact(id text, minutes int, made boolean = true, follow boolean = false, submit boolean = true,
                                  on_date date = current_date - 1, case_id text = '85000000-0000-4000-8000-00000000000a')
  returns setof public.case_contacts language sql as $$
  select * from public.save_contact(id::uuid, case_id::uuid, on_date, 'in_person', '{parent,child}', made, minutes, 10, 'Notes of ' || id, follow, submit, '[]')
$$;

-- the linked entry ------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select pg_temp.contact('85100000-0000-4000-8000-000000000001', 42, submit => false);
select is_empty($$ select 1 from public.time_entries where contact_id = '85100000-0000-4000-8000-000000000001' $$,
  'a draft writes no time entry');
select pg_temp.contact('85100000-0000-4000-8000-000000000001', 42);
select results_eq($$ select case_id, user_id, date, hours, description, hourly_rate from public.time_entries where contact_id = '85100000-0000-4000-8000-000000000001' $$,
  $$ values ('85000000-0000-4000-8000-00000000000a'::uuid, tests.uid('contractor_a'), current_date - 1, 0.75::numeric, 'In-person contact with child, parent', 50.00::numeric) $$,
  'submitting writes one entry: 42 minutes are 0.75 h, the contact date, a description, the billing rate');
select pg_temp.contact('85100000-0000-4000-8000-000000000001', 42);
select is((select count(*)::int from public.time_entries where contact_id = '85100000-0000-4000-8000-000000000001'), 1,
  'a second submit keeps exactly one entry');
select public.save_contact('85100000-0000-4000-8000-000000000002', '85000000-0000-4000-8000-00000000000a', current_date - 2, 'phone', '{caseworker}', false, 60, 0, '', false, true, '[]');
select public.save_contact('85100000-0000-4000-8000-000000000003', '85000000-0000-4000-8000-00000000000a', current_date - 3, 'phone', '{caseworker}', false, 61, 0, '', false, true, '[]');
select public.save_contact('85100000-0000-4000-8000-000000000004', '85000000-0000-4000-8000-00000000000a', current_date - 4, 'email', '{teacher}', true, 1, 0, '', false, true, '[]');
select results_eq($$ select hours from public.time_entries where contact_id = '85100000-0000-4000-8000-000000000002' $$,
  $$ values (1.00::numeric) $$, '60 minutes are 1 h');
select results_eq($$ select hours, description from public.time_entries where contact_id = '85100000-0000-4000-8000-000000000003' $$,
  $$ values (1.25::numeric, 'Phone call attempted with caseworker') $$, '61 minutes round up to 1.25 h; an attempt says so');
select results_eq($$ select hours from public.time_entries where contact_id = '85100000-0000-4000-8000-000000000004' $$,
  $$ values (0.25::numeric) $$, 'one minute is a quarter hour');

select pg_temp.contact('85100000-0000-4000-8000-000000000001', 95, on_date => current_date - 6);
select results_eq($$ select date, hours from public.time_entries where contact_id = '85100000-0000-4000-8000-000000000001' $$,
  $$ values (current_date - 6, 1.75::numeric) $$, 'a corrected contact moves its entry (95 minutes: 1.75 h)');
update public.case_contacts set notes = 'Only the notes' where id = '85100000-0000-4000-8000-000000000001';
select is((select count(*)::int from public.time_entries where contact_id is not null), 4, 'still one entry per submitted contact');

-- changed only through the contact -----------------------------------------------------------
select throws_ok($$ update public.time_entries set hours = 5 where contact_id = '85100000-0000-4000-8000-000000000001' $$,
  'GC211', 'This entry comes from a contact: change or delete the contact instead', 'a linked entry is not edited on its own');
select throws_ok($$ delete from public.time_entries where contact_id = '85100000-0000-4000-8000-000000000001' $$,
  'GC211', null, 'nor deleted on its own');
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('85000000-0000-4000-8000-00000000000a', 'Report writing', 2, current_date - 1) $$,
  'Add Time Entry still logs work that is not a contact');
select lives_ok($$ update public.time_entries set hours = 2.5 where description = 'Report writing' $$,
  'and such an entry is edited as before');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, contact_id) values ('85000000-0000-4000-8000-00000000000a', 'Forged', 1, '85100000-0000-4000-8000-000000000002') $$,
  '42501', null, 'nobody links an entry to a contact by hand');
select results_eq($$ delete from public.case_contacts where id = '85100000-0000-4000-8000-000000000004' returning id $$,
  $$ values ('85100000-0000-4000-8000-000000000004'::uuid) $$, 'deleting a contact...');
select is_empty($$ select 1 from public.time_entries where contact_id = '85100000-0000-4000-8000-000000000004' $$,
  '...removes its entry');
select tests.authenticate_as('contractor_b');
select is_empty($$ update public.time_entries set hours = 1 where contact_id = '85100000-0000-4000-8000-000000000001' returning 1 $$,
  'contractor B does not reach A''s linked entry');

-- the time entry rules still hold --------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('85000000-0000-4000-8000-00000000000a', 'Long day', 23, current_date - 10) $$,
  'contractor A logs 23 hours on a day');
select throws_ok($$ select pg_temp.contact('85100000-0000-4000-8000-000000000005', 90, on_date => current_date - 10) $$,
  'GC002', null, 'a contact that would pass 24 hours that day is refused');
select is_empty($$ select 1 from public.case_contacts where id = '85100000-0000-4000-8000-000000000005' $$,
  'and nothing of it is kept');

-- follow-up ----------------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select pg_temp.contact('85100000-0000-4000-8000-000000000006', 30, follow => true, submit => false);
select is_empty($$ select 1 from public.messages where case_id = '85000000-0000-4000-8000-00000000000a' $$,
  'a follow-up draft posts nothing');
select pg_temp.contact('85100000-0000-4000-8000-000000000006', 30, follow => true);
select results_eq($$ select sender_id, body from public.messages where case_id = '85000000-0000-4000-8000-00000000000a' $$,
  $$ values (tests.uid('contractor_a'), 'Follow-up needed after the in-person contact of ' || to_char(current_date - 1, 'FMMonth FMDD, YYYY') || ': Notes of 85100000-0000-4000-8000-000000000006') $$,
  'submitting a follow-up contact posts one message from the contractor into the case''s thread');
select pg_temp.contact('85100000-0000-4000-8000-000000000006', 45, follow => true);
select is((select count(*)::int from public.messages where case_id = '85000000-0000-4000-8000-00000000000a'), 1,
  'correcting it posts nothing more');
select pg_temp.contact('85100000-0000-4000-8000-000000000002', 60, follow => true);
select is((select count(*)::int from public.messages where case_id = '85000000-0000-4000-8000-00000000000a'), 2,
  'ticking follow-up on a submitted contact posts once');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.messages where case_id = '85000000-0000-4000-8000-00000000000a' and sender_id = tests.uid('contractor_a')), 2,
  'the case''s admin reads them in the thread');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.messages where case_id = '85000000-0000-4000-8000-00000000000a' $$,
  'another contractor does not');

-- pro bono: priced at 0 -------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq($$ insert into public.time_entries (case_id, description, hours, date) values ('85000000-0000-4000-8000-00000000000f', 'Pro bono visit', 2, current_date - 1) returning hourly_rate $$,
  $$ values (0.00::numeric) $$, 'an entry on a pro bono case is priced at 0, not the billing rate');
select pg_temp.contact('85100000-0000-4000-8000-000000000007', 30, case_id => '85000000-0000-4000-8000-00000000000f');
select results_eq($$ select hourly_rate from public.time_entries where contact_id = '85100000-0000-4000-8000-000000000007' $$,
  $$ values (0.00::numeric) $$, 'so is a pro bono contact''s entry');
select results_eq($$ insert into public.time_entries (case_id, description, hours, date) values ('85000000-0000-4000-8000-00000000000a', 'Paid visit', 1, current_date - 2) returning hourly_rate $$,
  $$ values (50.00::numeric) $$, 'an entry on a paid case takes the billing rate');
select tests.authenticate_as('admin');
select lives_ok($$ select public.set_billing_rate(tests.uid('contractor_a'), 70) $$, 'an admin changes A''s billing rate');
select results_eq($$ select hourly_rate from public.time_entries where description = 'Pro bono visit' $$,
  $$ values (0.00::numeric) $$, 'pro bono time stays at 0');

select * from finish();
rollback;

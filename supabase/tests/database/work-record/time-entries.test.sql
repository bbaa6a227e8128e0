-- public.time_entries: contractors log time only on their own, not completed
-- cases, in 0.25 h steps, never in the future; each entry keeps the rate in
-- force when it was logged (the admin-set billing rate; see 09_billing_rates).
begin;
\ir ../../helpers/tests_schema.psql
-- The 24-hour rule on its own: the program's daily cap (default 16) raised to it.
update public.program_settings set max_hours_per_day = 24;
select plan(41);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('30000000-0000-4000-8000-00000000000a', 'A''s', 'Assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '30 days'),
  ('30000000-0000-4000-8000-00000000000b', 'B''s', 'Assigned to B', tests.uid('admin'), tests.uid('contractor_b'), 'assigned', now() - interval '30 days'),
  ('30000000-0000-4000-8000-00000000000d', 'Done', 'A''s completed case', tests.uid('admin'), tests.uid('contractor_a'), 'completed', now() - interval '30 days'),
  ('30000000-0000-4000-8000-00000000000e', 'Open', 'Nobody''s yet', tests.uid('admin'), null, 'open', now() - interval '30 days');
insert into public.time_entries (id, case_id, user_id, description, hours, date) values
  ('31000000-0000-4000-8000-00000000000a', '30000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'A work', 1.5, current_date - 2),
  ('31000000-0000-4000-8000-00000000000b', '30000000-0000-4000-8000-00000000000b', tests.uid('contractor_b'), 'B work', 2, current_date - 1),
  ('31000000-0000-4000-8000-00000000000d', '30000000-0000-4000-8000-00000000000d', tests.uid('contractor_a'), 'Done work', 4, current_date - 9);

-- select ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.time_entries $$, '42501', null, 'anon cannot read time entries');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.time_entries $$, 'a free user reads no time entries');
select tests.authenticate_as('contractor_a');
select set_eq($$ select description from public.time_entries $$, $$ values ('A work'), ('Done work') $$,
  'contractor A reads only their own entries');
select tests.authenticate_as('contractor_b');
select set_eq($$ select description from public.time_entries $$, $$ values ('B work') $$,
  'contractor B reads only their own entries');
select tests.authenticate_as('admin');
select set_has($$ select description from public.time_entries $$, $$ values ('A work'), ('B work'), ('Done work') $$,
  'an admin reads every entry');

-- insert ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ insert into public.time_entries (case_id, user_id, description, hours) values ('30000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'x', 1) $$,
  '42501', null, 'anon cannot log time');
select tests.authenticate_as('free');
select throws_ok($$ insert into public.time_entries (case_id, user_id, description, hours) values ('30000000-0000-4000-8000-00000000000a', tests.uid('free'), 'x', 1) $$,
  '42501', null, 'a free user cannot log time');
select tests.authenticate_as('contractor_a');
select results_eq($$ insert into public.time_entries (case_id, user_id, description, hours, date)
                     values ('30000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Home visit', 2.75, current_date)
                     returning hours, hourly_rate $$,
  $$ values (2.75::numeric, 50.00::numeric) $$, 'contractor A logs time on their own case, with their rate snapshotted');
select results_eq($$ insert into public.time_entries (case_id, description, hours) values ('30000000-0000-4000-8000-00000000000a', 'Defaults', 0.25) returning user_id, date $$,
  $$ values (tests.uid('contractor_a'), current_date) $$, 'user_id defaults to the caller and date to today');
select throws_ok($$ insert into public.time_entries (case_id, user_id, description, hours) values ('30000000-0000-4000-8000-00000000000b', tests.uid('contractor_a'), 'x', 1) $$,
  '42501', null, 'contractor A cannot log time on B''s case');
select throws_ok($$ insert into public.time_entries (case_id, user_id, description, hours) values ('30000000-0000-4000-8000-00000000000d', tests.uid('contractor_a'), 'x', 1) $$,
  '42501', null, 'contractor A cannot log time on their completed case');
select throws_ok($$ insert into public.time_entries (case_id, user_id, description, hours) values ('30000000-0000-4000-8000-00000000000e', tests.uid('contractor_a'), 'x', 1) $$,
  '42501', null, 'contractor A cannot log time on an open case they have not accepted');
select throws_ok($$ insert into public.time_entries (case_id, user_id, description, hours) values ('30000000-0000-4000-8000-00000000000a', tests.uid('contractor_b'), 'x', 1) $$,
  '42501', null, 'contractor A cannot log time in B''s name');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, hourly_rate) values ('30000000-0000-4000-8000-00000000000a', 'x', 1, 999) $$,
  '42501', null, 'nobody sets the rate snapshot by hand');
select throws_ok($$ insert into public.time_entries (case_id, description, hours) values ('30000000-0000-4000-8000-00000000000a', 'x', 0) $$,
  '23514', null, 'hours must be more than 0');
select throws_ok($$ insert into public.time_entries (case_id, description, hours) values ('30000000-0000-4000-8000-00000000000a', 'x', -1) $$,
  '23514', null, 'hours cannot be negative');
select throws_ok($$ insert into public.time_entries (case_id, description, hours) values ('30000000-0000-4000-8000-00000000000a', 'x', 1.1) $$,
  '23514', null, 'hours come in 0.25 steps');
select throws_ok($$ insert into public.time_entries (case_id, description, hours) values ('30000000-0000-4000-8000-00000000000a', 'x', 24.25) $$,
  '23514', null, 'no more than 24 hours in a day');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('30000000-0000-4000-8000-00000000000a', 'x', 1, current_date + 1) $$,
  '23514', null, 'the date cannot be in the future');
select throws_ok($$ insert into public.time_entries (case_id, description, hours) values ('30000000-0000-4000-8000-00000000000a', ' ', 1) $$,
  '23514', null, 'a description is required');
select tests.authenticate_as('contractor_b');
select throws_ok($$ insert into public.time_entries (case_id, user_id, description, hours) values ('30000000-0000-4000-8000-00000000000a', tests.uid('contractor_b'), 'x', 1) $$,
  '42501', null, 'contractor B cannot log time on A''s case');
select tests.authenticate_as('admin');
select throws_ok($$ insert into public.time_entries (case_id, user_id, description, hours) values ('30000000-0000-4000-8000-00000000000a', tests.uid('admin'), 'x', 1) $$,
  '42501', null, 'an admin does not log time');

-- the rate snapshot ---------------------------------------------------------------
reset role;
update public.users set billing_rate = 80 where id = tests.uid('contractor_a');
select tests.authenticate_as('contractor_a');
select results_eq($$ insert into public.time_entries (case_id, description, hours) values ('30000000-0000-4000-8000-00000000000a', 'After raise', 1) returning hourly_rate $$,
  $$ values (80.00::numeric) $$, 'a new entry takes the new billing rate');
select results_eq($$ select hourly_rate from public.time_entries where description = 'Home visit' $$,
  $$ values (50.00::numeric) $$, 'an old entry keeps the rate it was logged at');

-- update ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ update public.time_entries set hours = 8 $$, '42501', null, 'anon cannot change entries');
select tests.authenticate_as('free');
select is_empty($$ update public.time_entries set hours = 8 returning 1 $$, 'a free user changes no entries');
select tests.authenticate_as('contractor_a');
select results_eq($$ update public.time_entries set hours = 3, description = 'Corrected' where id = '31000000-0000-4000-8000-00000000000a' returning hours, hourly_rate $$,
  $$ values (3.00::numeric, 50.00::numeric) $$, 'contractor A corrects their own entry; the rate snapshot stays');
select is_empty($$ update public.time_entries set hours = 8 where id = '31000000-0000-4000-8000-00000000000d' returning 1 $$,
  'entries on a completed case are frozen');
select is_empty($$ update public.time_entries set hours = 8 where id = '31000000-0000-4000-8000-00000000000b' returning 1 $$,
  'contractor A cannot change B''s entries');
select throws_ok($$ update public.time_entries set case_id = '30000000-0000-4000-8000-00000000000b' where id = '31000000-0000-4000-8000-00000000000a' $$,
  '42501', null, 'an entry cannot be moved to another case');
select throws_ok($$ update public.time_entries set hours = 0.3 where id = '31000000-0000-4000-8000-00000000000a' $$,
  '23514', null, 'corrections obey the same hour rules');
select tests.authenticate_as('contractor_b');
select is_empty($$ update public.time_entries set hours = 8 where id = '31000000-0000-4000-8000-00000000000a' returning 1 $$,
  'contractor B cannot change A''s entries');
select tests.authenticate_as('admin');
select is_empty($$ update public.time_entries set hours = 8 where id = '31000000-0000-4000-8000-00000000000a' returning 1 $$,
  'an admin does not edit entries');

-- delete ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ delete from public.time_entries $$, '42501', null, 'anon cannot delete entries');
select tests.authenticate_as('free');
select is_empty($$ delete from public.time_entries returning 1 $$, 'a free user deletes no entries');
select tests.authenticate_as('contractor_b');
select is_empty($$ delete from public.time_entries where id = '31000000-0000-4000-8000-00000000000a' returning 1 $$, 'contractor B cannot delete A''s entries');
select tests.authenticate_as('admin');
select is_empty($$ delete from public.time_entries where id = '31000000-0000-4000-8000-00000000000a' returning 1 $$, 'an admin does not delete entries');
select tests.authenticate_as('contractor_a');
select is_empty($$ delete from public.time_entries where id = '31000000-0000-4000-8000-00000000000d' returning 1 $$, 'entries on a completed case cannot be deleted');
select results_eq($$ delete from public.time_entries where description = 'Home visit' returning description $$,
  $$ values ('Home visit') $$, 'contractor A deletes their own entry on an open case');

reset role;
select results_eq($$ select description, hours from public.time_entries where id::text like '31000000-%' order by id $$,
  $$ values ('Corrected', 3.00::numeric), ('B work', 2.00), ('Done work', 4.00) $$,
  'refused writes left the entries unchanged');
select is((select count(*)::int from public.time_entries where case_id = '30000000-0000-4000-8000-00000000000a'), 3,
  'exactly the allowed entries exist on A''s case');

select * from finish();
rollback;

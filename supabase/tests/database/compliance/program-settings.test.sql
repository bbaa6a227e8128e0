-- public.program_settings: one row, read by every signed-in user, changed only
-- by admins, each value within its bounds.
begin;
\ir ../../helpers/tests_schema.psql
select plan(16);

-- read ----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.program_settings $$, '42501', null, 'anon cannot read the program settings');
select tests.authenticate_as('free');
select results_eq(
  $$ select pre_service_hours, in_service_hours_per_year, visit_threshold_days, visit_due_soon_days
       from public.program_settings $$,
  $$ values (30::numeric, 12::numeric, 30, 7) $$,
  'a signed-in user reads the defaults: 30 h pre-service, 12 h a year, 30 days, 7 days');
select tests.authenticate_as('contractor_a');
select results_eq($$ select count(*)::integer from public.program_settings $$, $$ values (1) $$,
  'contractors read the one row');

-- change --------------------------------------------------------------------------
select is_empty($$ update public.program_settings set pre_service_hours = 1 returning 1 $$,
  'a contractor cannot lower the pre-service threshold');
select tests.authenticate_as('free');
select is_empty($$ update public.program_settings set in_service_hours_per_year = 0 returning 1 $$,
  'a free user cannot change the in-service threshold');
select tests.authenticate_as('contractor_a');
select throws_ok($$ update public.program_settings set updated_by = tests.uid('contractor_a') $$, '42501', null,
  'nobody writes who changed the settings');
select tests.authenticate_as('admin');
select results_eq(
  $$ update public.program_settings
        set pre_service_hours = 24.5, in_service_hours_per_year = 10, visit_threshold_days = 21,
            visit_due_soon_days = 5
     returning pre_service_hours, in_service_hours_per_year, visit_threshold_days, visit_due_soon_days,
               updated_by $$,
  $$ values (24.5::numeric, 10::numeric, 21, 5, tests.uid('admin')) $$,
  'an admin changes every threshold, and the row records who did');
select throws_ok($$ update public.program_settings set pre_service_hours = 10.1 $$, '23514', null,
  'hours are whole quarter hours');
select throws_ok($$ update public.program_settings set in_service_hours_per_year = -1 $$, '23514', null,
  'hours are not negative');
select throws_ok($$ update public.program_settings set visit_threshold_days = 0 $$, '23514', null,
  'the visit standard is at least a day');
select throws_ok($$ update public.program_settings set visit_due_soon_days = 91 $$, '23514', null,
  'the due-soon window is at most 90 days');
select throws_ok($$ insert into public.program_settings (id) values (true) $$, '42501', null,
  'nobody adds a second row');
select throws_ok($$ delete from public.program_settings $$, '42501', null,
  'nobody deletes the row');
select throws_ok($$ update public.program_settings set id = false $$, '42501', null,
  'nobody changes the row''s key');

reset role;
select results_eq($$ select pre_service_hours from public.program_settings $$, $$ values (24.5::numeric) $$,
  'the admin''s change stuck and the others'' did not');
select results_eq($$ select count(*)::integer from public.program_settings $$, $$ values (1) $$,
  'there is still exactly one row');

select * from finish();
rollback;

-- public.mileage_rates: the IRS business rates for 2025 and 2026 are
-- there from the migration; admins add, correct and delete rates; admins and
-- contractors read them; a trip takes the rate in force on its date.
begin;
\ir ../../helpers/tests_schema.psql
select plan(24);

select results_eq($$ select effective_from, cents_per_mile from public.mileage_rates order by effective_from $$,
  $$ values ('2025-01-01'::date, 70.0::numeric), ('2026-01-01'::date, 72.5::numeric) $$,
  'the IRS business standard rates for 2025 (70 cents) and 2026 (72.5 cents) are seeded');

-- select ----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.mileage_rates $$, '42501', null, 'anon cannot read mileage rates');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.mileage_rates $$, 'a free user reads no mileage rates');
select tests.authenticate_as('contractor_a');
select is((select count(*)::int from public.mileage_rates), 2, 'a contractor reads the rates');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.mileage_rates), 2, 'an admin reads the rates');

-- insert ----------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ insert into public.mileage_rates (effective_from, cents_per_mile) values ('2027-01-01', 80) $$, '42501', null, 'anon cannot add a rate');
select tests.authenticate_as('free');
select throws_ok($$ insert into public.mileage_rates (effective_from, cents_per_mile) values ('2027-01-01', 80) $$, '42501', null, 'a free user cannot add a rate');
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.mileage_rates (effective_from, cents_per_mile) values ('2027-01-01', 80) $$, '42501', null, 'a contractor cannot add a rate');
select tests.authenticate_as('admin');
select results_eq($$ insert into public.mileage_rates (effective_from, cents_per_mile) values (current_date - 10, 75.5) returning cents_per_mile $$,
  $$ values (75.5::numeric) $$, 'an admin adds a rate from a date, with a tenth of a cent');
select throws_ok($$ insert into public.mileage_rates (effective_from, cents_per_mile) values (current_date - 10, 76) $$, '23505', null, 'one rate per date');
select throws_ok($$ insert into public.mileage_rates (effective_from, cents_per_mile) values ('2024-01-01', -1) $$, '23514', null, 'a rate is not negative');
select throws_ok($$ insert into public.mileage_rates (effective_from, cents_per_mile) values ('2024-01-01', 1000.5) $$, '23514', null, 'a rate is at most 1000 cents');

-- the rate in force -------------------------------------------------------------------
reset role;
select is(private.mileage_rate_on('2025-06-30'), 70.0, 'a 2025 trip takes 70 cents');
select is(private.mileage_rate_on('2026-01-01'), 72.5, 'a trip on 1 January 2026 takes 72.5 cents');
select is(private.mileage_rate_on(current_date - 10), 75.5, 'a trip from a newer rate''s date on takes it');
select is(private.mileage_rate_on('2024-12-31'), null, 'a trip before every rate has none');

-- update ------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ update public.mileage_rates set cents_per_mile = 1 $$, '42501', null, 'anon cannot change rates');
select tests.authenticate_as('contractor_a');
select is_empty($$ update public.mileage_rates set cents_per_mile = 1 returning 1 $$, 'a contractor changes no rate');
select tests.authenticate_as('free');
select is_empty($$ update public.mileage_rates set cents_per_mile = 1 returning 1 $$, 'a free user changes no rate');
select tests.authenticate_as('admin');
select results_eq($$ update public.mileage_rates set cents_per_mile = 72.0 where effective_from = '2026-01-01' returning cents_per_mile $$,
  $$ values (72.0::numeric) $$, 'an admin corrects a rate');

-- delete ------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ delete from public.mileage_rates $$, '42501', null, 'anon cannot delete rates');
select tests.authenticate_as('contractor_a');
select is_empty($$ delete from public.mileage_rates returning 1 $$, 'a contractor deletes no rate');
select tests.authenticate_as('admin');
select results_eq($$ delete from public.mileage_rates where cents_per_mile = 75.5 returning effective_from $$,
  $$ values (current_date - 10) $$, 'an admin deletes a rate');
reset role;
select is((select count(*)::int from public.mileage_rates), 2, 'only the admin''s changes happened');

select * from finish();
rollback;

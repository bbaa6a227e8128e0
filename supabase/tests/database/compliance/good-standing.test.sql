-- Good standing: approved pre-service hours >= the threshold, and
-- from the first full year after approval, approved in-service hours this
-- calendar year >= the yearly threshold. Read by the person and by admins.
begin;
\ir ../../helpers/tests_schema.psql
select plan(17);

reset role;
-- contractor_a: approved long ago, with the helper's 100 pre-service hours.
update public.users set contractor_since = date '2020-03-01' where id = tests.uid('contractor_a');
insert into public.training_records (user_id, title, provider, completed_on, hours, kind, status, review_note)
values
  (tests.uid('contractor_a'), 'This year, approved', 'GAL', current_date, 4.5, 'in_service', 'approved', null),
  (tests.uid('contractor_a'), 'This year, pending', 'GAL', current_date, 5, 'in_service', 'pending', null),
  (tests.uid('contractor_a'), 'This year, rejected', 'GAL', current_date, 5, 'in_service', 'rejected', 'No proof'),
  (tests.uid('contractor_a'), 'Last year', 'GAL', make_date(extract(year from current_date)::integer - 1, 6, 1), 20, 'in_service', 'approved', null),
  (tests.uid('free'), 'Module 1', 'GAL', current_date, 12, 'pre_service', 'approved', null);

-- the rule ------------------------------------------------------------------------
select results_eq(
  $$ select pre_service_hours, in_service_hours, in_service_required, good_standing, shortfall
       from private.training_standing(tests.uid('contractor_a')) $$,
  $$ values (100::numeric, 4.5::numeric, 12::numeric, false,
             '7.5 in-service hours still needed for ' || extract(year from current_date)) $$,
  'only this year''s approved in-service hours count: 7.5 of 12 still needed, said so');
select results_eq(
  $$ select good_standing, in_service_required, in_service_applies_from
       from private.training_standing(tests.uid('contractor_b')) $$,
  $$ values (true, 0::numeric, extract(year from current_date)::integer + 1) $$,
  'a contractor approved this year owes no in-service hours until next year');
select results_eq(
  $$ select good_standing, shortfall from private.training_standing(tests.uid('free')) $$,
  $$ values (false, '18 pre-service hours still needed') $$,
  'an applicant with 12 approved pre-service hours needs 18 more');
insert into public.training_records (user_id, title, provider, completed_on, hours, kind, status)
values (tests.uid('contractor_a'), 'Top-up', 'GAL', current_date, 7.5, 'in_service', 'approved');
select results_eq($$ select good_standing, shortfall from private.training_standing(tests.uid('contractor_a')) $$,
  $$ values (true, null::text) $$, '7.5 more approved hours put the contractor in good standing');
delete from public.training_records where user_id = tests.uid('contractor_a') and kind = 'pre_service';
select results_eq($$ select shortfall from private.training_standing(tests.uid('contractor_a')) $$,
  $$ values ('30 pre-service hours still needed') $$, 'without pre-service hours, 30 are needed');
insert into public.training_records (user_id, title, provider, completed_on, hours, kind, status)
values (tests.uid('contractor_a'), 'Almost', 'GAL', current_date, 29, 'pre_service', 'approved');
update public.training_records set status = 'pending' where user_id = tests.uid('contractor_a') and title = 'Top-up';
select results_eq($$ select shortfall from private.training_standing(tests.uid('contractor_a')) $$,
  $$ values ('1 pre-service hour still needed and 7.5 in-service hours still needed for ' || extract(year from current_date)) $$,
  'both shortfalls are named, in one sentence');

-- thresholds come from the program settings ---------------------------------------
update public.program_settings set pre_service_hours = 29, in_service_hours_per_year = 4.5;
select results_eq($$ select good_standing from private.training_standing(tests.uid('contractor_a')) $$,
  $$ values (true) $$, 'lower thresholds, set by an admin, put the same hours in good standing');
update public.program_settings set pre_service_hours = 30, in_service_hours_per_year = 12;

-- the approval date ---------------------------------------------------------------
select results_eq($$ select contractor_since from public.users where id = tests.uid('contractor_b') $$,
  $$ values (current_date) $$, 'becoming a contractor stamps the approval date');
select tests.authenticate_as('admin');
select lives_ok($$ select public.set_user_role(tests.uid('free'), 'contractor') $$, 'an admin promotes the applicant');
reset role;
select results_eq($$ select contractor_since from public.users where id = tests.uid('free') $$,
  $$ values (current_date) $$, 'a promotion by an admin stamps it too');
select tests.authenticate_as('contractor_a');
select throws_ok($$ update public.users set contractor_since = '2000-01-01' where id = tests.uid('contractor_a') $$,
  '42501', null, 'nobody moves their own approval date (to owe fewer hours)');

-- who reads a standing --------------------------------------------------------------
select results_eq($$ select user_id, good_standing from public.training_progress() $$,
  $$ values (tests.uid('contractor_a'), false) $$, 'a contractor reads their own progress');
select throws_ok($$ select * from public.training_progress(tests.uid('contractor_b')) $$, '42501', null,
  'a contractor cannot read another contractor''s progress');
select tests.authenticate_as('free');
select throws_ok($$ select * from public.training_progress(tests.uid('contractor_a')) $$, '42501', null,
  'nor can an applicant');
select tests.clear_authentication();
select throws_ok($$ select * from public.training_progress() $$, '42501', null, 'anon has no progress to read');
select throws_ok($$ select private.training_standing(tests.uid('contractor_a')) $$, '42501', null,
  'anon cannot call the private helper');
select tests.authenticate_as('admin');
select results_eq($$ select pre_service_hours from public.training_progress(tests.uid('contractor_a')) $$,
  $$ values (29::numeric) $$, 'an admin reads any contractor''s progress');

select * from finish();
rollback;

-- public.dashboard_charts(from_on, to_on): each role's chart series, computed from the
-- rows the stat cards and widgets read. An admin with the second factor gets the
-- program's; a contractor only their own work; anyone else nothing. The helpers behind
-- it refuse the wrong caller before reading anything.
begin;
\ir ../../helpers/tests_schema.psql
select plan(26);

-- A period long before the demo data, so only this file's rows fall in it.
create function tests.month_of(charts jsonb, series text, month text) returns jsonb
  language sql immutable as $$
  select e from jsonb_array_elements(charts -> series) e where e ->> 'month' = month
$$;
create temp table answers (who text, charts jsonb);
grant all on answers to authenticated;

insert into public.cases (id, title, description, admin_id, contractor_id, status, county, created_at) values
  ('13800000-0000-4000-8000-0000000000a1', 'A one', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', 'Leon', '2020-01-01'),
  ('13800000-0000-4000-8000-0000000000a2', 'A two', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Leon', '2020-01-01'),
  ('13800000-0000-4000-8000-0000000000a3', 'A done', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'completed', 'Leon', '2020-01-01'),
  ('13800000-0000-4000-8000-0000000000b1', 'B one', 'x', tests.uid('admin'), tests.uid('contractor_b'), 'in_progress', 'Duval', '2020-01-01');
insert into public.time_entries (case_id, user_id, description, hours, date) values
  ('13800000-0000-4000-8000-0000000000a1', tests.uid('contractor_a'), 'Visit', 2.5, '2020-03-04'),
  ('13800000-0000-4000-8000-0000000000a2', tests.uid('contractor_a'), 'Call', 0.75, '2020-03-20'),
  ('13800000-0000-4000-8000-0000000000a1', tests.uid('contractor_a'), 'Report', 1, '2020-04-02'),
  ('13800000-0000-4000-8000-0000000000b1', tests.uid('contractor_b'), 'Visit', 4, '2020-03-10');
insert into public.case_contacts (case_id, user_id, contact_date, contact_type, contact_with, contact_made, minutes, miles, status) values
  ('13800000-0000-4000-8000-0000000000a1', tests.uid('contractor_a'), '2020-03-04', 'in_person', '{child}', true, 60, 12.5, 'submitted'),
  ('13800000-0000-4000-8000-0000000000b1', tests.uid('contractor_b'), '2020-03-10', 'in_person', '{child}', true, 60, 30, 'submitted'),
  ('13800000-0000-4000-8000-0000000000b1', tests.uid('contractor_b'), '2020-03-11', 'phone', '{parent}', true, 10, 99, 'draft');
-- A submitted contact logs its minutes as a time entry: an hour each in March.
update public.program_settings set caseload_cap = 7;

-- who ----------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select public.dashboard_charts('2020-01-01', '2020-12-31') $$, '42501', null,
  'anon cannot ask for charts');
select tests.authenticate_as('free');
select is(public.dashboard_charts('2020-01-01', '2020-12-31'), '{}'::jsonb, 'a free user gets no charts');
select throws_ok($$ select private.admin_charts('2020-01-01', '2020-12-31') $$, '42501', null,
  'a free user cannot call the admin''s charts');

select tests.authenticate_as('contractor_a');
select throws_ok($$ select private.admin_charts('2020-01-01', '2020-12-31') $$, '42501', null,
  'a contractor cannot call the admin''s charts');
insert into answers select 'a', public.dashboard_charts('2020-01-01', '2020-12-31');
select is((select array(select jsonb_object_keys(charts) order by 1) from answers where who = 'a'),
  array['deadlines', 'hours', 'visit_intervals'], 'a contractor gets their three charts');

select tests.authenticate_with_password_only('admin');
select throws_ok($$ select public.dashboard_charts('2020-01-01', '2020-12-31') $$, '42501', null,
  'an admin without the second factor gets no charts');

select tests.authenticate_as('admin');
select throws_ok($$ select private.contractor_charts('2020-01-01', '2020-12-31') $$, '42501', null,
  'an admin cannot call a contractor''s charts');
insert into answers select 'admin', public.dashboard_charts('2020-01-01', '2020-12-31');
select is((select array(select jsonb_object_keys(charts) order by 1) from answers where who = 'admin'),
  array['caseloads', 'hours_mileage', 'pipeline', 'report_deadlines', 'visits_overdue'],
  'an admin with the second factor gets the program''s five charts');

-- the period ---------------------------------------------------------------------------
select throws_ok($$ select public.dashboard_charts('2020-05-01', '2020-04-30') $$, '22023', null,
  'a period cannot end before it starts');
select throws_ok($$ select public.dashboard_charts('2020-01-01', '2022-01-02') $$, '22023', null,
  'a period is at most 24 months');
select is(jsonb_array_length(public.dashboard_charts('2020-01-15', '2020-12-31') -> 'hours_mileage'), 12,
  'every month the period touches has a point, empty ones too');

-- the admin's numbers ------------------------------------------------------------------
reset role;
select is((select tests.month_of(charts, 'hours_mileage', '2020-03-01') from answers where who = 'admin'),
  '{"month": "2020-03-01", "hours": 9.25, "miles": 42.5}'::jsonb,
  'March: every contractor''s hours (a submitted contact''s time too), and the miles of submitted contacts only');
select is((select (tests.month_of(charts, 'hours_mileage', '2020-03-01') ->> 'hours')::numeric from answers where who = 'admin'),
  (select sum(hours) from public.time_entries where date between '2020-03-01' and '2020-03-31'),
  'the hours equal the time entries'' sum for the month');
select is((select tests.month_of(charts, 'hours_mileage', '2020-04-01') from answers where who = 'admin'),
  '{"month": "2020-04-01", "hours": 1, "miles": 0}'::jsonb, 'April');
select is((select (charts -> 'caseloads' ->> 'cap')::int from answers where who = 'admin'), 7,
  'the caseload chart marks the program''s cap');
select is((select e from answers, jsonb_array_elements(charts -> 'caseloads' -> 'rows') e
            where who = 'admin' and e ->> 'contractor_id' = tests.uid('contractor_a')::text),
  jsonb_build_object('contractor_id', tests.uid('contractor_a'), 'name', 'Test contractor_a', 'active_cases', 2),
  'a contractor''s active cases leave the completed one out, as the Active Cases card does');
select is((select (e ->> 'active_cases')::int from answers, jsonb_array_elements(charts -> 'caseloads' -> 'rows') e
            where who = 'admin' and e ->> 'contractor_id' = tests.uid('contractor_b')::text),
  (select count(*)::int from public.cases where contractor_id = tests.uid('contractor_b') and private.case_is_active(status)),
  'the caseload equals the active cases counted directly');
select is((select jsonb_array_length(charts -> 'report_deadlines') from answers where who = 'admin'), 8,
  'report deadlines come in 8 weeks');
select is(
  (select coalesce(sum((e ->> 'overdue')::int), 0)::int from answers, jsonb_array_elements(charts -> 'visits_overdue') e where who = 'admin'),
  (select count(*)::int from public.visits_due() where overdue),
  'overdue visits by county add up to Visits Due''s overdue cases');

select tests.create_user('applicant_' || n) from generate_series(1, 4) n;
insert into public.contractor_applications (user_id, full_name, email, phone, years_experience, professional_summary, status, created_at)
select tests.uid(n), 'Applicant ' || n, n || '@tests.local', '555-0100', 3, 'Summary', s::public.application_status, ('2020-06-0' || i)::timestamptz
  from (values ('applicant_1', 'pending', 1), ('applicant_2', 'approved', 2), ('applicant_3', 'rejected', 3), ('applicant_4', 'approved', 4))
       as a(n, s, i);
select tests.authenticate_as('admin');
select is(public.dashboard_charts('2020-06-01', '2020-06-30') -> 'pipeline',
  '[{"stage": "received", "count": 4, "conversion": null},
    {"stage": "decided", "count": 3, "conversion": 75.0},
    {"stage": "approved", "count": 2, "conversion": 66.7}]'::jsonb,
  'the pipeline counts the period''s applications by stage, each stage''s share of the one before');

-- a contractor's own ---------------------------------------------------------------------
reset role;
select is((select tests.month_of(charts, 'hours', '2020-03-01') from answers where who = 'a'),
  '{"month": "2020-03-01", "hours": 4.25}'::jsonb,
  'a contractor''s March is their own hours, not another contractor''s');
select is(
  (select array(select e ->> 'title' from jsonb_array_elements(charts -> 'visit_intervals' -> 'rows') e order by 1)
     from answers where who = 'a'),
  array['A one', 'A two'], 'a contractor''s visit intervals are their own active cases only');
select is(
  (select (e ->> 'days_since')::int from answers, jsonb_array_elements(charts -> 'visit_intervals' -> 'rows') e
    where who = 'a' and e ->> 'title' = 'A one'),
  (now() at time zone 'America/Chicago')::date - date '2020-03-04',
  'the visit clock runs from the last in-person visit with the child');
select is((select (charts -> 'visit_intervals' ->> 'threshold')::int from answers where who = 'a'),
  (select visit_threshold_days from public.program_settings), 'beside the program''s visit standard');

-- the caseload cap -----------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
update public.program_settings set caseload_cap = 50;
reset role;
select is((select caseload_cap from public.program_settings), 7, 'a contractor cannot change the caseload cap');
select tests.authenticate_as('admin');
update public.program_settings set caseload_cap = 15;
reset role;
select is((select caseload_cap from public.program_settings), 15, 'an admin changes the caseload cap');

select * from finish();
rollback;

-- public.visits_due(): active cases whose child was last seen in person
-- longer ago than the program's visit standard (or not since the assignment), and
-- those due within the due-soon window, oldest first. Contractors get their own
-- cases, admins all, nobody else any; the thresholds come from program_settings.
begin;
\ir ../../helpers/tests_schema.psql
select plan(19);

create function tests.florida_day(days_ago integer) returns date language sql stable as $$
  select (now() at time zone 'America/Chicago')::date - days_ago
$$;
create function tests.plan_of(query text) returns setof text language plpgsql as $$
begin
  return query execute 'explain ' || query;
end
$$;

insert into public.cases (id, title, description, admin_id, contractor_id, status, county, created_at) values
  ('10600000-0000-4000-8000-0000000000a1', 'A late', 'Visited 40 days ago', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', 'Leon', now() - interval '60 days'),
  ('10600000-0000-4000-8000-0000000000a2', 'A recent', 'Visited 3 days ago', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Leon', now() - interval '60 days'),
  ('10600000-0000-4000-8000-0000000000a3', 'A never', 'Never visited', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Leon', now() - interval '60 days'),
  ('10600000-0000-4000-8000-0000000000a5', 'A soon', 'Visited 25 days ago', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', 'Leon', now() - interval '60 days'),
  ('10600000-0000-4000-8000-0000000000ad', 'A done', 'Completed, never visited', tests.uid('admin'), tests.uid('contractor_a'), 'completed', 'Leon', now() - interval '60 days'),
  ('10600000-0000-4000-8000-0000000000b1', 'B never', 'Never visited', tests.uid('admin'), tests.uid('contractor_b'), 'assigned', 'Duval', now() - interval '50 days');
insert into public.case_contacts (id, case_id, user_id, contact_date, contact_type, contact_with, contact_made, minutes, status) values
  ('10610000-0000-4000-8000-0000000000a1', '10600000-0000-4000-8000-0000000000a1', tests.uid('contractor_a'), tests.florida_day(40), 'in_person', '{child,parent}', true, 60, 'submitted'),
  -- None of these is a visit: a call, a draft, an attempt, a visit without the child.
  ('10610000-0000-4000-8000-0000000000a6', '10600000-0000-4000-8000-0000000000a1', tests.uid('contractor_a'), tests.florida_day(2), 'phone', '{child}', true, 15, 'submitted'),
  ('10610000-0000-4000-8000-0000000000a7', '10600000-0000-4000-8000-0000000000a1', tests.uid('contractor_a'), tests.florida_day(1), 'in_person', '{child}', true, 30, 'draft'),
  ('10610000-0000-4000-8000-0000000000a8', '10600000-0000-4000-8000-0000000000a1', tests.uid('contractor_a'), tests.florida_day(1), 'in_person', '{child}', false, 30, 'submitted'),
  ('10610000-0000-4000-8000-0000000000a9', '10600000-0000-4000-8000-0000000000a1', tests.uid('contractor_a'), tests.florida_day(1), 'in_person', '{parent}', true, 30, 'submitted'),
  ('10610000-0000-4000-8000-0000000000a2', '10600000-0000-4000-8000-0000000000a2', tests.uid('contractor_a'), tests.florida_day(3), 'in_person', '{child}', true, 45, 'submitted'),
  ('10610000-0000-4000-8000-0000000000a5', '10600000-0000-4000-8000-0000000000a5', tests.uid('contractor_a'), tests.florida_day(25), 'in_person', '{child}', true, 45, 'submitted');

-- who ----------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.visits_due() $$, '42501', null, 'anon cannot ask for visits due');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.visits_due() $$, 'a free user gets no cases');
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ select case_title, last_visit_on, days_since, overdue from public.visits_due() $$,
  $$ values ('A never', null::date, 60, true), ('A late', tests.florida_day(40), 40, true),
            ('A soon', tests.florida_day(25), 25, false) $$,
  'contractor A gets their overdue and due-soon cases, oldest first, with the last visit');
select is_empty($$ select 1 from public.visits_due() where case_title in ('B never', 'A recent', 'A done') $$,
  'not B''s case, not a case visited 3 days ago, not a completed case');
select results_eq(
  $$ select due_on, since_on from public.visits_due() where case_title = 'A late' $$,
  $$ values (tests.florida_day(10), tests.florida_day(40)) $$,
  'a call, a draft, a failed attempt and a visit without the child do not reset the clock');
select tests.authenticate_as('contractor_b');
select results_eq($$ select case_title, county, contractor_name from public.visits_due() $$,
  $$ values ('B never', 'Duval', 'Test contractor_b') $$, 'contractor B gets only their own case');
select tests.authenticate_as('admin');
select set_has($$ select case_title from public.visits_due() $$,
  $$ values ('A never'), ('A late'), ('A soon'), ('B never') $$, 'an admin gets every contractor''s cases');
select is_empty($$ select 1 from public.visits_due() where case_title in ('A recent', 'A done') $$,
  'an admin does not get a recently visited or a completed case');

-- backdating ------------------------------------------------------------------------------
reset role;
update public.case_contacts set contact_date = tests.florida_day(35)
 where id = '10610000-0000-4000-8000-0000000000a2';
select tests.authenticate_as('contractor_a');
select results_eq($$ select days_since, overdue from public.visits_due() where case_title = 'A recent' $$,
  $$ values (35, true) $$, 'a visit backdated past the standard makes the case overdue');

-- the thresholds -------------------------------------------------------------------------
select tests.authenticate_as('admin');
update public.program_settings set visit_threshold_days = 45, visit_due_soon_days = 0;
select tests.authenticate_as('contractor_a');
select set_eq($$ select case_title from public.visits_due() $$, $$ values ('A never') $$,
  'a 45-day standard with no due-soon window leaves only the case unvisited for 60 days');
select tests.authenticate_as('admin');
update public.program_settings set visit_threshold_days = 20, visit_due_soon_days = 7;
select tests.authenticate_as('contractor_a');
select results_eq($$ select overdue from public.visits_due() where case_title = 'A soon' $$,
  $$ values (true) $$, 'a 20-day standard makes the visit 25 days ago overdue');
select tests.authenticate_as('contractor_a');
update public.program_settings set visit_threshold_days = 365;
select results_eq($$ select count(*)::integer from public.visits_due() where overdue $$, $$ values (4) $$,
  'a contractor cannot loosen the standard to hide their overdue visits');
select tests.authenticate_as('admin');
update public.program_settings set visit_threshold_days = 30;
select tests.authenticate_as('contractor_a');
select results_eq($$ select due_on from public.visits_due() where case_title = 'A soon' $$,
  $$ values (tests.florida_day(-5)) $$, 'the standard is back at 30 days: due in five days');

-- assignment starts the clock --------------------------------------------------------------
reset role;
update public.cases set contractor_id = tests.uid('contractor_b')
 where id = '10600000-0000-4000-8000-0000000000a3';
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.visits_due() where case_title = 'A never' $$,
  'a case just reassigned gives its new contractor the full standard');
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.visits_due() where case_title = 'A never' $$,
  'nor does the previous contractor see it any more');
reset role;
update public.cases set contractor_id = tests.uid('contractor_a')
 where id = '10600000-0000-4000-8000-0000000000a3';
update public.case_events set created_at = now() - interval '33 days'
 where case_id = '10600000-0000-4000-8000-0000000000a3';
select tests.authenticate_as('contractor_a');
select results_eq($$ select last_visit_on, days_since from public.visits_due() where case_title = 'A never' $$,
  $$ values (null::date, 33) $$, 'with no visit the clock runs from the assignment');

-- how ------------------------------------------------------------------------------------
reset role;
select is((select prosecdef from pg_proc where oid = 'public.visits_due()'::regprocedure), false,
  'visits_due is security invoker: the table policies decide whose cases');
select has_index('public', 'case_contacts', 'case_contacts_visits_idx', 'in-person visits are indexed');
set local enable_seqscan = off;
select ok(
  (select string_agg(p, E'\n') from (
     select * from tests.plan_of($$ select max(contact_date) from public.case_contacts k
        where k.case_id = '10600000-0000-4000-8000-0000000000a1' and k.contact_type = 'in_person'
          and k.contact_made and k.status = 'submitted' and 'child' = any (k.contact_with) $$)
  ) e(p)) like '%case_contacts_visits_idx%',
  'the last visit of a case is read from that index');

select * from finish();
rollback;

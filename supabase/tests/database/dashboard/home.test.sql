-- The dashboard home's one request: public.dashboard_home(widgets)
-- answers only the widgets asked for, each with the caller's own rows (RLS and
-- the called functions decide); another user's cases, deadlines and applications
-- never appear; anonymous callers are refused.
begin;
\ir ../../helpers/tests_schema.psql
select plan(13);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('12000000-0000-4000-8000-00000000000a', 'Home A', 'Home', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', now() - interval '60 days'),
  ('12000000-0000-4000-8000-00000000000b', 'Home B', 'Home', tests.uid('admin'), tests.uid('contractor_b'), 'assigned', now() - interval '60 days');
insert into public.court_dates (case_id, hearing_at, hearing_type) values
  ('12000000-0000-4000-8000-00000000000a', now() + interval '3 days', 'status'),
  ('12000000-0000-4000-8000-00000000000b', now() + interval '4 days', 'status');
insert into public.assistant_applications (user_id, full_name, email, phone, location, field_of_study, years_experience,
  professional_summary, office_skills, written_communication, research_skills, organization_skills, database_skills,
  why_interested, confidential_info, work_schedule, hourly_rate) values
  (tests.uid('contractor_b'), 'B Assistant', 'contractor_b@tests.local', '555', 'Tampa', 'Research', 1,
   'Summary', 3, 4, 5, 2, 1, 'Because', 'Carefully', array['Weekdays'], 25);

-- allowed: the caller's own, in the shapes of the separate calls ------------------
select tests.authenticate_as('contractor_b');
select is(
  public.dashboard_home(array['stats'])->'stats',
  public.dashboard_stats(),
  'stats are dashboard_stats()''s object');
select is(
  (select array_agg(e->>'case_title' order by o)
     from jsonb_array_elements(public.dashboard_home(array['deadlines', 'visits'])->'deadlines')
          with ordinality as t(e, o)),
  (select array_agg(case_title) from public.upcoming_deadlines(14)),
  'deadlines are upcoming_deadlines(14)''s rows in its order');
select is(
  (select array_agg(e->>'case_title')
     from jsonb_array_elements(public.dashboard_home(array['visits'])->'visits'->'rows') e
    where e->>'case_title' like 'Home %'),
  array['Home B'],
  'visits due: the contractor''s own case only');
select results_eq(
  $$ select (v->>'total')::integer, (v->>'overdue')::integer, jsonb_array_length(v->'rows')
       from (select public.dashboard_home(array['visits'])->'visits' as v) t $$,
  $$ select count(*)::integer, count(*) filter (where overdue)::integer, least(count(*), 200)::integer
       from public.visit_due_lines() $$,
  'visits count every line due and overdue (a case''s, or each child''s), and list at most 200');
select results_eq(
  $$ select e->>'kind', e->>'full_name'
       from jsonb_array_elements(public.dashboard_home(array['applications'])->'applications') e $$,
  $$ values ('assistant', 'B Assistant') $$,
  'the caller''s own applications, with their kind');
select is(
  (select array_agg(k order by k) from jsonb_object_keys(public.dashboard_home(array['stats', 'visits'])) k),
  array['stats', 'visits'],
  'only the widgets asked for: a hidden widget has no key and no query');
select is(public.dashboard_home(array[]::text[]), '{}'::jsonb, 'no widgets, an empty answer');
select throws_ok($$ select public.dashboard_home(array['stats', 'payroll']) $$, '22023',
  'Unknown dashboard widget: payroll', 'an unknown widget is refused by name');

-- denied: nobody else's ------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select is(
  (select array_agg(distinct e->>'case_title')
     from jsonb_array_elements(public.dashboard_home(array['deadlines', 'visits'])->'deadlines') e
    where e->>'case_title' like 'Home %'),
  array['Home A'],
  'another contractor sees their own hearing and report, never B''s');
select is(
  (select array_agg(e->>'case_title')
     from jsonb_array_elements(public.dashboard_home(array['visits'])->'visits'->'rows') e
    where e->>'case_title' like 'Home %'),
  array['Home A'],
  'another contractor sees their own visit due, never B''s');
select is(
  public.dashboard_home(array['applications'])->'applications',
  '[]'::jsonb,
  'another user never sees B''s application');

select tests.clear_authentication();
select throws_ok($$ select public.dashboard_home(array['stats']) $$, '42501', null,
  'an anonymous caller is refused');
reset role;
select ok(
  (select prosecdef = false from pg_proc where oid = 'public.dashboard_home(text[])'::regprocedure),
  'security invoker: RLS decides what it reads');

select * from finish();
rollback;

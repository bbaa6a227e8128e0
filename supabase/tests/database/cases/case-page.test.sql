-- The case page's one request: public.case_page() answers the case, its
-- time entries, court dates, contacts, the deadline rules and (asked for) the
-- contractors under the caller's RLS: the case's contractor and admins get it, another
-- contractor gets none of it, anonymous callers are refused.
begin;
\ir ../../helpers/tests_schema.psql
select plan(12);

insert into public.cases (id, title, description, admin_id, contractor_id, status, category, created_at) values
  ('12200000-0000-4000-8000-00000000000a', 'A''s case', 'Page', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', 'Dependency', now() - interval '30 days');
insert into public.time_entries (case_id, user_id, date, hours, description) values
  ('12200000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date - 2, 1.5, 'Older'),
  ('12200000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date - 1, 0.25, 'Newer');
insert into public.court_dates (case_id, hearing_at, hearing_type) values
  ('12200000-0000-4000-8000-00000000000a', now() + interval '10 days', 'status');
insert into public.case_contacts (id, case_id, user_id, contact_date, contact_type, contact_with, minutes, status) values
  ('12210000-0000-4000-8000-00000000000a', '12200000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date - 3, 'phone', '{child}', 30, 'submitted');

-- allowed: the case's contractor ---------------------------------------------------
select tests.authenticate_as('contractor_a');
select is(
  (select p->'case'->>'title' || ' / ' || (p->'case'->'contractor'->>'id')
     from public.case_page('12200000-0000-4000-8000-00000000000a') p),
  'A''s case / ' || tests.uid('contractor_a')::text,
  'the case''s contractor gets the case with its names');
select is(
  (select array(select e->>'date' || ' ' || (e->'case'->>'title') from jsonb_array_elements(p->'time_entries') e)
     from public.case_page('12200000-0000-4000-8000-00000000000a') p),
  array[(current_date - 1)::text || ' A''s case', (current_date - 2)::text || ' A''s case',
        (current_date - 3)::text || ' A''s case'],
  'its time entries with their case, newest first (the contact''s included)');
select is(
  (select jsonb_array_length(p->'court_dates') || ' court date, ' || jsonb_array_length(p->'contacts') || ' contact, invoice lines '
          || (p->'contacts'->0->'time_entry'->'invoice_lines')::text
     from public.case_page('12200000-0000-4000-8000-00000000000a') p),
  '1 court date, 1 contact, invoice lines []',
  'its court dates and contacts, each contact with its time entry''s invoice lines');
select is(
  (select jsonb_array_length(p->'deadline_rules') from public.case_page('12200000-0000-4000-8000-00000000000a') p),
  (select count(*)::integer from public.report_deadline_rules),
  'every deadline rule');
select is(
  (select p->'contractors' from public.case_page('12200000-0000-4000-8000-00000000000a') p),
  'null'::jsonb,
  'no contractors list unless asked');
select ok(
  (select p->'case'->'case_events'->0->>'kind' = 'posted'
          and not jsonb_path_exists(p->'case'->'case_events', '$[*].actor_id')
     from public.case_page('12200000-0000-4000-8000-00000000000a') p),
  'history lines leave out actor_id, as the granted columns do');

-- denied: another contractor ----------------------------------------------------------
select tests.authenticate_as('contractor_b');
select is(
  (select p - 'deadline_rules' from public.case_page('12200000-0000-4000-8000-00000000000a') p),
  '{"case": null, "time_entries": [], "court_dates": [], "contacts": [], "planned_visits": [], "contractors": null, "siblings": [], "people": {"children": [], "parties": []}}'::jsonb,
  'another contractor gets none of the case, its entries, court dates, contacts or planned visits');
select is(
  (select array(select c->>'id' from jsonb_array_elements(p->'contractors') c)
     from public.case_page('12200000-0000-4000-8000-00000000000a', true) p),
  array[tests.uid('contractor_b')::text],
  'a contractor asking for the contractors list gets only their own row');

-- allowed: an admin ------------------------------------------------------------------
select tests.authenticate_as('admin');
select ok(
  (select p->'contractors' @> jsonb_build_array(jsonb_build_object('id', tests.uid('contractor_a')),
                                                jsonb_build_object('id', tests.uid('contractor_b')))
          and jsonb_array_length(p->'time_entries') = 3
     from public.case_page('12200000-0000-4000-8000-00000000000a', true) p),
  'an admin gets the case''s entries and every contractor to pick from');
select is(
  (select p->'case'->>'accept_blocker' from public.case_page('12200000-0000-4000-8000-00000000000a') p),
  null,
  'the computed accept_blocker comes along');

select tests.clear_authentication();
select throws_ok($$ select public.case_page('12200000-0000-4000-8000-00000000000a') $$, '42501', null,
  'an anonymous caller is refused');
reset role;
select ok(
  (select prosecdef = false from pg_proc where oid = 'public.case_page(uuid, boolean)'::regprocedure),
  'security invoker: RLS decides what it reads');

select * from finish();
rollback;

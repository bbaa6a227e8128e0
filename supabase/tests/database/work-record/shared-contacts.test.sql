-- One contact for several sibling cases: one record, one link per ticked case, the
-- time split in quarter hours that always adds up to the contact's time (evenly by
-- default, adjustable, re-split when the duration changes), mileage on the case
-- the contractor picks, every ticked case visited; invoices count each share once;
-- an approved invoice holding any share locks the whole contact. A contractor ticks
-- only sibling cases assigned to them.
begin;
\ir ../../helpers/tests_schema.psql
select plan(28);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('86000000-0000-4000-8000-000000000001', 'Maya', 'Sibling 1', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days'),
  ('86000000-0000-4000-8000-000000000002', 'Leo', 'Sibling 2', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days'),
  ('86000000-0000-4000-8000-000000000003', 'Ava', 'Sibling 3', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days'),
  ('86000000-0000-4000-8000-000000000004', 'Noah', 'Sibling held by B', tests.uid('admin'), tests.uid('contractor_b'), 'in_progress', now() - interval '60 days'),
  ('86000000-0000-4000-8000-000000000005', 'Unrelated', 'Not a sibling', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days');
insert into public.sibling_links (case_id, group_id)
select id, '86900000-0000-4000-8000-000000000001' from public.cases where id in (
  '86000000-0000-4000-8000-000000000001', '86000000-0000-4000-8000-000000000002',
  '86000000-0000-4000-8000-000000000003', '86000000-0000-4000-8000-000000000004');

create function pg_temp.visit(minutes int, shares jsonb, submit boolean = true, own text = '86000000-0000-4000-8000-000000000001')
  returns setof public.case_contacts language sql as $$
  select * from public.save_contact('86100000-0000-4000-8000-000000000001', own::uuid, current_date - 2, 'in_person',
    '{child}', true, minutes, 30, 'Home visit with all three', false, submit,
    '[{"id": "86200000-0000-4000-8000-000000000001", "description": "Parking", "amount_cents": 800}]', shares)
$$;
create function pg_temp.hours() returns table (title text, hours numeric) language sql security definer as $$
  select c.title, t.hours from public.time_entries t join public.cases c on c.id = t.case_id
   where t.contact_id = '86100000-0000-4000-8000-000000000001' order by c.title
$$;

select tests.authenticate_as('contractor_a');

-- ticking: only the contractor's own siblings ---------------------------------------------------
select throws_ok($$ select pg_temp.visit(60, '[{"case_id": "86000000-0000-4000-8000-000000000004"}]') $$,
  '42501', null, 'a sibling case assigned to another contractor cannot be ticked');
select throws_ok($$ select pg_temp.visit(60, '[{"case_id": "86000000-0000-4000-8000-000000000005"}]') $$,
  '42501', null, 'nor a case of theirs outside the sibling group');
select lives_ok($$ select pg_temp.visit(60, '[{"case_id": "86000000-0000-4000-8000-000000000002"}, {"case_id": "86000000-0000-4000-8000-000000000003"}]') $$,
  'the contractor''s own sibling cases can be ticked');

-- one record, three links, an even split ---------------------------------------------------------
select is((select count(*)::int from public.case_contacts where notes = 'Home visit with all three'), 1, 'one contact record');
select is((select count(*)::int from public.contact_cases where contact_id = '86100000-0000-4000-8000-000000000001'), 3, 'linked to each ticked case');
select results_eq($$ select * from pg_temp.hours() $$,
  $$ values ('Ava', 0.25::numeric), ('Leo', 0.25::numeric), ('Maya', 0.50::numeric) $$,
  'an hour split evenly in quarter hours, the quarter left over on the contact''s own case');
select is((select sum(hours) from pg_temp.hours()), 1.00::numeric, 'the shares add up to the contact''s time');

-- adjusted, refused when they do not add up, re-split when the duration changes ------------------
select lives_ok($$ select pg_temp.visit(60, '[{"case_id": "86000000-0000-4000-8000-000000000001", "quarters": 2}, {"case_id": "86000000-0000-4000-8000-000000000002", "quarters": 1}, {"case_id": "86000000-0000-4000-8000-000000000003", "quarters": 1}]') $$,
  'the contractor adjusts the split');
select lives_ok($$ select pg_temp.visit(60, '[{"case_id": "86000000-0000-4000-8000-000000000001", "quarters": 1}, {"case_id": "86000000-0000-4000-8000-000000000002", "quarters": 2}, {"case_id": "86000000-0000-4000-8000-000000000003", "quarters": 1}]') $$,
  'and adjusts it again');
select results_eq($$ select * from pg_temp.hours() $$,
  $$ values ('Ava', 0.25::numeric), ('Leo', 0.50::numeric), ('Maya', 0.25::numeric) $$, 'each case gets its adjusted share');
select throws_ok($$ select pg_temp.visit(60, '[{"case_id": "86000000-0000-4000-8000-000000000001", "quarters": 3}, {"case_id": "86000000-0000-4000-8000-000000000002", "quarters": 2}, {"case_id": "86000000-0000-4000-8000-000000000003", "quarters": 1}]') $$,
  'GC212', 'The shares add up to 1.50 hours, not the contact''s 1.00 hours', 'shares that do not add up to the total are refused');
select lives_ok($$ select pg_temp.visit(90, '[{"case_id": "86000000-0000-4000-8000-000000000001", "quarters": 1}, {"case_id": "86000000-0000-4000-8000-000000000002", "quarters": 2}, {"case_id": "86000000-0000-4000-8000-000000000003", "quarters": 1}]') $$,
  'a new duration with the old shares');
select results_eq($$ select * from pg_temp.hours() $$,
  $$ values ('Ava', 0.50::numeric), ('Leo', 0.50::numeric), ('Maya', 0.50::numeric) $$, 'editing the duration re-splits evenly');
select throws_ok($$ select pg_temp.visit(30, null) $$,
  'GC212', null, 'a contact too short for a quarter hour on every case cannot be split');

-- mileage on the case of the contractor's choice --------------------------------------------------
select lives_ok($$ select pg_temp.visit(90, '[{"case_id": "86000000-0000-4000-8000-000000000001"}, {"case_id": "86000000-0000-4000-8000-000000000003"}]', own => '86000000-0000-4000-8000-000000000002') $$,
  'mileage and expenses moved to a sibling case');
select is((select case_id from public.case_contacts where id = '86100000-0000-4000-8000-000000000001'),
  '86000000-0000-4000-8000-000000000002'::uuid, 'the contact''s own case is the one chosen');
select throws_ok($$ select pg_temp.visit(90, null, own => '86000000-0000-4000-8000-000000000005') $$,
  '22023', null, 'mileage never goes on a case outside the group');

-- visits ---------------------------------------------------------------------------------------------
select is((select count(*)::int from public.visits_due() where case_id in ('86000000-0000-4000-8000-000000000001', '86000000-0000-4000-8000-000000000002', '86000000-0000-4000-8000-000000000003')),
  0, 'each ticked case''s Visits Due clears');
select isnt_empty($$ select 1 from public.visits_due() where case_id = '86000000-0000-4000-8000-000000000005' $$,
  'a case not ticked still waits for its visit');
select results_eq($$ select r ->> 'title', r ->> 'last_visit_on' from jsonb_array_elements(public.dashboard_charts(current_date - 30, current_date) -> 'visit_intervals' -> 'rows') r order by 1 $$,
  $$ values ('Ava', (current_date - 2)::text), ('Leo', (current_date - 2)::text), ('Maya', (current_date - 2)::text), ('Unrelated', null) $$,
  'the visit-interval chart restarts each ticked case''s clock');

-- unticking, and the case page -------------------------------------------------------------------------
select lives_ok($$ select pg_temp.visit(90, '[{"case_id": "86000000-0000-4000-8000-000000000001"}]', own => '86000000-0000-4000-8000-000000000002') $$,
  'a case is unticked');
select results_eq($$ select * from pg_temp.hours() $$,
  $$ values ('Leo', 0.75::numeric), ('Maya', 0.75::numeric) $$, 'its share goes to the cases still ticked');
select is(jsonb_array_length(public.case_page('86000000-0000-4000-8000-000000000001') -> 'contacts'), 1,
  'the case page of a ticked case lists the shared contact');

-- invoices count each share once, and an approved invoice locks it on every case --------------------------
select public.create_invoice(current_date - 5, current_date);
select results_eq($$ select kind::text, sum(quantity) from public.invoice_lines group by kind order by kind::text $$,
  $$ values ('expense', 1::numeric), ('mileage', 30.0::numeric), ('time', 1.50::numeric) $$,
  'the invoice counts each share once and the mileage and expense once');
select public.submit_invoice((select id from public.invoices order by created_at desc limit 1));
select tests.authenticate_as('admin');
select public.approve_invoice((select id from public.invoices order by created_at desc limit 1), tests.version('invoices', (select id from public.invoices order by created_at desc limit 1)));
select tests.authenticate_as('contractor_a');
select throws_ok($$ select pg_temp.visit(120, null, own => '86000000-0000-4000-8000-000000000002') $$,
  'GC210', null, 'an approved invoice locks the shared contact');
select throws_ok($$ delete from public.contact_cases where contact_id = '86100000-0000-4000-8000-000000000001' and case_id = '86000000-0000-4000-8000-000000000001' $$,
  'GC210', null, 'and its cases cannot be changed');
select throws_ok($$ delete from public.case_contacts where id = '86100000-0000-4000-8000-000000000001' $$,
  'GC210', null, 'nor can it be deleted');

-- another contractor -----------------------------------------------------------------------------------
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.contact_cases $$, 'another contractor reads none of the contact''s cases');

select * from finish();
rollback;

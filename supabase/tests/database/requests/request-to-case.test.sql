-- A request becomes a case: posting a case that names its request marks the request
-- converted, and each links to the other through cases.request_id; one case per request,
-- and a closed request is not converted. Only admins post cases or read requests.
begin;
\ir ../../helpers/tests_schema.psql
select plan(9);

insert into public.gal_requests (id, case_type, county, name, email, phone, details, urgent) values
  ('a1900000-0000-4000-8000-000000000001', 'Child Custody Dispute', 'Broward County', 'Rita Ramos', 'rita@example.test', '555-0101', 'Custody hearing next month', true),
  ('a1900000-0000-4000-8000-000000000002', 'Relocation Case', 'Leon County', 'Sam Ortiz', 'sam@example.test', '555-0102', 'Mother wants to move', false);
update public.gal_requests set status = 'closed' where id = 'a1900000-0000-4000-8000-000000000002';

select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.cases (title, description, admin_id, request_id)
                    values ('Mine', 'x', auth.uid(), 'a1900000-0000-4000-8000-000000000001') $$,
  '42501', null, 'a contractor does not turn a request into a case');

select tests.authenticate_as('admin');
select lives_ok($$ insert into public.cases (title, description, admin_id, county, category, urgency, request_id)
                    values ('Child Custody Dispute: Broward',
                            'Custody hearing next month', auth.uid(), 'Broward', 'Family Court', 'High',
                            'a1900000-0000-4000-8000-000000000001') $$,
  'an admin posts a case from the request');
select results_eq($$ select status::text, status_changed_by from public.gal_requests where id = 'a1900000-0000-4000-8000-000000000001' $$,
  $$ values ('converted', tests.uid('admin')) $$, 'the request is marked converted, by the admin');
select is((select c.id from public.gal_requests r join public.cases c on c.request_id = r.id
            where r.id = 'a1900000-0000-4000-8000-000000000001'),
  (select id from public.cases where title = 'Child Custody Dispute: Broward'), 'the request links to its case');
select is((select request_id from public.cases where title = 'Child Custody Dispute: Broward'),
  'a1900000-0000-4000-8000-000000000001'::uuid, 'and the case back to its request');
select throws_ok($$ insert into public.cases (title, description, admin_id, request_id)
                    values ('Again', 'x', auth.uid(), 'a1900000-0000-4000-8000-000000000001') $$,
  'GC007', null, 'a converted request does not become a second case');
select throws_ok($$ insert into public.cases (title, description, admin_id, request_id)
                    values ('Closed', 'x', auth.uid(), 'a1900000-0000-4000-8000-000000000002') $$,
  'GC007', null, 'nor does a closed one');
select lives_ok($$ update public.gal_requests set status = 'closed' where id = 'a1900000-0000-4000-8000-000000000001' $$,
  'a converted request may still be closed');
select is((select request_id from public.cases where title = 'Child Custody Dispute: Broward'),
  'a1900000-0000-4000-8000-000000000001'::uuid, 'and keeps its link');

select * from finish();
rollback;

-- A contact logged with no signal is sent from the phone's queue, maybe more than once: the
-- answer to the first send can be lost on the way back, and the queue sends again. The
-- client-made contact id is the key, so a repeat stores nothing twice: one contact (its miles),
-- one time entry, one follow-up message. What the queue must tell apart when it is refused:
-- a case reassigned or closed meanwhile refuses the contact (RLS), and the case then reads as
-- no longer the contractor's, or as completed.
begin;
\ir ../../helpers/tests_schema.psql
select plan(10);

insert into public.cases (id, title, description, admin_id, contractor_id, status, type, created_at) values
  ('86000000-0000-4000-8000-00000000000a', 'Field visit', 'Assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', 'paid', now() - interval '30 days'),
  ('86000000-0000-4000-8000-00000000000b', 'Moved away', 'Assigned to A, then to B', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', 'paid', now() - interval '30 days'),
  ('86000000-0000-4000-8000-00000000000c', 'Closed meanwhile', 'Assigned to A, then completed', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', 'paid', now() - interval '30 days');

create function pg_temp.send(id text, case_id text = '86000000-0000-4000-8000-00000000000a')
  returns setof public.case_contacts language sql as $$
  select * from public.save_contact(id::uuid, case_id::uuid, current_date - 1, 'in_person', '{child}', true, 50, 12.5,
    'Visited at the placement', true, true, '[{"id": "86200000-0000-4000-8000-000000000001", "description": "Parking", "amount_cents": 600, "receipt_path": null}]')
$$;

select tests.authenticate_as('contractor_a');
-- The queue's first call submits at once: the contact never existed as a draft on the server.
select results_eq($$ select status::text, miles from pg_temp.send('86100000-0000-4000-8000-000000000001') $$,
  $$ values ('submitted', 12.5::numeric) $$, 'a queued contact is stored submitted on its first send');
select results_eq($$ select status::text, miles from pg_temp.send('86100000-0000-4000-8000-000000000001') $$,
  $$ values ('submitted', 12.5::numeric) $$, 'a resend after a lost answer is answered with the same stored contact');
select pg_temp.send('86100000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.case_contacts where id = '86100000-0000-4000-8000-000000000001'), 1,
  'three sends store one contact');
select results_eq($$ select count(*)::int, sum(hours) from public.time_entries where contact_id = '86100000-0000-4000-8000-000000000001' $$,
  $$ values (1, 1.00::numeric) $$, 'and one time entry (50 minutes: 1 h)');
select is((select count(*)::int from public.contact_expenses where contact_id = '86100000-0000-4000-8000-000000000001'), 1,
  'and one expense');
select is((select count(*)::int from public.messages where case_id = '86000000-0000-4000-8000-00000000000a' and body like 'Follow-up needed%'), 1,
  'and one follow-up message');

-- refusals the queue turns into states ------------------------------------------------------
reset role;
update public.cases set contractor_id = tests.uid('contractor_b') where id = '86000000-0000-4000-8000-00000000000b';
update public.cases set status = 'completed' where id = '86000000-0000-4000-8000-00000000000c';
select tests.authenticate_as('contractor_a');
select throws_ok($$ select pg_temp.send('86100000-0000-4000-8000-000000000002', '86000000-0000-4000-8000-00000000000b') $$,
  '42501', null, 'a contact on a case reassigned meanwhile is refused');
select is_empty($$ select 1 from public.cases where id = '86000000-0000-4000-8000-00000000000b' and contractor_id = (select auth.uid()) $$,
  'and the case no longer reads as the contractor''s');
select throws_ok($$ select pg_temp.send('86100000-0000-4000-8000-000000000003', '86000000-0000-4000-8000-00000000000c') $$,
  '42501', null, 'a contact on a case closed meanwhile is refused');
select results_eq($$ select status::text from public.cases where id = '86000000-0000-4000-8000-00000000000c' $$,
  $$ values ('completed') $$, 'and the case reads as completed');

select * from finish();
rollback;

-- The case page's one answer (case_page()) says which invoice holds each time entry, as
-- its contacts say it, so the page shows a lock instead of Edit and Delete: a submitted
-- invoice's line, a draft's line (which locks nothing) and none, each as it is.
begin;
\ir ../../helpers/tests_schema.psql
select plan(4);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('8a000000-0000-4000-8000-00000000000a', 'A''s', 'Paid', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '60 days');
insert into public.time_entries (id, case_id, user_id, description, hours, date) values
  ('8a300000-0000-4000-8000-000000000001', '8a000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Billed', 2, current_date - 3),
  ('8a300000-0000-4000-8000-000000000002', '8a000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Not billed', 1, current_date);
select tests.authenticate_as('contractor_a');
select public.create_invoice(current_date - 5, current_date - 2);
select public.submit_invoice((select id from public.invoices where contractor_id = tests.uid('contractor_a')));

create function pg_temp.lines(entry text) returns jsonb language sql as $$
  select e -> 'invoice_lines'
    from jsonb_array_elements(public.case_page('8a000000-0000-4000-8000-00000000000a') -> 'time_entries') e
   where e ->> 'id' = entry
$$;

select is(pg_temp.lines('8a300000-0000-4000-8000-000000000001'),
  jsonb_build_array(jsonb_build_object('released', false, 'invoice',
    jsonb_build_object('number', (select number from public.invoices), 'status', 'submitted'))),
  'the contractor reads the submitted invoice holding their entry');
select is(pg_temp.lines('8a300000-0000-4000-8000-000000000002'), '[]'::jsonb,
  'an entry on no invoice carries no lines');

select tests.authenticate_as('admin');
select is(pg_temp.lines('8a300000-0000-4000-8000-000000000001') -> 0 -> 'invoice' ->> 'status', 'submitted',
  'the admin reads it too');

select tests.authenticate_as('contractor_b');
select is(public.case_page('8a000000-0000-4000-8000-00000000000a') -> 'time_entries', '[]'::jsonb,
  'another contractor reads no entries, and so no invoice');

select * from finish();
rollback;

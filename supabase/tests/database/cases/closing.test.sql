-- Closing a case: only an admin closes one, with the closing order's date and a summary;
-- the case is then completed and its history says so. Before closing, the admin reads its
-- unbilled work and open report deadlines. Completing a case without them is refused.
begin;
\ir ../../helpers/tests_schema.psql
select plan(12);

insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('a1800000-0000-4000-8000-00000000000a', 'Closing case', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress');
insert into public.time_entries (case_id, user_id, description, hours, date) values
  ('a1800000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Home visit', 1.5, current_date - 1),
  ('a1800000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Report writing', 2, current_date - 1);
insert into public.court_dates (case_id, hearing_at, hearing_type) values
  ('a1800000-0000-4000-8000-00000000000a', now() + interval '20 days', 'judicial_review');

select tests.authenticate_as('admin');
select results_eq($$ select unbilled_hours, unbilled_entries, jsonb_array_length(open_reports)
                       from public.case_closing_check('a1800000-0000-4000-8000-00000000000a') $$,
  $$ values (3.5::numeric, 2, 1) $$, 'the admin sees the unbilled hours and the open report deadline');
select throws_ok($$ update public.cases set status = 'completed' where id = 'a1800000-0000-4000-8000-00000000000a' $$,
  '23514', 'Close the case with the closing order''s date and a closing summary',
  'a bare Completed is refused');
select throws_ok($$ select * from public.close_case('a1800000-0000-4000-8000-00000000000a', null, 'Summary') $$,
  '23514', 'Enter the date of the discharge or closing order', 'closing needs the order date');
select throws_ok($$ select * from public.close_case('a1800000-0000-4000-8000-00000000000a', current_date - 2, '  ') $$,
  '23514', 'Write a closing summary', 'and a summary');

select tests.authenticate_as('contractor_a');
select throws_ok($$ select * from public.case_closing_check('a1800000-0000-4000-8000-00000000000a') $$,
  '42501', null, 'a contractor does not read the closing check');
select throws_ok($$ select * from public.close_case('a1800000-0000-4000-8000-00000000000a', current_date - 2, 'Done') $$,
  '42501', null, 'nor close the case they hold');

select tests.authenticate_with_password_only('admin');
select throws_ok($$ select * from public.close_case('a1800000-0000-4000-8000-00000000000a', current_date - 2, 'Done') $$,
  '42501', null, 'an admin without the second factor does not close it');

select tests.authenticate_as('admin');
select results_eq($$ select status::text, closing_order_on, closing_summary
                       from public.close_case('a1800000-0000-4000-8000-00000000000a', current_date - 2,
                                              '  Children reunified with their mother; case discharged.  ') $$,
  $$ values ('completed', current_date - 2, 'Children reunified with their mother; case discharged.') $$,
  'closing with both completes the case and keeps the order date and summary');
select isnt((select closed_at from public.cases where id = 'a1800000-0000-4000-8000-00000000000a'), null,
  'and when it was closed');
select is((select detail from public.case_events
            where case_id = 'a1800000-0000-4000-8000-00000000000a' and kind = 'case_closed'),
  'Closing order of ' || to_char(current_date - 2, 'FMMonth FMDD, YYYY'), 'the history records the closing');
select throws_ok($$ select * from public.close_case('a1800000-0000-4000-8000-00000000000a', current_date - 2, 'Again') $$,
  'P0002', null, 'a closed case is not closed twice');
select lives_ok($$ update public.cases set status = 'assigned' where id = 'a1800000-0000-4000-8000-00000000000a' $$,
  'an admin may reopen it');

select * from finish();
rollback;

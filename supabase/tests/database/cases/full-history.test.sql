-- Case History records the case's life with the right dates: posting (when posted),
-- assignment, status changes, contacts logged, court dates added or changed and report
-- status changes.
begin;
\ir ../../helpers/tests_schema.psql
select plan(6);

select tests.authenticate_as('admin');
reset role;
insert into public.cases (id, title, description, admin_id, contractor_id, status, category, created_at) values
  ('51000000-0000-4000-8000-00000000000a', 'Full history', 'x', tests.uid('admin'),
   tests.uid('contractor_a'), 'assigned', 'Dependency', '2026-01-05 15:00+00');
select is(
  (select created_at from public.case_events
    where case_id = '51000000-0000-4000-8000-00000000000a' and kind = 'posted'),
  '2026-01-05 15:00+00'::timestamptz,
  'the posting is dated when the case was posted, not when the row was written');
select results_eq(
  $$ select kind::text, contractor_name from public.case_events
      where case_id = '51000000-0000-4000-8000-00000000000a' order by created_at, id $$,
  $$ values ('posted', null::text), ('assigned', 'Test contractor_a') $$,
  'a case entered already assigned records its assignment');

update public.cases set status = 'in_progress' where id = '51000000-0000-4000-8000-00000000000a';
select tests.authenticate_as('contractor_a');
reset role;
insert into public.case_contacts (case_id, user_id, contact_date, contact_type, contact_with, minutes, notes, status) values
  ('51000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), '2026-02-01', 'in_person', '{child}', 60, 'Visit', 'submitted'),
  ('51000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), '2026-02-02', null, '{}', null, 'Draft', 'draft');
insert into public.court_dates (id, case_id, hearing_at, hearing_type, courtroom) values
  ('51100000-0000-4000-8000-00000000000a', '51000000-0000-4000-8000-00000000000a', now() + interval '20 days', 'status', '5-A');
update public.court_dates set hearing_at = hearing_at + interval '1 day'
 where id = '51100000-0000-4000-8000-00000000000a';
update public.court_dates set courtroom = '5-B' where id = '51100000-0000-4000-8000-00000000000a';
update public.court_dates set report_status = 'drafting' where id = '51100000-0000-4000-8000-00000000000a';

select results_eq(
  $$ select kind::text from public.case_events
      where case_id = '51000000-0000-4000-8000-00000000000a' and kind::text <> 'posted' order by id $$,
  $$ values ('assigned'), ('status_changed'), ('contact_logged'), ('court_date_added'),
            ('court_date_changed'), ('report_status_changed') $$,
  'the status change, the submitted contact (not the draft), the court date added and moved (not a courtroom edit) and the report status each leave one row');
select is(
  (select detail from public.case_events
    where case_id = '51000000-0000-4000-8000-00000000000a' and kind = 'contact_logged'),
  '2026-02-01', 'a contact logged names the contact''s date');
select is(
  (select detail from public.case_events
    where case_id = '51000000-0000-4000-8000-00000000000a' and kind = 'report_status_changed'),
  'drafting', 'a report status change names the new status');
select is(
  (select actor_name from public.case_events
    where case_id = '51000000-0000-4000-8000-00000000000a' and kind = 'contact_logged'),
  'Test contractor_a', 'each row names who did it');

select * from finish();
rollback;

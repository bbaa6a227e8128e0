-- Court reports: the one read of a report's data (who may call it, only its own
-- case, only the period), drafts as versions (table and storage: the case's
-- contractor and admins, never another case's), a draft moving the status to
-- drafting, filed or served with its date, and templates (admins manage them, a
-- contractor reads only the active one, one active at a time).
begin;
\ir ../../helpers/tests_schema.psql
select plan(36);

-- A's case in Orange (Eastern) and B's case; contacts on both, one before A's previous hearing.
insert into public.cases (id, title, description, admin_id, contractor_id, status, category, county, created_at) values
  ('91000000-0000-4000-8000-00000000000a', 'A timesharing', 'x', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', 'Family Court', 'Escambia', now() - interval '120 days'),
  ('91000000-0000-4000-8000-00000000000b', 'B dependency', 'x', tests.uid('admin'), tests.uid('contractor_b'), 'in_progress', 'Dependency', 'Orange', now() - interval '120 days');
insert into public.court_dates (id, case_id, hearing_at, hearing_type, judge, created_by) values
  ('92000000-0000-4000-8000-0000000000a1', '91000000-0000-4000-8000-00000000000a', now() - interval '40 days', 'status', null, tests.uid('admin')),
  ('92000000-0000-4000-8000-0000000000a2', '91000000-0000-4000-8000-00000000000a', now() + interval '30 days', 'judicial_review', 'Hon. Test', tests.uid('admin')),
  ('92000000-0000-4000-8000-0000000000b1', '91000000-0000-4000-8000-00000000000b', now() + interval '10 days', 'status', null, tests.uid('admin'));
insert into public.case_contacts (case_id, user_id, contact_date, contact_type, contact_with, minutes, miles, notes, status) values
  ('91000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date - 60, 'in_person', '{child}', 60, 10, 'before the previous hearing', 'submitted'),
  ('91000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date - 20, 'in_person', '{child,caregiver}', 45, 12.5, 'in the period', 'submitted'),
  ('91000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date - 10, 'phone', '{teacher}', 15, 0, 'school call', 'submitted'),
  ('91000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), current_date - 5, 'phone', '{caseworker}', 10, 0, 'a draft', 'draft'),
  ('91000000-0000-4000-8000-00000000000b', tests.uid('contractor_b'), current_date - 20, 'in_person', '{child}', 30, 4, 'B''s contact', 'submitted');

-- The report's data -------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select is(
  (select jsonb_agg(c ->> 'notes') from jsonb_array_elements(public.court_report_data('92000000-0000-4000-8000-0000000000a2') -> 'contacts') c),
  '["in the period", "school call"]'::jsonb,
  'the contractor reads the submitted contacts since the previous hearing, oldest first, none before it, no draft');
select is(
  (public.court_report_data('92000000-0000-4000-8000-0000000000a2') -> 'period' ->> 'start')::date,
  ((now() - interval '40 days') at time zone 'America/Chicago')::date,
  'the period starts on the previous hearing''s day in the court''s zone');
select is(
  public.court_report_data('92000000-0000-4000-8000-0000000000a2') -> 'case' ->> 'time_zone',
  'America/Chicago', 'the case carries its court''s zone (Escambia: Central)');
select is(
  (public.court_report_data('92000000-0000-4000-8000-0000000000a2') -> 'case' ->> 'circuit')::int, 1,
  'and its circuit');
select is(
  (public.court_report_data('92000000-0000-4000-8000-0000000000a2') ->> 'miles')::numeric, 12.5,
  'mileage counts the period only');
select is(
  jsonb_array_length(public.court_report_data('92000000-0000-4000-8000-0000000000a2', current_date - 90) -> 'contacts'),
  3, 'a changed period start reaches further back');
select is(
  (public.court_report_data('92000000-0000-4000-8000-0000000000a1') -> 'period' ->> 'default_start')::date,
  ((now() - interval '120 days') at time zone 'America/Chicago')::date,
  'the first hearing''s period starts when the case was opened');
select throws_ok(
  $$ select public.court_report_data('92000000-0000-4000-8000-0000000000a2', current_date, current_date - 1) $$,
  '22023', null, 'a period that ends before it starts is refused');
select throws_ok(
  $$ select public.court_report_data('92000000-0000-4000-8000-0000000000b1') $$,
  '42501', null, 'contractor A cannot read B''s case''s report data');
select tests.authenticate_as('admin');
select is(
  jsonb_array_length(public.court_report_data('92000000-0000-4000-8000-0000000000b1') -> 'contacts'),
  1, 'an admin reads any case''s report data, only that case''s contacts');
select tests.authenticate_as('free');
select throws_ok(
  $$ select public.court_report_data('92000000-0000-4000-8000-0000000000a2') $$,
  '42501', null, 'a free user reads no report data');
select tests.clear_authentication();
select throws_ok(
  $$ select public.court_report_data('92000000-0000-4000-8000-0000000000a2') $$,
  '42501', null, 'anon cannot call it');

-- Drafts -------------------------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select lives_ok(
  $$ insert into storage.objects (bucket_id, name) values ('court-reports',
     '91000000-0000-4000-8000-00000000000a/92000000-0000-4000-8000-0000000000a2/93000000-0000-4000-8000-000000000001.docx') $$,
  'the case''s contractor uploads a draft file under the case and court date');
select results_eq(
  $$ insert into public.report_drafts (court_date_id, case_id, period_start, period_end, template_name, storage_path)
     values ('92000000-0000-4000-8000-0000000000a2', '91000000-0000-4000-8000-00000000000b', current_date - 40, current_date + 30, 'Built-in default',
             '91000000-0000-4000-8000-00000000000a/92000000-0000-4000-8000-0000000000a2/93000000-0000-4000-8000-000000000001.docx')
     returning case_id, created_by $$,
  $$ values ('91000000-0000-4000-8000-00000000000a'::uuid, tests.uid('contractor_a')) $$,
  'and records it as a version; the case (whatever was sent) and the author are the database''s');
select is(
  (select report_status::text from public.court_dates where id = '92000000-0000-4000-8000-0000000000a2'),
  'drafting', 'a saved draft moves the report from not started to drafting');
select isnt_empty(
  $$ select 1 from storage.objects where bucket_id = 'court-reports' and name like '91000000-0000-4000-8000-00000000000a/%' $$,
  'the contractor reads their case''s draft file');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name) values ('court-reports',
     '91000000-0000-4000-8000-00000000000b/92000000-0000-4000-8000-0000000000b1/93000000-0000-4000-8000-000000000002.docx') $$,
  '42501', null, 'contractor A cannot upload into B''s case');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name) values ('court-reports',
     '91000000-0000-4000-8000-00000000000a/92000000-0000-4000-8000-0000000000b1/93000000-0000-4000-8000-000000000003.docx') $$,
  '42501', null, 'nor pair their case with another case''s court date');
select throws_ok(
  $$ insert into public.report_drafts (court_date_id, period_start, period_end, template_name, storage_path)
     values ('92000000-0000-4000-8000-0000000000b1', current_date - 40, current_date, 'x',
             '91000000-0000-4000-8000-00000000000b/92000000-0000-4000-8000-0000000000b1/93000000-0000-4000-8000-000000000002.docx') $$,
  '42501', null, 'contractor A cannot record a draft for B''s hearing');
select throws_ok(
  $$ insert into public.report_drafts (court_date_id, period_start, period_end, template_name, storage_path)
     values ('92000000-0000-4000-8000-0000000000a2', current_date - 40, current_date, 'x',
             '91000000-0000-4000-8000-00000000000b/92000000-0000-4000-8000-0000000000b1/93000000-0000-4000-8000-000000000009.docx') $$,
  '42501', null, 'a draft''s path must be its own case and court date');
select throws_ok(
  $$ update public.report_drafts set template_name = 'changed' $$,
  '42501', null, 'nobody edits a saved version');

select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from public.report_drafts where case_id = '91000000-0000-4000-8000-00000000000a' $$,
  'contractor B never reads A''s drafts');
select is_empty($$ select 1 from storage.objects where bucket_id = 'court-reports' and name like '91000000-0000-4000-8000-00000000000a/%' $$,
  'nor their files');

select tests.authenticate_as('admin');
select isnt_empty($$ select 1 from public.report_drafts where case_id = '91000000-0000-4000-8000-00000000000a' $$,
  'an admin reads every case''s drafts');
select lives_ok(
  $$ insert into storage.objects (bucket_id, name) values ('court-reports',
     '91000000-0000-4000-8000-00000000000b/92000000-0000-4000-8000-0000000000b1/93000000-0000-4000-8000-000000000004.docx');
     insert into public.report_drafts (court_date_id, period_start, period_end, template_name, storage_path)
     values ('92000000-0000-4000-8000-0000000000b1', current_date - 40, current_date + 10, 'Built-in default',
             '91000000-0000-4000-8000-00000000000b/92000000-0000-4000-8000-0000000000b1/93000000-0000-4000-8000-000000000004.docx') $$,
  'an admin drafts any case''s report');
select is(
  (select report_status::text from public.court_dates where id = '92000000-0000-4000-8000-0000000000b1'),
  'drafting', 'an admin''s draft moves the status too');
select tests.authenticate_as('free');
select is_empty($$ select 1 from public.report_drafts $$, 'a free user reads no drafts');

-- Filed or served, with the date ---------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select lives_ok(
  $$ update public.court_dates set report_status = 'filed', report_filed_on = current_date
      where id = '92000000-0000-4000-8000-0000000000a2' $$,
  'the contractor marks the report filed with the day');
select throws_ok(
  $$ update public.court_dates set report_status = 'drafting' where id = '92000000-0000-4000-8000-0000000000a2' $$,
  '23514', null, 'a filed date belongs to a filed or served report');

-- Templates ---------------------------------------------------------------------------------
select tests.authenticate_as('admin');
insert into public.report_templates (name, storage_path) values
  ('Circuit 9 format', '94000000-0000-4000-8000-000000000001.docx'),
  ('Older format', '94000000-0000-4000-8000-000000000002.docx');
insert into storage.objects (bucket_id, name) values
  ('report-templates', '94000000-0000-4000-8000-000000000001.docx'),
  ('report-templates', '94000000-0000-4000-8000-000000000002.docx');
select results_eq(
  $$ select name from public.activate_report_template(
       (select id from public.report_templates where name = 'Circuit 9 format')) $$,
  $$ values ('Circuit 9 format') $$, 'an admin makes a template active');
select results_eq(
  $$ select count(*)::int from public.report_templates where active $$, $$ values (1) $$,
  'one template is active at a time');

select tests.authenticate_as('contractor_a');
select results_eq(
  $$ select name from public.report_templates $$, $$ values ('Circuit 9 format') $$,
  'a contractor reads only the active template');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'report-templates' $$,
  $$ values ('94000000-0000-4000-8000-000000000001.docx') $$,
  'and only its file');
select throws_ok(
  $$ select public.activate_report_template(null) $$, '42501', null,
  'a contractor cannot choose the template');
select throws_ok(
  $$ insert into public.report_templates (name, storage_path) values ('mine', '94000000-0000-4000-8000-000000000003.docx') $$,
  '42501', null, 'nor add one');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name) values ('report-templates', '94000000-0000-4000-8000-000000000004.docx') $$,
  '42501', null, 'nor upload a template file');

select * from finish();
rollback;

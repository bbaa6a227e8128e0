-- Internal notes on decisions: the applicant reads the
-- decision, its reason and the message written for them, and never the
-- internal note, by any path: the application row, its history, the notes
-- table, an embed, the admins' list or a function.
begin;
\ir ../../helpers/tests_schema.psql
select plan(16);

insert into public.contractor_applications (id, user_id, full_name, email, phone, years_experience, professional_summary) values
  ('78000000-0000-4000-8000-00000000000f', tests.uid('free'), 'Fiona Free', 'free@tests.local', '555', 2, 'Summary');

-- Only admins decide, and an applicant's call is refused before anything happens.
select tests.authenticate_as('free');
select throws_ok($$ select public.review_application('contractor', '78000000-0000-4000-8000-00000000000f', 'rejected',
                      'background_check', 'Thank you for applying.', 'SECRET: record flagged by the county', seen_version => tests.version('public.contractor_applications', '78000000-0000-4000-8000-00000000000f')) $$,
  '42501', 'Only admins review applications', 'an applicant cannot decide, or write a note, on their own application');

select tests.authenticate_as('admin');
select is(public.review_application('contractor', '78000000-0000-4000-8000-00000000000f', 'rejected',
            'background_check', '  We cannot offer you a place this time.  ', '  SECRET: record flagged by the county  ', seen_version => tests.version('public.contractor_applications', '78000000-0000-4000-8000-00000000000f')),
  'rejected'::public.application_status, 'an admin rejects with a message to the applicant and an internal note');

-- What the applicant reads ----------------------------------------------------------------
select tests.authenticate_as('free');
select results_eq($$ select status::text, status_reason_code, status_reason from public.contractor_applications $$,
  $$ values ('rejected', 'background_check', 'We cannot offer you a place this time.') $$,
  'the applicant reads the decision, its reason and the message written for them');
select is((select count(*)::int from public.contractor_applications a where to_jsonb(a)::text like '%SECRET%'), 0,
  'the note is in no column of the application row');
select results_eq($$ select to_status::text, reason_code, reason from public.application_events where from_status is not null $$,
  $$ values ('rejected', 'background_check', 'We cannot offer you a place this time.') $$,
  'the history gives the applicant the message, not the note');
select is((select count(*)::int from public.application_events e
            where concat_ws('|', e.from_status, e.to_status, e.reason, e.reason_code) like '%SECRET%'), 0,
  'the note is in no column of the history');
select is_empty($$ select 1 from public.application_notes $$, 'the notes table answers the applicant with nothing');
select is_empty($$ select 1 from public.application_events e join public.application_notes n on n.event_id = e.id $$,
  'nor through a join from their own history (the embed PostgREST would make)');
select is_empty($$ select 1 from public.application_reviews $$, 'nor through the admins'' list');
select throws_ok($$ select private.set_billing_rate(tests.uid('free'), 1) $$, '42501', null,
  'the private schema''s functions are out of reach too');

-- Nobody writes notes through the API ------------------------------------------------------
select throws_ok($$ insert into public.application_notes (event_id, note) select id, 'mine' from public.application_events limit 1 $$,
  '42501', null, 'an applicant cannot write a note');
select tests.authenticate_as('admin');
select throws_ok($$ insert into public.application_notes (event_id, note) select id, 'by hand' from public.application_events limit 1 $$,
  '42501', null, 'an admin writes notes only with a decision');
select throws_ok($$ update public.application_notes set note = 'edited' $$, '42501', null, 'nobody edits a note');

-- What admins read -------------------------------------------------------------------------------
select results_eq($$ select n.note, n.author_id = tests.uid('admin') from public.application_events e
                      join public.application_notes n on n.event_id = e.id
                     where e.application_id = '78000000-0000-4000-8000-00000000000f' $$,
  $$ values ('SECRET: record flagged by the county', true) $$, 'an admin reads the note with its event and author');
select tests.authenticate_as('admin_b');
select is((select count(*)::int from public.application_notes n
             join public.application_events e on e.id = n.event_id
            where e.application_id = '78000000-0000-4000-8000-00000000000f'), 1, 'every admin reads the notes');
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from public.application_notes $$, 'a contractor reads no notes');

select * from finish();
rollback;

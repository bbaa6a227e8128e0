-- A request records the visitor's language and queues their confirmation email in it.
begin;
\ir ../../helpers/tests_schema.psql
select plan(9);

reset role;
do $$ begin perform seed_accounts.create_anonymous_user('a6000000-0000-4000-8000-000000000101'); end $$;
select tests.authenticate_anonymously('a6000000-0000-4000-8000-000000000101');
select lives_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details, language)
                   values ('Relocation Case', 'Lee County', 'Lucía', 'lucia@example.test', '555', 'Audiencia pronto', 'es') $$,
  'a visitor files a request in Spanish');
select throws_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details, language)
                    values ('Relocation Case', 'Lee County', 'A', 'a@example.test', '5', 'x', 'fr') $$,
  '23514', null, 'only English, Spanish and Haitian Creole');
select throws_ok($$ select * from public.claim_request_confirmations() $$,
  '42501', null, 'a visitor cannot claim confirmations');
select throws_ok($$ select * from public.request_confirmations $$,
  '42501', null, 'nor read the queue');

reset role;
insert into public.gal_requests (id, case_type, county, name, email, phone, details)
  values ('51000000-0000-4000-8000-000000000002', 'Relocation Case', 'Lee County', 'Pat', 'pat@example.test', '555', 'x');
select is((select language from public.gal_requests where id = '51000000-0000-4000-8000-000000000002'),
  'en', 'English when the filer says nothing');

set local role service_role;
select results_eq(
  $$ select language, email from public.claim_request_confirmations(100)
      where email in ('lucia@example.test', 'pat@example.test') order by language $$,
  $$ values ('en'::text, 'pat@example.test'::text), ('es', 'lucia@example.test') $$,
  'each filed request queues one confirmation, with its language');
select is_empty($$ select * from public.claim_request_confirmations(100)
                   where email = 'lucia@example.test' $$,
  'a claimed confirmation is not claimed twice');
select public.finish_request_confirmation((select id from public.gal_requests where email = 'lucia@example.test'));
select is((select c.status::text from public.request_confirmations c
             join public.gal_requests r on r.id = c.request_id where r.email = 'lucia@example.test'),
  'sent', 'the sender reports it sent');
select public.finish_request_confirmation('51000000-0000-4000-8000-000000000002', 'mailbox full', true);
select is((select status::text from public.request_confirmations where request_id = '51000000-0000-4000-8000-000000000002'),
  'undeliverable', 'a permanent refusal is not retried');

select * from finish();
rollback;

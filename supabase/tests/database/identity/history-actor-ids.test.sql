-- Who acted in a history is for admins: a non-admin reads what happened to their
-- application, case or invoice and when, never the acting user's id. Every event
-- or history table (named *_events or *_history, or with an actor_id column),
-- including any added later, keeps its actor columns from anon and authenticated;
-- admins read them through public.history_actors().
begin;
\ir ../../helpers/tests_schema.psql
select plan(23);

-- Every history, now and later ------------------------------------------------------------
create function pg_temp.history_tables() returns setof regclass language sql as $$
  select k.oid::regclass
    from pg_class k
    join pg_namespace n on n.oid = k.relnamespace
   where n.nspname = 'public' and k.relkind in ('r', 'p', 'v', 'm')
     and (k.relname ~ '_(events|history)$'
          or exists (select 1 from pg_attribute a
                      where a.attrelid = k.oid and a.attname = 'actor_id' and not a.attisdropped))
$$;
select ok((select count(*) from pg_temp.history_tables()) >= 3,
  'the check finds the histories (case_events, application_events, invoice_events)');
select is_empty($$
  select format('%s.%s readable by %s', k::text, a.attname, r.role)
    from pg_temp.history_tables() k
    join pg_attribute a on a.attrelid = k and a.attnum > 0 and not a.attisdropped
   cross join (values ('anon'), ('authenticated')) r(role)
   where a.attname ~ '^(actor|author)_?id$|_by$|_by_id$'
     and has_column_privilege(r.role, k, a.attnum, 'SELECT')
$$, 'no event or history table lets anon or authenticated read who acted');

-- An application, decided by the admin, and a case the admin posted ---------------------
insert into public.cases (id, title, description, admin_id, created_at) values
  ('a1000000-0000-4000-8000-0000000000ca', 'Case', 'Desc', tests.uid('admin'), now() - interval '2 days');
update public.users set billing_rate = 40 where id = tests.uid('contractor_a');
insert into public.contractor_applications (id, user_id, full_name, email, phone, years_experience, professional_summary) values
  ('a1000000-0000-4000-8000-00000000000f', tests.uid('free'), 'Fiona Free', 'free@tests.local', '555', 2, 'Summary');
select tests.authenticate_as('admin');
select is(public.review_application('contractor', 'a1000000-0000-4000-8000-00000000000f', 'rejected',
            'background_check', 'We cannot offer you a place this time.', null,
            seen_version => tests.version('public.contractor_applications', 'a1000000-0000-4000-8000-00000000000f')),
  'rejected'::public.application_status, 'the admin decides');

-- Allowed: the applicant reads what happened and when ----------------------------------
select tests.authenticate_as('free');
select results_eq($$ select from_status::text, to_status::text, reason_code from public.application_events
                      where application_id = 'a1000000-0000-4000-8000-00000000000f' order by id $$,
  $$ values (null, 'pending', null), ('pending', 'rejected', 'background_check') $$,
  'the applicant reads their history: what changed');
select is((select count(*)::int from public.application_events
            where application_id = 'a1000000-0000-4000-8000-00000000000f' and created_at is not null), 2,
  '... and when');

-- Denied: not who --------------------------------------------------------------------------
select throws_ok($$ select actor_id from public.application_events $$, '42501', null,
  'the applicant''s select of actor_id is refused');
select throws_ok($$ select * from public.application_events $$, '42501', null,
  'so is select * (it names actor_id)');
select throws_ok($$ select e.id from public.application_events e join public.users u on u.id = e.actor_id $$,
  '42501', null, 'and a join on the actor (the embed PostgREST would make)');
select throws_ok($$ select to_jsonb(e) from public.application_events e $$, '42501', null,
  'and the whole row');
select throws_ok($$ select * from public.history_actors('application', 'a1000000-0000-4000-8000-00000000000f') $$,
  '42501', 'Only admins read who acted in a history', 'the applicant cannot ask the admins'' helper');

-- A case the admin assigned; a contractor reads its history without ids ------------------
select tests.authenticate_as('admin');
select lives_ok($$ select public.assign_case('a1000000-0000-4000-8000-0000000000ca', tests.uid('contractor_a')) $$,
  'the admin assigns the case');
select tests.authenticate_as('contractor_a');
select results_eq($$ select kind::text, actor_name from public.case_events
                      where case_id = 'a1000000-0000-4000-8000-0000000000ca' order by id $$,
  $$ values ('posted', null), ('assigned', 'Test admin') $$,
  'the contractor reads the case history (names copied in, as the case page shows)');
select throws_ok($$ select actor_id from public.case_events $$, '42501', null,
  'the contractor''s select of a case event''s actor_id is refused');
select throws_ok($$ select * from public.case_events $$, '42501', null, '... and select *');

-- An invoice: the contractor submits, the admin returns it -------------------------------
insert into public.time_entries (case_id, description, hours, date)
values ('a1000000-0000-4000-8000-0000000000ca', 'Visit', 1, current_date);
create temp table inv on commit drop as
  select id from public.create_invoice(current_date, current_date);
grant select on inv to authenticated;
select lives_ok($$ select public.submit_invoice((select id from inv)) $$, 'the contractor submits');
select tests.authenticate_as('admin');
select lives_ok($$ select public.return_invoice((select id from inv), 'Add the mileage', seen_version => tests.version('public.invoices', (select id from inv))) $$, 'the admin returns it');
select tests.authenticate_as('contractor_a');
select results_eq($$ select to_status::text, reason from public.invoice_events
                      where invoice_id = (select id from inv) order by id $$,
  $$ values ('draft', null), ('submitted', null), ('draft', 'Add the mileage') $$,
  'the contractor reads the invoice history');
select throws_ok($$ select actor_id from public.invoice_events $$, '42501', null,
  'the contractor''s select of an invoice event''s actor_id is refused');
select throws_ok($$ select * from public.invoice_events $$, '42501', null, '... and select *');

-- Allowed: admins read who acted ----------------------------------------------------------
select tests.authenticate_as('admin');
select results_eq($$ select actor_id from public.history_actors('application', 'a1000000-0000-4000-8000-00000000000f') $$,
  $$ values (null::uuid), (tests.uid('admin')) $$,
  'an admin reads who decided the application (filed here by the test itself, so no one)');
select results_eq($$ select actor_id, full_name from public.history_actors('case', 'a1000000-0000-4000-8000-0000000000ca') $$,
  $$ values (null::uuid, null::text), (tests.uid('admin'), 'Test admin'::text) $$,
  'an admin reads who assigned the case');
select results_eq($$ select actor_id from public.history_actors('invoice', (select id from inv)) $$,
  $$ values (tests.uid('contractor_a')), (tests.uid('contractor_a')), (tests.uid('admin')) $$,
  'an admin reads who made, submitted and returned the invoice');
select throws_ok($$ select * from public.history_actors('users', tests.uid('admin')) $$, '22023', null,
  'a history the helper does not know is refused');

select * from finish();
rollback;

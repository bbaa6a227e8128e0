-- public.open_case_listings(): the redacted listing free users browse. It
-- lists open cases only, with no description column; free users get no
-- description through the table either.
begin;
\ir ../../helpers/tests_schema.psql
select plan(10);

insert into public.cases (id, title, description, type, county, category, urgency, compensation, admin_id, contractor_id, status) values
  ('60000000-0000-4000-8000-00000000000e', 'Open listing', 'Child details: secret', 'paid', 'Broward', 'Juvenile', 'High', '$50/hour', tests.uid('admin'), null, 'open'),
  ('60000000-0000-4000-8000-00000000000a', 'Taken', 'Also secret', 'pro_bono', 'Orange', 'Dependency', 'Low', null, tests.uid('admin'), tests.uid('contractor_a'), 'assigned');

select is(
  (select array_agg(attname::text order by attnum) from pg_attribute
    where attrelid = 'public.case_listing'::regclass and attnum > 0),
  array['id', 'title', 'type', 'county', 'category', 'urgency', 'compensation', 'created_at'],
  'the listing''s columns are exactly the redacted ones, with no description');
select is(
  (select prorettype::regtype::text from pg_proc where proname = 'open_case_listings' and pronamespace = 'public'::regnamespace),
  'case_listing', 'the listing returns that row type');

select tests.clear_authentication();
select throws_ok($$ select * from public.open_case_listings() $$, '42501', null, 'anon cannot list cases');

select tests.authenticate_as('free');
select results_eq(
  $$ select title, type::text, county, category::text, urgency::text, compensation
       from public.open_case_listings() where id::text like '60000000-%' $$,
  $$ values ('Open listing', 'paid', 'Broward', 'Juvenile', 'High', '$50/hour') $$,
  'a free user lists open cases with title, type, county, category, urgency and compensation');
select is_empty($$ select 1 from public.open_case_listings() where id = '60000000-0000-4000-8000-00000000000a' $$,
  'an assigned case is not listed');
select is_empty($$ select description from public.cases where id = '60000000-0000-4000-8000-00000000000e' $$,
  'a free user cannot read the open case''s description from the table');
select throws_ok($$ select description from private.open_case_listings() $$, '42703', null,
  'the private listing has no description either');
select is_empty(
  $$ select 1 from public.time_entries t join public.cases c on c.id = t.case_id
      union all select 1 from public.messages m join public.cases c on c.id = m.case_id $$,
  'a free user reaches no case through entries or messages');

select tests.authenticate_as('contractor_b');
select isnt_empty($$ select 1 from public.open_case_listings() where id = '60000000-0000-4000-8000-00000000000e' $$,
  'a contractor may use the listing too');
select is((select description from public.cases where id = '60000000-0000-4000-8000-00000000000e'), 'Child details: secret',
  'a contractor reads an open case''s description from the table');

select * from finish();
rollback;

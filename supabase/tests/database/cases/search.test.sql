-- public.search_cases: the case search finds cases by title
-- or description, and only those the caller may see (the cases select policy
-- still decides); % and _ are matched as typed.
begin;
\ir ../../helpers/tests_schema.psql
select plan(9);

insert into public.cases (id, title, description, admin_id, contractor_id, status) values
  ('11400000-0000-4000-8000-00000000000a', 'Zebrafinch review', 'Assigned to A', tests.uid('admin'), tests.uid('contractor_a'), 'assigned'),
  ('11400000-0000-4000-8000-00000000000b', 'Other study', 'Zebrafinch siblings, assigned to B', tests.uid('admin'), tests.uid('contractor_b'), 'assigned'),
  ('11400000-0000-4000-8000-0000000000c1', 'Open zebrafinch case', 'Open, 50% done', tests.uid('admin'), null, 'open');

select tests.authenticate_as('admin');
select set_eq($$ select id from public.search_cases('ZEBRAFINCH') $$,
  $$ values ('11400000-0000-4000-8000-00000000000a'::uuid), ('11400000-0000-4000-8000-00000000000b'), ('11400000-0000-4000-8000-0000000000c1') $$,
  'an admin finds every case whose title or description contains the text, in any case');

select tests.authenticate_as('contractor_a');
select set_eq($$ select id from public.search_cases('zebrafinch') $$,
  $$ values ('11400000-0000-4000-8000-00000000000a'::uuid), ('11400000-0000-4000-8000-0000000000c1') $$,
  'a contractor finds their own case and the open one');
select is_empty($$ select 1 from public.search_cases('siblings, assigned to B') $$,
  'but never another contractor''s case, however exactly they name it');
select results_eq($$ select count(*)::int from public.search_cases('zebrafinch') where status = 'open' $$,
  $$ values (1) $$, 'filters apply on top of the search');

select tests.authenticate_as('free');
select is_empty($$ select 1 from public.search_cases('zebrafinch') $$,
  'a free user finds nothing');

select tests.authenticate_as('admin');
select results_eq($$ select id from public.search_cases('50%') $$,
  $$ values ('11400000-0000-4000-8000-0000000000c1'::uuid) $$, '% is matched as typed');
select is_empty($$ select 1 from public.search_cases('%') where id::text like '11400000%' and title not like '%\%%' and description not like '%\%%' $$,
  'a lone % matches only text that has one');

select tests.clear_authentication();
select throws_ok($$ select public.search_cases('zebrafinch') $$, '42501', null,
  'anonymous callers may not search');
select throws_ok($$ select private.case_ids_matching('zebrafinch') $$, '42501', null,
  'nor reach the id helper');

select * from finish();
rollback;

-- Sibling groups: only admins link and unlink cases; linking merges groups; a
-- contractor reads the group of their own case and sees only the siblings the
-- cases' own rules let them see; another contractor reads no link.
begin;
\ir ../../helpers/tests_schema.psql
select plan(14);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('87000000-0000-4000-8000-000000000001', 'Maya', 'Sibling 1', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '9 days'),
  ('87000000-0000-4000-8000-000000000002', 'Leo', 'Sibling 2', tests.uid('admin'), tests.uid('contractor_a'), 'in_progress', now() - interval '9 days'),
  ('87000000-0000-4000-8000-000000000003', 'Ava', 'Sibling 3', tests.uid('admin'), tests.uid('contractor_b'), 'in_progress', now() - interval '9 days');

select tests.authenticate_as('contractor_a');
select throws_ok($$ select public.link_siblings('{87000000-0000-4000-8000-000000000001,87000000-0000-4000-8000-000000000002}') $$,
  '42501', 'Only admins link sibling cases', 'a contractor cannot link cases');
select throws_ok($$ insert into public.sibling_links (case_id, group_id) values ('87000000-0000-4000-8000-000000000001', gen_random_uuid()) $$,
  '42501', null, 'nor insert a link directly');

select tests.authenticate_with_password_only('admin');
select throws_ok($$ insert into public.sibling_links (case_id, group_id) values ('87000000-0000-4000-8000-000000000001', gen_random_uuid()) $$,
  '42501', null, 'an admin without the second factor cannot link either');

select tests.authenticate_as('admin');
select lives_ok($$ select public.link_siblings('{87000000-0000-4000-8000-000000000001,87000000-0000-4000-8000-000000000002}') $$,
  'an admin links two cases');
select lives_ok($$ select public.link_siblings('{87000000-0000-4000-8000-000000000002,87000000-0000-4000-8000-000000000003}') $$,
  'and links a third to one of them');
select is((select count(distinct group_id)::int from public.sibling_links where case_id::text like '87000000-%'), 1, 'the groups merge into one');
select throws_ok($$ select public.link_siblings('{87000000-0000-4000-8000-000000000001}') $$,
  '22023', null, 'linking needs two cases');

select tests.authenticate_as('contractor_a');
select is((select count(*)::int from public.sibling_links where case_id::text like '87000000-%'), 3, 'a contractor reads the links of their cases'' group');
select results_eq($$ select title from public.case_siblings('87000000-0000-4000-8000-000000000001') $$,
  $$ values ('Leo') $$, 'and lists only the siblings they may see (not one held by another contractor)');
select is_empty($$ delete from public.sibling_links returning 1 $$, 'a contractor cannot unlink');
select throws_ok($$ select public.unlink_sibling('87000000-0000-4000-8000-000000000001') $$,
  '42501', null, 'nor through the function');

select tests.authenticate_as('contractor_b');
select is_empty($$ select title from public.case_siblings('87000000-0000-4000-8000-000000000003') $$,
  'contractor B sees no title of the siblings held by A');

select tests.authenticate_as('admin');
select lives_ok($$ select public.unlink_sibling('87000000-0000-4000-8000-000000000003') $$, 'an admin unlinks a case');
select public.unlink_sibling('87000000-0000-4000-8000-000000000002');
select is((select count(*)::int from public.sibling_links where case_id::text like '87000000-%'), 0, 'a group left with one case ends');

select * from finish();
rollback;

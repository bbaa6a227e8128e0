-- The contractors directory: admins only; rates, active cases, hours this
-- month and last entry per contractor; search, sort and paging in SQL.
begin;
\ir ../../helpers/tests_schema.psql
select plan(20);

-- Three directory contractors of our own, with a name nobody else has.
do $$
begin
  perform tests.create_user('zq_ana', 'contractor');
  perform tests.create_user('zq_ben', 'contractor');
  perform tests.create_user('zq_cy', 'contractor');
end
$$;
update public.users set full_name = 'Zq Ana Able', hourly_rate = 40, billing_rate = 45 where id = tests.uid('zq_ana');
update public.users set full_name = 'Zq Ben Baker', hourly_rate = 70, billing_rate = 65 where id = tests.uid('zq_ben');
update public.users set full_name = 'Zq Cy Cole', hourly_rate = null, billing_rate = null where id = tests.uid('zq_cy');

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('64000000-0000-4000-8000-0000000000a1', 'Ana 1', 'x', tests.uid('admin'), tests.uid('zq_ana'), 'assigned', now() - interval '200 days'),
  ('64000000-0000-4000-8000-0000000000a2', 'Ana 2', 'x', tests.uid('admin'), tests.uid('zq_ana'), 'in_progress', now() - interval '200 days'),
  ('64000000-0000-4000-8000-0000000000b1', 'Ben 1', 'x', tests.uid('admin'), tests.uid('zq_ben'), 'assigned', now() - interval '200 days');
insert into public.time_entries (case_id, user_id, description, hours, date) values
  ('64000000-0000-4000-8000-0000000000a1', tests.uid('zq_ana'), 'this month', 2.5, current_date),
  ('64000000-0000-4000-8000-0000000000a2', tests.uid('zq_ana'), 'this month too', 1.25, date_trunc('month', current_date)::date),
  ('64000000-0000-4000-8000-0000000000a1', tests.uid('zq_ana'), 'last month', 8, date_trunc('month', current_date)::date - 1),
  ('64000000-0000-4000-8000-0000000000b1', tests.uid('zq_ben'), 'long ago', 3, current_date - 100);
update public.cases set status = 'completed' where id = '64000000-0000-4000-8000-0000000000a2';

-- who may ---------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.contractor_directory() $$, '42501', null, 'anon cannot list contractors');
select tests.authenticate_as('free');
select throws_ok($$ select * from public.contractor_directory() $$, '42501', null, 'a free user cannot list contractors');
select tests.authenticate_as('zq_ana');
select throws_ok($$ select * from public.contractor_directory() $$, '42501', null, 'a contractor cannot list contractors');
select throws_ok($$ select * from public.contractor_detail(tests.uid('zq_ana')) $$, '42501', null,
  'a contractor cannot read the directory''s detail, not even their own');
select tests.clear_authentication();
select throws_ok($$ select * from public.contractor_detail(tests.uid('zq_ana')) $$, '42501', null, 'anon cannot read detail');

-- figures ---------------------------------------------------------------------
select tests.authenticate_as('admin');
select results_eq(
  $$ select full_name, asking_rate, billing_rate, active_cases, hours_this_month, last_entry_date, total_count
       from public.contractor_directory(search => 'zq ') $$,
  $$ values ('Zq Ana Able', 40.00, 45.00, 1, 3.75, current_date, 3),
            ('Zq Ben Baker', 70.00, 65.00, 1, 0.00, current_date - 100, 3),
            ('Zq Cy Cole', null, null, 0, 0, null, 3) $$,
  'an admin sees each contractor''s rates, active cases, hours this month and last entry');
select results_eq($$ select full_name, hours_this_month from public.contractor_detail(tests.uid('zq_ana')) $$,
  $$ values ('Zq Ana Able', 3.75) $$, 'the detail row has the same figures');
select is_empty($$ select 1 from public.contractor_detail(tests.uid('free')) $$, 'a non-contractor has no detail row');
select is_empty($$ select 1 from public.contractor_directory(search => 'zq') where id in (tests.uid('free'), tests.uid('admin')) $$,
  'only contractors are listed');

-- search ----------------------------------------------------------------------
select results_eq($$ select full_name from public.contractor_directory(search => 'BAKER') $$,
  $$ values ('Zq Ben Baker') $$, 'search matches part of a name, any case');
select results_eq($$ select full_name from public.contractor_directory(search => 'zq_cy@') $$,
  $$ values ('Zq Cy Cole') $$, 'search matches an email');
select is_empty($$ select 1 from public.contractor_directory(search => 'zq%ana') $$, 'search text is not a pattern');

-- sort ------------------------------------------------------------------------
select results_eq($$ select full_name from public.contractor_directory(search => 'zq ', sort_by => 'billing_rate', sort_desc => true) $$,
  $$ values ('Zq Ben Baker'), ('Zq Ana Able'), ('Zq Cy Cole') $$, 'sort by billing rate, highest first, no rate last');
select results_eq($$ select full_name from public.contractor_directory(search => 'zq ', sort_by => 'asking_rate') $$,
  $$ values ('Zq Ana Able'), ('Zq Ben Baker'), ('Zq Cy Cole') $$, 'sort by asking rate, lowest first, no rate last');
select results_eq($$ select full_name from public.contractor_directory(search => 'zq ', sort_by => 'last_entry_date', sort_desc => true) $$,
  $$ values ('Zq Ana Able'), ('Zq Ben Baker'), ('Zq Cy Cole') $$, 'sort by last entry, newest first');
select throws_ok($$ select * from public.contractor_directory(sort_by => 'full_name; drop table public.users') $$, '22023', null,
  'an unknown sort key is refused');

-- paging ----------------------------------------------------------------------
select results_eq($$ select full_name, total_count from public.contractor_directory(search => 'zq ', page_size => 2, page => 1) $$,
  $$ values ('Zq Ana Able', 3), ('Zq Ben Baker', 3) $$, 'page 1 of 2');
select results_eq($$ select full_name, total_count from public.contractor_directory(search => 'zq ', page_size => 2, page => 2) $$,
  $$ values ('Zq Cy Cole', 3) $$, 'page 2 of 2');
select throws_ok($$ select * from public.contractor_directory(page_size => 1000) $$, '22023', null, 'pages hold at most 100 rows');

-- deactivated contractors stay listed -------------------------------------------------
select public.deactivate_contractor(tests.uid('zq_cy'));
select results_eq($$ select deactivated_at is not null from public.contractor_directory(search => 'zq_cy') $$,
  $$ values (true) $$, 'a deactivated contractor stays in the directory, marked');

select * from finish();
rollback;

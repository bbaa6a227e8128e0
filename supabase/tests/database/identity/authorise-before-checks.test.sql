-- Triggers authorise before they check: a caller who may not write the row
-- gets the RLS denial, never a check's answer about someone else's hours, a
-- case's creation date or another user's standing; actor ids are not read.
begin;
\ir ../../helpers/tests_schema.psql
-- The 24-hour rule on its own: the program's daily cap (default 16) raised to it.
update public.program_settings set max_hours_per_day = 24;
select plan(19);

insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('74000000-0000-4000-8000-00000000000a', 'A''s case', 'Assigned', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', now() - interval '5 days'),
  ('74000000-0000-4000-8000-00000000000b', 'Open case', 'Open', tests.uid('admin'), null, 'open', now() - interval '5 days');
insert into public.time_entries (case_id, user_id, description, hours, date) values
  ('74000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Long day', 20, current_date - 1);
do $$ begin perform tests.create_user('retired', 'contractor'); end $$;
update public.users set deactivated_at = now() where id = tests.uid('retired');

create function tests.denial(tbl text) returns text language sql immutable as $$
  select 'new row violates row-level security policy for table "' || tbl || '"'
$$;
grant execute on function tests.denial(text) to authenticated;

-- time entries: another user's hours and case dates stay theirs ---------------------------
select tests.authenticate_as('contractor_b');
select throws_ok($$ insert into public.time_entries (case_id, user_id, description, hours, date) values ('74000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Probe', 5, current_date - 1) $$,
  '42501', tests.denial('time_entries'), 'an entry naming another user is denied before the 24-hour check could say their hours');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('74000000-0000-4000-8000-00000000000a', 'Probe', 1, current_date - 30) $$,
  '42501', tests.denial('time_entries'), 'an entry on another''s case is denied before the date check could say when it was created');
select tests.authenticate_as('free');
select throws_ok($$ insert into public.time_entries (case_id, user_id, description, hours, date) values ('74000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'Probe', 24, current_date - 1) $$,
  '42501', tests.denial('time_entries'), 'a free user is denied the same way');
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('74000000-0000-4000-8000-00000000000a', 'Over', 5, current_date - 1) $$,
  'GC002', null, 'the owner still meets the 24-hour check, about their own day');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('74000000-0000-4000-8000-00000000000a', 'Early', 1, current_date - 30) $$,
  'GC001', null, 'and the date check, about their own case');
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('74000000-0000-4000-8000-00000000000a', 'Fine', 4, current_date - 1) $$,
  'and logs what fits');
select throws_ok($$ update public.time_entries set hours = 5 where description = 'Fine' $$,
  'GC002', null, 'a correction of one''s own entry is checked as before');
reset role;
select lives_ok($$ insert into public.time_entries (case_id, user_id, description, hours, date) values ('74000000-0000-4000-8000-00000000000a', tests.uid('contractor_a'), 'By the server', 0.25, current_date) $$,
  'server roles are not stopped by the authorising trigger');

-- cases: the contractor check answers admins only ---------------------------------------
select tests.authenticate_as('contractor_b');
select throws_ok($$ update public.cases set contractor_id = tests.uid('free'), status = 'assigned' where id = '74000000-0000-4000-8000-00000000000b' $$,
  '42501', tests.denial('cases'), 'a contractor naming a free user gets the RLS denial');
select throws_ok($$ update public.cases set contractor_id = tests.uid('retired'), status = 'assigned' where id = '74000000-0000-4000-8000-00000000000b' $$,
  '42501', tests.denial('cases'), 'the same for a deactivated contractor');
select throws_ok($$ update public.cases set contractor_id = tests.uid('contractor_a'), status = 'assigned' where id = '74000000-0000-4000-8000-00000000000b' $$,
  '42501', tests.denial('cases'), 'the same for an active one: no oracle');
select throws_ok($$ update public.cases set contractor_id = gen_random_uuid(), status = 'assigned' where id = '74000000-0000-4000-8000-00000000000b' $$,
  '42501', tests.denial('cases'), 'the same for nobody');
select results_eq($$ select status::text from public.accept_case('74000000-0000-4000-8000-00000000000b') $$,
  $$ values ('assigned') $$, 'naming themself (accepting) still works');
select tests.authenticate_as('admin');
select throws_ok($$ update public.cases set contractor_id = tests.uid('free') where id = '74000000-0000-4000-8000-00000000000a' $$,
  '23514', 'A case can be assigned only to a contractor', 'an admin still hears why a user cannot take a case');
select throws_ok($$ update public.cases set contractor_id = tests.uid('retired') where id = '74000000-0000-4000-8000-00000000000a' $$,
  '23514', 'This contractor is deactivated and takes no new cases', 'and that a contractor is deactivated');

-- case history: names, not ids -------------------------------------------------------------
select tests.authenticate_as('contractor_b');
select throws_ok($$ select actor_id from public.case_events $$, '42501', null,
  'a contractor cannot read who acted by id');
select isnt_empty($$ select kind, actor_name from public.case_events where case_id = '74000000-0000-4000-8000-00000000000b' $$,
  'but reads the history of their case, with names');
select tests.authenticate_as('admin');
select throws_ok($$ select actor_id from public.case_events $$, '42501', null,
  'no API role reads actor ids (they stay for audits by server roles)');
reset role;
select isnt_empty($$ select actor_id from public.case_events where actor_id = tests.uid('contractor_b') $$,
  'the ids are still recorded');

select * from finish();
rollback;

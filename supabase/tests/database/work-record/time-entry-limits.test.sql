-- Time entry limits: no date before the case was created (GC001), at most 24
-- hours per contractor per day across all their cases (GC002).
begin;
\ir ../../helpers/tests_schema.psql
-- The 24-hour rule on its own: the program's daily cap (default 16) raised to it.
update public.program_settings set max_hours_per_day = 24;
select plan(14);

-- Case A was created five days ago; case B at 02:00 UTC three days ago, which
-- is still the evening before in Florida.
insert into public.cases (id, title, description, admin_id, contractor_id, status, created_at) values
  ('a0000000-0000-4000-8000-00000000000a', 'A', 'Limits', tests.uid('admin'), tests.uid('contractor_a'), 'assigned', now() - interval '5 days'),
  ('a0000000-0000-4000-8000-00000000000b', 'B', 'Limits', tests.uid('admin'), tests.uid('contractor_a'), 'assigned',
   ((current_date - 3)::timestamp + interval '2 hours') at time zone 'UTC'),
  ('a0000000-0000-4000-8000-00000000000c', 'C', 'Limits', tests.uid('admin'), tests.uid('contractor_b'), 'assigned', now() - interval '5 days');

-- the case's creation date --------------------------------------------------------
select tests.authenticate_as('contractor_a');
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('a0000000-0000-4000-8000-00000000000a', 'Day one', 1, (now() - interval '5 days')::date) $$,
  'an entry dated the day the case was created is accepted');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('a0000000-0000-4000-8000-00000000000a', 'Too early', 1, current_date - 30) $$,
  'GC001', null, 'an entry dated before the case was created is refused');
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('a0000000-0000-4000-8000-00000000000b', 'Florida evening', 1, current_date - 4) $$,
  'the creation date is Florida''s: a case created at 02:00 UTC takes entries for the evening before');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('a0000000-0000-4000-8000-00000000000b', 'Day before', 1, current_date - 5) $$,
  'GC001', null, 'but not for the day before that');
select throws_ok($$ update public.time_entries set date = current_date - 30 where description = 'Day one' $$,
  'GC001', null, 'a correction cannot move an entry before the case either');

-- 24 hours per day ---------------------------------------------------------------------
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('a0000000-0000-4000-8000-00000000000a', 'Long day', 20, current_date - 1) $$,
  'a contractor logs 20 hours on one case');
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('a0000000-0000-4000-8000-00000000000b', 'Rest of day', 4, current_date - 1) $$,
  'and 4 more on another case the same day: exactly 24');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('a0000000-0000-4000-8000-00000000000b', 'One more', 0.25, current_date - 1) $$,
  'GC002', null, 'a 25th quarter hour on that day is refused, across cases');
select throws_ok($$ update public.time_entries set hours = 4.25 where description = 'Rest of day' $$,
  'GC002', null, 'a correction cannot push the day over 24 hours');
select lives_ok($$ update public.time_entries set hours = 19 where description = 'Long day' $$,
  'a correction that keeps the day within 24 hours is accepted (the entry is not counted twice)');
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('a0000000-0000-4000-8000-00000000000a', 'Next day', 24, current_date) $$,
  'another day has its own 24 hours');
select throws_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('a0000000-0000-4000-8000-00000000000a', 'Too long', 24.25, current_date - 2) $$,
  '23514', null, 'a single entry over 24 hours is still the column check''s error');
select tests.authenticate_as('contractor_b');
select lives_ok($$ insert into public.time_entries (case_id, description, hours, date) values ('a0000000-0000-4000-8000-00000000000c', 'B day', 8, current_date - 1) $$,
  'another contractor''s hours on the same day do not count against A');

reset role;
select results_eq($$ select sum(hours) from public.time_entries where user_id = tests.uid('contractor_a') and date = current_date - 1 $$,
  $$ values (23.00::numeric) $$, 'A''s day holds only the accepted hours');

select * from finish();
rollback;

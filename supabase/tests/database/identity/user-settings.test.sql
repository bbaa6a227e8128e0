-- public.user_settings: one row per user, SPEC's defaults, only the owner
-- reads or writes it (admins included).
begin;
\ir ../../helpers/tests_schema.psql
select plan(17);

-- defaults ----------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ insert into public.user_settings (user_id) values (tests.uid('contractor_a'))
     returning theme, notify_new_cases, notify_case_updates, notify_messages, notify_deadlines,
               compact_view, show_case_count, show_deadlines, show_time_tracking $$,
  $$ values ('light', true, true, true, true, false, true, true, true) $$,
  'a new row has SPEC''s defaults: light, notifications on, compact off, cards shown');

-- select ----------------------------------------------------------------------
reset role;
insert into public.user_settings (user_id, compact_view) values (tests.uid('admin'), true);
select tests.clear_authentication();
select throws_ok($$ select * from public.user_settings $$, '42501', null, 'anon cannot read settings');
select tests.authenticate_as('contractor_a');
select results_eq($$ select user_id from public.user_settings $$, $$ values (tests.uid('contractor_a')) $$,
  'a user reads only their own settings');
select tests.authenticate_as('admin');
select results_eq($$ select user_id from public.user_settings $$, $$ values (tests.uid('admin')) $$,
  'an admin too reads only their own settings');

-- insert ----------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ insert into public.user_settings (user_id) values (tests.uid('free')) $$, '42501', null,
  'anon cannot create settings');
select tests.authenticate_as('free');
select results_eq($$ insert into public.user_settings (theme, show_deadlines) values ('light', false) returning user_id $$,
  $$ values (tests.uid('free')) $$, 'a user''s row defaults to their own id');
select throws_ok($$ insert into public.user_settings (user_id) values (tests.uid('contractor_b')) $$, '42501', null,
  'nobody creates settings for someone else');
select throws_ok($$ update public.user_settings set theme = 'neon' where user_id = tests.uid('free') $$, '23514', null,
  'theme is light or dark');
select throws_ok($$ insert into public.user_settings (user_id, created_at) values (tests.uid('contractor_b'), now()) $$, '42501', null,
  'clients do not write timestamps');

-- update (an upsert, as the client sends it) -----------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq(
  $$ insert into public.user_settings (user_id, compact_view, show_time_tracking) values (tests.uid('contractor_a'), true, false)
     on conflict (user_id) do update set compact_view = excluded.compact_view, show_time_tracking = excluded.show_time_tracking
     returning compact_view, show_time_tracking $$,
  $$ values (true, false) $$, 'the owner saves changes with an upsert');
select is_empty($$ update public.user_settings set compact_view = false where user_id = tests.uid('admin') returning 1 $$,
  'a user cannot change someone else''s settings');
select throws_ok($$ update public.user_settings set user_id = tests.uid('contractor_b') where user_id = tests.uid('contractor_a') $$,
  '42501', null, 'nobody hands their row to someone else');
select tests.authenticate_as('admin');
select is_empty($$ update public.user_settings set compact_view = true where user_id = tests.uid('contractor_a') returning 1 $$,
  'an admin cannot change a user''s settings');
select tests.clear_authentication();
select throws_ok($$ update public.user_settings set compact_view = true $$, '42501', null, 'anon cannot change settings');

-- delete ----------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ delete from public.user_settings $$, '42501', null, 'owners do not delete their row');
select tests.authenticate_as('admin');
select throws_ok($$ delete from public.user_settings $$, '42501', null, 'admins do not delete settings');

reset role;
select results_eq($$ select compact_view, show_time_tracking from public.user_settings where user_id = tests.uid('contractor_a') $$,
  $$ values (true, false) $$, 'only the owner''s changes landed');

select * from finish();
rollback;

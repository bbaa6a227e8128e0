-- The gates on who takes a case: not in good standing, no new case;
-- on an abuse-allegation case only a GAL-program-certified contractor or a
-- Florida Bar member (§61.402(2)). Every path: accept_case(), assign_case(), a
-- direct UPDATE by the contractor or an admin, and flagging an assigned case.
begin;
\ir ../../helpers/tests_schema.psql
select plan(33);

select tests.create_user('short', 'contractor');
select tests.create_user('certified', 'contractor');
select tests.create_user('bar', 'contractor');
select tests.create_user('legal', 'contractor');
reset role;
-- 'short' was approved years ago and has 4.5 of this year's 12 in-service hours.
update public.users set contractor_since = date '2020-03-01' where id = tests.uid('short');
insert into public.training_records (id, user_id, title, provider, completed_on, hours, kind, status)
values ('74000000-0000-4000-8000-0000000000f1', tests.uid('short'), 'Annual update', 'GAL', current_date, 4.5, 'in_service', 'approved');
insert into public.contractor_eligibility (user_id, path, credential, verified_on) values
  (tests.uid('certified'), 'gal_program_certified', 'GAL-1', current_date),
  (tests.uid('bar'), 'florida_bar_member', '0123456', current_date),
  (tests.uid('legal'), 'legal_aid_certified', 'LA-9', current_date);
insert into public.cases (id, title, description, admin_id, status, contractor_id, abuse_allegation) values
  ('74000000-0000-4000-8000-0000000000c1', 'Open one', 'Open', tests.uid('admin'), 'open', null, false),
  ('74000000-0000-4000-8000-0000000000c2', 'Open two', 'Open', tests.uid('admin'), 'open', null, false),
  ('74000000-0000-4000-8000-0000000000c3', 'Open three', 'Open', tests.uid('admin'), 'open', null, false),
  ('74000000-0000-4000-8000-0000000000a1', 'Abuse one', 'Neglect alleged', tests.uid('admin'), 'open', null, true),
  ('74000000-0000-4000-8000-0000000000a2', 'Abuse two', 'Neglect alleged', tests.uid('admin'), 'open', null, true),
  ('74000000-0000-4000-8000-0000000000a3', 'Abuse three', 'Neglect alleged', tests.uid('admin'), 'open', null, true),
  ('74000000-0000-4000-8000-0000000000d1', 'Held by A', 'Assigned', tests.uid('admin'), 'assigned', tests.uid('contractor_a'), false),
  ('74000000-0000-4000-8000-0000000000d2', 'Held by the Bar member', 'Assigned', tests.uid('admin'), 'assigned', tests.uid('bar'), false);

create function pg_temp.short_message(name text) returns text language sql as $$
  select name || ' not in good standing: 7.5 in-service hours still needed for '
         || extract(year from current_date)
$$;

-- good standing ---------------------------------------------------------------------
select tests.authenticate_as('short');
select throws_ok($$ select * from public.accept_case('74000000-0000-4000-8000-0000000000c1') $$,
  'GC101', pg_temp.short_message('You are'), 'accept_case refuses a contractor short of hours, saying what is missing');
select throws_ok($$ update public.cases set contractor_id = tests.uid('short'), status = 'assigned'
                    where id = '74000000-0000-4000-8000-0000000000c1' $$,
  'GC101', pg_temp.short_message('You are'), 'so does accepting by a direct update');
select results_eq($$ select c.accept_blocker from public.cases c where id = '74000000-0000-4000-8000-0000000000c1' $$,
  $$ values (pg_temp.short_message('You are')) $$, 'the case row tells the contractor why before they try');
select tests.authenticate_as('admin');
select throws_ok($$ select * from public.assign_case('74000000-0000-4000-8000-0000000000c1', tests.uid('short')) $$,
  'GC101', pg_temp.short_message('Test short is'), 'assign_case refuses them, naming the contractor to the admin');
select throws_ok($$ update public.cases set contractor_id = tests.uid('short'), status = 'assigned'
                    where id = '74000000-0000-4000-8000-0000000000c1' $$,
  'GC101', pg_temp.short_message('Test short is'), 'so does an admin''s direct update');
select results_eq($$ select c.accept_blocker from public.cases c where id = '74000000-0000-4000-8000-0000000000c1' $$,
  $$ values (null::text) $$, 'admins accept nothing, so the row names no blocker to them');

-- the same contractor once an admin approves their hours
reset role;
insert into public.training_records (id, user_id, title, provider, completed_on, hours, kind)
values ('74000000-0000-4000-8000-0000000000f2', tests.uid('short'), 'Child development', 'GAL', current_date, 7.5, 'in_service');
select tests.authenticate_as('admin');
select lives_ok($$ select public.review_training_record('74000000-0000-4000-8000-0000000000f2', 'approved', null, tests.version('public.training_records', '74000000-0000-4000-8000-0000000000f2')) $$,
  'an admin approves the missing hours');
select tests.authenticate_as('short');
select results_eq($$ select c.accept_blocker from public.cases c where id = '74000000-0000-4000-8000-0000000000c1' $$,
  $$ values (null::text) $$, 'nothing blocks them any more');
select results_eq($$ select status::text from public.accept_case('74000000-0000-4000-8000-0000000000c1') $$,
  $$ values ('assigned') $$, 'and the same accept succeeds');

-- authorise first ---------------------------------------------------------------------
reset role;
select set_config('request.jwt.claims', '', true);
update public.training_records set status = 'pending' where id = '74000000-0000-4000-8000-0000000000f2';
select tests.authenticate_as('contractor_a');
select throws_ok($$ update public.cases set contractor_id = tests.uid('short'), status = 'assigned'
                    where id = '74000000-0000-4000-8000-0000000000c2' $$,
  '42501', 'new row violates row-level security policy for table "cases"',
  'a contractor naming someone else as assignee gets RLS''s denial, never their hours');
select throws_ok($$ update public.cases set contractor_id = tests.uid('legal'), status = 'assigned'
                    where id = '74000000-0000-4000-8000-0000000000a1' $$,
  '42501', 'new row violates row-level security policy for table "cases"',
  'nor whether someone else is eligible');
select tests.authenticate_as('free');
select throws_ok($$ select * from public.assign_case('74000000-0000-4000-8000-0000000000c2', tests.uid('short')) $$,
  '42501', 'Only admins assign cases', 'a free user learns nothing about a contractor by trying to assign');

-- §61.402(2): abuse allegations ------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select throws_ok($$ select * from public.accept_case('74000000-0000-4000-8000-0000000000a1') $$,
  'GC101', 'You are not eligible for a case with an abuse allegation: only a contractor certified by a GAL program or a member of The Florida Bar may serve on it (§61.402(2), Fla. Stat.)',
  'a contractor with no eligibility record cannot accept an abuse-allegation case');
select results_eq($$ select c.accept_blocker like 'You are not eligible%' from public.cases c where id = '74000000-0000-4000-8000-0000000000a1' $$,
  $$ values (true) $$, 'and the case row says why');
select results_eq($$ select c.accept_blocker from public.cases c where id = '74000000-0000-4000-8000-0000000000c2' $$,
  $$ values (null::text) $$, 'while an ordinary open case has no blocker for them');
select tests.authenticate_as('legal');
select throws_ok($$ select * from public.accept_case('74000000-0000-4000-8000-0000000000a1') $$,
  'GC101', null, 'legal aid certification alone does not qualify (accept_case)');
select throws_ok($$ update public.cases set contractor_id = tests.uid('legal'), status = 'assigned'
                    where id = '74000000-0000-4000-8000-0000000000a1' $$,
  'GC101', null, 'nor by a direct update');
select results_eq($$ select status::text from public.accept_case('74000000-0000-4000-8000-0000000000c2') $$,
  $$ values ('assigned') $$, 'legal aid certified contractors still take other cases');
select tests.authenticate_as('admin');
select throws_ok($$ select * from public.assign_case('74000000-0000-4000-8000-0000000000a1', tests.uid('contractor_a')) $$,
  'GC101', 'Test contractor_a is not eligible for a case with an abuse allegation: only a contractor certified by a GAL program or a member of The Florida Bar may serve on it (§61.402(2), Fla. Stat.)',
  'assign_case refuses an ineligible contractor, naming them to the admin');
select throws_ok($$ update public.cases set contractor_id = tests.uid('legal'), status = 'assigned'
                    where id = '74000000-0000-4000-8000-0000000000a1' $$,
  'GC101', null, 'so does an admin''s direct update');
select results_eq($$ select contractor_id from public.assign_case('74000000-0000-4000-8000-0000000000a2', tests.uid('bar')) $$,
  $$ values (tests.uid('bar')) $$, 'an admin assigns a Florida Bar member');
select tests.authenticate_as('certified');
select results_eq($$ select c.accept_blocker from public.cases c where id = '74000000-0000-4000-8000-0000000000a1' $$,
  $$ values (null::text) $$, 'nothing blocks a GAL-program-certified contractor');
select results_eq($$ select status::text from public.accept_case('74000000-0000-4000-8000-0000000000a1') $$,
  $$ values ('assigned') $$, 'who accepts the abuse-allegation case');
select tests.authenticate_as('bar');
select results_eq($$ update public.cases set contractor_id = tests.uid('bar'), status = 'assigned'
                     where id = '74000000-0000-4000-8000-0000000000a3' returning contractor_id $$,
  $$ values (tests.uid('bar')) $$, 'a Bar member accepts one by a direct update');

-- both gates at once: standing first
select tests.authenticate_as('short');
select throws_ok($$ select * from public.accept_case('74000000-0000-4000-8000-0000000000c3') $$,
  'GC101', pg_temp.short_message('You are'), 'after the hours go back to pending, the gate refuses again');

-- flagging a case already assigned ------------------------------------------------------
select tests.authenticate_as('admin');
select throws_ok($$ select * from public.set_abuse_allegation('74000000-0000-4000-8000-0000000000d1', true) $$,
  'GC101', 'Test contractor_a is not eligible for a case with an abuse allegation: only a contractor certified by a GAL program or a member of The Florida Bar may serve on it (§61.402(2), Fla. Stat.)',
  'an admin cannot flag a case held by an ineligible contractor (reassign first)');
select results_eq($$ select abuse_allegation from public.set_abuse_allegation('74000000-0000-4000-8000-0000000000d2', true) $$,
  $$ values (true) $$, 'but may flag one held by a Bar member');
select results_eq($$ select abuse_allegation from public.set_abuse_allegation('74000000-0000-4000-8000-0000000000d1', false) $$,
  $$ values (false) $$, 'and clearing a flag is never refused');
select lives_ok($$ select public.assign_case('74000000-0000-4000-8000-0000000000d1', null) $$,
  'unassigning is never refused');

-- a case already held stays held when standing lapses -------------------------------
select tests.authenticate_as('short');
select results_eq($$ select status::text, contractor_id from public.cases where id = '74000000-0000-4000-8000-0000000000c1' $$,
  $$ values ('assigned', tests.uid('short')) $$, 'a lapse does not take back a case already assigned');

-- deactivated contractors leave the open board -----------------------------------
select tests.authenticate_as('admin');
select lives_ok($$ select public.deactivate_contractor(tests.uid('certified')) $$, 'an admin deactivates a contractor');
select tests.authenticate_as('certified');
select is_empty($$ select c.accept_blocker from public.cases c where id = '74000000-0000-4000-8000-0000000000c3' $$,
  'a deactivated contractor no longer reads the open case, so there is no Accept to explain');

-- trusted server code (seeding, the service role) is not gated ---------------------------
reset role;
select set_config('request.jwt.claims', '', true);
select lives_ok($$ update public.cases set contractor_id = (select id from public.users where email = 'short@tests.local'), status = 'assigned'
                   where id = '74000000-0000-4000-8000-0000000000c3' $$,
  'a statement with no signed-in caller (the seed) assigns as told');

select * from finish();
rollback;

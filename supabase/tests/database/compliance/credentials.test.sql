-- Screening and credentials: admins record each contractor's background screening date,
-- Florida Bar number and status and certification expiry; the contractor reads their own,
-- nobody else does. A lapsed credential refuses Accept and assignment with its reason;
-- reminders go to the contractor and the admins 30 and 7 days before a lapse, once each.
-- The screening's renewal interval is a rule with its source that only admins change.
begin;
\ir ../../helpers/tests_schema.psql
select plan(22);

-- Credentials lapse by Florida's calendar day, not the server's.
create function pg_temp.today() returns date language sql stable
  as $$ select (now() at time zone 'America/New_York')::date $$;
select tests.create_user('lapsed', 'contractor');
select tests.create_user('soon', 'contractor');
select tests.create_user('attorney', 'contractor');
reset role;
insert into public.cases (id, title, description, admin_id, status) values
  ('a2000000-0000-4000-8000-0000000000c1', 'Open one', 'Open', tests.uid('admin'), 'open'),
  ('a2000000-0000-4000-8000-0000000000c2', 'Open two', 'Open', tests.uid('admin'), 'open');

-- rules: read by admins and contractors, changed by admins ---------------------------
select tests.authenticate_as('contractor_a');
select is((select renewal_months from public.credential_rules where credential = 'background_screening'), 60,
  'a contractor reads the screening interval (five years by default)');
update public.credential_rules set renewal_months = 1;
select is((select renewal_months from public.credential_rules where credential = 'background_screening'), 60,
  'but does not change it');
select tests.authenticate_as('free');
select is_empty($$ select * from public.credential_rules $$, 'a free user reads no rule');
select tests.authenticate_as('admin');
select results_eq($$ update public.credential_rules set renewal_months = 48, confirmed_with_counsel = true
                     where credential = 'background_screening' returning renewal_months, updated_by $$,
  $$ values (48, tests.uid('admin')) $$, 'an admin changes it, recorded as the changer');
update public.credential_rules set renewal_months = 60;

-- records: admins write, the contractor reads their own --------------------------------
select lives_ok($$ insert into public.contractor_credentials (user_id, screened_on, certification_expires_on) values
                    (tests.uid('lapsed'), pg_temp.today() - interval '61 months', null),
                    (tests.uid('soon'), (pg_temp.today() + 20) - interval '60 months', pg_temp.today() + 200) $$,
  'an admin records screening dates and a certification expiry');
select lives_ok($$ insert into public.contractor_credentials (user_id, bar_number, bar_status) values
                    (tests.uid('attorney'), '123456', 'inactive') $$,
  'and an attorney''s Bar number and status');
select tests.authenticate_as('soon');
select results_eq($$ select credential, expires_on, lapsed from public.credential_expiries() order by expires_on $$,
  $$ values ('background_screening', pg_temp.today() + 20, false), ('certification', pg_temp.today() + 200, false) $$,
  'the contractor reads their own credentials and when each lapses');
select is_empty($$ select * from public.contractor_credentials where user_id <> auth.uid() $$,
  'and nobody else''s');
select throws_ok($$ insert into public.contractor_credentials (user_id, screened_on) values (auth.uid(), pg_temp.today()) $$,
  '42501', null, 'a contractor does not record their own screening');
update public.contractor_credentials set screened_on = pg_temp.today() where user_id = auth.uid();
reset role;
select is((select screened_on from public.contractor_credentials where user_id = tests.uid('soon')),
  ((pg_temp.today() + 20) - interval '60 months')::date, 'nor change it');
update public.users set role = 'free' where id = tests.uid('soon');
select tests.authenticate_as('soon');
select is_empty($$ select * from public.contractor_credentials $$, 'a demoted contractor reads nothing');
reset role;
update public.users set role = 'contractor' where id = tests.uid('soon');
select tests.authenticate_as('admin');
select is((select count(*)::int from public.credential_expiries() where user_id in (tests.uid('lapsed'), tests.uid('soon'), tests.uid('attorney'))), 4,
  'an admin reads every contractor''s credentials (the directory''s next expiry)');

-- the gate ---------------------------------------------------------------------------
select tests.authenticate_as('lapsed');
select throws_ok($$ select * from public.accept_case('a2000000-0000-4000-8000-0000000000c1') $$,
  'GC101', 'You are not in good standing: Background screening lapsed on '
           || to_char((pg_temp.today() - interval '1 month')::date, 'FMMonth FMDD, YYYY'),
  'a lapsed screening refuses Accept, saying which and since when');
select alike((select c.accept_blocker from public.cases c where id = 'a2000000-0000-4000-8000-0000000000c1'),
  'You are not in good standing: Background screening lapsed on %', 'the case tells them before they try');
select tests.authenticate_as('attorney');
select throws_ok($$ select * from public.accept_case('a2000000-0000-4000-8000-0000000000c1') $$,
  'GC101', 'You are not in good standing: Florida Bar status is inactive', 'an inactive Bar status refuses too');
select tests.authenticate_as('admin');
select throws_ok($$ select * from public.assign_case('a2000000-0000-4000-8000-0000000000c1', tests.uid('lapsed')) $$,
  'GC101', null, 'and an admin cannot assign them');
select tests.authenticate_as('soon');
select results_eq($$ select status::text from public.accept_case('a2000000-0000-4000-8000-0000000000c2') $$,
  $$ values ('assigned') $$, 'a screening still current does not refuse');

-- reminders --------------------------------------------------------------------------
reset role;
delete from public.notifications;
delete from public.email_outbox;
select is(private.run_credential_reminders(), 1, 'a run records the reminder due: the screening lapses in 20 days');
select set_eq($$ select user_id, kind, title from public.notifications $$,
  $$ select tests.uid('soon') as user_id, 'credential_30d' as kind, 'Background screening lapses in 20 days' as title
     union all
     select u.id, 'credential_30d', 'Test soon: Background screening lapses in 20 days'
       from public.users u where u.role = 'admin' $$,
  'the contractor and every admin are told, 30 days out');
select is(private.run_credential_reminders(), 0, 'a second run reminds nobody again');
update public.contractor_credentials set screened_on = (pg_temp.today() + 6) - interval '60 months'
 where user_id = tests.uid('soon');
select is(private.run_credential_reminders(), 1, 'at 7 days the second reminder follows');
select is((select count(*)::int from public.email_outbox o join public.notifications n on n.id = o.notification_id
            where n.kind in ('credential_30d', 'credential_7d') and o.user_id = tests.uid('soon')), 2,
  'each reminder is queued as an email to the contractor');

select * from finish();
rollback;

-- Email delivery: the service role claims due emails (a digest user's as one),
-- reports each back, and a failing email is retried with growing waits, then
-- marked undeliverable, never tried forever. Nobody else touches the outbox.
begin;
\ir ../../helpers/tests_schema.psql
select plan(20);

-- Only this file's emails.
delete from public.email_outbox;
insert into public.user_settings (user_id, email_daily_digest) values (tests.uid('contractor_b'), true);
select private.notify(tests.uid('contractor_a'), 'one', 'First', 'Body one', '/dashboard');
select private.notify(tests.uid('contractor_a'), 'two', 'Second', 'Body two', '/dashboard/cases');
select private.notify(tests.uid('contractor_b'), 'digest_a', 'Digest A', '', '/dashboard');
select private.notify(tests.uid('contractor_b'), 'digest_b', 'Digest B', '', '/dashboard');

-- who may claim ----------------------------------------------------------------------------------
select tests.authenticate_as('admin');
select throws_ok($$ select * from public.claim_email_batch() $$, '42501', null, 'an admin cannot claim emails');
select throws_ok($$ select public.finish_email_batch(array[1::bigint]) $$, '42501', null, 'nor report them');
select tests.authenticate_as('contractor_a');
select throws_ok($$ select * from public.claim_email_batch() $$, '42501', null, 'a contractor cannot claim emails');
select throws_ok($$ select * from private.claim_email_batch(10) $$, '42501', null, 'nor through the private function');
select tests.clear_authentication();
select throws_ok($$ select * from public.claim_email_batch() $$, '42501', null, 'anon cannot claim emails');

-- claiming ------------------------------------------------------------------------------------------------
set local role service_role;
create temporary table jobs on commit drop as select * from public.claim_email_batch(10);
select results_eq(
  $$ select email, digest, jsonb_path_query_array(items, '$[*].title'), attempts from jobs order by items ->> 0 $$,
  $$ values ('contractor_a@tests.local', false, '["First"]'::jsonb, 1),
            ('contractor_a@tests.local', false, '["Second"]'::jsonb, 1) $$,
  'due emails are claimed, one job each; the digest waits for its hour');
select results_eq(
  $$ select items -> 0 ->> 'body', items -> 0 ->> 'link' from jobs where items -> 0 ->> 'title' = 'First' $$,
  $$ values ('Body one', '/dashboard') $$, 'a job carries the notification''s text and link');
select is_empty($$ select * from public.claim_email_batch(10) $$, 'a claimed email is not claimed twice');

-- the digest, once its hour comes
reset role;
update public.email_outbox set next_attempt_at = now() - interval '1 minute' where digest;
set local role service_role;
select results_eq(
  $$ select email, digest, jsonb_path_query_array(items, '$[*].title') from public.claim_email_batch(10) $$,
  $$ values ('contractor_b@tests.local', true, '["Digest A", "Digest B"]'::jsonb) $$,
  'a digest user''s due emails go as one job');

-- reporting back ----------------------------------------------------------------------------------------------
select public.finish_email_batch((select outbox_ids from jobs where items -> 0 ->> 'title' = 'First'));
reset role;
select results_eq(
  $$ select o.status::text, o.sent_at is not null from public.email_outbox o join public.notifications n on n.id = o.notification_id where n.kind = 'one' $$,
  $$ values ('sent', true) $$, 'a sent email is marked sent');
set local role service_role;
select public.finish_email_batch((select outbox_ids from jobs where items -> 0 ->> 'title' = 'Second'), 'Connection refused');
reset role;
select results_eq(
  $$ select o.status::text, o.next_attempt_at = now() + interval '1 minute', o.last_error
       from public.email_outbox o join public.notifications n on n.id = o.notification_id where n.kind = 'two' $$,
  $$ values ('queued', true, 'Connection refused') $$, 'a failed email is retried a minute later');
set local role service_role;
select is_empty($$ select * from public.claim_email_batch(10) $$, 'not before its time');

-- four more failures: 5, 25, 125 minutes, then undeliverable
create temporary table waits (attempt int, status text, wait interval) on commit drop;
do $$
declare
  ids bigint[];
begin
  for i in 2..5 loop
    update public.email_outbox o set next_attempt_at = now() - interval '1 second'
      from public.notifications n where n.id = o.notification_id and n.kind = 'two';
    select outbox_ids into ids from public.claim_email_batch(10);
    perform public.finish_email_batch(ids, 'Connection refused');
    insert into waits
      select o.attempts, o.status::text, o.next_attempt_at - now()
        from public.email_outbox o where o.id = any (ids);
  end loop;
end
$$;
select results_eq($$ select attempt, status, wait from waits order by attempt $$,
  $$ values (2, 'queued', interval '5 minutes'), (3, 'queued', interval '25 minutes'), (4, 'queued', interval '125 minutes'),
            (5, 'undeliverable', interval '625 minutes') $$,
  'each retry waits five times longer; the fifth failure marks the email undeliverable');
update public.email_outbox o set next_attempt_at = now() - interval '1 day'
  from public.notifications n where n.id = o.notification_id and n.kind = 'two';
select is_empty($$ select * from public.claim_email_batch(10) $$, 'an undeliverable email is never tried again');

-- a permanent refusal, and a sender that died
reset role;
select private.notify(tests.uid('contractor_a'), 'bounce', 'Bounce', '', '/');
select private.notify(tests.uid('contractor_a'), 'orphan', 'Orphan', '', '/');
set local role service_role;
create temporary table more on commit drop as select * from public.claim_email_batch(10);
select public.finish_email_batch((select outbox_ids from more where items -> 0 ->> 'title' = 'Bounce'), '550 No such mailbox', true);
reset role;
select results_eq(
  $$ select o.status::text, o.attempts from public.email_outbox o join public.notifications n on n.id = o.notification_id where n.kind = 'bounce' $$,
  $$ values ('undeliverable', 1) $$, 'a permanent refusal is undeliverable at once');
update public.email_outbox o set claimed_at = now() - interval '11 minutes'
  from public.notifications n where n.id = o.notification_id and n.kind = 'orphan';
set local role service_role;
select results_eq($$ select items -> 0 ->> 'title', attempts from public.claim_email_batch(10) $$,
  $$ values ('Orphan', 2) $$, 'an email a dead sender left for 10 minutes is claimed again, as another attempt');
reset role;
update public.email_outbox o set claimed_at = now() - interval '11 minutes', attempts = 5
  from public.notifications n where n.id = o.notification_id and n.kind = 'orphan';
set local role service_role;
select is_empty($$ select * from public.claim_email_batch(10) $$, 'unless that was its last attempt');
reset role;
select results_eq(
  $$ select o.status::text from public.email_outbox o join public.notifications n on n.id = o.notification_id where n.kind = 'orphan' $$,
  $$ values ('undeliverable') $$, 'which marks it undeliverable');

-- a report for a row not claimed changes nothing
select private.notify(tests.uid('contractor_a'), 'fresh', 'Fresh', '', '/');
set local role service_role;
select public.finish_email_batch(array(select o.id from public.email_outbox o join public.notifications n on n.id = o.notification_id where n.kind = 'fresh'));
reset role;
select results_eq(
  $$ select o.status::text from public.email_outbox o join public.notifications n on n.id = o.notification_id where n.kind = 'fresh' $$,
  $$ values ('queued') $$, 'only claimed emails are marked sent');
select is((select count(*)::int from public.email_outbox), 7, 'the outbox kept every row');

select * from finish();
rollback;

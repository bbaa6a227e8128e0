-- Anonymous sessions file GAL requests and reach nothing else; the flood guard
-- counts per session (auth.uid()), never per client-written address.
begin;
\ir ../../helpers/tests_schema.psql
select plan(45);

create function tests.forged_address(address text) returns void
  language sql set search_path = ''
as $$
  -- The hosted shape: the client's own header first, the edge's address appended.
  select set_config('request.headers',
    json_build_object('x-forwarded-for', address || ', 10.0.0.1')::text, true)
$$;

create function tests.file_request(voice_note text default null) returns void
  language sql set search_path = ''
as $$
  insert into public.gal_requests (case_type, county, name, email, phone, details, voice_note_path)
  values ('Relocation Case', 'Lee County', 'Guard test', 'guard@example.test', '555', 'Help', voice_note)
$$;

create function tests.upload_voice_note(name text) returns void
  language sql set search_path = ''
as $$
  insert into storage.objects (bucket_id, name) values ('voice-notes', name)
$$;
grant execute on all functions in schema tests to anon, authenticated;

do $$
begin
  for i in 1..4 loop
    perform seed_accounts.create_anonymous_user(('a0000000-0000-4000-8000-00000000000' || i)::uuid);
  end loop;
end
$$;
insert into public.cases (id, title, description, admin_id, status) values
  ('73000000-0000-4000-8000-000000000001', 'Open case', 'Private details', tests.uid('admin'), 'open');
insert into public.user_settings (user_id) values (tests.uid('free'));

-- nobody in the product ----------------------------------------------------------------
select is_empty($$ select 1 from public.users where id = 'a0000000-0000-4000-8000-000000000001' $$,
  'an anonymous sign-in gets no users row');
select isnt_empty($$ select 1 from public.users where id = tests.uid('free') $$,
  'a permanent sign-up does');
select is_empty($$
  select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
     and not exists (
       select 1 from pg_policies p
        where p.schemaname = 'public' and p.tablename = c.relname and p.permissive = 'RESTRICTIVE'
          and 'authenticated' = any (p.roles) and p.qual like '%is_anonymous%')
$$, 'every public table has a restrictive policy for anonymous sessions');

select tests.authenticate_anonymously('a0000000-0000-4000-8000-000000000001');
select is_empty($$ select 1 from public.users $$, 'an anonymous session reads no users');
select is_empty($$ select 1 from public.user_profiles $$, '... no profiles');
select is_empty($$ select 1 from public.user_settings $$, '... no settings');
select is_empty($$ select 1 from public.cases $$, '... no cases');
select is_empty($$ select 1 from public.case_events $$, '... no case history');
select is_empty($$ select 1 from public.time_entries $$, '... no time entries');
select is_empty($$ select 1 from public.messages $$, '... no messages');
select is_empty($$ select 1 from public.contractor_applications $$, '... no contractor applications');
select is_empty($$ select 1 from public.assistant_applications $$, '... no assistant applications');
select is_empty($$ select 1 from public.application_events $$, '... no application history');
select is_empty($$ select 1 from public.gal_requests $$, '... and no requests, not even what it filed');
select is_empty($$ select 1 from public.open_case_listings() $$, '... no open case listings');
select is(public.available_cases_count(), 0, '... and no count of open cases');
select throws_ok($$ select public.dashboard_stats() $$, '42501', null, '... and no stat cards');
select throws_ok($$ insert into public.users (id, email, full_name) values ('a0000000-0000-4000-8000-000000000001', 'x@example.test', 'X') $$,
  '42501', null, 'an anonymous session cannot make itself a users row');
select throws_ok($$ insert into public.user_settings (user_id) values ('a0000000-0000-4000-8000-000000000001') $$,
  '42501', null, '... nor settings');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('avatars', 'a0000000-0000-4000-8000-000000000001/me.png') $$,
  '42501', null, '... nor upload an avatar');
select tests.authenticate_as('free');
select isnt_empty($$ select 1 from public.open_case_listings() $$, 'a free user still reads the open case listings');
select is_empty($$ select 1 from public.user_settings where user_id <> tests.uid('free') $$, 'and their own settings only');
select isnt_empty($$ select 1 from public.user_settings $$, 'which they do read');

-- who files ------------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select tests.file_request() $$, '42501', null, 'the anon key alone files nothing');
select throws_ok($$ select tests.upload_voice_note('requests/b0000000-0000-4000-8000-000000000001.webm') $$,
  '42501', null, 'nor uploads a voice note');
select tests.authenticate_as('free');
select lives_ok($$ select tests.file_request() $$, 'a signed-in user files a request');

-- per session, whatever the headers say ------------------------------------------------------
select tests.authenticate_anonymously('a0000000-0000-4000-8000-000000000001');
select tests.forged_address('203.0.113.1');
select lives_ok($$ select tests.file_request() $$, 'an anonymous session files request 1');
select tests.forged_address('203.0.113.2');
select lives_ok($$ select tests.file_request() $$, 'request 2 from a new forged address');
select tests.forged_address('203.0.113.3');
select lives_ok($$ select tests.file_request() $$, 'request 3');
select tests.forged_address('203.0.113.4');
select throws_ok($$ select tests.file_request() $$, 'PT429',
  'You have sent several requests in the last hour. Please wait a while and try again.',
  'a fourth within the hour is refused, whatever X-Forwarded-For says');
select tests.authenticate_anonymously('a0000000-0000-4000-8000-000000000002');
select tests.forged_address('203.0.113.4');
select lives_ok($$ select tests.file_request() $$, 'another visitor still files, even from the forged address');
reset role;
update private.flood_events set created_at = now() - interval '61 minutes'
 where user_id = 'a0000000-0000-4000-8000-000000000001';
select tests.authenticate_anonymously('a0000000-0000-4000-8000-000000000001');
select lives_ok($$ select tests.file_request() $$, 'an hour later the first session files again');
reset role;
select is((select count(*)::int from private.flood_events
            where user_id = 'a0000000-0000-4000-8000-000000000001' and created_at < now() - interval '1 hour'), 0,
  'counts older than an hour are pruned');
select ok(not exists (select 1 from information_schema.columns
                       where table_schema = 'private' and table_name = 'flood_events' and column_name = 'address'),
  'no client address is kept');

-- voice notes -----------------------------------------------------------------------------
select tests.authenticate_anonymously('a0000000-0000-4000-8000-000000000003');
select lives_ok($$ select tests.upload_voice_note('requests/b0000000-0000-4000-8000-00000000000' || i || '.webm') from generate_series(1, 3) i $$,
  'a session uploads three voice notes');
select throws_ok($$ select tests.upload_voice_note('requests/b0000000-0000-4000-8000-000000000004.webm') $$, 'PT429', null,
  'the fourth within the hour is refused');
select tests.authenticate_anonymously('a0000000-0000-4000-8000-000000000004');
select lives_ok($$ select tests.upload_voice_note('requests/b0000000-0000-4000-8000-000000000005.webm') $$,
  'another session still uploads');
select throws_ok($$ select tests.file_request('requests/b0000000-0000-4000-8000-000000000001.webm') $$, 'GC004',
  'The voice note was not found or is too old. Please record it again.',
  'a request cannot link another session''s voice note: it reads as not found');
select lives_ok($$ select tests.file_request('requests/b0000000-0000-4000-8000-000000000005.webm') $$,
  'a request links its own session''s voice note');
select throws_ok($$ select tests.file_request('requests/b0000000-0000-4000-8000-000000000005.webm') $$, 'GC005', null,
  'and only once');
reset role;
update private.flood_events set created_at = now() - interval '11 minutes'
 where object_name = 'requests/b0000000-0000-4000-8000-000000000002.webm';
select tests.authenticate_anonymously('a0000000-0000-4000-8000-000000000003');
select throws_ok($$ select tests.file_request('requests/b0000000-0000-4000-8000-000000000002.webm') $$, 'GC004', null,
  'a voice note uploaded over 10 minutes ago cannot be linked');

-- bulk and overall ----------------------------------------------------------------------------
select tests.authenticate_anonymously('a0000000-0000-4000-8000-000000000002');
select throws_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values
  ('Relocation Case', 'Lee County', 'Bulk 1', 'b@example.test', '5', 'x'), ('Relocation Case', 'Lee County', 'Bulk 2', 'b@example.test', '5', 'x') $$,
  'GC003', 'Send one GAL request at a time.', 'one request per statement');
reset role;
insert into private.flood_events (kind, user_id)
select 'gal_request', gen_random_uuid() from generate_series(1, 1000);
select tests.authenticate_anonymously('a0000000-0000-4000-8000-000000000004');
select throws_ok($$ select tests.file_request() $$, 'PT429',
  'We are receiving too many requests right now. Please try again in a few minutes.',
  'past 1,000 an hour from many sessions, the overall cap holds');
reset role;
select lives_ok($$ select tests.file_request() $$, 'server roles (seed, jobs) are not limited');
select is((select count(*)::int from public.gal_requests where name = 'Guard test'), 8,
  'exactly the accepted requests were kept');

select * from finish();
rollback;

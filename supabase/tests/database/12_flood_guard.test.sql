-- The flood guard: one row per anonymous GAL request statement (GC003), at
-- most 5 a minute per client address and 60 overall (PT429), the same for
-- voice-note uploads, and a request links only a fresh, unlinked voice note
-- (GC004, GC005).
begin;
\ir ../helpers/tests_schema.psql
select plan(29);

create function tests.from_address(address text) returns void
  language sql set search_path = ''
as $$
  select set_config('request.headers', json_build_object('x-forwarded-for', address)::text, true)
$$;
grant execute on function tests.from_address(text) to anon, authenticated;

create function tests.file_request(voice_note text default null) returns void
  language sql set search_path = ''
as $$
  insert into public.gal_requests (case_type, county, name, email, phone, details, voice_note_path)
  values ('Relocation Case', 'Lee County', 'Flood test', 'flood@example.test', '555', 'Help', voice_note)
$$;
grant execute on function tests.file_request(text) to anon, authenticated;

create function tests.upload_voice_note(name text) returns void
  language sql set search_path = ''
as $$
  insert into storage.objects (bucket_id, name) values ('voice-notes', name)
$$;
grant execute on function tests.upload_voice_note(text) to anon, authenticated;

-- the counters' table is private ------------------------------------------------------
select ok((select relrowsecurity from pg_class where oid = 'private.flood_events'::regclass), 'flood_events has RLS on');
select ok(not exists (
  select 1 from unnest(array['anon', 'authenticated']) r, unnest(array['select', 'insert', 'update', 'delete']) p
   where has_table_privilege(r, 'private.flood_events', p)
), 'anon and authenticated have no privileges on flood_events');
select tests.clear_authentication();
select throws_ok($$ select * from private.flood_events $$, '42501', null, 'anon cannot read the counters');

-- the client address --------------------------------------------------------------------
select tests.from_address(' 203.0.113.7 , 10.0.0.1, 10.0.0.2');
select is(private.client_address(), '203.0.113.7', 'the address is the first X-Forwarded-For hop, trimmed');
select set_config('request.headers', '{}', true);
select is(private.client_address(), null, 'no X-Forwarded-For, no address');

-- per address ------------------------------------------------------------------------------
select tests.from_address('203.0.113.7');
select lives_ok($$ select tests.file_request() $$, 'request 1 from an address is accepted');
select lives_ok($$ select tests.file_request() $$, 'request 2 is accepted');
select lives_ok($$ select tests.file_request() $$, 'request 3 is accepted');
select lives_ok($$ select tests.file_request() $$, 'request 4 is accepted');
select lives_ok($$ select tests.file_request() $$, 'request 5 is accepted');
select throws_ok($$ select tests.file_request() $$, 'PT429',
  'Too many requests from your network. Please wait a minute and try again.', 'request 6 within a minute is refused');
select tests.from_address('198.51.100.9');
select lives_ok($$ select tests.file_request() $$, 'another address is still accepted');
select tests.authenticate_as('free');
select tests.from_address('203.0.113.7');
select throws_ok($$ select tests.file_request() $$, 'PT429', null, 'signed-in callers share their address''s limit');
reset role;
update private.flood_events set created_at = created_at - interval '61 seconds' where address = '203.0.113.7';
select tests.clear_authentication();
select tests.from_address('203.0.113.7');
select lives_ok($$ select tests.file_request() $$, 'a minute later the address may file again');

-- overall -------------------------------------------------------------------------------------
reset role;
insert into private.flood_events (kind, address, created_at)
select 'gal_request', '192.0.2.' || i, now() from generate_series(1, 60) i;
select tests.clear_authentication();
select tests.from_address('192.0.2.250');
select throws_ok($$ select tests.file_request() $$, 'PT429',
  'We are receiving too many requests right now. Please try again in a few minutes.', 'over 60 a minute overall, a fresh address is refused too');
select set_config('request.headers', '{}', true);
select throws_ok($$ select tests.file_request() $$, 'PT429', null, 'the overall cap applies without an address as well');
reset role;
select lives_ok($$ select tests.file_request() $$, 'the owner (seed, server jobs) is not limited');
update private.flood_events set created_at = now() - interval '2 hours' where address like '192.0.2.%';
select tests.clear_authentication();
select tests.from_address('192.0.2.251');
select lives_ok($$ select tests.file_request() $$, 'once the flood is over a minute old, requests pass again');
reset role;
select is((select count(*)::int from private.flood_events where address like '192.0.2.%' and address <> '192.0.2.251'), 0,
  'events older than an hour are pruned');

-- bulk inserts ----------------------------------------------------------------------------------
select tests.clear_authentication();
select tests.from_address('198.51.100.20');
select throws_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values
  ('Relocation Case', 'Lee County', 'Bulk 1', 'b@example.test', '5', 'x'), ('Relocation Case', 'Lee County', 'Bulk 2', 'b@example.test', '5', 'x') $$,
  'GC003', 'Send one GAL request at a time.', 'anon cannot insert two requests in one statement');
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values
  ('Relocation Case', 'Lee County', 'Bulk 3', 'b@example.test', '5', 'x'), ('Relocation Case', 'Lee County', 'Bulk 4', 'b@example.test', '5', 'x') $$,
  'GC003', null, 'a signed-in user cannot either');
reset role;
select is((select count(*)::int from public.gal_requests where name like 'Bulk %'), 0, 'no bulk row was kept');

-- voice notes ------------------------------------------------------------------------------------
select tests.clear_authentication();
select tests.from_address('203.0.113.50');
select lives_ok($$ select tests.upload_voice_note('requests/c0000000-0000-4000-8000-00000000000' || i || '.webm') from generate_series(1, 5) i $$,
  'five voice notes a minute from one address are accepted');
select throws_ok($$ select tests.upload_voice_note('requests/c0000000-0000-4000-8000-000000000006.webm') $$, 'PT429', null,
  'the sixth is refused');
select tests.from_address('203.0.113.51');
select lives_ok($$ select tests.upload_voice_note('requests/c0000000-0000-4000-8000-000000000007.webm') $$,
  'another address still uploads');

-- linking a voice note --------------------------------------------------------------------------
select lives_ok($$ select tests.file_request('requests/c0000000-0000-4000-8000-000000000007.webm') $$,
  'a request links a voice note uploaded minutes ago');
select throws_ok($$ select tests.file_request('requests/c0000000-0000-4000-8000-000000000007.webm') $$, 'GC005', null,
  'a voice note already linked cannot be linked again');
select throws_ok($$ select tests.file_request('requests/c0000000-0000-4000-8000-000000000099.webm') $$, 'GC004', null,
  'a voice note that was never uploaded cannot be linked');
reset role;
update private.flood_events set created_at = now() - interval '11 minutes' where object_name = 'requests/c0000000-0000-4000-8000-000000000001.webm';
select tests.clear_authentication();
select tests.from_address('203.0.113.52');
select throws_ok($$ select tests.file_request('requests/c0000000-0000-4000-8000-000000000001.webm') $$, 'GC004', null,
  'a voice note uploaded over 10 minutes ago cannot be linked');

select * from finish();
rollback;

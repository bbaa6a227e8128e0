-- A burst of fresh accounts cannot close the public form: new sign-ups share
-- one small hourly pool, apart from visitors' anonymous sessions and from
-- established accounts, for requests and voice notes alike.
begin;
\ir ../../helpers/tests_schema.psql
select plan(11);

create function tests.file_request() returns void
  language sql set search_path = ''
as $$
  insert into public.gal_requests (case_type, county, name, email, phone, details)
  values ('Relocation Case', 'Lee County', 'Burst test', 'burst@example.test', '555', 'Help')
$$;
create function tests.upload_voice_note(name text) returns void
  language sql set search_path = ''
as $$
  insert into storage.objects (bucket_id, name) values ('voice-notes', name)
$$;
grant execute on all functions in schema tests to anon, authenticated;

-- 400 accounts signed up in the last hour (one address may sign up 360 an hour),
-- each having filed 3 requests and uploaded 3 voice notes: 1,200 of each.
do $$
declare
  i integer;
begin
  for i in 1..400 loop
    perform seed_accounts.create_user('burst' || i || '@example.test',
      id => ('b1000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid);
  end loop;
  perform seed_accounts.create_user('late@example.test', id => 'b2000000-0000-4000-8000-000000000001');
  perform seed_accounts.create_user('settled@example.test', id => 'b2000000-0000-4000-8000-000000000002');
  update auth.users set created_at = now() - interval '30 days'
   where id = 'b2000000-0000-4000-8000-000000000002';
  perform seed_accounts.create_user('unconfirmed@example.test', id => 'b2000000-0000-4000-8000-000000000003',
    confirmed => false);
  update auth.users set created_at = now() - interval '30 days'
   where id = 'b2000000-0000-4000-8000-000000000003';
  perform seed_accounts.create_anonymous_user('b3000000-0000-4000-8000-000000000001');
  perform seed_accounts.create_anonymous_user('b3000000-0000-4000-8000-000000000002');
end
$$;
insert into private.flood_events (kind, user_id)
select k.kind, ('b1000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid
  from generate_series(1, 400) i, generate_series(1, 3) n, (values ('gal_request'), ('voice_note')) k(kind);

select is((select count(*)::int from private.flood_events where pool = 'fresh_account'), 2400,
  'the burst''s events are counted as fresh accounts''');

-- requests --------------------------------------------------------------------------------
select tests.authenticate_anonymously('b3000000-0000-4000-8000-000000000001');
select lives_ok($$ select tests.file_request() $$,
  'an ordinary visitor still files a request after the burst');
reset role;
select tests.authenticate_anonymously('b3000000-0000-4000-8000-000000000002');
select lives_ok($$ select tests.file_request() $$, 'and so does the next visitor');
select tests.clear_authentication();
select set_config('request.jwt.claims', json_build_object('sub', 'b2000000-0000-4000-8000-000000000001',
  'role', 'authenticated', 'aud', 'authenticated')::text, true);
set local role authenticated;
select throws_ok($$ select tests.file_request() $$, 'PT429',
  'We are receiving too many requests right now. Please try again in a few minutes.',
  'one more fresh account is refused: the burst spent only the fresh accounts'' pool');
reset role;
select set_config('request.jwt.claims', json_build_object('sub', 'b2000000-0000-4000-8000-000000000003',
  'role', 'authenticated', 'aud', 'authenticated')::text, true);
set local role authenticated;
select throws_ok($$ select tests.file_request() $$, 'PT429', null,
  'an old account whose email was never confirmed counts as fresh');
reset role;
select set_config('request.jwt.claims', json_build_object('sub', 'b2000000-0000-4000-8000-000000000002',
  'role', 'authenticated', 'aud', 'authenticated')::text, true);
set local role authenticated;
select lives_ok($$ select tests.file_request() $$,
  'an established (confirmed, month-old) account still files');
reset role;

-- voice notes ------------------------------------------------------------------------------
select tests.authenticate_anonymously('b3000000-0000-4000-8000-000000000001');
select lives_ok($$ select tests.upload_voice_note('requests/c0000000-0000-4000-8000-000000000001.webm') $$,
  'an ordinary visitor still uploads a voice note after the burst');
reset role;
select set_config('request.jwt.claims', json_build_object('sub', 'b2000000-0000-4000-8000-000000000001',
  'role', 'authenticated', 'aud', 'authenticated')::text, true);
set local role authenticated;
select throws_ok($$ select tests.upload_voice_note('requests/c0000000-0000-4000-8000-000000000002.webm') $$,
  'PT429', null, 'one more fresh account''s voice note is refused');
reset role;
select set_config('request.jwt.claims', json_build_object('sub', 'b2000000-0000-4000-8000-000000000002',
  'role', 'authenticated', 'aud', 'authenticated')::text, true);
set local role authenticated;
select lives_ok($$ select tests.upload_voice_note('requests/c0000000-0000-4000-8000-000000000003.webm') $$,
  'an established account still uploads one');
reset role;

-- the visitors' pool still has its cap ------------------------------------------------------
insert into private.flood_events (kind, user_id)
select 'gal_request', gen_random_uuid() from generate_series(1, 1000);
select tests.authenticate_anonymously('b3000000-0000-4000-8000-000000000002');
select throws_ok($$ select tests.file_request() $$, 'PT429',
  'We are receiving too many requests right now. Please try again in a few minutes.',
  'past 1,000 visitor requests an hour the visitors'' cap holds');
reset role;
select is((select count(*)::int from public.gal_requests where name = 'Burst test'), 3,
  'exactly the accepted requests were kept');

select * from finish();
rollback;

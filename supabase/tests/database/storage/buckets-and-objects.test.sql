-- Storage buckets and storage.objects policies. The storage service enforces
-- size and type from the bucket row (proved over HTTP in rls-http.test.ts);
-- here we prove the bucket rows carry those limits and the object policies
-- hold for every role.
begin;
\ir ../../helpers/tests_schema.psql
select plan(40);

insert into storage.objects (bucket_id, name, owner) values
  ('avatars', tests.uid('contractor_a') || '/seed.png', tests.uid('contractor_a')),
  ('voice-notes', 'requests/11111111-2222-4333-8444-555555555555.webm', null);

-- buckets ---------------------------------------------------------------------
select results_eq($$ select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'avatars' $$,
  $$ values (true, 2097152::bigint, array['image/png', 'image/jpeg', 'image/webp', 'image/gif']) $$, 'avatars: public, 2 MB, raster images only');
select results_eq($$ select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'voice-notes' $$,
  $$ values (false, 4194304::bigint, array['audio/webm', 'audio/webm;codecs=opus']) $$, 'voice-notes: private, 4 MiB (120 s of Opus with headroom), audio/webm only');
select ok((select file_size_limit < 3 * 1024 * 1024 from storage.buckets where id = 'avatars'), 'a 3 MB avatar is over the bucket limit');
select ok((select not ('application/pdf' like any (select replace(m, '*', '%') from unnest(allowed_mime_types) m)) from storage.buckets where id = 'avatars'),
  'a PDF is not an allowed avatar type');

-- avatars: select -------------------------------------------------------------------
-- (public URLs need no select policy; listing is in 13_avatar_bucket)
select tests.clear_authentication();
select is_empty($$ select 1 from storage.objects where bucket_id = 'avatars' $$, 'anon cannot list avatars');
select tests.authenticate_as('contractor_a');
select isnt_empty($$ select 1 from storage.objects where bucket_id = 'avatars' $$, 'a user lists their own avatars');

-- avatars: insert -------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('avatars', 'anon.png') $$, '42501', null, 'anon cannot upload avatars');
select tests.authenticate_as('free');
select results_eq($$ insert into storage.objects (bucket_id, name, owner) values ('avatars', tests.uid('free') || '/a1b2.png', tests.uid('free')) returning bucket_id $$,
  $$ values ('avatars') $$, 'a free user uploads into their own folder');
select results_eq($$ insert into storage.objects (bucket_id, name, owner) values ('avatars', tests.uid('free') || '-c3d4.png', tests.uid('free')) returning bucket_id $$,
  $$ values ('avatars') $$, 'a free user uploads a flat {uid}-{random} avatar');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('avatars', tests.uid('contractor_a') || '/mine-now.png') $$,
  '42501', null, 'a free user cannot upload into contractor A''s folder');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('avatars', tests.uid('contractor_a') || '-mine-now.png') $$,
  '42501', null, 'a free user cannot upload with contractor A''s id prefix');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('avatars', tests.uid('free') || '-x/' || tests.uid('contractor_a') || '.png') $$,
  '42501', null, 'a {uid}- name cannot hide a folder');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('avatars', 'shared/free.png') $$, '42501', null, 'nobody uploads outside a user folder');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('avatars', tests.uid('free') || '/') $$, '42501', null, 'an empty file name is refused');
select tests.authenticate_as('contractor_a');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('avatars', tests.uid('contractor_b') || '/x.png') $$, '42501', null, 'contractor A cannot upload into B''s folder');
select tests.authenticate_as('contractor_b');
select lives_ok($$ insert into storage.objects (bucket_id, name) values ('avatars', tests.uid('contractor_b') || '/b.png') $$, 'contractor B uploads their own avatar');
select tests.authenticate_as('admin');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('avatars', tests.uid('free') || '/by-admin.png') $$, '42501', null, 'even an admin writes only their own folder');

-- avatars: update -------------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select results_eq($$ update storage.objects set metadata = '{"size": 1}' where name = tests.uid('contractor_a') || '/seed.png' returning name $$,
  $$ values (tests.uid('contractor_a') || '/seed.png') $$, 'contractor A replaces their own avatar');
select throws_ok($$ update storage.objects set name = tests.uid('contractor_b') || '/seed.png' where name = tests.uid('contractor_a') || '/seed.png' $$,
  '42501', null, 'contractor A cannot move their avatar into B''s folder');
select tests.authenticate_as('contractor_b');
select is_empty($$ update storage.objects set metadata = '{}' where name = tests.uid('contractor_a') || '/seed.png' returning 1 $$, 'contractor B cannot replace A''s avatar');
select tests.clear_authentication();
select is_empty($$ update storage.objects set metadata = '{}' where bucket_id = 'avatars' returning 1 $$, 'anon cannot replace avatars');

-- avatars: delete -------------------------------------------------------------------
-- Storage refuses a direct DELETE unless the transaction says it is the Storage
-- API (storage-api sets this flag on each request); the policies still decide.
select throws_ok($$ delete from storage.objects where bucket_id = 'avatars' $$, '42501',
  'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
  'a direct delete without the Storage API''s flag is refused');
reset role;
select throws_ok($$ delete from storage.buckets where id = 'avatars' $$, '42501',
  'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
  'not even postgres deletes a bucket row directly');
select set_config('storage.allow_delete_query', 'true', true);
select tests.clear_authentication();
select is_empty($$ delete from storage.objects where bucket_id = 'avatars' returning 1 $$, 'anon cannot delete avatars');
select tests.authenticate_as('contractor_b');
select is_empty($$ delete from storage.objects where name = tests.uid('contractor_a') || '/seed.png' returning 1 $$, 'contractor B cannot delete A''s avatar');
select tests.authenticate_as('admin');
select is_empty($$ delete from storage.objects where name = tests.uid('contractor_a') || '/seed.png' returning 1 $$, 'an admin cannot delete A''s avatar');
select tests.authenticate_as('contractor_a');
select results_eq($$ delete from storage.objects where name = tests.uid('contractor_a') || '/seed.png' returning 1 $$, $$ values (1) $$, 'contractor A deletes their own avatar');

-- voice-notes -------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('voice-notes', 'requests/0b7e6f0e-7a51-4b1e-9d2a-1f5e8c3a9d12.webm') $$,
  '42501', null, 'the anon key alone uploads no voice note (a session does: 73)');
reset role;
do $$ begin perform seed_accounts.create_anonymous_user('a8000000-0000-4000-8000-000000000001'); end $$;
select tests.authenticate_anonymously('a8000000-0000-4000-8000-000000000001');
select lives_ok($$ insert into storage.objects (bucket_id, name) values ('voice-notes', 'requests/0b7e6f0e-7a51-4b1e-9d2a-1f5e8c3a9d10.webm') $$,
  'an anonymous session uploads a voice note under requests/ with a random name');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('voice-notes', 'requests/../../avatars/x.webm') $$, '42501', null, 'it cannot pick any other name');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('voice-notes', 'other/0b7e6f0e-7a51-4b1e-9d2a-1f5e8c3a9d11.webm') $$, '42501', null, 'it writes only under requests/');
select is_empty($$ select 1 from storage.objects where bucket_id = 'voice-notes' $$, 'it cannot read voice notes, not even its own');
select is_empty($$ update storage.objects set name = 'requests/x.webm' where bucket_id = 'voice-notes' returning 1 $$, 'it cannot overwrite voice notes');
select tests.authenticate_as('free');
select is_empty($$ select 1 from storage.objects where bucket_id = 'voice-notes' $$, 'a free user cannot read voice notes');
select is_empty($$ delete from storage.objects where bucket_id = 'voice-notes' returning 1 $$, 'a free user cannot delete voice notes');
select tests.authenticate_as('contractor_a');
select is_empty($$ select 1 from storage.objects where bucket_id = 'voice-notes' $$, 'contractor A cannot read voice notes');
select tests.authenticate_as('contractor_b');
select is_empty($$ select 1 from storage.objects where bucket_id = 'voice-notes' $$, 'contractor B cannot read voice notes');
select tests.authenticate_as('admin');
select set_has($$ select name from storage.objects where bucket_id = 'voice-notes' $$,
  $$ values ('requests/11111111-2222-4333-8444-555555555555.webm'), ('requests/0b7e6f0e-7a51-4b1e-9d2a-1f5e8c3a9d10.webm') $$, 'an admin reads voice notes');
select is_empty($$ update storage.objects set name = 'requests/y.webm' where bucket_id = 'voice-notes' returning 1 $$, 'not even an admin rewrites voice notes');
select results_eq($$ delete from storage.objects where name = 'requests/11111111-2222-4333-8444-555555555555.webm' returning 1 $$, $$ values (1) $$,
  'an admin deletes a voice note');

select * from finish();
rollback;

-- Avatars: raster types only; listing only one's own folder (admins all).
begin;
\ir ../../helpers/tests_schema.psql
select plan(10);

insert into storage.objects (bucket_id, name, owner) values
  ('avatars', tests.uid('contractor_a') || '/a.png', tests.uid('contractor_a')),
  ('avatars', tests.uid('contractor_a') || '-flat.png', tests.uid('contractor_a')),
  ('avatars', tests.uid('contractor_b') || '/b.png', tests.uid('contractor_b'));

-- types -------------------------------------------------------------------------------
select ok((select 'image/png' = any (allowed_mime_types) and 'image/jpeg' = any (allowed_mime_types)
              and 'image/webp' = any (allowed_mime_types) and 'image/gif' = any (allowed_mime_types)
             from storage.buckets where id = 'avatars'), 'png, jpeg, webp and gif avatars are allowed');
select ok((select not ('image/svg+xml' like any (select replace(m, '*', '%') from unnest(allowed_mime_types) m))
             from storage.buckets where id = 'avatars'), 'an SVG is not an allowed avatar type');
select ok((select not exists (select 1 from unnest(allowed_mime_types) m where m like '%*%')
             from storage.buckets where id = 'avatars'), 'no wildcard type is allowed');

-- listing -------------------------------------------------------------------------------
select tests.clear_authentication();
select is_empty($$ select 1 from storage.objects where bucket_id = 'avatars' $$, 'anon lists no avatars');
select tests.authenticate_as('free');
select is_empty($$ select 1 from storage.objects where bucket_id = 'avatars' $$, 'a user with no avatar lists nothing');
select tests.authenticate_as('contractor_a');
select set_eq($$ select name from storage.objects where bucket_id = 'avatars' $$,
  $$ values (tests.uid('contractor_a') || '/a.png'), (tests.uid('contractor_a') || '-flat.png') $$,
  'contractor A lists their own avatars, in both name forms');
select is_empty($$ select 1 from storage.objects where bucket_id = 'avatars' and name like tests.uid('contractor_b') || '%' $$,
  'contractor A cannot list B''s folder');
select tests.authenticate_as('contractor_b');
select set_eq($$ select name from storage.objects where bucket_id = 'avatars' $$,
  $$ values (tests.uid('contractor_b') || '/b.png') $$, 'contractor B lists only their own');
select tests.authenticate_as('admin');
select set_has($$ select name from storage.objects where bucket_id = 'avatars' $$,
  $$ values (tests.uid('contractor_a') || '/a.png'), (tests.uid('contractor_b') || '/b.png') $$, 'an admin lists every avatar');
select tests.authenticate_as('contractor_a');
select results_eq($$ insert into storage.objects (bucket_id, name, owner) values ('avatars', tests.uid('contractor_a') || '/new.png', tests.uid('contractor_a'))
                     on conflict (bucket_id, name) do update set metadata = excluded.metadata returning name $$,
  $$ values (tests.uid('contractor_a') || '/new.png') $$, 'an upsert (which needs select) still works in one''s own folder');

select * from finish();
rollback;

-- Text limits: every free-text column is bounded; avatar_url is an http(s)
-- URL of the project's public avatars path.
begin;
\ir ../../helpers/tests_schema.psql
select plan(24);

-- every text column carries a check -------------------------------------------------
select is_empty($$
  select c.relname || '.' || a.attname
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
     and a.atttypid in ('text'::regtype, 'text[]'::regtype, 'jsonb'::regtype, 'varchar'::regtype)
     and not exists (
       select 1 from pg_constraint k
        where k.conrelid = c.oid and k.contype = 'c' and a.attnum = any (k.conkey)
     )
$$, 'every text, text[] and jsonb column in public has a check constraint');

-- names ---------------------------------------------------------------------------------
select tests.authenticate_as('free');
select throws_ok(format($$ update public.users set full_name = %L where id = tests.uid('free') $$, repeat('x', 201)),
  '23514', null, 'a 201-character name is refused');
select lives_ok(format($$ update public.users set full_name = %L where id = tests.uid('free') $$, repeat('x', 200)),
  'a 200-character name is accepted');
reset role;
do $$
begin
  perform seed_accounts.create_user('longname@tests.local', null,
    jsonb_build_object('full_name', repeat('y', 300000)), 'b1000000-0000-4000-8000-000000000001');
end
$$;
select is((select length(full_name) from public.users where id = 'b1000000-0000-4000-8000-000000000001'), 200,
  'a sign-up with a 300,000-character name gets its users row, the name cut to 200');

-- avatar_url ----------------------------------------------------------------------------
select tests.authenticate_as('free');
select lives_ok($$ update public.users set avatar_url = 'http://127.0.0.1:54321/storage/v1/object/public/avatars/' || tests.uid('free') || '/a.png' where id = tests.uid('free') $$,
  'a local stack avatar URL is accepted');
select throws_ok($$ update public.users set avatar_url = 'https://abcd.supabase.co/storage/v1/object/public/avatars/' || tests.uid('free') || '/b.webp' where id = tests.uid('free') $$,
  '23514', null, 'another project''s avatar URL is refused (see 76 for the whole rule)');
select lives_ok($$ update public.users set avatar_url = null where id = tests.uid('free') $$, 'no avatar is accepted');
select throws_ok($$ update public.users set avatar_url = 'javascript:alert(1)' where id = tests.uid('free') $$,
  '23514', null, 'a javascript: URL is refused');
select throws_ok($$ update public.users set avatar_url = 'data:image/svg+xml;base64,PHN2Zz4=' where id = tests.uid('free') $$,
  '23514', null, 'a data: URL is refused');
select throws_ok($$ update public.users set avatar_url = 'https://evil.test/x.png' where id = tests.uid('free') $$,
  '23514', null, 'a URL outside the storage path is refused');
select throws_ok($$ update public.users set avatar_url = 'https://x.supabase.co/storage/v1/object/public/voice-notes/requests/a.webm' where id = tests.uid('free') $$,
  '23514', null, 'a URL into another bucket is refused');
select throws_ok($$ update public.users set avatar_url = 'https://x.supabase.co/storage/v1/object/public/avatars/../voice-notes/a.webm' where id = tests.uid('free') $$,
  '23514', null, 'a URL climbing out of the avatars path is refused');
select throws_ok($$ update public.users set avatar_url = 'https://user@evil.test/storage/v1/object/public/avatars/a.png' where id = tests.uid('free') $$,
  '23514', null, 'a URL with user info is refused');
select throws_ok($$ update public.users set avatar_url = 'https://x.supabase.co/storage/v1/object/public/avatars/a b.png' where id = tests.uid('free') $$,
  '23514', null, 'a URL with whitespace is refused');
select throws_ok($$ update public.users set avatar_url = 'ftp://x.supabase.co/storage/v1/object/public/avatars/a.png' where id = tests.uid('free') $$,
  '23514', null, 'a non-http scheme is refused');
select throws_ok($$ update public.users set avatar_url = 'https://x.supabase.co/storage/v1/object/public/avatars/' where id = tests.uid('free') $$,
  '23514', null, 'a URL with no object name is refused');

-- lists and other free text ---------------------------------------------------------------
select tests.authenticate_as('contractor_a');
select lives_ok($$ insert into public.user_profiles (user_id, florida_circuits) values (tests.uid('contractor_a'), array['11th Circuit - Miami-Dade']) $$,
  'a normal circuit label is accepted');
select throws_ok(format($$ update public.user_profiles set florida_circuits = array[%L] where user_id = tests.uid('contractor_a') $$, '1st Circuit - ' || repeat('x', 100)),
  '23514', null, 'a circuit label over 100 characters is refused');
select throws_ok(format($$ update public.user_profiles set phone = %L where user_id = tests.uid('contractor_a') $$, repeat('5', 51)),
  '23514', null, 'a phone over 50 characters is refused');
select tests.authenticate_as('free');
select throws_ok(format($$ insert into public.contractor_applications (full_name, email, phone, years_experience, professional_summary, practice_areas) values ('F', 'free@tests.local', '5', 1, 's', array[%L]) $$, repeat('p', 201)),
  '23514', null, 'a practice area over 200 characters is refused');
select throws_ok(format($$ insert into public.contractor_applications (full_name, email, phone, years_experience, professional_summary, reference_list) values ('F', 'free@tests.local', '5', 1, 's', %L::jsonb) $$,
  jsonb_build_array(jsonb_build_object('name', repeat('n', 20001)))::text),
  '23514', null, 'a reference list over 20,000 characters is refused');
select lives_ok($$ insert into public.contractor_applications (full_name, email, phone, years_experience, professional_summary, practice_areas) values ('F', 'free@tests.local', '5', 1, 's', array['Dependency']) $$,
  'an application within the limits is accepted');
select throws_ok(format($$ insert into public.assistant_applications (full_name, email, phone, location, field_of_study, years_experience, professional_summary, office_skills, written_communication, research_skills, organization_skills, database_skills, why_interested, confidential_info, work_schedule, hourly_rate, preferred_regions)
  values ('F', 'free@tests.local', '5', 'Tampa', 'Law', 1, 's', 3, 3, 3, 3, 3, 'w', 'c', array['Weekdays'], 20, array[%L]) $$, repeat('r', 201)),
  '23514', null, 'a preferred region over 200 characters is refused');
select throws_ok(format($$ insert into public.gal_requests (case_type, county, name, email, phone, details) values ('Relocation Case', 'Lee County', %L, 'a@example.test', '5', 'x') $$, repeat('n', 201)),
  '23514', null, 'a GAL request name over 200 characters is refused');

select * from finish();
rollback;

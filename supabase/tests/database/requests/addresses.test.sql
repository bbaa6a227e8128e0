-- A GAL request's email is one email address (no mailto parameters); an
-- avatar URL names the user's own folder in this project's storage only.
begin;
\ir ../../helpers/tests_schema.psql
select plan(19);

create function tests.file_with_email(address text) returns void
  language sql set search_path = ''
as $$
  insert into public.gal_requests (case_type, county, name, email, phone, details)
  values ('Relocation Case', 'Lee County', 'Mail test', address, '555', 'Help')
$$;
create function tests.own_avatar(file text, origin text default 'http://127.0.0.1:54321') returns text
  language sql stable set search_path = ''
as $$
  select origin || '/storage/v1/object/public/avatars/' || (select auth.uid())::text || '/' || file
$$;
grant execute on all functions in schema tests to authenticated;

-- request emails ---------------------------------------------------------------------
select tests.authenticate_as('free');
select lives_ok($$ select tests.file_with_email('parent@example.com') $$, 'a plain address is accepted');
select lives_ok($$ select tests.file_with_email('o''brien+gal@mail.example.co.uk') $$, 'so is one with an apostrophe, a plus and subdomains');
select throws_ok($$ select tests.file_with_email('me@example.com?cc=attacker@evil.test') $$, '23514', null,
  'an address carrying ?cc= is refused');
select throws_ok($$ select tests.file_with_email('me@example.com?bcc=attacker%40evil.test') $$, '23514', null,
  'so is an encoded one');
select throws_ok($$ select tests.file_with_email('me@example.com&subject=x') $$, '23514', null, 'and one with &');
select throws_ok($$ select tests.file_with_email('me @example.com') $$, '23514', null, 'a space is refused');
select throws_ok($$ select tests.file_with_email('me@localhost') $$, '23514', null, 'the domain needs a dot');

-- avatar URLs ----------------------------------------------------------------------------
select lives_ok($$ update public.users set avatar_url = tests.own_avatar('0b7e6f0e-7a51-4b1e-9d2a-1f5e8c3a9d10.png') where id = tests.uid('free') $$,
  'the user''s own folder in this project''s public avatars is accepted');
select lives_ok($$ update public.users set avatar_url = null where id = tests.uid('free') $$, 'so is no avatar');
select throws_ok($$ update public.users set avatar_url = tests.own_avatar('me.png', 'https://tracker.example') where id = tests.uid('free') $$,
  '23514', 'An avatar must be an image in your own folder of this project''s avatars bucket',
  'another host with the same path is refused');
select throws_ok($$ update public.users set avatar_url = 'http://127.0.0.1:54321/storage/v1/object/public/avatars/' || tests.uid('contractor_a') || '/a.png' where id = tests.uid('free') $$,
  '23514', null, 'another user''s folder is refused');
select throws_ok($$ update public.users set avatar_url = tests.own_avatar('../' || tests.uid('contractor_a') || '/a.png') where id = tests.uid('free') $$,
  '23514', null, 'climbing out of the folder is refused');
select throws_ok($$ update public.users set avatar_url = tests.own_avatar('%2e%2e/x.png') where id = tests.uid('free') $$,
  '23514', null, 'so is an encoded climb');
select throws_ok($$ update public.users set avatar_url = tests.own_avatar('a.png?t=1') where id = tests.uid('free') $$,
  '23514', null, 'a query is refused');
select throws_ok($$ update public.users set avatar_url = 'http://127.0.0.1:54321/storage/v1/object/public/avatars/' || tests.uid('free') || '-flat.png' where id = tests.uid('free') $$,
  '23514', null, 'a file beside the folder is refused');
select throws_ok($$ update public.users set avatar_url = tests.own_avatar('a/b.png') where id = tests.uid('free') $$,
  '23514', null, 'a subfolder is refused');
select set_config('request.jwt.claims', json_build_object('sub', tests.uid('free'), 'role', 'authenticated')::text, true);
select throws_ok($$ update public.users set avatar_url = 'http://127.0.0.1:54321/storage/v1/object/public/avatars/' || tests.uid('free') || '/a.png' where id = tests.uid('free') $$,
  '23514', null, 'without an issuer the project is unknown, so nothing is accepted');
reset role;
select lives_ok($$ update public.users set avatar_url = 'https://abcd.supabase.co/storage/v1/object/public/avatars/' || tests.uid('free') || '/a.png' where id = tests.uid('free') $$,
  'server roles are not held to the caller''s project');
select throws_ok($$ update public.users set avatar_url = 'javascript:alert(1)' where id = tests.uid('free') $$,
  '23514', null, 'while the shape check still holds for everyone');

select * from finish();
rollback;

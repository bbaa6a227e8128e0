-- A person's name is one line: control characters and line separators in a
-- user's full_name or a visitor's name become spaces before the row is written,
-- whether the name comes from sign-up, Profile or the public form.
begin;
\ir ../../helpers/tests_schema.psql
select plan(9);

-- sign-up ---------------------------------------------------------------------------------
do $$
begin
  perform seed_accounts.create_user('crlf@example.test',
    user_meta => jsonb_build_object('full_name', E'Mallory\r\nBcc: victim@example.test'),
    id => 'c7000000-0000-4000-8000-000000000001');
end
$$;
select is((select full_name from public.users where id = 'c7000000-0000-4000-8000-000000000001'),
  'Mallory Bcc: victim@example.test', 'a name given at sign-up loses its CR/LF');

-- Profile ---------------------------------------------------------------------------------
select tests.authenticate_as('free');
select lives_ok($$ update public.users set full_name = 'Frances Free' where id = (select auth.uid()) $$,
  'a plain name saves');
select is((select full_name from public.users where id = tests.uid('free')), 'Frances Free',
  'and is kept exactly');
select lives_ok($$ update public.users set full_name = E'Eve\u0007\u001b[31m  Evil\u2028Bcc: x@example.test\t'
                    where id = (select auth.uid()) $$,
  'a name with control characters still saves');
select is((select full_name from public.users where id = tests.uid('free')),
  'Eve [31m Evil Bcc: x@example.test', 'without them: each became a space, runs of spaces one, ends trimmed');
reset role;
select throws_ok($$ alter table public.users disable trigger users_clean_full_name;
                    update public.users set full_name = E'Two\nlines' where id = tests.uid('free') $$,
  '23514', null, 'past the trigger, the check still refuses a second line');

-- the public form -------------------------------------------------------------------------
do $$ begin perform seed_accounts.create_anonymous_user('c7000000-0000-4000-8000-000000000002'); end $$;
select tests.authenticate_anonymously('c7000000-0000-4000-8000-000000000002');
select lives_ok($$ insert into public.gal_requests (case_type, county, name, email, phone, details)
                   values ('Relocation Case', 'Lee County', E'Pat\r\nParent', 'pat@example.test', '555', E'Line one\nline two') $$,
  'a visitor files a request with a two-line name');
reset role;
select is((select name from public.gal_requests where email = 'pat@example.test'), 'Pat Parent',
  'the name is one line');
select is((select details from public.gal_requests where email = 'pat@example.test'), E'Line one\nline two',
  'the details keep their lines (they are never put into an email)');

select * from finish();
rollback;

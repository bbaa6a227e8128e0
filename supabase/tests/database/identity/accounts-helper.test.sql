-- One accounts helper (seed/accounts.sql) for seed.sql and these tests: every
-- row it makes is one real GoTrue can load, and only the owner may call it.
begin;
\ir ../../helpers/tests_schema.psql
select plan(6);

select is(
  (select count(*)::int from auth.users
    where email like '%@tests.local'
      and (confirmation_token is null or recovery_token is null or email_change_token_new is null
           or email_change_token_current is null or email_change is null or phone_change is null
           or phone_change_token is null or reauthentication_token is null
           or email_change_confirm_status is null)),
  0,
  'test accounts have no NULL token or change column (supabase/auth#1940)'
);

select is(
  (select count(*)::int from auth.users u
    where u.email like '%@tests.local'
      and not exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email')),
  0,
  'every test account has its email identity'
);

do $$
begin
  perform seed_accounts.create_user('With.Password@Tests.Local', 'pw-123456', '{"full_name": "Pat Word"}',
    'b5500000-0000-4000-8000-000000000001');
  perform seed_accounts.create_user('waiting@tests.local', null, '{}',
    'b5500000-0000-4000-8000-000000000002', false);
end
$$;

select is(
  (select row(email, encrypted_password = extensions.crypt('pw-123456', encrypted_password),
              email_confirmed_at is not null, raw_user_meta_data ->> 'email_verified')::text
     from auth.users where id = 'b5500000-0000-4000-8000-000000000001'),
  row('with.password@tests.local', true, true, 'true')::text,
  'a seeded account stores the email lower-cased, a bcrypt hash of its password and is confirmed'
);

select is(
  (select row(email_confirmed_at is null, coalesce(raw_user_meta_data ? 'email_verified', false))::text
     from auth.users where id = 'b5500000-0000-4000-8000-000000000002'),
  row(true, false)::text,
  'an account can be left waiting for its confirmation link'
);

select tests.authenticate_as('admin');
select throws_ok(
  $$ select seed_accounts.create_user('intruder@tests.local') $$,
  '42501', null, 'a signed-in user, even an admin, cannot call the helper'
);
select tests.clear_authentication();
select throws_ok(
  $$ select seed_accounts.create_user('stranger@tests.local') $$,
  '42501', null, 'a visitor cannot call the helper'
);

select * from finish();
rollback;

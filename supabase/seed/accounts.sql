-- The one way SQL makes an account: supabase/seed.sql (through [db.seed]
-- sql_paths in config.toml) and the pgTAP helpers use it. It writes what
-- GoTrue's sign-up writes (local-supabase/auth/users.ts insertEmailUser is the
-- same for TypeScript): the user, its 'email' identity, and '' rather than NULL
-- in every token and change column, because real GoTrue scans those into Go
-- strings and answers 500 on NULL (supabase/auth#1940).
--
-- Seeding runs on the local stack and on the Supabase CLI's stack, never on
-- hosted projects. The schema lives only while seeding (seed/drop-helpers.sql
-- drops it last) or inside a pgTAP file's rolled-back transaction, so no
-- database keeps an object hosted lacks. Not pg_temp: a pooled or shared
-- session may drop or hide it between statements.

create schema if not exists seed_accounts;

create or replace function seed_accounts.create_user(
  email text,
  password text default null,
  user_meta jsonb default '{}',
  id uuid default gen_random_uuid(),
  confirmed boolean default true
) returns uuid
  language plpgsql
  set search_path = ''
as $$
declare
  address text := lower(create_user.email);
begin
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous,
    confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
    email_change, phone_change, phone_change_token, reauthentication_token, email_change_confirm_status
  ) values (
    '00000000-0000-0000-0000-000000000000', create_user.id, 'authenticated', 'authenticated', address,
    case when create_user.password is null then ''
         else extensions.crypt(create_user.password, extensions.gen_salt('bf', 10)) end,
    case when create_user.confirmed then now() end,
    '{"provider": "email", "providers": ["email"]}',
    -- GoTrue's Confirm() adds email_verified to the user's metadata.
    case when create_user.confirmed then create_user.user_meta || '{"email_verified": true}'
         else create_user.user_meta end,
    now(), now(), false,
    '', '', '', '', '', '', '', '', 0
  );
  -- The identity keeps what the provider knew at sign-up; user data never overrides its own keys.
  insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
  values (
    gen_random_uuid(), create_user.id::text, create_user.id,
    create_user.user_meta || jsonb_build_object(
      'sub', create_user.id::text, 'email', address, 'email_verified', false, 'phone_verified', false
    ),
    'email', now(), now(), now()
  );
  return create_user.id;
end
$$;

-- A verified TOTP factor, as GoTrue leaves one after its first good code.
create or replace function seed_accounts.add_totp_factor(
  user_id uuid,
  secret text,
  friendly_name text default 'Authenticator'
) returns uuid
  language sql
  set search_path = ''
as $$
  insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
  values (gen_random_uuid(), add_totp_factor.user_id, add_totp_factor.friendly_name, 'totp', 'verified',
          now(), now(), add_totp_factor.secret)
  returning id
$$;

-- An anonymous user as GoTrue's anonymous sign-in leaves it: no email, no
-- identity, is_anonymous, the 'anonymous' provider; '' in the token columns.
create or replace function seed_accounts.create_anonymous_user(
  id uuid default gen_random_uuid()
) returns uuid
  language plpgsql
  set search_path = ''
as $$
begin
  insert into auth.users (
    instance_id, id, aud, role, encrypted_password, raw_app_meta_data, raw_user_meta_data,
    created_at, updated_at, is_anonymous,
    confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
    email_change, phone_change, phone_change_token, reauthentication_token, email_change_confirm_status
  ) values (
    '00000000-0000-0000-0000-000000000000', create_anonymous_user.id, 'authenticated',
    'authenticated', '', '{"provider": "anonymous", "providers": ["anonymous"]}', '{}',
    now(), now(), true,
    '', '', '', '', '', '', '', '', 0
  );
  return create_anonymous_user.id;
end
$$;

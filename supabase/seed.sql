-- Demo data for the local stack only (never run on hosted projects).
-- Three accounts, password demo-password.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous
)
values
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-00000000a001', 'authenticated', 'authenticated',
   'admin@demo.test', extensions.crypt('demo-password', extensions.gen_salt('bf', 10)), now(),
   '{"provider":"email","providers":["email"]}', '{"full_name":"Alicia Admin"}', now(), now(), false),
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-00000000c001', 'authenticated', 'authenticated',
   'contractor@demo.test', extensions.crypt('demo-password', extensions.gen_salt('bf', 10)), now(),
   '{"provider":"email","providers":["email"]}', '{"full_name":"Carlos Contractor"}', now(), now(), false),
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-00000000f001', 'authenticated', 'authenticated',
   'applicant@demo.test', extensions.crypt('demo-password', extensions.gen_salt('bf', 10)), now(),
   '{"provider":"email","providers":["email"]}', '{"full_name":"Fiona Applicant"}', now(), now(), false);

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select id::text, id, jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true), 'email', now(), now()
from auth.users
where email like '%@demo.test';

update public.users set role = 'admin' where email = 'admin@demo.test';
update public.users set role = 'contractor', hourly_rate = 45 where email = 'contractor@demo.test';

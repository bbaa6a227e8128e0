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

-- Demo cases: three open cases posted by the admin, one assigned to the
-- contractor with time entries, and a message thread on it.
insert into public.cases (id, title, description, type, status, admin_id, contractor_id, created_at)
values
  ('00000000-0000-4000-8000-0000000ca5e1', 'Dependency review, Miami-Dade',
   'Two siblings in shelter care need a GAL for the 30-day review hearing.', 'paid', 'open',
   '00000000-0000-4000-8000-00000000a001', null, now() - interval '3 days'),
  ('00000000-0000-4000-8000-0000000ca5e2', 'Custody dispute, Broward',
   'Parents disagree on the parenting plan; the court wants a best-interest report.', 'paid', 'open',
   '00000000-0000-4000-8000-00000000a001', null, now() - interval '2 days'),
  ('00000000-0000-4000-8000-0000000ca5e3', 'Relocation case, Palm Beach (pro bono)',
   'A parent asks to relocate with a 9-year-old; mentorship available.', 'pro_bono', 'open',
   '00000000-0000-4000-8000-00000000a001', null, now() - interval '1 day'),
  ('00000000-0000-4000-8000-0000000ca5e4', 'Parenting plan modification, Orange',
   'Home visits and school interviews ahead of the modification hearing.', 'paid', 'assigned',
   '00000000-0000-4000-8000-00000000a001', '00000000-0000-4000-8000-00000000c001', now() - interval '10 days');

insert into public.time_entries (case_id, user_id, description, hours, date)
values
  ('00000000-0000-4000-8000-0000000ca5e4', '00000000-0000-4000-8000-00000000c001',
   'Reviewed the case file and prior orders', 2.5, current_date - 6),
  ('00000000-0000-4000-8000-0000000ca5e4', '00000000-0000-4000-8000-00000000c001',
   'Home visit with the child and the mother', 3, current_date - 4),
  ('00000000-0000-4000-8000-0000000ca5e4', '00000000-0000-4000-8000-00000000c001',
   'Interview with the school counselor', 1.25, current_date - 1);

insert into public.messages (case_id, sender_id, body, created_at)
values
  ('00000000-0000-4000-8000-0000000ca5e4', '00000000-0000-4000-8000-00000000a001',
   'Thanks for taking this one. The hearing is set for next month.', now() - interval '9 days'),
  ('00000000-0000-4000-8000-0000000ca5e4', '00000000-0000-4000-8000-00000000c001',
   'Got it. I will schedule the home visit this week.', now() - interval '8 days');

insert into public.user_profiles (user_id, phone, city, zip, education_level, practice_areas, bio, florida_circuits)
values
  ('00000000-0000-4000-8000-00000000c001', '(407) 555-0142', 'Orlando', '32801', 'jd',
   array['Dependency', 'Family Law'], 'Former dependency attorney, GAL since 2019.',
   array['9th Circuit - Orange, Osceola']);

-- The applicant has a pending GAL contractor application.
insert into public.contractor_applications (
  user_id, full_name, email, phone, years_experience, professional_summary, education_level,
  practice_areas, reference_list, why_gal, child_advocacy_experience, goals
)
values (
  '00000000-0000-4000-8000-00000000f001', 'Fiona Applicant', 'applicant@demo.test', '(305) 555-0199', 4,
  'Social worker with four years in child welfare investigations.', 'specialized',
  array['Trauma-informed interviewing', 'Child welfare law basics'],
  '[{"name":"Dana Ruiz","relationship":"Supervisor","phone":"(305) 555-0100","email":"dana@example.test"},
    {"name":"Sam Lee","relationship":"Colleague","phone":"(305) 555-0101","email":"sam@example.test"}]',
  'I want every child in court to have someone focused only on them.',
  'Four years of child protective investigations.',
  'Serve as a GAL in dependency cases.'
);

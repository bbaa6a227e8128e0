-- Demo data for the local stack only (never run on hosted projects).
-- Three accounts, password demo-password.

-- Accounts come from seed/accounts.sql (run first, see [db.seed] in config.toml),
-- so every row is one real GoTrue can sign in.
select seed_accounts.create_user('admin@demo.test', 'demo-password', '{"full_name":"Alicia Admin"}',
                                 '00000000-0000-4000-8000-00000000a001');
select seed_accounts.create_user('contractor@demo.test', 'demo-password', '{"full_name":"Carlos Contractor"}',
                                 '00000000-0000-4000-8000-00000000c001');
select seed_accounts.create_user('applicant@demo.test', 'demo-password', '{"full_name":"Fiona Applicant"}',
                                 '00000000-0000-4000-8000-00000000f001');

update public.users set role = 'admin' where email = 'admin@demo.test';
-- Admins sign in with a second factor; the demo admin's authenticator secret
-- is in README (demo accounts) and `npm run demo:code` prints its current code.
select seed_accounts.add_totp_factor('00000000-0000-4000-8000-00000000a001', 'JBSWY3DPEHPK3PXPGALCONNECTDEMO23');
-- The contractor asks 45/h and an admin has set the same billing rate.
update public.users set role = 'contractor', hourly_rate = 45, billing_rate = 45
 where email = 'contractor@demo.test';

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

-- Cases feature ------------------------------------------------------------------
-- County, category, urgency and compensation for the demo cases above, more
-- open cases for Opportunities (paid and pro bono, across the filter counties),
-- and a completed case with entries for an invoice.
update public.cases set county = 'Miami-Dade', category = 'Dependency', urgency = 'High', compensation = '$45/hour'
 where id = '00000000-0000-4000-8000-0000000ca5e1';
update public.cases set county = 'Broward', category = 'Family Court', urgency = 'Medium', compensation = '$45/hour'
 where id = '00000000-0000-4000-8000-0000000ca5e2';
update public.cases set county = 'Palm Beach', category = 'Family Court', urgency = 'Low'
 where id = '00000000-0000-4000-8000-0000000ca5e3';
update public.cases set county = 'Orange', category = 'Family Court', urgency = 'Medium', compensation = '$45/hour'
 where id = '00000000-0000-4000-8000-0000000ca5e4';

insert into public.cases (id, title, description, type, status, county, category, urgency, compensation, admin_id, contractor_id, created_at)
values
  ('00000000-0000-4000-8000-0000000ca5e5', 'Shelter hearing follow-up, Hillsborough',
   'A 6-year-old placed with a relative caregiver; the court asks for a home study before the 60-day review.',
   'paid', 'open', 'Hillsborough', 'Dependency', 'High', '$50/hour',
   '00000000-0000-4000-8000-00000000a001', null, now() - interval '5 hours'),
  ('00000000-0000-4000-8000-0000000ca5e6', 'Delinquency disposition, Orange',
   'A 15-year-old awaiting disposition; the judge wants school and family input on a diversion plan.',
   'paid', 'open', 'Orange', 'Juvenile', 'Medium', '$1,200 flat fee',
   '00000000-0000-4000-8000-00000000a001', null, now() - interval '4 days'),
  ('00000000-0000-4000-8000-0000000ca5e7', 'Timesharing dispute, Miami-Dade (pro bono)',
   'Parents of two children disagree on school-year timesharing; a mentor GAL will co-sign the report.',
   'pro_bono', 'open', 'Miami-Dade', 'Family Court', 'Medium', null,
   '00000000-0000-4000-8000-00000000a001', null, now() - interval '6 days'),
  ('00000000-0000-4000-8000-0000000ca5e8', 'Youth transition planning, Broward (pro bono)',
   'A 17-year-old in foster care needs an advocate for the independent-living transition hearing.',
   'pro_bono', 'open', 'Broward', 'Juvenile', 'High', null,
   '00000000-0000-4000-8000-00000000a001', null, now() - interval '1 day'),
  ('00000000-0000-4000-8000-0000000ca5e9', 'Reunification review, Duval',
   'Mother completed her case plan; the court asks whether reunification is in the children''s best interest.',
   'paid', 'completed', 'Duval', 'Dependency', 'Low', '$45/hour',
   '00000000-0000-4000-8000-00000000a001', '00000000-0000-4000-8000-00000000c001', now() - interval '40 days');

insert into public.time_entries (case_id, user_id, description, hours, date)
values
  ('00000000-0000-4000-8000-0000000ca5e9', '00000000-0000-4000-8000-00000000c001',
   'Supervised visit observation', 2.75, current_date - 35),
  ('00000000-0000-4000-8000-0000000ca5e9', '00000000-0000-4000-8000-00000000c001',
   'Interviewed case manager and therapist', 1.5, current_date - 30),
  ('00000000-0000-4000-8000-0000000ca5e9', '00000000-0000-4000-8000-00000000c001',
   'Wrote and filed the GAL report', 3.25, current_date - 25);

-- Applications feature -----------------------------------------------------------
-- Three more applicants (password demo-password) so the admin's Applications
-- page has both kinds in every status; the decisions are the admin's, so the
-- history names her. Fiona's pending GAL application (above) gains her
-- trainings and practice areas as the form now stores them.
select seed_accounts.create_user('maria.lopez@demo.test', 'demo-password', '{"full_name":"Maria Lopez"}',
                                 '00000000-0000-4000-8000-00000000f002');
select seed_accounts.create_user('james.carter@demo.test', 'demo-password', '{"full_name":"James Carter"}',
                                 '00000000-0000-4000-8000-00000000f003');
select seed_accounts.create_user('grace.kim@demo.test', 'demo-password', '{"full_name":"Grace Kim"}',
                                 '00000000-0000-4000-8000-00000000f004');

update public.contractor_applications
   set practice_areas = array['Dependency', 'Child Welfare'],
       specialized_trainings = array['Trauma-informed interviewing', 'Child welfare law basics']
 where user_id = '00000000-0000-4000-8000-00000000f001';

insert into public.assistant_applications (
  id, user_id, full_name, email, phone, location, education_level, field_of_study, years_experience,
  professional_summary, office_skills, written_communication, research_skills, organization_skills,
  database_skills, why_interested, children_experience, confidential_info, availability, work_schedule,
  travel_willingness, hourly_rate, preferred_regions, created_at
)
values
  ('00000000-0000-4000-8000-0000000aa001', '00000000-0000-4000-8000-00000000f002', 'Maria Lopez',
   'maria.lopez@demo.test', '(786) 555-0142', 'Miami, Miami-Dade County', 'bachelors',
   'Legal research, Trauma-informed care', 3,
   'Paralegal at a Miami family law firm; drafts motions and keeps case files in order.',
   4, 5, 4, 5, 3, 'I want my organising skills to help guardians focus on the children.',
   'Weekend volunteer at a youth shelter.', 'Locked files, need-to-know sharing, no personal devices.',
   'part-time', array['Weekdays', 'Evenings'], true, 28.50, array['11th Circuit - Miami-Dade'],
   now() - interval '2 days'),
  ('00000000-0000-4000-8000-0000000aa002', '00000000-0000-4000-8000-00000000f004', 'Grace Kim',
   'grace.kim@demo.test', '(407) 555-0177', 'Orlando, Orange County', 'masters',
   'Case management software, Court filing procedures', 6,
   'Court clerk for six years in the Ninth Circuit; fluent in Korean.',
   5, 4, 4, 5, 5, 'After years at the clerk''s counter I want to help the GAL program directly.',
   null, 'Court confidentiality rules are second nature from my clerk work.',
   'full-time', array['Weekdays', 'Flexible'], false, 32.00, array['9th Circuit - Orange, Osceola'],
   now() - interval '20 days');

insert into public.contractor_applications (
  id, user_id, full_name, email, phone, years_experience, professional_summary, education_level,
  practice_areas, specialized_trainings, reference_list, why_gal, child_advocacy_experience,
  handling_emotional_situations, objectivity_approach, building_rapport, report_writing_experience,
  biggest_challenge, goals, created_at
)
values (
  '00000000-0000-4000-8000-0000000cc001', '00000000-0000-4000-8000-00000000f003', 'James Carter',
  'james.carter@demo.test', '(813) 555-0144', 1, 'Recent law graduate in Tampa.', 'jd',
  array['Family Law'], array['Mediation basics'],
  '[{"name":"Ana Ruiz","relationship":"Professor","phone":"(813) 555-0100","email":"ana.ruiz@example.test"},
    {"name":"Ben Cole","relationship":"Internship supervisor","phone":"(813) 555-0111","email":"ben.cole@example.test"}]',
  'To represent children in custody disputes.', 'Summer internship at a legal aid clinic.',
  'Listen first and keep to the facts.', 'Write down what I saw before what I think.',
  'Patience and age-appropriate conversation.', 'Law school memos and one internship report.',
  'Balancing coursework with the clinic.', 'Build a family law practice with GAL work.',
  now() - interval '40 days'
);

-- Decisions by the admin (auth.uid() names her in the history; aal2 as her
-- two-factor sessions are).
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000a001","role":"authenticated","aal":"aal2"}', false);
update public.assistant_applications
   set status = 'approved', status_reason_code = 'interview_passed',
       status_reason = 'Strong interview; starts with the Orlando team.'
 where id = '00000000-0000-4000-8000-0000000aa002';
update public.contractor_applications
   set status = 'rejected', status_reason_code = 'qualifications_not_met',
       status_reason = 'Needs two years of child advocacy experience.'
 where id = '00000000-0000-4000-8000-0000000cc001';
select set_config('request.jwt.claims', '', false);


-- Profile, settings, contractors and messages
-- A second contractor (dana@demo.test, same password) with her own case, a
-- fuller profile for Carlos, and threads where each side has something unread.
select seed_accounts.create_user('dana@demo.test', 'demo-password', '{"full_name":"Dana Delgado"}',
                                 '00000000-0000-4000-8000-00000000c002');

update public.users set role = 'contractor', hourly_rate = 55 where email = 'dana@demo.test';

update public.user_profiles
   set address = '120 N Orange Ave', bar_number = '0123456',
       practice_areas = array['Dependency', 'Family Law', 'Child Welfare'],
       preferred_case_types = array['Dependency', 'Family Court'],
       availability = 'part-time',
       florida_circuits = array['9th Circuit - Orange, Osceola', '18th Circuit - Brevard, Seminole']
 where user_id = '00000000-0000-4000-8000-00000000c001';

insert into public.user_profiles (
  user_id, phone, city, zip, education_level, custom_education, practice_areas, bio,
  availability, preferred_case_types, florida_circuits
)
values
  ('00000000-0000-4000-8000-00000000c002', '(954) 555-0187', 'Fort Lauderdale', '33301', 'other',
   'MSW, certified child welfare case manager', array['Child Welfare', 'Juvenile Justice'],
   'Ten years as a dependency case manager in Broward before becoming a GAL.', 'full-time',
   array['Dependency', 'Juvenile Court'], array['17th Circuit - Broward']);

insert into public.cases (id, title, description, type, status, county, category, urgency, compensation, admin_id, contractor_id, created_at)
values
  ('00000000-0000-4000-8000-0000000ca5ea', 'Dependency shelter review, Broward',
   'A 6-year-old in shelter care; the court asks for a GAL report before the 30-day review.', 'paid', 'in_progress',
   'Broward', 'Dependency', 'High', '$45/hour', '00000000-0000-4000-8000-00000000a001', '00000000-0000-4000-8000-00000000c002', now() - interval '20 days');

insert into public.time_entries (case_id, user_id, description, hours, date)
values
  ('00000000-0000-4000-8000-0000000ca5ea', '00000000-0000-4000-8000-00000000c002',
   'Met the child at the shelter', 2, current_date - 3),
  ('00000000-0000-4000-8000-0000000ca5ea', '00000000-0000-4000-8000-00000000c002',
   'Called the caseworker and the foster parent', 0.75, current_date - 2);

-- The contractor's earlier thread is read; these are new.
update public.messages set read_at = created_at + interval '1 hour'
 where case_id = '00000000-0000-4000-8000-0000000ca5e4';

insert into public.messages (case_id, sender_id, body, created_at)
values
  ('00000000-0000-4000-8000-0000000ca5e4', '00000000-0000-4000-8000-00000000a001',
   'The school sent the attendance records. Can you review them before Friday?', now() - interval '5 hours'),
  ('00000000-0000-4000-8000-0000000ca5e4', '00000000-0000-4000-8000-00000000a001',
   'Also: the mother asked to reschedule the home visit to next Tuesday.', now() - interval '2 hours'),
  ('00000000-0000-4000-8000-0000000ca5ea', '00000000-0000-4000-8000-00000000c002',
   'Shelter visit done. She is settling in; report draft by Monday.', now() - interval '1 day');

-- Carlos prefers a compact dashboard; everyone else has the defaults.
insert into public.user_settings (user_id, compact_view)
values ('00000000-0000-4000-8000-00000000c001', true);

-- Requests feature ---------------------------------------------------------------
-- GAL requests from the landing form for the admin's Requests inbox: an urgent
-- new one, two more new, one the admin already contacted and one closed. The
-- demo has no voice-note file on disk, so none links a voice note.
insert into public.gal_requests (
  id, case_type, county, name, email, phone, details, urgent, status,
  status_changed_by, status_changed_at, created_at
) values
  ('00000000-0000-4000-8000-0000000e0001', 'Child Custody Dispute', 'Miami-Dade County',
   'Marisol Vega', 'marisol.vega@example.com', '(305) 555-0142',
   'Emergency custody hearing set for next Tuesday. My ex-husband has moved the children to his girlfriend''s home and the school reports missed days. The judge asked whether a guardian ad litem could be appointed before the hearing.',
   true, 'new', null, null, now() - interval '3 hours'),
  ('00000000-0000-4000-8000-0000000e0002', 'Relocation Case', 'Leon County',
   'Derek Holloway', 'd.holloway@example.com', '(850) 555-0199',
   'The children''s mother has asked the court to relocate to Atlanta for a new job. Our daughters are 8 and 11 and we would like someone independent to speak with them before mediation in six weeks.',
   false, 'new', null, null, now() - interval '1 day'),
  ('00000000-0000-4000-8000-0000000e0003', 'Parenting Plan Modification', 'Hillsborough County',
   'Angela Brooks', 'angela.brooks@example.com', '(813) 555-0117',
   'Our son is 14 and wants to change the timesharing schedule to spend more school nights with me. My attorney suggested a GAL to report his wishes to the court.',
   false, 'new', null, null, now() - interval '2 days'),
  ('00000000-0000-4000-8000-0000000e0004', 'Divorce with Minor Children', 'Orange County',
   'Thomas Nguyen', 't.nguyen@example.com', '(407) 555-0163',
   'Contested divorce with two children (5 and 9). There are allegations about substance use on both sides and the magistrate recommended a guardian ad litem.',
   false, 'contacted', '00000000-0000-4000-8000-00000000a001', now() - interval '2 days', now() - interval '4 days'),
  ('00000000-0000-4000-8000-0000000e0005', 'Other Family Law Matter', 'Duval County',
   'Keisha Freeman', 'keisha.f@example.com', '(904) 555-0128',
   'Grandparent visitation question for my granddaughter. We resolved it at mediation, so we no longer need a guardian.',
   false, 'closed', '00000000-0000-4000-8000-00000000a001', now() - interval '6 days', now() - interval '9 days');

-- Applications: decisions (w2-applications) ------------------------------------------
-- The decisions above carry a message the applicant reads (status_reason);
-- these internal notes are for admins only. Dana became a contractor with no
-- billing rate (promotion no longer copies the asking rate); the admin has
-- set her rate (below), which prices her entries.
insert into public.application_notes (event_id, note, author_id)
select e.id, n.note, '00000000-0000-4000-8000-00000000a001'
  from public.application_events e
  join (values
    ('00000000-0000-4000-8000-0000000cc001'::uuid, 'Strong writing sample. Invite him again once he has a year of clinic work.'),
    ('00000000-0000-4000-8000-0000000aa002'::uuid, 'Pair with Carlos for her first two months.')
  ) as n (application_id, note) on n.application_id = e.application_id
 where e.from_status is not null;

-- (Dana's billing rate is set in the work record block below, before her entries.)
-- Work record -------------------------------------------------------------------
-- Contacts, a draft, and invoices in every status for both demo contractors, made
-- through the app's own functions as each person would (claims set per step), so
-- the linked time entries, trips, follow-up message, numbers and history are real.
-- Carlos and Dana each get a case running since about 100 days ago (Carlos also a
-- pro bono one), contacts every two weeks with trips and expenses, today's draft,
-- and invoices: paid, approved, submitted, draft and void (Carlos also one returned
-- with the admin's reason). The newest weeks stay unbilled for a New Invoice.
insert into public.cases (id, title, description, type, status, county, category, urgency, compensation, admin_id, contractor_id, created_at)
values
  ('00000000-0000-4000-8000-0000000ca5eb', 'Case plan review, Seminole',
   'Two brothers in relative care; the court reviews the mother''s case plan every 90 days.', 'paid', 'in_progress',
   'Seminole', 'Dependency', 'Medium', '$45/hour', '00000000-0000-4000-8000-00000000a001',
   '00000000-0000-4000-8000-00000000c001', now() - interval '100 days'),
  ('00000000-0000-4000-8000-0000000ca5ec', 'Teen parent support, Orange (pro bono)',
   'A 16-year-old mother in foster care and her baby; a mentor GAL co-signs the reports.', 'pro_bono', 'in_progress',
   'Orange', 'Dependency', 'Low', null, '00000000-0000-4000-8000-00000000a001',
   '00000000-0000-4000-8000-00000000c001', now() - interval '100 days'),
  ('00000000-0000-4000-8000-0000000ca5ed', 'Timesharing review, Broward',
   'Parents dispute school-year timesharing for a 7-year-old; the court wants home and school input.', 'paid', 'in_progress',
   'Broward', 'Family Court', 'High', '$45/hour', '00000000-0000-4000-8000-00000000a001',
   '00000000-0000-4000-8000-00000000c002', now() - interval '100 days');

do $$
declare
  admin constant text := '{"sub":"00000000-0000-4000-8000-00000000a001","role":"authenticated","aal":"aal2"}';
  carlos constant text := '{"sub":"00000000-0000-4000-8000-00000000c001","role":"authenticated"}';
  dana constant text := '{"sub":"00000000-0000-4000-8000-00000000c002","role":"authenticated"}';
  seminole constant uuid := '00000000-0000-4000-8000-0000000ca5eb';
  pro_bono constant uuid := '00000000-0000-4000-8000-0000000ca5ec';
  broward constant uuid := '00000000-0000-4000-8000-0000000ca5ed';
  inv uuid;
begin
  -- Dana's billing rate, set by the admin (promotion may leave it unset).
  perform set_config('request.jwt.claims', admin, true);
  perform public.set_billing_rate('00000000-0000-4000-8000-00000000c002', 55);

  perform set_config('request.jwt.claims', carlos, true);
  perform public.save_contact(gen_random_uuid(), seminole, current_date - 95, 'in_person', '{child,caregiver}', true, 90, 38.4,
    'First home visit. Both boys settled with their aunt; school enrolment done.', false, true,
    '[{"id": "00000000-0000-4000-8000-00000000e501", "description": "Parking at the courthouse annex", "amount_cents": 800}]');
  perform public.save_contact(gen_random_uuid(), seminole, current_date - 80, 'phone', '{caseworker}', true, 25, 0,
    'Case plan progress: parenting class finished, housing pending.', false, true);
  perform public.save_contact(gen_random_uuid(), pro_bono, current_date - 70, 'in_person', '{child,foster_parent}', true, 60, 21.7,
    'Met the teen mother and the foster mother; the baby''s pediatric visits are current.', false, true);
  perform public.save_contact(gen_random_uuid(), seminole, current_date - 65, 'in_person', '{child,teacher}', true, 75, 24,
    'School visit: the older boy reads at grade level again.', false, true);
  perform public.save_contact(gen_random_uuid(), seminole, current_date - 50, 'video', '{parent}', false, 10, 0,
    'No answer at the scheduled time; left a message.', false, true);
  perform public.save_contact(gen_random_uuid(), seminole, current_date - 48, 'court', '{judge,attorney}', true, 120, 31.2,
    '90-day review hearing; the court kept the placement.', false, true,
    '[{"id": "00000000-0000-4000-8000-00000000e502", "description": "Court parking", "amount_cents": 1200},
      {"id": "00000000-0000-4000-8000-00000000e503", "description": "Certified copy of the order", "amount_cents": 450}]');
  perform public.save_contact(gen_random_uuid(), seminole, current_date - 28, 'in_person', '{child,caregiver}', true, 80, 38.4,
    'Home visit; the aunt asks about respite care.', false, true);
  perform public.save_contact(gen_random_uuid(), pro_bono, current_date - 14, 'phone', '{therapist}', true, 20, 0,
    'Therapist reports steady progress.', false, true);
  perform public.save_contact(gen_random_uuid(), seminole, current_date - 10, 'in_person', '{child,caregiver}', true, 60, 38.4,
    'Respite care arranged for one weekend a month.', false, true,
    '[{"id": "00000000-0000-4000-8000-00000000e507", "description": "Parking", "amount_cents": 500}]');
  perform public.save_contact(gen_random_uuid(), seminole, current_date - 5, 'in_person', '{child,parent}', true, 70, 38.4,
    'Supervised visit with the mother went well; she asks for unsupervised weekends.', true, true,
    '[{"id": "00000000-0000-4000-8000-00000000e504", "description": "Parking", "amount_cents": 1250}]');
  perform public.save_contact('00000000-0000-4000-8000-00000000d501', seminole, current_date, 'phone', '{caseworker}', true, null, 0,
    'Calling the caseworker about the unsupervised weekends request', false, false);

  -- Voided (the wrong period), then the same work billed again and paid.
  inv := (select id from public.create_invoice(current_date - 100, current_date - 76));
  perform public.submit_invoice(inv);
  perform set_config('request.jwt.claims', admin, true);
  perform public.void_invoice(inv, 'Covers only half of the period we agreed; please bill August to mid-September in one invoice.');
  perform set_config('request.jwt.claims', carlos, true);
  inv := (select id from public.create_invoice(current_date - 100, current_date - 61));
  perform public.submit_invoice(inv);
  perform set_config('request.jwt.claims', admin, true);
  perform public.approve_invoice(inv);
  perform public.mark_invoice_paid(inv, current_date, 'ACH 2026-0917');
  -- Approved.
  perform set_config('request.jwt.claims', carlos, true);
  inv := (select id from public.create_invoice(current_date - 60, current_date - 46));
  perform public.submit_invoice(inv);
  perform set_config('request.jwt.claims', admin, true);
  perform public.approve_invoice(inv);
  -- Submitted, waiting in the admin's queue.
  perform set_config('request.jwt.claims', carlos, true);
  perform public.submit_invoice((select id from public.create_invoice(current_date - 45, current_date - 31)));
  -- Returned with a reason: a draft again, with its number.
  inv := (select id from public.create_invoice(current_date - 30, current_date - 16));
  perform public.submit_invoice(inv);
  perform set_config('request.jwt.claims', admin, true);
  perform public.return_invoice(inv, 'Please split the report writing into the days you did it.');
  -- A draft Carlos has not submitted yet.
  perform set_config('request.jwt.claims', carlos, true);
  perform public.create_invoice(current_date - 15, current_date - 8);

  perform set_config('request.jwt.claims', dana, true);
  perform public.save_contact(gen_random_uuid(), broward, current_date - 90, 'in_person', '{child,parent}', true, 75, 12.3,
    'Home visit at the father''s apartment; the child has her own room.', false, true);
  perform public.save_contact(gen_random_uuid(), broward, current_date - 75, 'in_person', '{child,parent}', true, 70, 18.9,
    'Home visit at the mother''s house.', false, true,
    '[{"id": "00000000-0000-4000-8000-00000000e505", "description": "Parking", "amount_cents": 600}]');
  perform public.save_contact(gen_random_uuid(), broward, current_date - 60, 'email', '{teacher}', true, 15, 0,
    'Teacher confirms good attendance from both homes.', false, true);
  perform public.save_contact(gen_random_uuid(), broward, current_date - 45, 'court', '{judge,attorney,parent}', true, 90, 9.6,
    'Mediation at the courthouse; no agreement yet.', false, true,
    '[{"id": "00000000-0000-4000-8000-00000000e506", "description": "Courthouse parking", "amount_cents": 1000}]');
  perform public.save_contact(gen_random_uuid(), broward, current_date - 30, 'phone', '{caseworker}', false, 10, 0,
    'Caseworker out of office.', false, true);
  perform public.save_contact(gen_random_uuid(), broward, current_date - 25, 'in_person', '{child}', true, 45, 12.3,
    'Talked with the child at school about her wishes.', false, true);
  perform public.save_contact('00000000-0000-4000-8000-00000000d502', broward, current_date, 'in_person', '{child}', true, 30, 12.3,
    'Draft: notes from today''s school pickup', false, false);

  inv := (select id from public.create_invoice(current_date - 100, current_date - 81));
  perform public.submit_invoice(inv);
  perform set_config('request.jwt.claims', admin, true);
  perform public.void_invoice(inv, 'Sent before the rate was agreed; please submit again.');
  perform set_config('request.jwt.claims', dana, true);
  inv := (select id from public.create_invoice(current_date - 100, current_date - 71));
  perform public.submit_invoice(inv);
  perform set_config('request.jwt.claims', admin, true);
  perform public.approve_invoice(inv);
  perform public.mark_invoice_paid(inv, current_date, 'ACH 2026-1002');
  perform set_config('request.jwt.claims', dana, true);
  inv := (select id from public.create_invoice(current_date - 70, current_date - 51));
  perform public.submit_invoice(inv);
  perform set_config('request.jwt.claims', admin, true);
  perform public.approve_invoice(inv);
  perform set_config('request.jwt.claims', dana, true);
  perform public.submit_invoice((select id from public.create_invoice(current_date - 50, current_date - 31)));
  perform public.create_invoice(current_date - 30, current_date - 15);
  -- An admin reopened one day of Dana's paid period for a correction (Reopen Period on
  -- the paid invoice), on record until she invoices that day again.
  perform set_config('request.jwt.claims', admin, true);
  perform public.reopen_period('00000000-0000-4000-8000-00000000c002', current_date - 75, current_date - 75,
    'The visit at the mother''s house was logged without the drive back; add the return mileage.');
  perform set_config('request.jwt.claims', '', true);
end
$$;
-- Court dates, deadlines and notifications ---------------------------------------
-- Carlos (Family Court, reports due 20 days before) has a mediation in 23 days whose
-- report he is drafting (due in 3 days) and a status hearing last month, filed. Dana
-- (Dependency, 72 h) has a judicial review in 2 days whose report is a day overdue.
-- The completed Duval case keeps its filed hearing. Hearings are at Florida court
-- hours. Adding them notifies each contractor of the upcoming ones (unread); the
-- reminders job runs once so the 7-day and overdue reminders are there at once;
-- Carlos has read his older notifications, spread over the past days.
insert into public.court_dates (case_id, hearing_at, hearing_type, courtroom, judge, notes, report_status, created_by)
select c.case_id::uuid,
       ((now() at time zone 'America/New_York')::date + c.days + c.at) at time zone 'America/New_York',
       c.hearing_type::public.hearing_type, c.courtroom, c.judge, c.notes,
       c.report_status::public.report_status, '00000000-0000-4000-8000-00000000a001'
  from (values
    ('00000000-0000-4000-8000-0000000ca5e4', 23, time '09:30', 'mediation', '23A', 'Hon. Lisa Munyon',
     'Mediator: Ana Ruiz. Both parents confirmed.', 'drafting'),
    ('00000000-0000-4000-8000-0000000ca5e4', -30, time '14:00', 'status', '23A', 'Hon. Lisa Munyon',
     null, 'filed'),
    ('00000000-0000-4000-8000-0000000ca5ea', 2, time '08:30', 'judicial_review', '3C', 'Hon. Carlos Rebollo',
     'Bring the school attendance summary.', 'not_started'),
    ('00000000-0000-4000-8000-0000000ca5e9', -28, time '10:00', 'judicial_review', '4B', 'Hon. Adrian Soud',
     null, 'filed')
  ) as c(case_id, days, at, hearing_type, courtroom, judge, notes, report_status);

select private.run_reminders();

with older as (
  select id, row_number() over (order by kind, id) as n
    from public.notifications
   where user_id = '00000000-0000-4000-8000-00000000c001'
     and kind not in ('court_date_added', 'report_7d')
)
update public.notifications n
   set created_at = n.created_at - older.n * interval '1 day 3 hours', read_at = now()
  from older
 where n.id = older.id;

-- Compliance feature ---------------------------------------------------------------
-- Training hours in every status, Florida eligibility, and one case with an abuse
-- allegation. Carlos is in good standing and GAL-program certified, so he may take
-- any case; Dana was approved in 2024, has 4.5 of this year's 12 in-service hours
-- (so she is told "7.5 in-service hours still needed for <this year>") and is legal
-- aid certified, which §61.402(2) does not accept on abuse-allegation cases; Fiona
-- (applicant) has pre-service hours waiting for review.
update public.users set contractor_since = date '2023-01-15'
 where id = '00000000-0000-4000-8000-00000000c001';
update public.users set contractor_since = date '2024-06-03'
 where id = '00000000-0000-4000-8000-00000000c002';

insert into public.training_records (
  user_id, title, provider, completed_on, hours, kind, status, review_note, reviewed_by, reviewed_at
) values
  ('00000000-0000-4000-8000-00000000c001', 'Pre-service certification training', 'Florida Statewide GAL Office',
   date '2022-11-18', 30, 'pre_service', 'approved', null, '00000000-0000-4000-8000-00000000a001', now() - interval '3 years'),
  ('00000000-0000-4000-8000-00000000c001', 'Trauma-informed interviewing of children', 'National CASA/GAL Association',
   date_trunc('year', current_date)::date, 8, 'in_service', 'approved', null, '00000000-0000-4000-8000-00000000a001', now() - interval '20 days'),
  ('00000000-0000-4000-8000-00000000c001', 'Dependency court update', 'Ninth Judicial Circuit',
   date_trunc('year', current_date)::date, 4.5, 'in_service', 'approved', null, '00000000-0000-4000-8000-00000000a001', now() - interval '10 days'),
  ('00000000-0000-4000-8000-00000000c001', 'Report writing workshop', 'Florida Statewide GAL Office',
   current_date - 3, 3, 'in_service', 'pending', null, null, null),
  ('00000000-0000-4000-8000-00000000c001', 'Self-paced reading on attachment', 'Self-directed',
   current_date - 40, 2, 'in_service', 'rejected', 'Self-directed reading is not approved training; attach a course certificate.',
   '00000000-0000-4000-8000-00000000a001', now() - interval '30 days'),
  ('00000000-0000-4000-8000-00000000c002', 'Pre-service certification training', 'Florida Statewide GAL Office',
   date '2024-05-10', 30, 'pre_service', 'approved', null, '00000000-0000-4000-8000-00000000a001', now() - interval '2 years'),
  ('00000000-0000-4000-8000-00000000c002', 'Educational advocacy for children in care', 'National CASA/GAL Association',
   date_trunc('year', current_date)::date, 4.5, 'in_service', 'approved', null, '00000000-0000-4000-8000-00000000a001', now() - interval '40 days'),
  ('00000000-0000-4000-8000-00000000f001', 'Pre-service module 1: the role of the GAL', 'Florida Statewide GAL Office',
   current_date - 12, 8, 'pre_service', 'pending', null, null, null);

insert into public.contractor_eligibility (user_id, path, credential, verified_on, verified_by) values
  ('00000000-0000-4000-8000-00000000c001', 'gal_program_certified', 'FL GAL certificate 2022-0917',
   date '2022-12-01', '00000000-0000-4000-8000-00000000a001'),
  ('00000000-0000-4000-8000-00000000c002', 'legal_aid_certified', 'Legal Aid Service of Broward County volunteer 4471',
   date '2024-06-01', '00000000-0000-4000-8000-00000000a001');

insert into public.cases (
  id, title, description, type, status, county, category, urgency, compensation, admin_id, abuse_allegation, created_at
) values
  ('00000000-0000-4000-8000-0000000ca5f1', 'Shelter hearing, neglect allegation, Duval',
   'DCF alleges neglect of two children (4 and 7); the court appoints a GAL before the shelter review.',
   'paid', 'open', 'Duval', 'Dependency', 'High', '$50/hour', '00000000-0000-4000-8000-00000000a001', true,
   now() - interval '6 hours');

-- Visits Due: Carlos's pro bono teen parent case was last visited in person
-- 70 days ago (the work record block above), so it is overdue under the 30-day standard
-- on his dashboard and the admin's; his other active cases were visited or assigned
-- within it. Dana's Broward case, visited 25 days ago, is due soon (in 5 days, inside the
-- 7-day window). The checks below keep the demo honest if the contacts above change.
do $$
begin
  if not exists (
    select 1 from public.visits_due()
     where contractor_id = '00000000-0000-4000-8000-00000000c001' and overdue
  ) then
    raise exception 'seed: Carlos should have an overdue visit for the Visits Due demo';
  end if;
  if not exists (
    select 1 from public.visits_due()
     where contractor_id = '00000000-0000-4000-8000-00000000c002' and not overdue
  ) then
    raise exception 'seed: Dana should have a visit due soon for the Visits Due demo';
  end if;
end
$$;

-- Court reports --------------------------------------------------------------------
-- Carlos's Seminole case has its 90-day review 48 days ago (the report filed and
-- served then) and a judicial review next week. Its contacts span both hearing
-- periods and every group: this period has the child, parents, caregivers, the
-- caseworker, a provider, the attorneys and the court, and someone else; the school
-- was seen only before the last hearing, so this period's draft keeps the School
-- heading with its "No contacts with school staff in this period" line. One earlier
-- draft version is on record (which moved the report to drafting). The admin has the
-- built-in template active and one uploaded example beside it. (A seed is SQL and the
-- storage service keeps bytes apart: the seeded version's and the example template's
-- files are in supabase/seed/storage, uploaded after this seed as config.toml's
-- objects_path says; `npm run seed:report-files` makes them again.)
insert into public.court_dates (id, case_id, hearing_at, hearing_type, courtroom, judge, notes, report_status, report_filed_on, created_by)
select c.id::uuid, '00000000-0000-4000-8000-0000000ca5eb',
       ((now() at time zone 'America/New_York')::date + c.days + c.at) at time zone 'America/New_York',
       c.hearing_type::public.hearing_type, '5D', 'Hon. Jessica Recksiedler', c.notes,
       c.report_status::public.report_status, c.filed_on, '00000000-0000-4000-8000-00000000a001'
  from (values
    ('00000000-0000-4000-8000-0000000cd501', -48, time '09:00', 'judicial_review',
     '90-day review: placement with the aunt continued.', 'filed', current_date - 51),
    ('00000000-0000-4000-8000-0000000cd502', 6, time '10:30', 'judicial_review',
     'Review of the mother''s case plan and the unsupervised weekends request.', 'not_started', null)
  ) as c(id, days, at, hearing_type, notes, report_status, filed_on);

do $$
declare
  admin constant text := '{"sub":"00000000-0000-4000-8000-00000000a001","role":"authenticated"}';
  carlos constant text := '{"sub":"00000000-0000-4000-8000-00000000c001","role":"authenticated"}';
  seminole constant uuid := '00000000-0000-4000-8000-0000000ca5eb';
begin
  perform set_config('request.jwt.claims', carlos, true);
  perform public.save_contact(gen_random_uuid(), seminole, current_date - 7, 'phone', '{caseworker}', true, 20, 0,
    'Caseworker confirms the mother''s housing is approved.', false, true);
  perform public.save_contact(gen_random_uuid(), seminole, current_date - 6, 'video', '{therapist}', true, 30, 0,
    'The boys'' therapist reports fewer nightmares since respite began.', false, true);
  perform public.save_contact(gen_random_uuid(), seminole, current_date - 3, 'email', '{other}', true, 10, 0,
    'Respite provider confirms next month''s weekend.', false, true);

  insert into public.report_drafts (court_date_id, case_id, period_start, period_end, template_name, storage_path)
  values ('00000000-0000-4000-8000-0000000cd502', seminole, current_date - 48, current_date - 2, 'Built-in default',
          seminole::text || '/00000000-0000-4000-8000-0000000cd502/00000000-0000-4000-8000-0000000d4af1.docx');

  perform set_config('request.jwt.claims', admin, true);
  insert into public.report_templates (name, storage_path)
  values ('Example: Eighteenth Circuit format', '00000000-0000-4000-8000-0000000d7e01.docx');
  perform set_config('request.jwt.claims', '', true);
end
$$;
update public.report_drafts set created_at = now() - interval '2 days'
 where court_date_id = '00000000-0000-4000-8000-0000000cd502';

-- Activity and reported errors ------------------------------------------------------
-- The audit log already holds what the blocks above did through the app's functions
-- (contacts, invoices, decisions). These add what people did by looking: case page views
-- over the past days, an export and a receipt link, and a reset second factor, so the
-- admin's Activity page shows every kind. Two error groups, as browsers report them
-- (scrubbed), fill Activity -> Errors.
insert into public.audit_log (at, actor_id, table_name, row_id, case_id, operation, changes)
select now() - e.ago, e.actor::uuid, e.tbl, e.row_id, e.case_id::uuid, e.op, e.changes::jsonb
  from (values
    (interval '4 days 3 hours', '00000000-0000-4000-8000-00000000a001', 'cases',
     '00000000-0000-4000-8000-0000000ca5e4', '00000000-0000-4000-8000-0000000ca5e4', 'view', '{}'),
    (interval '3 days 5 hours', '00000000-0000-4000-8000-00000000c001', 'cases',
     '00000000-0000-4000-8000-0000000ca5eb', '00000000-0000-4000-8000-0000000ca5eb', 'view', '{}'),
    (interval '2 days 2 hours', '00000000-0000-4000-8000-00000000c002', 'cases',
     '00000000-0000-4000-8000-0000000ca5ea', '00000000-0000-4000-8000-0000000ca5ea', 'view', '{}'),
    (interval '1 day 6 hours', '00000000-0000-4000-8000-00000000a001', 'time_entries',
     null, null, 'export',
     '{"filter":{"from":"2026-10-01","to":"2026-10-31","county":null},"row_count":42}'),
    (interval '1 day 1 hour', '00000000-0000-4000-8000-00000000a001', 'storage.objects',
     '00000000-0000-4000-8000-0000000f11e1', null, 'signed_link',
     '{"bucket":"training-certificates","path":"00000000-0000-4000-8000-00000000c002/certificate.pdf"}'),
    (interval '20 hours', '00000000-0000-4000-8000-00000000a001', 'auth.mfa_factors',
     '00000000-0000-4000-8000-00000000c002', null, 'reset_factors', '{"factors_removed":1}'),
    (interval '3 hours', '00000000-0000-4000-8000-00000000c001', 'cases',
     '00000000-0000-4000-8000-0000000ca5e4', '00000000-0000-4000-8000-0000000ca5e4', 'view', '{}'),
    (interval '40 minutes', '00000000-0000-4000-8000-00000000a001', 'cases',
     '00000000-0000-4000-8000-0000000ca5eb', '00000000-0000-4000-8000-0000000ca5eb', 'view', '{}')
  ) as e(ago, actor, tbl, row_id, case_id, op, changes);

insert into public.client_error_groups
  (fingerprint, kind, message, top_frame, stack, route, release, browser, count, first_seen, last_seen)
values
  (md5('TypeError: Cannot read properties of undefined (reading ''hearing_at'')' || E'\n' ||
       'at CourtDateRow (https://gal.example.org/assets/case-page-C1x9.js:1:48211)'),
   'render', 'TypeError: Cannot read properties of undefined (reading ''hearing_at'')',
   'at CourtDateRow (https://gal.example.org/assets/case-page-C1x9.js:1:48211)',
   E'TypeError: Cannot read properties of undefined (reading ''hearing_at'')\n    at CourtDateRow (https://gal.example.org/assets/case-page-C1x9.js:1:48211)\n    at renderWithHooks (https://gal.example.org/assets/framework-D2k.js:1:40012)',
   '/dashboard/cases/:id', '2026.11.27-4f1c2a9', 'Chrome 131', 7,
   now() - interval '2 days 4 hours', now() - interval '5 hours'),
  (md5('Error: Failed to load the report template for [email]' || E'\n' ||
       'at loadTemplate (https://gal.example.org/assets/docx-B7a.js:1:913)'),
   'rejection', 'Error: Failed to load the report template for [email]',
   'at loadTemplate (https://gal.example.org/assets/docx-B7a.js:1:913)',
   E'Error: Failed to load the report template for [email]\n    at loadTemplate (https://gal.example.org/assets/docx-B7a.js:1:913)',
   '/dashboard/cases/:id', '2026.11.27-4f1c2a9', 'Safari 18', 2,
   now() - interval '1 day 2 hours', now() - interval '1 day 1 hour');

-- Dashboard charts -----------------------------------------------------------------
-- A year of work so every chart has a shape: Carlos's relocation case ran from about
-- a year ago until four months ago (entries every 9 days); a third contractor, Marcus
-- (marcus@demo.test, same password), has worked two Hillsborough and Pinellas cases
-- for ten months with a home visit each month and its trip, and a third he just took;
-- his Pinellas case was last visited 45 days ago (overdue, so Visits Overdue by County
-- has two counties). His hearings put report deadlines in later weeks, one not
-- started, one drafting and one already submitted, so the deadlines chart stacks.
select seed_accounts.create_user('marcus@demo.test', 'demo-password', '{"full_name":"Marcus Reyes"}',
                                 '00000000-0000-4000-8000-00000000c003');
update public.users set role = 'contractor', hourly_rate = 50, billing_rate = 50 where email = 'marcus@demo.test';

insert into public.cases (id, title, description, type, status, county, category, urgency, compensation, admin_id, contractor_id, created_at)
values
  ('00000000-0000-4000-8000-0000000c4a01', 'Relocation petition, Orange',
   'A mother asks to move with her 9-year-old to Georgia; the court asked for the child''s view.', 'paid', 'completed',
   'Orange', 'Family Court', 'Medium', '$45/hour', '00000000-0000-4000-8000-00000000a001',
   '00000000-0000-4000-8000-00000000c001', now() - interval '360 days'),
  ('00000000-0000-4000-8000-0000000c4a02', 'Kinship placement review, Hillsborough',
   'Three siblings placed with their grandmother; the court reviews the placement each quarter.', 'paid', 'in_progress',
   'Hillsborough', 'Dependency', 'Medium', '$50/hour', '00000000-0000-4000-8000-00000000a001',
   '00000000-0000-4000-8000-00000000c003', now() - interval '310 days'),
  ('00000000-0000-4000-8000-0000000c4a03', 'Reunification plan, Pinellas',
   'A father working toward reunification with his 4-year-old; supervised visits weekly.', 'paid', 'in_progress',
   'Pinellas', 'Dependency', 'High', '$50/hour', '00000000-0000-4000-8000-00000000a001',
   '00000000-0000-4000-8000-00000000c003', now() - interval '300 days'),
  ('00000000-0000-4000-8000-0000000c4a04', 'Guardianship of a minor, Pasco',
   'An aunt petitions for guardianship of a 12-year-old whose parents are deployed.', 'paid', 'assigned',
   'Pasco', 'Family Court', 'Low', '$50/hour', '00000000-0000-4000-8000-00000000a001',
   '00000000-0000-4000-8000-00000000c003', now() - interval '5 days');

insert into public.time_entries (case_id, user_id, description, hours, date)
select '00000000-0000-4000-8000-0000000c4a01', '00000000-0000-4000-8000-00000000c001',
       (array['Interviewed the child at school', 'Called both parents', 'Reviewed the school records',
              'Drafted the report section'])[1 + n % 4],
       1 + (n % 4) * 0.5, current_date - 350 + n * 9
  from generate_series(0, 26) n;

insert into public.time_entries (case_id, user_id, description, hours, date)
select (array['00000000-0000-4000-8000-0000000c4a02', '00000000-0000-4000-8000-0000000c4a03'])[1 + n % 2]::uuid,
       '00000000-0000-4000-8000-00000000c003',
       (array['Home visit with the children', 'Called the caseworker', 'Supervised visit observed',
              'Reviewed the case plan'])[1 + n % 4],
       0.75 + (n % 5) * 0.5, current_date - 298 + n * 6
  from generate_series(0, 49) n;

insert into public.case_contacts (case_id, user_id, contact_date, contact_type, contact_with, contact_made,
                                  minutes, miles, notes, status)
select v.case_id::uuid, '00000000-0000-4000-8000-00000000c003', v.on_day, 'in_person', '{child,caregiver}', true,
       60, v.miles, 'Monthly home visit: the children are safe and their needs are met.', 'submitted'
  from (
    select '00000000-0000-4000-8000-0000000c4a02' as case_id, current_date - 290 + n * 30 as on_day,
           18.5 + n % 3 * 4 as miles
      from generate_series(0, 9) n
    union all
    select '00000000-0000-4000-8000-0000000c4a03', current_date - 285 + n * 30, 26 + n % 2 * 5
      from generate_series(0, 8) n
  ) v;

insert into public.court_dates (case_id, hearing_at, hearing_type, courtroom, judge, report_status, created_by)
select c.case_id::uuid,
       ((now() at time zone 'America/New_York')::date + c.days + time '09:00') at time zone 'America/New_York',
       c.hearing_type::public.hearing_type, '5B', 'Hon. Denise Pomponio',
       c.report_status::public.report_status, '00000000-0000-4000-8000-00000000a001'
  from (values
    ('00000000-0000-4000-8000-0000000c4a02', 19, 'judicial_review', 'drafting'),
    ('00000000-0000-4000-8000-0000000c4a03', 33, 'judicial_review', 'not_started'),
    ('00000000-0000-4000-8000-0000000c4a04', 30, 'status', 'submitted')
  ) as c(case_id, days, hearing_type, report_status);

-- Sibling groups, children and parties -----------------------------------------------
-- The Rivera siblings: three dependency cases in Leon County, one per child, all
-- Carlos's, linked by the admin as one sibling group. Each case has its child
-- (placement, school) and its parties: the mother, the father's attorney,
-- Children's Legal Services, the DCF caseworker and the judge. Nine days ago
-- Carlos saw all three children and the caseworker at their grandmother's: one
-- shared contact, its 90 minutes split over the three cases, mileage on Maya's.
-- Noah, the Seminole boys' younger brother, is on that case without a visit yet,
-- so Visits Due per child lists him.
insert into public.cases (id, title, description, type, status, county, category, urgency, compensation, admin_id, contractor_id, created_at)
values
  ('00000000-0000-4000-8000-00005b1b0001', 'Rivera siblings: Maya, Leon',
   'Maya (10) was sheltered with her brother and sister; relative placement with the maternal grandmother.', 'paid', 'in_progress',
   'Leon', 'Dependency', 'High', '$45/hour', '00000000-0000-4000-8000-00000000a001',
   '00000000-0000-4000-8000-00000000c001', now() - interval '45 days'),
  ('00000000-0000-4000-8000-00005b1b0002', 'Rivera siblings: Leo, Leon',
   'Leo (8), placed with his grandmother alongside Maya; speech therapy at school.', 'paid', 'in_progress',
   'Leon', 'Dependency', 'High', '$45/hour', '00000000-0000-4000-8000-00000000a001',
   '00000000-0000-4000-8000-00000000c001', now() - interval '45 days'),
  ('00000000-0000-4000-8000-00005b1b0003', 'Rivera siblings: Ava, Leon',
   'Ava (5) is in a licensed foster home in Wakulla County until the grandmother''s home study is done.', 'paid', 'in_progress',
   'Leon', 'Dependency', 'High', '$45/hour', '00000000-0000-4000-8000-00000000a001',
   '00000000-0000-4000-8000-00000000c001', now() - interval '45 days');

insert into public.sibling_links (case_id, group_id, linked_by, linked_at)
select c, '00000000-0000-4000-8000-00000005b001', '00000000-0000-4000-8000-00000000a001', now() - interval '44 days'
  from unnest(array['00000000-0000-4000-8000-00005b1b0001', '00000000-0000-4000-8000-00005b1b0002',
                    '00000000-0000-4000-8000-00005b1b0003']::uuid[]) c;

insert into public.case_children (id, case_id, full_name, birth_date, placement_type, placement_county, school, notes, created_at)
values
  ('00000000-0000-4000-8000-00000005c001', '00000000-0000-4000-8000-00005b1b0001', 'Maya Rivera', date '2016-04-02',
   'relative', 'Leon', 'Sealey Elementary, 4th grade', 'Asks about visits with her mother every time.', now() - interval '45 days'),
  ('00000000-0000-4000-8000-00000005c002', '00000000-0000-4000-8000-00005b1b0002', 'Leo Rivera', date '2018-09-12',
   'relative', 'Leon', 'Sealey Elementary, 2nd grade', 'Speech therapy twice a week at school.', now() - interval '45 days'),
  ('00000000-0000-4000-8000-00000005c003', '00000000-0000-4000-8000-00005b1b0003', 'Ava Rivera', date '2021-01-30',
   'foster_home', 'Wakulla', 'Little Acorns Pre-K', 'Moves to the grandmother''s once the home study is approved.', now() - interval '45 days'),
  ('00000000-0000-4000-8000-00000005c004', '00000000-0000-4000-8000-0000000ca5eb', 'Noah Reed', date '2019-06-18',
   'relative', 'Seminole', 'Wekiva Elementary, kindergarten', 'Joined his brothers at the aunt''s last month.', now() - interval '40 days');

insert into public.case_parties (id, case_id, kind, full_name, phone, email, organisation)
select p.id::uuid, c.case_id, p.kind::public.party_kind, p.full_name, p.phone, p.email, p.organisation
  from (values
    ('00000000-0000-4000-8000-00005b1b0001'::uuid, 1), ('00000000-0000-4000-8000-00005b1b0002'::uuid, 2),
    ('00000000-0000-4000-8000-00005b1b0003'::uuid, 3)
  ) as c(case_id, n)
  cross join lateral (values
    ('00000000-0000-4000-8000-00000005d' || c.n || '01', 'parent', 'Rosa Rivera', '(850) 555-0142', '', ''),
    ('00000000-0000-4000-8000-00000005d' || c.n || '02', 'attorney', 'Martin Hale', '(850) 555-0188', 'mhale@halelaw.example', 'Hale Family Law (for the father)'),
    ('00000000-0000-4000-8000-00000005d' || c.n || '03', 'attorney', 'Priya Nair', '(850) 555-0101', 'pnair@cls.example', 'Children''s Legal Services'),
    ('00000000-0000-4000-8000-00000005d' || c.n || '04', 'caseworker', 'Dana Brooks', '(850) 555-0166', 'dana.brooks@dcf.example', 'DCF, Big Bend Community Based Care'),
    ('00000000-0000-4000-8000-00000005d' || c.n || '05', 'judge', 'Hon. Joshua Hawkes', '', '', 'Second Judicial Circuit, Dependency')
  ) as p(id, kind, full_name, phone, email, organisation);

do $$
declare
  carlos constant text := '{"sub":"00000000-0000-4000-8000-00000000c001","role":"authenticated"}';
begin
  perform set_config('request.jwt.claims', carlos, true);
  perform public.save_contact('00000000-0000-4000-8000-00000005e001', '00000000-0000-4000-8000-00005b1b0001',
    current_date - 9, 'in_person', '{caregiver}', true, 90, 18.6,
    'Visit at the grandmother''s with all three children; Ava came for the afternoon. Caseworker joined for the last half hour.',
    false, true, '[]',
    '[{"case_id": "00000000-0000-4000-8000-00005b1b0001"}, {"case_id": "00000000-0000-4000-8000-00005b1b0002"},
      {"case_id": "00000000-0000-4000-8000-00005b1b0003"}]',
    array['00000000-0000-4000-8000-00000005c001', '00000000-0000-4000-8000-00000005c002',
          '00000000-0000-4000-8000-00000005c003', '00000000-0000-4000-8000-00000005d104']::uuid[]);
  perform set_config('request.jwt.claims', '', true);
end
$$;
update public.case_events set created_at = now() - interval '44 days'
 where case_id in ('00000000-0000-4000-8000-00005b1b0001', '00000000-0000-4000-8000-00005b1b0002',
                   '00000000-0000-4000-8000-00005b1b0003');

-- The case file -----------------------------------------------------------------------
-- Court case facts on the two active dependency/family cases (a hearing added there
-- takes the judge and courtroom); Marisol Vega's urgent request became an open case the
-- admin posted from it (converted, linked both ways); Carlos is screened, an active Bar
-- member and certified, while Dana's background screening lapses in 20 days (she and the
-- admins have the 30-day reminder); Carlos plans his next visit on the Orange case; Dana's
-- status hearing was continued (its report deadline moved); Carlos's status hearing last
-- month is marked held; the completed Duval case was closed with its order and summary.
update public.cases
   set court_case_number = '48-2026-DR-004512-O', court_division = 'Domestic Relations, Division 29',
       court_judge = 'Hon. Lisa Munyon', court_courtroom = '23A'
 where id = '00000000-0000-4000-8000-0000000ca5e4';
update public.cases
   set court_case_number = '06-2026-DP-000123', court_division = 'Juvenile Division JD',
       court_judge = 'Hon. Carlos Rebollo', court_courtroom = '3C'
 where id = '00000000-0000-4000-8000-0000000ca5ea';

do $$
declare
  admin constant text := '{"sub":"00000000-0000-4000-8000-00000000a001","role":"authenticated"}';
  carlos constant text := '{"sub":"00000000-0000-4000-8000-00000000c001","role":"authenticated"}';
  today constant date := (now() at time zone 'America/New_York')::date;
begin
  perform set_config('request.jwt.claims', admin, true);
  insert into public.cases (id, title, description, type, status, county, category, urgency, compensation,
                            admin_id, request_id, created_at)
  select '00000000-0000-4000-8000-0000000ca5f2', 'Child Custody Dispute, Miami-Dade',
         r.details || E'\n\n' || 'From the request of ' || r.name || ' (' || r.email || ', ' || r.phone || ').',
         'paid', 'open', 'Miami-Dade', 'Family Court', 'High', '$45/hour',
         '00000000-0000-4000-8000-00000000a001', r.id, now() - interval '1 hour'
    from public.gal_requests r where r.id = '00000000-0000-4000-8000-0000000e0001';

  insert into public.contractor_credentials (user_id, screened_on, bar_number, bar_status, certification_expires_on)
  values ('00000000-0000-4000-8000-00000000c001', today - interval '2 years', '0123456', 'active', today + 400),
         ('00000000-0000-4000-8000-00000000c002', (today + 20) - interval '60 months', null, null, today + 150);

  -- Dana's status hearing was set for five days ago and continued three weeks out.
  insert into public.court_dates (id, case_id, hearing_at, hearing_type, notes, created_by)
  values ('00000000-0000-4000-8000-0000000cd601', '00000000-0000-4000-8000-0000000ca5ea',
          ((today - 5) + time '13:30') at time zone 'America/New_York', 'status',
          'Status on the relative home study.', '00000000-0000-4000-8000-00000000a001');
  update public.court_dates
     set hearing_status = 'continued', hearing_at = hearing_at + interval '21 days',
         outcome_notes = 'Continued: the home study was not back from DCF.'
   where id = '00000000-0000-4000-8000-0000000cd601';
  -- Her judicial review next week was cancelled: it leaves her deadlines, calendar and reminders.
  insert into public.court_dates (id, case_id, hearing_at, hearing_type, notes, created_by)
  values ('00000000-0000-4000-8000-0000000cd602', '00000000-0000-4000-8000-0000000ca5ea',
          ((today + 6) + time '10:00') at time zone 'America/New_York', 'judicial_review',
          'Judicial review before the permanency hearing.', '00000000-0000-4000-8000-00000000a001');
  update public.court_dates
     set hearing_status = 'cancelled',
         outcome_notes = 'Cancelled: the court folded the review into the permanency hearing.'
   where id = '00000000-0000-4000-8000-0000000cd602';

  update public.cases
     set closing_order_on = today - 22, closed_at = now() - interval '20 days',
         closing_summary = 'Order of reunification and termination of supervision entered. The children are home with their mother, attending school daily, and the family is connected to community services. GAL discharged.'
   where id = '00000000-0000-4000-8000-0000000ca5e9';
  perform private.add_case_event('00000000-0000-4000-8000-0000000ca5e9', 'case_closed',
    'Closing order of ' || to_char(today - 22, 'FMMonth FMDD, YYYY'), now() - interval '20 days');

  perform set_config('request.jwt.claims', carlos, true);
  update public.court_dates set hearing_status = 'held',
         outcome_notes = 'Timesharing kept as ordered; mediation set on the school-year schedule.'
   where case_id = '00000000-0000-4000-8000-0000000ca5e4' and hearing_type = 'status';
  insert into public.planned_visits (case_id, contractor_id, planned_on, planned_time, with_whom)
  values ('00000000-0000-4000-8000-0000000ca5e4', '00000000-0000-4000-8000-00000000c001',
          today + 3, time '16:00', 'The child and the mother, at home');
  perform set_config('request.jwt.claims', '', true);
end
$$;

select private.run_credential_reminders();

-- Applications: GAL contractor applications and GAL assistant applications
-- (SPEC 3), their audit trail (application_events, written only by triggers),
-- and approval of a contractor application (promotes the applicant).
--
-- Decisions where SPEC is silent:
-- * Any signed-in user may apply (free, contractor or admin), only as
--   themself and only with status pending; applications are never edited or
--   deleted by the applicant (they are the record the audit trail points at).
-- * Only admins change status (and the optional status_reason, which the
--   audit event records). Any status may follow any other (SPEC 4).
-- * Approving a contractor application promotes the applicant from free to
--   contractor, in the same transaction, by trigger, whichever path set the
--   status (PostgREST update or public.approve_contractor_application()).
--   An admin is never demoted by it; rejecting later does not demote (an
--   admin uses public.set_user_role for that). Approving an assistant
--   application changes no role: the role model has no assistant role.
-- * Field types follow the forms: yes/no answers are boolean, free answers
--   text; where SPEC does not say which (previous_gal_experience,
--   previous_gal_work, florida_court_familiarity, ...) text, which also
--   accepts a boolean from the client. years_experience is numeric (0.5
--   years is a real answer). reference_list is a jsonb array of at most 10
--   objects {name, relationship, phone, email}; the form sends two, possibly
--   blank, so the database does not insist on content.
-- * Free-text answers are capped at 10000 characters to keep rows sane.

create type public.application_status as enum ('pending', 'approved', 'rejected');
create type public.application_kind as enum ('contractor', 'assistant');

create function private.references_valid(refs jsonb) returns boolean
  language sql immutable set search_path = ''
as $$
  select jsonb_typeof(refs) = 'array'
    and jsonb_array_length(refs) <= 10
    and not exists (
      select 1 from jsonb_array_elements(refs) as r
      where jsonb_typeof(r) <> 'object'
         or exists (
           select 1 from jsonb_each(r) as kv
           where kv.key not in ('name', 'relationship', 'phone', 'email')
              or jsonb_typeof(kv.value) not in ('string', 'null')
         )
    )
$$;
revoke all on function private.references_valid(jsonb) from public;
grant execute on function private.references_valid(jsonb) to authenticated, service_role;

-- GAL contractor applications ---------------------------------------------------
create table public.contractor_applications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid()
    constraint contractor_applications_user_id_fkey references public.users (id) on delete cascade,
  status public.application_status not null default 'pending',
  status_reason text check (length(status_reason) <= 2000),
  full_name text not null check (length(trim(full_name)) between 1 and 200),
  email text not null check (length(trim(email)) between 3 and 320),
  phone text not null check (length(trim(phone)) between 1 and 50),
  years_experience numeric(4, 1) not null check (years_experience between 0 and 80),
  professional_summary text not null check (length(trim(professional_summary)) between 1 and 10000),
  education_level public.education_level,
  bar_number text check (length(bar_number) <= 50),
  practice_areas text[] not null default '{}' check (cardinality(practice_areas) <= 50),
  reference_list jsonb not null default '[]' check (private.references_valid(reference_list)),
  why_gal text check (length(why_gal) <= 10000),
  is_certified boolean not null default false,
  certification_details text check (length(certification_details) <= 10000),
  legal_credentials text check (length(legal_credentials) <= 10000),
  previous_gal_experience text check (length(previous_gal_experience) <= 10000),
  child_advocacy_experience text check (length(child_advocacy_experience) <= 10000),
  handling_emotional_situations text check (length(handling_emotional_situations) <= 10000),
  court_comfort boolean not null default true,
  objectivity_approach text check (length(objectivity_approach) <= 10000),
  additional_training_willingness boolean not null default true,
  travel_willingness boolean not null default true,
  assist_other_gals boolean not null default true,
  building_rapport text check (length(building_rapport) <= 10000),
  interview_comfort boolean not null default true,
  stress_management text check (length(stress_management) <= 10000),
  report_writing_experience text check (length(report_writing_experience) <= 10000),
  collaboration_example text check (length(collaboration_example) <= 10000),
  biggest_challenge text check (length(biggest_challenge) <= 10000),
  training_willingness boolean not null default true,
  availability boolean not null default true,
  goals text check (length(goals) <= 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contractor_applications_user_id_idx on public.contractor_applications (user_id);
create index contractor_applications_created_at_idx on public.contractor_applications (created_at desc);

create trigger contractor_applications_touch_updated_at
  before update on public.contractor_applications
  for each row execute function private.touch_updated_at();

-- GAL assistant applications ----------------------------------------------------
create table public.assistant_applications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid()
    constraint assistant_applications_user_id_fkey references public.users (id) on delete cascade,
  status public.application_status not null default 'pending',
  status_reason text check (length(status_reason) <= 2000),
  full_name text not null check (length(trim(full_name)) between 1 and 200),
  email text not null check (length(trim(email)) between 3 and 320),
  phone text not null check (length(trim(phone)) between 1 and 50),
  location text not null check (length(trim(location)) between 1 and 200),
  education_level public.education_level,
  field_of_study text not null check (length(trim(field_of_study)) between 1 and 2000),
  years_experience numeric(4, 1) not null check (years_experience between 0 and 80),
  professional_summary text not null check (length(trim(professional_summary)) between 1 and 10000),
  office_skills smallint not null check (office_skills between 1 and 5),
  written_communication smallint not null check (written_communication between 1 and 5),
  research_skills smallint not null check (research_skills between 1 and 5),
  organization_skills smallint not null check (organization_skills between 1 and 5),
  database_skills smallint not null check (database_skills between 1 and 5),
  why_interested text not null check (length(trim(why_interested)) between 1 and 10000),
  children_experience text check (length(children_experience) <= 10000),
  legal_experience text check (length(legal_experience) <= 10000),
  confidential_info text not null check (length(trim(confidential_info)) between 1 and 10000),
  availability text check (length(availability) <= 200),
  work_schedule text[] not null check (
    cardinality(work_schedule) >= 1
    and work_schedule <@ array['Weekdays', 'Evenings', 'Weekends', 'Flexible']::text[]
  ),
  travel_willingness boolean not null default false,
  hourly_rate numeric(10, 2) not null check (hourly_rate >= 0),
  preferred_regions text[] not null default '{}' check (cardinality(preferred_regions) <= 100),
  florida_bar_number text check (length(florida_bar_number) <= 50),
  has_bar_number boolean not null default false,
  is_gal_certified boolean not null default false,
  previous_gal_work text check (length(previous_gal_work) <= 10000),
  family_law_experience text check (length(family_law_experience) <= 10000),
  sensitive_info_handling text check (length(sensitive_info_handling) <= 10000),
  florida_court_familiarity text check (length(florida_court_familiarity) <= 10000),
  case_file_experience text check (length(case_file_experience) <= 10000),
  case_management_software text check (length(case_management_software) <= 10000),
  legal_training_willingness boolean not null default true,
  travel_job_willingness boolean not null default true,
  pressure_handling text check (length(pressure_handling) <= 10000),
  trauma_interaction text check (length(trauma_interaction) <= 10000),
  legal_document_experience text check (length(legal_document_experience) <= 10000),
  assist_other_gals boolean not null default true,
  accuracy_approach text check (length(accuracy_approach) <= 10000),
  coordination_experience text check (length(coordination_experience) <= 10000),
  court_hearing_comfort boolean not null default true,
  professionalism_approach text check (length(professionalism_approach) <= 10000),
  value_addition text check (length(value_addition) <= 10000),
  bar_cert_file_url text check (length(bar_cert_file_url) <= 2048),
  gal_cert_file_url text check (length(gal_cert_file_url) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index assistant_applications_user_id_idx on public.assistant_applications (user_id);
create index assistant_applications_created_at_idx on public.assistant_applications (created_at desc);

create trigger assistant_applications_touch_updated_at
  before update on public.assistant_applications
  for each row execute function private.touch_updated_at();

-- Audit trail ---------------------------------------------------------------------
create table public.application_events (
  id bigint generated always as identity primary key,
  application_id uuid not null,
  application_kind public.application_kind not null,
  applicant_id uuid not null
    constraint application_events_applicant_id_fkey references public.users (id) on delete cascade,
  from_status public.application_status,
  to_status public.application_status not null,
  reason text,
  actor_id uuid
    constraint application_events_actor_id_fkey references public.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index application_events_application_idx
  on public.application_events (application_kind, application_id, created_at);
create index application_events_applicant_id_idx on public.application_events (applicant_id);
create index application_events_actor_id_idx on public.application_events (actor_id);

-- After an application is filed or its status changes: record the event and,
-- for an approved contractor application, promote the applicant.
create function private.on_application_status() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  kind public.application_kind := tg_argv[0]::public.application_kind;
  actor uuid := auth.uid();
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  if actor is not null and not exists (select 1 from public.users where id = actor) then
    actor := null;
  end if;
  insert into public.application_events
    (application_id, application_kind, applicant_id, from_status, to_status, reason, actor_id)
  values (
    new.id, kind, new.user_id,
    case when tg_op = 'UPDATE' then old.status end,
    new.status,
    case when tg_op = 'UPDATE' then new.status_reason end,
    actor
  );
  if kind = 'contractor' and new.status = 'approved' then
    update public.users set role = 'contractor' where id = new.user_id and role = 'free';
  end if;
  return null;
end
$$;
revoke all on function private.on_application_status() from public;

create trigger contractor_applications_on_status
  after insert or update of status on public.contractor_applications
  for each row execute function private.on_application_status('contractor');

create trigger assistant_applications_on_status
  after insert or update of status on public.assistant_applications
  for each row execute function private.on_application_status('assistant');

-- Grants and policies -------------------------------------------------------------
alter table public.contractor_applications enable row level security;
alter table public.assistant_applications enable row level security;
alter table public.application_events enable row level security;

revoke all on public.contractor_applications from anon, authenticated;
revoke all on public.assistant_applications from anon, authenticated;
revoke all on public.application_events from anon, authenticated;

grant select on public.contractor_applications to authenticated;
grant insert (
  user_id, status, full_name, email, phone, years_experience, professional_summary,
  education_level, bar_number, practice_areas, reference_list, why_gal, is_certified,
  certification_details, legal_credentials, previous_gal_experience, child_advocacy_experience,
  handling_emotional_situations, court_comfort, objectivity_approach,
  additional_training_willingness, travel_willingness, assist_other_gals, building_rapport,
  interview_comfort, stress_management, report_writing_experience, collaboration_example,
  biggest_challenge, training_willingness, availability, goals
) on public.contractor_applications to authenticated;
grant update (status, status_reason) on public.contractor_applications to authenticated;

grant select on public.assistant_applications to authenticated;
grant insert (
  user_id, status, full_name, email, phone, location, education_level, field_of_study,
  years_experience, professional_summary, office_skills, written_communication,
  research_skills, organization_skills, database_skills, why_interested, children_experience,
  legal_experience, confidential_info, availability, work_schedule, travel_willingness,
  hourly_rate, preferred_regions, florida_bar_number, has_bar_number, is_gal_certified,
  previous_gal_work, family_law_experience, sensitive_info_handling, florida_court_familiarity,
  case_file_experience, case_management_software, legal_training_willingness,
  travel_job_willingness, pressure_handling, trauma_interaction, legal_document_experience,
  assist_other_gals, accuracy_approach, coordination_experience, court_hearing_comfort,
  professionalism_approach, value_addition, bar_cert_file_url, gal_cert_file_url
) on public.assistant_applications to authenticated;
grant update (status, status_reason) on public.assistant_applications to authenticated;

grant select on public.application_events to authenticated;

create policy "Applicants read their own contractor applications, admins read all"
  on public.contractor_applications for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "Applicants file contractor applications for themselves, pending"
  on public.contractor_applications for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'pending');

create policy "Admins change contractor application status"
  on public.contractor_applications for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Applicants read their own assistant applications, admins read all"
  on public.assistant_applications for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "Applicants file assistant applications for themselves, pending"
  on public.assistant_applications for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'pending');

create policy "Admins change assistant application status"
  on public.assistant_applications for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Applicants read their own application events, admins read all"
  on public.application_events for select to authenticated
  using (applicant_id = (select auth.uid()) or (select private.is_admin()));

-- Approve a contractor application: status approved (the trigger promotes the
-- applicant and records the event). Admins only; security invoker, so the
-- update policy above is the rule.
create function public.approve_contractor_application(application_id uuid, reason text default null)
  returns public.contractor_applications
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  result public.contractor_applications;
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins approve applications' using errcode = '42501';
  end if;
  update public.contractor_applications a
     set status = 'approved', status_reason = approve_contractor_application.reason
   where a.id = approve_contractor_application.application_id
  returning a.* into result;
  if not found then
    raise exception 'No such application' using errcode = 'P0002';
  end if;
  return result;
end
$$;
revoke all on function public.approve_contractor_application(uuid, text) from public, anon;
grant execute on function public.approve_contractor_application(uuid, text) to authenticated;

-- Applications: GAL contractor and GAL assistant applications, their history
-- (application_events, written only by triggers), the admins' internal notes
-- (application_notes) and the review that decides them.
--
-- Rules:
-- * Any signed-in, non-anonymous user applies only as themself, with status
--   pending, and the newest application of a kind decides whether they may
--   file another: pending -> not a second one; approved -> none again;
--   rejected -> none until six months after the decision (reviewed_at), as the
--   app's enrollment rules count. Contractors do not file GAL applications.
--   The name and email filed are the account's.
-- * Applicants never edit or delete an application: it is the record the
--   history points at. Only admins change status, through
--   public.review_application() or an update; any status may follow any other.
-- * A decision has a reason code (a rejection must; 'other' needs text) and a
--   message to the applicant (status_reason). The internal note is a separate
--   row in application_notes that only admins read and nobody writes through
--   the API, so the applicant never sees it.
-- * reviewed_at is stamped by the database when the status changes.
-- * Approving a contractor application makes the applicant a contractor in
--   the same transaction, whichever path set the status; reversing an approval
--   withdraws that access: role back to free and each case they hold back to
--   open and unassigned. Becoming a contractor does not set a billing rate;
--   the approval may set one (admins only).
-- * The applicant reads their applications and their history; admins read all.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Types

CREATE TYPE public.application_kind AS ENUM (
    'contractor',
    'assistant'
);

CREATE TYPE public.application_status AS ENUM (
    'pending',
    'approved',
    'rejected'
);


-- Functions

CREATE FUNCTION private.application_reason_valid(code text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select code is null or code in (
    'qualifications_verified', 'references_confirmed', 'interview_passed',
    'incomplete_application', 'qualifications_not_met', 'references_unverified',
    'background_check', 'other'
  )
$$;

CREATE FUNCTION private.application_refusal(kind public.application_kind, applicant uuid) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  label text := case kind when 'contractor' then 'GAL' else 'GAL Assistant' end;
  latest_status public.application_status;
  decided_at timestamptz;
  until timestamptz;
begin
  if kind = 'contractor' then
    select a.status, coalesce(a.reviewed_at, a.created_at) into latest_status, decided_at
      from public.contractor_applications a
     where a.user_id = applicant
     order by (a.status = 'pending') desc, a.created_at desc
     limit 1;
  else
    select a.status, coalesce(a.reviewed_at, a.created_at) into latest_status, decided_at
      from public.assistant_applications a
     where a.user_id = applicant
     order by (a.status = 'pending') desc, a.created_at desc
     limit 1;
  end if;
  if latest_status = 'pending' then
    return format('You already have a %s application under review', label);
  elsif latest_status = 'approved' then
    return format('Your %s application was approved already', label);
  elsif latest_status = 'rejected' then
    until := decided_at + interval '6 months';
    if until > now() then
      return format('You may apply again from %s',
        to_char(until at time zone 'UTC', 'FMMonth FMDD, YYYY'));
    end if;
  end if;
  return null;
end
$$;

CREATE FUNCTION private.check_application_filing() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  kind public.application_kind := tg_argv[0]::public.application_kind;
  -- A signed-in request (PostgREST's role), not the platform's own inserts.
  from_api boolean := current_setting('role', true) = 'authenticated';
  account public.users;
  refusal text;
begin
  -- The insert policy's rule (own row, pending), said first and in its words.
  if from_api and (new.user_id is distinct from auth.uid() or new.status is distinct from 'pending') then
    raise exception 'new row violates row-level security policy for table "%"', tg_table_name
      using errcode = '42501';
  end if;
  select * into account from public.users u where u.id = new.user_id;
  if from_api then
    if lower(trim(new.email)) is distinct from lower(account.email) then
      raise exception 'The application''s email must be your account''s email, %', account.email
        using errcode = '23514';
    end if;
    new.email := account.email;
  end if;
  if kind = 'contractor' and account.role = 'contractor' then
    raise exception 'You are already a GAL contractor' using errcode = '23514';
  elsif kind = 'contractor' and account.role = 'admin' then
    raise exception 'Admins do not apply to become GAL contractors' using errcode = '23514';
  end if;
  refusal := private.application_refusal(kind, new.user_id);
  if refusal is not null then
    raise exception '%', refusal
      using errcode = case when refusal like 'You already have%' then '23505' else '23514' end;
  end if;
  return new;
end
$$;

CREATE FUNCTION private.on_application_status() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
    (application_id, application_kind, applicant_id, from_status, to_status, reason,
     reason_code, actor_id)
  values (
    new.id, kind, new.user_id,
    case when tg_op = 'UPDATE' then old.status end,
    new.status,
    case when tg_op = 'UPDATE' then new.status_reason end,
    case when tg_op = 'UPDATE' then new.status_reason_code end,
    actor
  );
  if kind = 'contractor' and new.status = 'approved' then
    update public.users set role = 'contractor' where id = new.user_id and role = 'free';
  elsif kind = 'contractor' and tg_op = 'UPDATE' and old.status = 'approved' then
    perform private.withdraw_contractor_access(new.user_id);
  end if;
  return null;
end
$$;

CREATE FUNCTION private.references_valid(refs jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION private.stamp_reviewed_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status is distinct from old.status then
    new.reviewed_at := now();
  end if;
  return new;
end
$$;

CREATE FUNCTION private.withdraw_contractor_access(applicant uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from public.users u where u.id = applicant and u.role = 'contractor')
     or exists (select 1 from public.contractor_applications a
                 where a.user_id = applicant and a.status = 'approved') then
    return;
  end if;
  if exists (select 1 from public.time_entries t where t.user_id = applicant)
     or exists (select 1 from public.cases c
                 where c.contractor_id = applicant and c.status in ('in_progress', 'completed')) then
    raise exception 'This contractor has already worked on cases, so the approval stands. Deactivate them on the Contractors page instead.'
      using errcode = '23514';
  end if;
  update public.cases c set contractor_id = null, status = 'open' where c.contractor_id = applicant;
  update public.users u set role = 'free' where u.id = applicant;
end
$$;


-- Tables

CREATE TABLE public.contractor_applications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    status public.application_status DEFAULT 'pending'::public.application_status NOT NULL,
    status_reason text,
    full_name text NOT NULL,
    email text NOT NULL,
    phone text NOT NULL,
    years_experience numeric(4,1) NOT NULL,
    professional_summary text NOT NULL,
    education_level public.education_level,
    bar_number text,
    practice_areas text[] DEFAULT '{}'::text[] NOT NULL,
    reference_list jsonb DEFAULT '[]'::jsonb NOT NULL,
    why_gal text,
    is_certified boolean DEFAULT false NOT NULL,
    certification_details text,
    legal_credentials text,
    previous_gal_experience text,
    child_advocacy_experience text,
    handling_emotional_situations text,
    court_comfort boolean DEFAULT true NOT NULL,
    objectivity_approach text,
    additional_training_willingness boolean DEFAULT true NOT NULL,
    travel_willingness boolean DEFAULT true NOT NULL,
    assist_other_gals boolean DEFAULT true NOT NULL,
    building_rapport text,
    interview_comfort boolean DEFAULT true NOT NULL,
    stress_management text,
    report_writing_experience text,
    collaboration_example text,
    biggest_challenge text,
    training_willingness boolean DEFAULT true NOT NULL,
    availability boolean DEFAULT true NOT NULL,
    goals text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    status_reason_code text,
    reviewed_at timestamp with time zone,
    specialized_trainings text[] DEFAULT '{}'::text[] NOT NULL,
    CONSTRAINT contractor_applications_bar_number_check CHECK ((length(bar_number) <= 50)),
    CONSTRAINT contractor_applications_biggest_challenge_check CHECK ((length(biggest_challenge) <= 10000)),
    CONSTRAINT contractor_applications_building_rapport_check CHECK ((length(building_rapport) <= 10000)),
    CONSTRAINT contractor_applications_certification_details_check CHECK ((length(certification_details) <= 10000)),
    CONSTRAINT contractor_applications_child_advocacy_experience_check CHECK ((length(child_advocacy_experience) <= 10000)),
    CONSTRAINT contractor_applications_collaboration_example_check CHECK ((length(collaboration_example) <= 10000)),
    CONSTRAINT contractor_applications_email_check CHECK (((length(TRIM(BOTH FROM email)) >= 3) AND (length(TRIM(BOTH FROM email)) <= 320))),
    CONSTRAINT contractor_applications_full_name_check CHECK (((length(TRIM(BOTH FROM full_name)) >= 1) AND (length(TRIM(BOTH FROM full_name)) <= 200))),
    CONSTRAINT contractor_applications_goals_check CHECK ((length(goals) <= 10000)),
    CONSTRAINT contractor_applications_handling_emotional_situations_check CHECK ((length(handling_emotional_situations) <= 10000)),
    CONSTRAINT contractor_applications_legal_credentials_check CHECK ((length(legal_credentials) <= 10000)),
    CONSTRAINT contractor_applications_objectivity_approach_check CHECK ((length(objectivity_approach) <= 10000)),
    CONSTRAINT contractor_applications_phone_check CHECK (((length(TRIM(BOTH FROM phone)) >= 1) AND (length(TRIM(BOTH FROM phone)) <= 50))),
    CONSTRAINT contractor_applications_practice_areas_check CHECK ((cardinality(practice_areas) <= 50)),
    CONSTRAINT contractor_applications_practice_areas_length CHECK (private.texts_within(practice_areas, 200)),
    CONSTRAINT contractor_applications_previous_gal_experience_check CHECK ((length(previous_gal_experience) <= 10000)),
    CONSTRAINT contractor_applications_professional_summary_check CHECK (((length(TRIM(BOTH FROM professional_summary)) >= 1) AND (length(TRIM(BOTH FROM professional_summary)) <= 10000))),
    CONSTRAINT contractor_applications_reference_list_check CHECK (private.references_valid(reference_list)),
    CONSTRAINT contractor_applications_reference_list_size CHECK ((length((reference_list)::text) <= 20000)),
    CONSTRAINT contractor_applications_report_writing_experience_check CHECK ((length(report_writing_experience) <= 10000)),
    CONSTRAINT contractor_applications_specialized_trainings_size CHECK (((cardinality(specialized_trainings) <= 50) AND private.texts_within(specialized_trainings, 200))),
    CONSTRAINT contractor_applications_status_reason_check CHECK ((length(status_reason) <= 2000)),
    CONSTRAINT contractor_applications_status_reason_code_valid CHECK (private.application_reason_valid(status_reason_code)),
    CONSTRAINT contractor_applications_stress_management_check CHECK ((length(stress_management) <= 10000)),
    CONSTRAINT contractor_applications_why_gal_check CHECK ((length(why_gal) <= 10000)),
    CONSTRAINT contractor_applications_years_experience_check CHECK (((years_experience >= (0)::numeric) AND (years_experience <= (80)::numeric)))
);


-- Comments

COMMENT ON COLUMN public.contractor_applications.status_reason IS 'The message to the applicant with the latest decision (they read it).';


-- Functions

CREATE FUNCTION public.approve_contractor_application(application_id uuid, reason text DEFAULT NULL::text) RETURNS public.contractor_applications
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

CREATE FUNCTION public.review_application(kind public.application_kind, application_id uuid, decision public.application_status, reason_code text DEFAULT NULL::text, reason text DEFAULT NULL::text, note text DEFAULT NULL::text, billing_rate numeric DEFAULT NULL::numeric) RETURNS public.application_status
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  message text := nullif(trim(review_application.reason), '');
  internal text := nullif(trim(review_application.note), '');
  current_status public.application_status;
  applicant uuid;
  decided_event bigint;
begin
  if not private.is_admin() then
    raise exception 'Only admins review applications' using errcode = '42501';
  end if;
  if review_application.decision = 'rejected' and review_application.reason_code is null then
    raise exception 'Choose a reason for the rejection' using errcode = '22023';
  end if;
  if review_application.reason_code = 'other' and message is null and internal is null then
    raise exception 'Describe the reason' using errcode = '22023';
  end if;
  if review_application.billing_rate is not null then
    if review_application.kind <> 'contractor' or review_application.decision <> 'approved' then
      raise exception 'A billing rate is set only when approving a GAL application'
        using errcode = '22023';
    end if;
    if review_application.billing_rate < 0 or review_application.billing_rate > 1000 then
      raise exception 'A billing rate is between 0 and 1000.00 USD per hour' using errcode = '23514';
    end if;
  end if;

  if review_application.kind = 'contractor' then
    select a.status, a.user_id into current_status, applicant
      from public.contractor_applications a
     where a.id = review_application.application_id for update;
  else
    select a.status, a.user_id into current_status, applicant
      from public.assistant_applications a
     where a.id = review_application.application_id for update;
  end if;
  if current_status is null then
    raise exception 'No such application' using errcode = 'P0002';
  end if;
  if current_status = review_application.decision then
    raise exception 'This application is already %', review_application.decision
      using errcode = '22023';
  end if;
  if review_application.decision = 'pending' and (
       (review_application.kind = 'contractor' and exists (
          select 1 from public.contractor_applications a
           where a.user_id = applicant and a.status = 'pending'))
    or (review_application.kind = 'assistant' and exists (
          select 1 from public.assistant_applications a
           where a.user_id = applicant and a.status = 'pending'))) then
    raise exception 'The applicant has another application of this kind under review'
      using errcode = '23505';
  end if;

  -- The status trigger writes the history event (with the message) and grants
  -- or withdraws contractor access.
  if review_application.kind = 'contractor' then
    update public.contractor_applications a
       set status = review_application.decision, status_reason = message,
           status_reason_code = review_application.reason_code
     where a.id = review_application.application_id;
  else
    update public.assistant_applications a
       set status = review_application.decision, status_reason = message,
           status_reason_code = review_application.reason_code
     where a.id = review_application.application_id;
  end if;

  if internal is not null then
    select max(e.id) into decided_event from public.application_events e
     where e.application_kind = review_application.kind
       and e.application_id = review_application.application_id;
    insert into public.application_notes (event_id, note, author_id)
    values (decided_event, internal, auth.uid());
  end if;
  if review_application.billing_rate is not null then
    perform private.set_billing_rate(applicant, review_application.billing_rate);
  end if;
  return review_application.decision;
end
$$;


-- Tables

CREATE TABLE public.application_events (
    id bigint NOT NULL,
    application_id uuid NOT NULL,
    application_kind public.application_kind NOT NULL,
    applicant_id uuid NOT NULL,
    from_status public.application_status,
    to_status public.application_status NOT NULL,
    reason text,
    actor_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    reason_code text,
    CONSTRAINT application_events_reason_code_valid CHECK (private.application_reason_valid(reason_code)),
    CONSTRAINT application_events_reason_length CHECK ((length(reason) <= 2000))
);


-- Comments

COMMENT ON COLUMN public.application_events.reason IS 'The message to the applicant with this decision (they read it); internal notes are in application_notes.';


-- Identity columns

ALTER TABLE public.application_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.application_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


-- Tables

CREATE TABLE public.application_notes (
    id bigint NOT NULL,
    event_id bigint NOT NULL,
    note text NOT NULL,
    author_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT application_notes_note_check CHECK (((length(TRIM(BOTH FROM note)) >= 1) AND (length(TRIM(BOTH FROM note)) <= 2000)))
);


-- Comments

COMMENT ON TABLE public.application_notes IS 'Admin-only notes on application decisions, one per history event. Applicants never read them.';


-- Identity columns

ALTER TABLE public.application_notes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.application_notes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


-- Tables

CREATE TABLE public.assistant_applications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    status public.application_status DEFAULT 'pending'::public.application_status NOT NULL,
    status_reason text,
    full_name text NOT NULL,
    email text NOT NULL,
    phone text NOT NULL,
    location text NOT NULL,
    education_level public.education_level,
    field_of_study text NOT NULL,
    years_experience numeric(4,1) NOT NULL,
    professional_summary text NOT NULL,
    office_skills smallint NOT NULL,
    written_communication smallint NOT NULL,
    research_skills smallint NOT NULL,
    organization_skills smallint NOT NULL,
    database_skills smallint NOT NULL,
    why_interested text NOT NULL,
    children_experience text,
    legal_experience text,
    confidential_info text NOT NULL,
    availability text,
    work_schedule text[] NOT NULL,
    travel_willingness boolean DEFAULT false NOT NULL,
    hourly_rate numeric(10,2) NOT NULL,
    preferred_regions text[] DEFAULT '{}'::text[] NOT NULL,
    florida_bar_number text,
    has_bar_number boolean DEFAULT false NOT NULL,
    is_gal_certified boolean DEFAULT false NOT NULL,
    previous_gal_work text,
    family_law_experience text,
    sensitive_info_handling text,
    florida_court_familiarity text,
    case_file_experience text,
    case_management_software text,
    legal_training_willingness boolean DEFAULT true NOT NULL,
    travel_job_willingness boolean DEFAULT true NOT NULL,
    pressure_handling text,
    trauma_interaction text,
    legal_document_experience text,
    assist_other_gals boolean DEFAULT true NOT NULL,
    accuracy_approach text,
    coordination_experience text,
    court_hearing_comfort boolean DEFAULT true NOT NULL,
    professionalism_approach text,
    value_addition text,
    bar_cert_file_url text,
    gal_cert_file_url text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    status_reason_code text,
    reviewed_at timestamp with time zone,
    CONSTRAINT assistant_applications_accuracy_approach_check CHECK ((length(accuracy_approach) <= 10000)),
    CONSTRAINT assistant_applications_availability_check CHECK ((length(availability) <= 200)),
    CONSTRAINT assistant_applications_bar_cert_file_url_check CHECK ((length(bar_cert_file_url) <= 2048)),
    CONSTRAINT assistant_applications_case_file_experience_check CHECK ((length(case_file_experience) <= 10000)),
    CONSTRAINT assistant_applications_case_management_software_check CHECK ((length(case_management_software) <= 10000)),
    CONSTRAINT assistant_applications_children_experience_check CHECK ((length(children_experience) <= 10000)),
    CONSTRAINT assistant_applications_confidential_info_check CHECK (((length(TRIM(BOTH FROM confidential_info)) >= 1) AND (length(TRIM(BOTH FROM confidential_info)) <= 10000))),
    CONSTRAINT assistant_applications_coordination_experience_check CHECK ((length(coordination_experience) <= 10000)),
    CONSTRAINT assistant_applications_database_skills_check CHECK (((database_skills >= 1) AND (database_skills <= 5))),
    CONSTRAINT assistant_applications_email_check CHECK (((length(TRIM(BOTH FROM email)) >= 3) AND (length(TRIM(BOTH FROM email)) <= 320))),
    CONSTRAINT assistant_applications_family_law_experience_check CHECK ((length(family_law_experience) <= 10000)),
    CONSTRAINT assistant_applications_field_of_study_check CHECK (((length(TRIM(BOTH FROM field_of_study)) >= 1) AND (length(TRIM(BOTH FROM field_of_study)) <= 2000))),
    CONSTRAINT assistant_applications_florida_bar_number_check CHECK ((length(florida_bar_number) <= 50)),
    CONSTRAINT assistant_applications_florida_court_familiarity_check CHECK ((length(florida_court_familiarity) <= 10000)),
    CONSTRAINT assistant_applications_full_name_check CHECK (((length(TRIM(BOTH FROM full_name)) >= 1) AND (length(TRIM(BOTH FROM full_name)) <= 200))),
    CONSTRAINT assistant_applications_gal_cert_file_url_check CHECK ((length(gal_cert_file_url) <= 2048)),
    CONSTRAINT assistant_applications_hourly_rate_check CHECK ((hourly_rate >= (0)::numeric)),
    CONSTRAINT assistant_applications_legal_document_experience_check CHECK ((length(legal_document_experience) <= 10000)),
    CONSTRAINT assistant_applications_legal_experience_check CHECK ((length(legal_experience) <= 10000)),
    CONSTRAINT assistant_applications_location_check CHECK (((length(TRIM(BOTH FROM location)) >= 1) AND (length(TRIM(BOTH FROM location)) <= 200))),
    CONSTRAINT assistant_applications_office_skills_check CHECK (((office_skills >= 1) AND (office_skills <= 5))),
    CONSTRAINT assistant_applications_organization_skills_check CHECK (((organization_skills >= 1) AND (organization_skills <= 5))),
    CONSTRAINT assistant_applications_phone_check CHECK (((length(TRIM(BOTH FROM phone)) >= 1) AND (length(TRIM(BOTH FROM phone)) <= 50))),
    CONSTRAINT assistant_applications_preferred_regions_check CHECK ((cardinality(preferred_regions) <= 100)),
    CONSTRAINT assistant_applications_preferred_regions_length CHECK (private.texts_within(preferred_regions, 200)),
    CONSTRAINT assistant_applications_pressure_handling_check CHECK ((length(pressure_handling) <= 10000)),
    CONSTRAINT assistant_applications_previous_gal_work_check CHECK ((length(previous_gal_work) <= 10000)),
    CONSTRAINT assistant_applications_professional_summary_check CHECK (((length(TRIM(BOTH FROM professional_summary)) >= 1) AND (length(TRIM(BOTH FROM professional_summary)) <= 10000))),
    CONSTRAINT assistant_applications_professionalism_approach_check CHECK ((length(professionalism_approach) <= 10000)),
    CONSTRAINT assistant_applications_research_skills_check CHECK (((research_skills >= 1) AND (research_skills <= 5))),
    CONSTRAINT assistant_applications_sensitive_info_handling_check CHECK ((length(sensitive_info_handling) <= 10000)),
    CONSTRAINT assistant_applications_status_reason_check CHECK ((length(status_reason) <= 2000)),
    CONSTRAINT assistant_applications_status_reason_code_valid CHECK (private.application_reason_valid(status_reason_code)),
    CONSTRAINT assistant_applications_trauma_interaction_check CHECK ((length(trauma_interaction) <= 10000)),
    CONSTRAINT assistant_applications_value_addition_check CHECK ((length(value_addition) <= 10000)),
    CONSTRAINT assistant_applications_why_interested_check CHECK (((length(TRIM(BOTH FROM why_interested)) >= 1) AND (length(TRIM(BOTH FROM why_interested)) <= 10000))),
    CONSTRAINT assistant_applications_work_schedule_check CHECK (((cardinality(work_schedule) >= 1) AND (work_schedule <@ ARRAY['Weekdays'::text, 'Evenings'::text, 'Weekends'::text, 'Flexible'::text]))),
    CONSTRAINT assistant_applications_written_communication_check CHECK (((written_communication >= 1) AND (written_communication <= 5))),
    CONSTRAINT assistant_applications_years_experience_check CHECK (((years_experience >= (0)::numeric) AND (years_experience <= (80)::numeric)))
);


-- Comments

COMMENT ON COLUMN public.assistant_applications.status_reason IS 'The message to the applicant with the latest decision (they read it).';


-- Views

CREATE VIEW public.application_reviews WITH (security_invoker='true') AS
 SELECT 'contractor'::public.application_kind AS kind,
    a.id,
    a.user_id,
    a.full_name,
    a.email,
    a.status,
    a.status_reason_code,
    a.created_at,
    a.reviewed_at
   FROM public.contractor_applications a
  WHERE ( SELECT private.is_admin() AS is_admin)
UNION ALL
 SELECT 'assistant'::public.application_kind AS kind,
    a.id,
    a.user_id,
    a.full_name,
    a.email,
    a.status,
    a.status_reason_code,
    a.created_at,
    a.reviewed_at
   FROM public.assistant_applications a
  WHERE ( SELECT private.is_admin() AS is_admin);


-- Keys and constraints

ALTER TABLE ONLY public.application_events
    ADD CONSTRAINT application_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.application_notes
    ADD CONSTRAINT application_notes_event_id_key UNIQUE (event_id);

ALTER TABLE ONLY public.application_notes
    ADD CONSTRAINT application_notes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.assistant_applications
    ADD CONSTRAINT assistant_applications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.contractor_applications
    ADD CONSTRAINT contractor_applications_pkey PRIMARY KEY (id);


-- Indexes

CREATE INDEX application_events_actor_id_idx ON public.application_events USING btree (actor_id);

CREATE INDEX application_events_applicant_id_idx ON public.application_events USING btree (applicant_id);

CREATE INDEX application_events_application_idx ON public.application_events USING btree (application_kind, application_id, created_at);

CREATE INDEX application_notes_author_id_idx ON public.application_notes USING btree (author_id);

CREATE INDEX assistant_applications_created_at_idx ON public.assistant_applications USING btree (created_at DESC);

CREATE UNIQUE INDEX assistant_applications_one_pending_idx ON public.assistant_applications USING btree (user_id) WHERE (status = 'pending'::public.application_status);

CREATE INDEX assistant_applications_pending_idx ON public.assistant_applications USING btree (created_at) WHERE (status = 'pending'::public.application_status);

CREATE INDEX assistant_applications_user_id_idx ON public.assistant_applications USING btree (user_id);

CREATE INDEX contractor_applications_created_at_idx ON public.contractor_applications USING btree (created_at DESC);

CREATE UNIQUE INDEX contractor_applications_one_pending_idx ON public.contractor_applications USING btree (user_id) WHERE (status = 'pending'::public.application_status);

CREATE INDEX contractor_applications_pending_idx ON public.contractor_applications USING btree (created_at) WHERE (status = 'pending'::public.application_status);

CREATE INDEX contractor_applications_user_id_idx ON public.contractor_applications USING btree (user_id);


-- Triggers

CREATE TRIGGER assistant_applications_check_filing BEFORE INSERT ON public.assistant_applications FOR EACH ROW EXECUTE FUNCTION private.check_application_filing('assistant');

CREATE TRIGGER assistant_applications_on_status AFTER INSERT OR UPDATE OF status ON public.assistant_applications FOR EACH ROW EXECUTE FUNCTION private.on_application_status('assistant');

CREATE TRIGGER assistant_applications_stamp_reviewed_at BEFORE UPDATE ON public.assistant_applications FOR EACH ROW EXECUTE FUNCTION private.stamp_reviewed_at();

CREATE TRIGGER assistant_applications_touch_updated_at BEFORE UPDATE ON public.assistant_applications FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE TRIGGER contractor_applications_check_filing BEFORE INSERT ON public.contractor_applications FOR EACH ROW EXECUTE FUNCTION private.check_application_filing('contractor');

CREATE TRIGGER contractor_applications_on_status AFTER INSERT OR UPDATE OF status ON public.contractor_applications FOR EACH ROW EXECUTE FUNCTION private.on_application_status('contractor');

CREATE TRIGGER contractor_applications_stamp_reviewed_at BEFORE UPDATE ON public.contractor_applications FOR EACH ROW EXECUTE FUNCTION private.stamp_reviewed_at();

CREATE TRIGGER contractor_applications_touch_updated_at BEFORE UPDATE ON public.contractor_applications FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


-- Foreign keys

ALTER TABLE ONLY public.application_events
    ADD CONSTRAINT application_events_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES public.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.application_events
    ADD CONSTRAINT application_events_applicant_id_fkey FOREIGN KEY (applicant_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.application_notes
    ADD CONSTRAINT application_notes_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.application_notes
    ADD CONSTRAINT application_notes_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.application_events(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.assistant_applications
    ADD CONSTRAINT assistant_applications_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contractor_applications
    ADD CONSTRAINT contractor_applications_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


-- Row level security

CREATE POLICY "Admins change assistant application status" ON public.assistant_applications FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

CREATE POLICY "Admins change contractor application status" ON public.contractor_applications FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

CREATE POLICY "Admins read internal application notes" ON public.application_notes FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));

CREATE POLICY "Anonymous sessions have no access" ON public.application_events AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.application_notes AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.assistant_applications AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.contractor_applications AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Applicants file assistant applications for themselves, pending" ON public.assistant_applications FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'pending'::public.application_status)));

CREATE POLICY "Applicants file contractor applications for themselves, pending" ON public.contractor_applications FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'pending'::public.application_status)));

CREATE POLICY "Applicants read their own application events, admins read all" ON public.application_events FOR SELECT TO authenticated USING (((applicant_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

CREATE POLICY "Applicants read their own assistant applications, admins read a" ON public.assistant_applications FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

CREATE POLICY "Applicants read their own contractor applications, admins read " ON public.contractor_applications FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

ALTER TABLE public.application_events ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.application_notes ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.assistant_applications ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.contractor_applications ENABLE ROW LEVEL SECURITY;


-- Grants

REVOKE ALL ON FUNCTION private.application_reason_valid(code text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.application_reason_valid(code text) TO authenticated;
GRANT ALL ON FUNCTION private.application_reason_valid(code text) TO service_role;

REVOKE ALL ON FUNCTION private.application_refusal(kind public.application_kind, applicant uuid) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.check_application_filing() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.on_application_status() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.references_valid(refs jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.references_valid(refs jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.references_valid(refs jsonb) TO service_role;

REVOKE ALL ON FUNCTION private.stamp_reviewed_at() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.withdraw_contractor_access(applicant uuid) FROM PUBLIC;

REVOKE ALL ON TABLE public.contractor_applications FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.contractor_applications TO service_role;
GRANT SELECT ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(user_id) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(status),UPDATE(status) ON TABLE public.contractor_applications TO authenticated;

GRANT UPDATE(status_reason) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(full_name) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(email) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(phone) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(years_experience) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(professional_summary) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(education_level) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(bar_number) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(practice_areas) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(reference_list) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(why_gal) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(is_certified) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(certification_details) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(legal_credentials) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(previous_gal_experience) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(child_advocacy_experience) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(handling_emotional_situations) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(court_comfort) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(objectivity_approach) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(additional_training_willingness) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(travel_willingness) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(assist_other_gals) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(building_rapport) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(interview_comfort) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(stress_management) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(report_writing_experience) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(collaboration_example) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(biggest_challenge) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(training_willingness) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(availability) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(goals) ON TABLE public.contractor_applications TO authenticated;

GRANT UPDATE(status_reason_code) ON TABLE public.contractor_applications TO authenticated;

GRANT INSERT(specialized_trainings) ON TABLE public.contractor_applications TO authenticated;

REVOKE ALL ON FUNCTION public.approve_contractor_application(application_id uuid, reason text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.approve_contractor_application(application_id uuid, reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.approve_contractor_application(application_id uuid, reason text) TO authenticated;
GRANT ALL ON FUNCTION public.approve_contractor_application(application_id uuid, reason text) TO service_role;

REVOKE ALL ON FUNCTION public.review_application(kind public.application_kind, application_id uuid, decision public.application_status, reason_code text, reason text, note text, billing_rate numeric) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.review_application(kind public.application_kind, application_id uuid, decision public.application_status, reason_code text, reason text, note text, billing_rate numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION public.review_application(kind public.application_kind, application_id uuid, decision public.application_status, reason_code text, reason text, note text, billing_rate numeric) TO authenticated;
GRANT ALL ON FUNCTION public.review_application(kind public.application_kind, application_id uuid, decision public.application_status, reason_code text, reason text, note text, billing_rate numeric) TO service_role;

REVOKE ALL ON TABLE public.application_events FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.application_events TO service_role;
GRANT SELECT ON TABLE public.application_events TO authenticated;

REVOKE ALL ON SEQUENCE public.application_events_id_seq FROM anon, authenticated, service_role;
GRANT ALL ON SEQUENCE public.application_events_id_seq TO anon;
GRANT ALL ON SEQUENCE public.application_events_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.application_events_id_seq TO service_role;

REVOKE ALL ON TABLE public.application_notes FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.application_notes TO service_role;
GRANT SELECT ON TABLE public.application_notes TO authenticated;

REVOKE ALL ON SEQUENCE public.application_notes_id_seq FROM anon, authenticated, service_role;
GRANT ALL ON SEQUENCE public.application_notes_id_seq TO anon;
GRANT ALL ON SEQUENCE public.application_notes_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.application_notes_id_seq TO service_role;

REVOKE ALL ON TABLE public.assistant_applications FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.assistant_applications TO service_role;
GRANT SELECT ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(user_id) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(status),UPDATE(status) ON TABLE public.assistant_applications TO authenticated;

GRANT UPDATE(status_reason) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(full_name) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(email) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(phone) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(location) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(education_level) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(field_of_study) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(years_experience) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(professional_summary) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(office_skills) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(written_communication) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(research_skills) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(organization_skills) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(database_skills) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(why_interested) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(children_experience) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(legal_experience) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(confidential_info) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(availability) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(work_schedule) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(travel_willingness) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(hourly_rate) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(preferred_regions) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(florida_bar_number) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(has_bar_number) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(is_gal_certified) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(previous_gal_work) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(family_law_experience) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(sensitive_info_handling) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(florida_court_familiarity) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(case_file_experience) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(case_management_software) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(legal_training_willingness) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(travel_job_willingness) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(pressure_handling) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(trauma_interaction) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(legal_document_experience) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(assist_other_gals) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(accuracy_approach) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(coordination_experience) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(court_hearing_comfort) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(professionalism_approach) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(value_addition) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(bar_cert_file_url) ON TABLE public.assistant_applications TO authenticated;

GRANT INSERT(gal_cert_file_url) ON TABLE public.assistant_applications TO authenticated;

GRANT UPDATE(status_reason_code) ON TABLE public.assistant_applications TO authenticated;

REVOKE ALL ON TABLE public.application_reviews FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.application_reviews TO service_role;
GRANT SELECT ON TABLE public.application_reviews TO authenticated;

reset check_function_bodies;

-- Compliance: program settings, training records, good standing, Florida
-- eligibility and the gates on who takes a case; and the admins' Contractors
-- directory, which shows standing and eligibility.
--
-- Rules:
-- * program_settings is one row of thresholds (pre-service and yearly
--   in-service hours, the visit standard) that admins edit and everyone signed
--   in reads; nobody inserts or deletes it.
-- * Anyone signed in records their own training (pending); they edit it until
--   approved. Admins review other people's records, never their own, and a
--   rejection needs a reason.
-- * Good standing: approved pre-service hours reach the threshold and, from
--   the first full calendar year after approval (users.contractor_since), the
--   year's approved in-service hours do too. Computed when read, never stored.
-- * Eligibility (section 61.402, Fla. Stat.): how each person qualifies; on a
--   case with an abuse allegation only a GAL-program-certified person or a
--   Florida Bar member may serve.
-- * A trigger on cases refuses an API caller putting a contractor not in good
--   standing, or not eligible for an abuse allegation, on a case (GC101), by
--   any path; a non-admin may only put themself on a case, so the refusal's
--   text reaches only the contractor or an admin.
-- * The directory (public.contractor_directory, contractor_detail) is admin
--   only; sorted by name, email or rate it computes standing for the shown page
--   only.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Types

CREATE TYPE public.eligibility_path AS ENUM (
    'gal_program_certified',
    'legal_aid_certified',
    'florida_bar_member'
);

CREATE TYPE public.contractor_listing AS (
	id uuid,
	full_name text,
	email text,
	avatar_url text,
	asking_rate numeric,
	billing_rate numeric,
	active_cases integer,
	hours_this_month numeric,
	last_entry_date date,
	deactivated_at timestamp with time zone,
	good_standing boolean,
	standing_shortfall text,
	eligibility_path public.eligibility_path,
	total_count integer
);

CREATE TYPE public.contractor_summary AS (
	id uuid,
	full_name text,
	email text,
	avatar_url text,
	asking_rate numeric,
	billing_rate numeric,
	active_cases integer,
	hours_this_month numeric,
	last_entry_date date,
	deactivated_at timestamp with time zone,
	good_standing boolean,
	standing_shortfall text,
	eligibility_path public.eligibility_path
);

CREATE TYPE public.training_kind AS ENUM (
    'pre_service',
    'in_service'
);

CREATE TYPE public.training_standing AS (
	user_id uuid,
	pre_service_hours numeric,
	pre_service_required numeric,
	in_service_year integer,
	in_service_hours numeric,
	in_service_required numeric,
	in_service_applies_from integer,
	good_standing boolean,
	shortfall text
);

CREATE TYPE public.training_status AS ENUM (
    'pending',
    'approved',
    'rejected'
);


-- Functions

CREATE FUNCTION private.abuse_case_eligible(target uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.contractor_eligibility e
     where e.user_id = target and e.path in ('gal_program_certified', 'florida_bar_member')
  )
$$;

CREATE FUNCTION private.accept_blocker(case_status public.case_status, assigned_to uuid, abuse_allegation boolean) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users;
begin
  if case_status <> 'open' or assigned_to is not null then
    return null;
  end if;
  select * into me from public.users u where u.id = (select auth.uid());
  if me.role is distinct from 'contractor' then
    return null;
  end if;
  if me.deactivated_at is not null then
    return 'Your account is deactivated and takes no new cases';
  end if;
  return private.case_gate_refusal(me.id, accept_blocker.abuse_allegation, true, true);
end
$$;

CREATE FUNCTION private.case_gate_refusal(contractor_id uuid, abuse_allegation boolean, check_standing boolean, self boolean) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  standing public.training_standing;
  who text := 'You are';
  name text;
begin
  if not self then
    select coalesce(nullif(trim(u.full_name), ''), 'This contractor') into name
      from public.users u where u.id = case_gate_refusal.contractor_id;
    who := name || ' is';
  end if;
  if check_standing then
    standing := private.training_standing(case_gate_refusal.contractor_id);
    if not standing.good_standing then
      return who || ' not in good standing: ' || standing.shortfall;
    end if;
  end if;
  if case_gate_refusal.abuse_allegation
     and not private.abuse_case_eligible(case_gate_refusal.contractor_id) then
    return who || ' not eligible for a case with an abuse allegation: only a contractor '
      || 'certified by a GAL program or a member of The Florida Bar may serve on it '
      || '(§61.402(2), Fla. Stat.)';
  end if;
  return null;
end
$$;

CREATE FUNCTION private.check_case_gates() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  assignee_changed boolean;
  refusal text;
begin
  if not private.is_api_request() or caller is null or new.contractor_id is null then
    return new;
  end if;
  assignee_changed := tg_op = 'INSERT' or new.contractor_id is distinct from old.contractor_id;
  if not assignee_changed and not (new.abuse_allegation and not old.abuse_allegation) then
    return new;
  end if;
  if new.contractor_id <> caller and not private.is_admin() then
    raise exception 'new row violates row-level security policy for table "cases"'
      using errcode = '42501';
  end if;
  refusal := private.case_gate_refusal(
    new.contractor_id, new.abuse_allegation, assignee_changed, new.contractor_id = caller);
  if refusal is not null then
    raise exception '%', refusal using errcode = 'GC101';
  end if;
  return new;
end
$$;

CREATE FUNCTION private.check_training_record() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  details_changed boolean;
  review_changed boolean;
begin
  if tg_op = 'INSERT' then
    if private.is_api_request() and new.completed_on > current_date then
      raise exception 'The completion date cannot be in the future' using errcode = '23514';
    end if;
    return new;
  end if;

  -- Seeding and the service role set rows as given.
  if not private.is_api_request() or caller is null then
    return new;
  end if;
  details_changed := (new.user_id, new.title, new.provider, new.completed_on, new.hours,
                      new.kind, new.certificate_path)
    is distinct from (old.user_id, old.title, old.provider, old.completed_on, old.hours,
                      old.kind, old.certificate_path);
  review_changed := (new.status, new.review_note) is distinct from (old.status, old.review_note);

  if old.user_id = caller then
    if review_changed then
      raise exception 'Only an admin reviews a training record' using errcode = '42501';
    end if;
    if details_changed and new.completed_on > current_date then
      raise exception 'The completion date cannot be in the future' using errcode = '23514';
    end if;
    if details_changed and old.status = 'rejected' then
      new.status := 'pending';
      new.review_note := null;
      new.reviewed_by := null;
      new.reviewed_at := null;
    end if;
    return new;
  end if;

  -- An admin (the update policy admits nobody else to another user's row).
  if details_changed then
    raise exception 'Admins review a training record; its owner edits it' using errcode = '42501';
  end if;
  if review_changed then
    if new.status = 'pending' then
      new.review_note := null;
      new.reviewed_by := null;
      new.reviewed_at := null;
    else
      new.reviewed_by := caller;
      new.reviewed_at := now();
    end if;
  end if;
  return new;
end
$$;

CREATE FUNCTION private.hours_phrase(hours numeric, kind text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select trim_scale(hours)::text || ' ' || kind || case when hours = 1 then ' hour' else ' hours' end
$$;

CREATE FUNCTION private.set_abuse_allegation(case_id uuid, flag boolean) RETURNS SETOF public.cases
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.is_admin() then
    raise exception 'Only admins mark abuse allegations' using errcode = '42501';
  end if;
  return query
    update public.cases c set abuse_allegation = set_abuse_allegation.flag
     where c.id = set_abuse_allegation.case_id
    returning c.*;
  if not found then
    raise exception 'No such case' using errcode = 'P0002';
  end if;
end
$$;

CREATE FUNCTION private.stamp_contractor_since() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.role = 'contractor'
     and (tg_op = 'INSERT' or old.role is distinct from 'contractor') then
    new.contractor_since := current_date;
  end if;
  return new;
end
$$;

CREATE FUNCTION private.stamp_eligibility() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if private.is_api_request() then
    if new.verified_on > current_date then
      raise exception 'The verification date cannot be in the future' using errcode = '23514';
    end if;
    new.verified_by := (select auth.uid());
  end if;
  return new;
end
$$;

CREATE FUNCTION private.stamp_program_settings() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.id := true;
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end
$$;

CREATE FUNCTION private.training_standing(target uuid) RETURNS public.training_standing
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  result public.training_standing;
  settings public.program_settings;
  since date;
  pre_need numeric;
  in_need numeric;
begin
  select * into settings from public.program_settings where id;
  select u.contractor_since into since from public.users u where u.id = target;

  result.user_id := target;
  result.in_service_year := extract(year from current_date)::integer;
  result.in_service_applies_from := extract(year from since)::integer + 1;
  result.pre_service_required := settings.pre_service_hours;
  result.in_service_required := case
    when since is not null and result.in_service_year >= result.in_service_applies_from
      then settings.in_service_hours_per_year
    else 0
  end;
  select coalesce(sum(r.hours) filter (where r.kind = 'pre_service'), 0),
         coalesce(sum(r.hours) filter (
           where r.kind = 'in_service'
             and r.completed_on >= make_date(result.in_service_year, 1, 1)
             and r.completed_on < make_date(result.in_service_year + 1, 1, 1)), 0)
    into result.pre_service_hours, result.in_service_hours
    from public.training_records r
   where r.user_id = target and r.status = 'approved';

  pre_need := greatest(result.pre_service_required - result.pre_service_hours, 0);
  in_need := greatest(result.in_service_required - result.in_service_hours, 0);
  result.good_standing := pre_need = 0 and in_need = 0;
  result.shortfall := nullif(concat_ws(' and ',
    case when pre_need > 0
      then private.hours_phrase(pre_need, 'pre-service') || ' still needed' end,
    case when in_need > 0
      then private.hours_phrase(in_need, 'in-service') || ' still needed for '
           || result.in_service_year end
  ), '');
  return result;
end
$$;

CREATE FUNCTION public.accept_blocker(public.cases) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $_$
  select private.accept_blocker($1.status, $1.contractor_id, $1.abuse_allegation)
$_$;

CREATE FUNCTION public.contractor_detail(contractor_id uuid) RETURNS SETOF public.contractor_summary
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins see the contractors directory' using errcode = '42501';
  end if;
  return query
    select o.id, o.full_name, o.email, o.avatar_url, o.asking_rate, o.billing_rate,
           o.active_cases, o.hours_this_month, o.last_entry_date, o.deactivated_at,
           o.good_standing, o.standing_shortfall, o.eligibility_path
      from private.contractor_overview o
     where o.id = contractor_detail.contractor_id;
end
$$;

CREATE FUNCTION public.contractor_directory(search text DEFAULT ''::text, sort_by text DEFAULT 'name'::text, sort_desc boolean DEFAULT false, page_size integer DEFAULT 20, page integer DEFAULT 1) RETURNS SETOF public.contractor_listing
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  -- A key on the users row itself: the page is picked from users alone, and only its
  -- rows go through the overview (standing, counts, hours).
  user_column text := case sort_by
    when 'name' then 'lower(u.full_name)'
    when 'email' then 'lower(u.email)'
    when 'asking_rate' then 'u.hourly_rate'
    when 'billing_rate' then 'u.billing_rate'
  end;
  direction text := case when sort_desc then 'desc' else 'asc' end;
  sort_column text := case sort_by
    when 'name' then 'lower(o.full_name)'
    when 'email' then 'lower(o.email)'
    when 'asking_rate' then 'o.asking_rate'
    when 'billing_rate' then 'o.billing_rate'
    when 'active_cases' then 'o.active_cases'
    when 'hours_this_month' then 'o.hours_this_month'
    when 'last_entry_date' then 'o.last_entry_date'
    when 'good_standing' then 'o.good_standing'
  end;
  needle text := lower(trim(coalesce(search, '')));
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins see the contractors directory' using errcode = '42501';
  end if;
  if sort_column is null then
    raise exception 'Unknown sort key %', sort_by using errcode = '22023';
  end if;
  if page_size is null or page_size not between 1 and 100 or page is null or page < 1 then
    raise exception 'Pages hold 1 to 100 rows and start at 1' using errcode = '22023';
  end if;
  -- user_column and sort_column come from the fixed lists above, never from the caller.
  if user_column is not null then
    return query execute format(
      $q$
        with page as (
          select u.id, %1$s as sort_key, (count(*) over ())::integer as total
            from public.users u
           where u.role = 'contractor'
             and ($1 = ''
                  or strpos(lower(u.full_name), $1) > 0
                  or strpos(lower(u.email), $1) > 0)
           order by %1$s %2$s nulls last, lower(u.full_name), u.id
           limit $2 offset $3
        )
        select o.id, o.full_name, o.email, o.avatar_url, o.asking_rate, o.billing_rate,
               o.active_cases, o.hours_this_month, o.last_entry_date, o.deactivated_at,
               o.good_standing, o.standing_shortfall, o.eligibility_path, p.total
          from page p join private.contractor_overview o on o.id = p.id
         order by p.sort_key %2$s nulls last, lower(o.full_name), o.id
      $q$,
      user_column,
      direction
    ) using needle, page_size, (page - 1) * page_size;
    return;
  end if;
  return query execute format(
    $q$
      select o.id, o.full_name, o.email, o.avatar_url, o.asking_rate, o.billing_rate,
             o.active_cases, o.hours_this_month, o.last_entry_date, o.deactivated_at,
             o.good_standing, o.standing_shortfall, o.eligibility_path,
             (count(*) over ())::integer
        from private.contractor_overview o
       where $1 = ''
          or strpos(lower(o.full_name), $1) > 0
          or strpos(lower(o.email), $1) > 0
       order by %s %s nulls last, lower(o.full_name), o.id
       limit $2 offset $3
    $q$,
    sort_column,
    direction
  ) using needle, page_size, (page - 1) * page_size;
end
$_$;


-- Tables

CREATE TABLE public.training_records (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    title text NOT NULL,
    provider text NOT NULL,
    completed_on date NOT NULL,
    hours numeric(5,2) NOT NULL,
    kind public.training_kind NOT NULL,
    certificate_path text,
    status public.training_status DEFAULT 'pending'::public.training_status NOT NULL,
    review_note text,
    reviewed_by uuid,
    reviewed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT training_records_certificate_path_check CHECK (((certificate_path IS NULL) OR (starts_with(certificate_path, ((user_id)::text || '/'::text)) AND (certificate_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(pdf|png|jpg|jpeg|webp)$'::text)))),
    CONSTRAINT training_records_hours_check CHECK (((hours BETWEEN 0.25 AND 100) AND (mod(hours, 0.25) = (0)::numeric))),
    CONSTRAINT training_records_provider_check CHECK (((length(TRIM(BOTH FROM provider)) >= 1) AND (length(TRIM(BOTH FROM provider)) <= 200))),
    CONSTRAINT training_records_rejection_has_reason CHECK (((status <> 'rejected'::public.training_status) OR (review_note IS NOT NULL))),
    CONSTRAINT training_records_review_note_check CHECK (((review_note IS NULL) OR ((length(TRIM(BOTH FROM review_note)) >= 1) AND (length(TRIM(BOTH FROM review_note)) <= 1000)))),
    CONSTRAINT training_records_title_check CHECK (((length(TRIM(BOTH FROM title)) >= 1) AND (length(TRIM(BOTH FROM title)) <= 200)))
);


-- Functions

CREATE FUNCTION public.review_training_record(record_id uuid, decision public.training_status, reason text DEFAULT NULL::text) RETURNS SETOF public.training_records
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  note text := nullif(trim(review_training_record.reason), '');
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins review training records' using errcode = '42501';
  end if;
  if decision = 'rejected' and note is null then
    raise exception 'Give a reason for the rejection' using errcode = '22023';
  end if;
  return query
    update public.training_records r
       set status = decision, review_note = note
     where r.id = review_training_record.record_id
       and r.user_id <> (select auth.uid())
    returning r.*;
  if not found then
    raise exception 'No such training record to review' using errcode = 'P0002';
  end if;
end
$$;

CREATE FUNCTION public.set_abuse_allegation(case_id uuid, abuse_allegation boolean) RETURNS SETOF public.cases
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.set_abuse_allegation(set_abuse_allegation.case_id,
                                             set_abuse_allegation.abuse_allegation)
$$;

CREATE FUNCTION public.training_progress(user_id uuid DEFAULT NULL::uuid) RETURNS SETOF public.training_standing
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  target uuid := coalesce(training_progress.user_id, (select auth.uid()));
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see training progress' using errcode = '42501';
  end if;
  if target <> (select auth.uid()) and not (select private.is_admin()) then
    raise exception 'Only admins see another user''s training progress' using errcode = '42501';
  end if;
  return next private.training_standing(target);
end
$$;


-- Tables

CREATE TABLE public.contractor_eligibility (
    user_id uuid NOT NULL,
    path public.eligibility_path NOT NULL,
    credential text NOT NULL,
    verified_on date NOT NULL,
    verified_by uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT contractor_eligibility_credential_check CHECK (((length(TRIM(BOTH FROM credential)) >= 1) AND (length(TRIM(BOTH FROM credential)) <= 100)))
);


-- Views

CREATE VIEW private.contractor_overview WITH (security_invoker='true') AS
 SELECT u.id,
    u.full_name,
    u.email,
    u.avatar_url,
    u.hourly_rate AS asking_rate,
    u.billing_rate,
    ( SELECT (count(*))::integer AS count
           FROM public.cases c
          WHERE ((c.contractor_id = u.id) AND (c.status <> 'completed'::public.case_status))) AS active_cases,
    ( SELECT COALESCE(sum(t.hours), (0)::numeric) AS "coalesce"
           FROM public.time_entries t
          WHERE ((t.user_id = u.id) AND (t.date >= (date_trunc('month'::text, (CURRENT_DATE)::timestamp with time zone))::date))) AS hours_this_month,
    ( SELECT max(t.date) AS max
           FROM public.time_entries t
          WHERE (t.user_id = u.id)) AS last_entry_date,
    u.deactivated_at,
    s.good_standing,
    s.shortfall AS standing_shortfall,
    e.path AS eligibility_path
   FROM ((public.users u
     CROSS JOIN LATERAL private.training_standing(u.id) s(user_id, pre_service_hours, pre_service_required, in_service_year, in_service_hours, in_service_required, in_service_applies_from, good_standing, shortfall))
     LEFT JOIN public.contractor_eligibility e ON ((e.user_id = u.id)))
  WHERE (u.role = 'contractor'::public.user_role);


-- Tables

CREATE TABLE public.program_settings (
    id boolean DEFAULT true NOT NULL,
    pre_service_hours numeric(5,2) DEFAULT 30 NOT NULL,
    in_service_hours_per_year numeric(5,2) DEFAULT 12 NOT NULL,
    visit_threshold_days integer DEFAULT 30 NOT NULL,
    visit_due_soon_days integer DEFAULT 7 NOT NULL,
    updated_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT program_settings_in_service_hours_check CHECK (((in_service_hours_per_year BETWEEN 0 AND 500) AND (mod(in_service_hours_per_year, 0.25) = (0)::numeric))),
    CONSTRAINT program_settings_pre_service_hours_check CHECK (((pre_service_hours BETWEEN 0 AND 500) AND (mod(pre_service_hours, 0.25) = (0)::numeric))),
    CONSTRAINT program_settings_single_row CHECK (id),
    CONSTRAINT program_settings_visit_due_soon_days_check CHECK (((visit_due_soon_days >= 0) AND (visit_due_soon_days <= 90))),
    CONSTRAINT program_settings_visit_threshold_days_check CHECK (((visit_threshold_days >= 1) AND (visit_threshold_days <= 365)))
);


-- Keys and constraints

ALTER TABLE ONLY public.contractor_eligibility
    ADD CONSTRAINT contractor_eligibility_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.program_settings
    ADD CONSTRAINT program_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.training_records
    ADD CONSTRAINT training_records_pkey PRIMARY KEY (id);


-- Indexes

CREATE INDEX contractor_eligibility_verified_by_idx ON public.contractor_eligibility USING btree (verified_by);

CREATE INDEX program_settings_updated_by_idx ON public.program_settings USING btree (updated_by);

CREATE INDEX training_records_reviewed_by_idx ON public.training_records USING btree (reviewed_by);

CREATE INDEX training_records_status_idx ON public.training_records USING btree (status, created_at);

CREATE INDEX training_records_user_id_idx ON public.training_records USING btree (user_id, kind, status, completed_on);


-- Triggers

CREATE TRIGGER cases_check_gates BEFORE INSERT OR UPDATE OF contractor_id, abuse_allegation ON public.cases FOR EACH ROW EXECUTE FUNCTION private.check_case_gates();

CREATE TRIGGER contractor_eligibility_stamp BEFORE INSERT OR UPDATE ON public.contractor_eligibility FOR EACH ROW EXECUTE FUNCTION private.stamp_eligibility();

CREATE TRIGGER contractor_eligibility_touch_updated_at BEFORE UPDATE ON public.contractor_eligibility FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE TRIGGER program_settings_stamp BEFORE UPDATE ON public.program_settings FOR EACH ROW EXECUTE FUNCTION private.stamp_program_settings();

CREATE TRIGGER training_records_check BEFORE INSERT OR UPDATE ON public.training_records FOR EACH ROW EXECUTE FUNCTION private.check_training_record();

CREATE TRIGGER training_records_touch_updated_at BEFORE UPDATE ON public.training_records FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE TRIGGER users_stamp_contractor_since BEFORE INSERT OR UPDATE OF role ON public.users FOR EACH ROW EXECUTE FUNCTION private.stamp_contractor_since();


-- Foreign keys

ALTER TABLE ONLY public.contractor_eligibility
    ADD CONSTRAINT contractor_eligibility_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.contractor_eligibility
    ADD CONSTRAINT contractor_eligibility_verified_by_fkey FOREIGN KEY (verified_by) REFERENCES public.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.program_settings
    ADD CONSTRAINT program_settings_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.training_records
    ADD CONSTRAINT training_records_reviewed_by_fkey FOREIGN KEY (reviewed_by) REFERENCES public.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.training_records
    ADD CONSTRAINT training_records_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


-- Row level security

CREATE POLICY "Admins change others' eligibility" ON public.contractor_eligibility FOR UPDATE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) AND (user_id <> ( SELECT auth.uid() AS uid)))) WITH CHECK ((( SELECT private.is_admin() AS is_admin) AND (user_id <> ( SELECT auth.uid() AS uid))));

CREATE POLICY "Admins change the program settings" ON public.program_settings FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

CREATE POLICY "Admins record others' eligibility" ON public.contractor_eligibility FOR INSERT TO authenticated WITH CHECK ((( SELECT private.is_admin() AS is_admin) AND (user_id <> ( SELECT auth.uid() AS uid))));

CREATE POLICY "Admins remove others' eligibility" ON public.contractor_eligibility FOR DELETE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) AND (user_id <> ( SELECT auth.uid() AS uid))));

CREATE POLICY "Anonymous sessions have no access" ON public.contractor_eligibility AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.program_settings AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.training_records AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Owners delete their unapproved records" ON public.training_records FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND (status <> 'approved'::public.training_status)));

CREATE POLICY "Owners edit unapproved records, admins review others' records" ON public.training_records FOR UPDATE TO authenticated USING ((((user_id = ( SELECT auth.uid() AS uid)) AND (status <> 'approved'::public.training_status)) OR ((user_id <> ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_admin() AS is_admin)))) WITH CHECK ((((user_id = ( SELECT auth.uid() AS uid)) AND (status <> 'approved'::public.training_status)) OR ((user_id <> ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_admin() AS is_admin))));

CREATE POLICY "People read their own eligibility, admins read all" ON public.contractor_eligibility FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

CREATE POLICY "Signed-in users read the program settings" ON public.program_settings FOR SELECT TO authenticated USING (true);

CREATE POLICY "Users add their own training records" ON public.training_records FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'pending'::public.training_status)));

CREATE POLICY "Users read their own training records, admins read all" ON public.training_records FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

ALTER TABLE public.contractor_eligibility ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.program_settings ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.training_records ENABLE ROW LEVEL SECURITY;


-- Grants

REVOKE ALL ON FUNCTION private.abuse_case_eligible(target uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.abuse_case_eligible(target uuid) TO authenticated;

REVOKE ALL ON FUNCTION private.accept_blocker(case_status public.case_status, assigned_to uuid, abuse_allegation boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.accept_blocker(case_status public.case_status, assigned_to uuid, abuse_allegation boolean) TO authenticated;

REVOKE ALL ON FUNCTION private.case_gate_refusal(contractor_id uuid, abuse_allegation boolean, check_standing boolean, self boolean) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.check_case_gates() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.check_training_record() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.hours_phrase(hours numeric, kind text) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.set_abuse_allegation(case_id uuid, flag boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.set_abuse_allegation(case_id uuid, flag boolean) TO authenticated;

REVOKE ALL ON FUNCTION private.stamp_contractor_since() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.stamp_eligibility() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.stamp_program_settings() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.training_standing(target uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.training_standing(target uuid) TO authenticated;

REVOKE ALL ON FUNCTION public.accept_blocker(public.cases) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.accept_blocker(public.cases) FROM PUBLIC;
GRANT ALL ON FUNCTION public.accept_blocker(public.cases) TO authenticated;
GRANT ALL ON FUNCTION public.accept_blocker(public.cases) TO service_role;

REVOKE ALL ON FUNCTION public.contractor_detail(contractor_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contractor_detail(contractor_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contractor_detail(contractor_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.contractor_detail(contractor_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.contractor_directory(search text, sort_by text, sort_desc boolean, page_size integer, page integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.contractor_directory(search text, sort_by text, sort_desc boolean, page_size integer, page integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.contractor_directory(search text, sort_by text, sort_desc boolean, page_size integer, page integer) TO authenticated;
GRANT ALL ON FUNCTION public.contractor_directory(search text, sort_by text, sort_desc boolean, page_size integer, page integer) TO service_role;

REVOKE ALL ON TABLE public.training_records FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.training_records TO service_role;
GRANT SELECT,DELETE ON TABLE public.training_records TO authenticated;

GRANT INSERT(user_id) ON TABLE public.training_records TO authenticated;

GRANT INSERT(title),UPDATE(title) ON TABLE public.training_records TO authenticated;

GRANT INSERT(provider),UPDATE(provider) ON TABLE public.training_records TO authenticated;

GRANT INSERT(completed_on),UPDATE(completed_on) ON TABLE public.training_records TO authenticated;

GRANT INSERT(hours),UPDATE(hours) ON TABLE public.training_records TO authenticated;

GRANT INSERT(kind),UPDATE(kind) ON TABLE public.training_records TO authenticated;

GRANT INSERT(certificate_path),UPDATE(certificate_path) ON TABLE public.training_records TO authenticated;

GRANT UPDATE(status) ON TABLE public.training_records TO authenticated;

GRANT UPDATE(review_note) ON TABLE public.training_records TO authenticated;

REVOKE ALL ON FUNCTION public.review_training_record(record_id uuid, decision public.training_status, reason text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.review_training_record(record_id uuid, decision public.training_status, reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.review_training_record(record_id uuid, decision public.training_status, reason text) TO authenticated;
GRANT ALL ON FUNCTION public.review_training_record(record_id uuid, decision public.training_status, reason text) TO service_role;

REVOKE ALL ON FUNCTION public.set_abuse_allegation(case_id uuid, abuse_allegation boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.set_abuse_allegation(case_id uuid, abuse_allegation boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_abuse_allegation(case_id uuid, abuse_allegation boolean) TO authenticated;
GRANT ALL ON FUNCTION public.set_abuse_allegation(case_id uuid, abuse_allegation boolean) TO service_role;

REVOKE ALL ON FUNCTION public.training_progress(user_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.training_progress(user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.training_progress(user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.training_progress(user_id uuid) TO service_role;

REVOKE ALL ON TABLE public.contractor_eligibility FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.contractor_eligibility TO service_role;
GRANT SELECT,DELETE ON TABLE public.contractor_eligibility TO authenticated;

GRANT INSERT(user_id) ON TABLE public.contractor_eligibility TO authenticated;

GRANT INSERT(path),UPDATE(path) ON TABLE public.contractor_eligibility TO authenticated;

GRANT INSERT(credential),UPDATE(credential) ON TABLE public.contractor_eligibility TO authenticated;

GRANT INSERT(verified_on),UPDATE(verified_on) ON TABLE public.contractor_eligibility TO authenticated;

GRANT SELECT ON TABLE private.contractor_overview TO authenticated;

REVOKE ALL ON TABLE public.program_settings FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.program_settings TO service_role;
GRANT SELECT ON TABLE public.program_settings TO authenticated;

GRANT UPDATE(pre_service_hours) ON TABLE public.program_settings TO authenticated;

GRANT UPDATE(in_service_hours_per_year) ON TABLE public.program_settings TO authenticated;

GRANT UPDATE(visit_threshold_days) ON TABLE public.program_settings TO authenticated;

GRANT UPDATE(visit_due_soon_days) ON TABLE public.program_settings TO authenticated;


-- Rows

insert into public.program_settings (id) values (true);

reset check_function_bodies;

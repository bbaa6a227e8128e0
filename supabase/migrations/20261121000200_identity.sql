-- Identity: who a person is. public.users (one row per auth user, made by a
-- trigger on auth.users), user_profiles, user_settings, and the helpers that say
-- whose rows a user may read.
--
-- Rules:
-- * A users row is made by private.handle_new_auth_user() when Auth makes the
--   user; an anonymous session gets none and may not make one, so every role
--   check answers for it as for a stranger. users.email follows auth.users.email
--   when Auth applies a confirmed change (a pending change leaves it alone).
-- * Users change only their name, asking rate (hourly_rate) and avatar (column
--   grants). Roles change only through public.set_user_role(), admin only and
--   never on one's own row, so nobody promotes themself and an admin cannot
--   lock the project out of admins. billing_rate, deactivated_at and
--   contractor_since have no client grant: only definer functions write them.
-- * A user reads their own row, the admins of their cases, the contractors on
--   their cases and, as an active contractor, the admins who posted open cases
--   (private.case_contact_ids, one indexed filter per branch); admins read all.
-- * avatar_url must be this project's public avatars URL in the user's own
--   folder; "this project" is the issuer of the caller's JWT, which no client
--   can forge. Server roles have no JWT and are not checked.
-- * Every text column has a bound (names 200, emails 320) under a named
--   constraint, so the error names the rule.
-- * Deactivating a contractor (admin only, reversible) keeps their role,
--   cases, entries and messages; they take no new case. Errors: 42501 not an
--   admin, P0002 no such user, 22023 not a contractor.
-- * Profiles and settings: the owner reads and writes their own row (settings
--   are personal: admins too read only their own); admins read every profile.
--   Settings rows are made on first save; the column defaults are the app's.
-- * Every public table has the restrictive policy "Anonymous sessions have no
--   access" for authenticated, so a permissive policy added later cannot open
--   a table to a visitor's anonymous session (a pgTAP test fails for a table
--   without it).
-- * Nobody deletes users, profiles or settings through the API; they go with
--   the auth user.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Types

CREATE TYPE public.availability AS ENUM (
    'full-time',
    'part-time',
    'limited'
);

CREATE TYPE public.education_level AS ENUM (
    'high_school',
    'bachelors',
    'masters',
    'jd',
    'phd',
    'other',
    'specialized'
);

CREATE TYPE public.user_role AS ENUM (
    'free',
    'contractor',
    'admin'
);


-- Functions

CREATE FUNCTION private.authorize_case_contractor() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated')
     and new.contractor_id is not null
     and (tg_op = 'INSERT' or new.contractor_id is distinct from old.contractor_id)
     and new.contractor_id is distinct from (select auth.uid())
     and not (select private.is_admin()) then
    raise exception 'new row violates row-level security policy for table "cases"'
      using errcode = '42501';
  end if;
  return new;
end
$$;

CREATE FUNCTION private.authorize_time_entry() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated') and not (
    new.user_id = (select auth.uid())
    and new.case_id in (select private.loggable_case_ids())
  ) then
    raise exception 'new row violates row-level security policy for table "time_entries"'
      using errcode = '42501';
  end if;
  return new;
end
$$;

CREATE FUNCTION private.caller_role() RETURNS public.user_role
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select u.role from public.users u where u.id = (select auth.uid())
$$;

CREATE FUNCTION private.case_contact_ids() RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.admin_id from public.cases c
   where c.contractor_id = (select auth.uid())
  union
  select c.admin_id from public.cases c
   where c.status = 'open' and c.contractor_id is null and (select private.is_active_contractor())
  union
  select c.contractor_id from public.cases c
   where c.admin_id = (select auth.uid()) and c.contractor_id is not null
$$;

CREATE FUNCTION private.check_avatar_url() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  folder text := regexp_replace(coalesce(auth.jwt() ->> 'iss', ''), '/auth/v1$', '')
    || '/storage/v1/object/public/avatars/' || new.id::text || '/';
begin
  if current_user in ('anon', 'authenticated') and new.avatar_url is not null and not (
    auth.jwt() ->> 'iss' like '%/auth/v1'
    and starts_with(new.avatar_url, folder)
    and substr(new.avatar_url, length(folder) + 1) ~ '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$'
  ) then
    raise exception 'An avatar must be an image in your own folder of this project''s avatars bucket'
      using errcode = '23514', constraint = 'users_avatar_url_own_folder';
  end if;
  return new;
end
$_$;

CREATE FUNCTION private.circuit_labels_valid(labels text[]) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select cardinality(labels) <= 20
    and not exists (
      select 1 from unnest(labels) as l
      where l is null or l !~ '^([1-9]|1[0-9]|20)(st|nd|rd|th) Circuit( - .+)?$'
    )
$_$;

CREATE FUNCTION private.handle_auth_email_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.users set email = coalesce(new.email, '') where id = new.id;
  return null;
end
$$;

CREATE FUNCTION private.handle_new_auth_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- Anonymous sessions only file GAL requests; they are nobody in the product.
  if new.is_anonymous then
    return new;
  end if;
  insert into public.users (id, email, full_name, role)
  values (
    new.id,
    coalesce(new.email, ''),
    left(coalesce(nullif(trim(new.raw_user_meta_data ->> 'full_name'), ''), 'User'), 200),
    'free'
  )
  on conflict (id) do nothing;
  return new;
end
$$;

CREATE FUNCTION private.set_contractor_active(contractor_id uuid, active boolean) RETURNS timestamp with time zone
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target_role public.user_role;
  stamp timestamptz;
begin
  if not private.is_admin() then
    raise exception 'Only admins deactivate contractors' using errcode = '42501';
  end if;
  select u.role into target_role from public.users u where u.id = set_contractor_active.contractor_id;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  if target_role <> 'contractor' then
    raise exception 'Only contractors are deactivated' using errcode = '22023';
  end if;
  update public.users u
     set deactivated_at = case when active then null else coalesce(u.deactivated_at, now()) end
   where u.id = set_contractor_active.contractor_id
  returning u.deactivated_at into stamp;
  return stamp;
end
$$;

CREATE FUNCTION private.set_user_role(target_user_id uuid, new_role public.user_role) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not private.is_admin() then
    raise exception 'Only admins change roles' using errcode = '42501';
  end if;
  if target_user_id = auth.uid() then
    raise exception 'Nobody changes their own role' using errcode = '42501';
  end if;
  update public.users set role = new_role where id = target_user_id;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
end
$$;

CREATE FUNCTION public.deactivate_contractor(contractor_id uuid) RETURNS timestamp with time zone
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.set_contractor_active(deactivate_contractor.contractor_id, false)
$$;

CREATE FUNCTION public.reactivate_contractor(contractor_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.set_contractor_active(reactivate_contractor.contractor_id, true)
$$;

CREATE FUNCTION public.set_user_role(user_id uuid, new_role public.user_role) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.set_user_role(set_user_role.user_id, set_user_role.new_role)
$$;


-- Tables

CREATE TABLE public.users (
    id uuid NOT NULL,
    email text NOT NULL,
    full_name text DEFAULT ''::text NOT NULL,
    role public.user_role DEFAULT 'free'::public.user_role NOT NULL,
    hourly_rate numeric(10,2),
    avatar_url text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    billing_rate numeric(10,2),
    deactivated_at timestamp with time zone,
    contractor_since date,
    CONSTRAINT users_avatar_url_storage CHECK (((avatar_url IS NULL) OR ((length(avatar_url) <= 2048) AND (avatar_url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/storage/v1/object/public/avatars/[^?#[:space:]]+(\?[^#[:space:]]*)?$'::text) AND (avatar_url !~ '/\.\.?(/|\?|$)'::text)))),
    CONSTRAINT users_billing_rate_range CHECK (((billing_rate IS NULL) OR ((billing_rate >= (0)::numeric) AND (billing_rate <= (1000)::numeric)))),
    CONSTRAINT users_email_length CHECK ((length(email) <= 320)),
    CONSTRAINT users_full_name_length CHECK ((length(full_name) <= 200)),
    CONSTRAINT users_hourly_rate_check CHECK (((hourly_rate IS NULL) OR (hourly_rate >= (0)::numeric))),
    CONSTRAINT users_hourly_rate_range CHECK (((hourly_rate IS NULL) OR (hourly_rate <= (1000)::numeric)))
);


-- Comments

COMMENT ON COLUMN public.users.hourly_rate IS 'The contractor''s own asking rate (USD/h). Never billed until an admin adopts it.';

COMMENT ON COLUMN public.users.billing_rate IS 'The rate (USD/h) time entries are billed at. Set by admins only.';

COMMENT ON COLUMN public.users.deactivated_at IS 'When an admin deactivated this contractor (null: active). Deactivated contractors take no new cases.';

COMMENT ON COLUMN public.users.contractor_since IS 'When this user last became a contractor (approval date); the in-service hours requirement applies from the next calendar year.';


-- Tables

CREATE TABLE public.user_profiles (
    user_id uuid NOT NULL,
    phone text,
    address text,
    city text,
    state text DEFAULT 'FL'::text NOT NULL,
    zip text,
    education_level public.education_level,
    custom_education text,
    bar_number text,
    practice_areas text[] DEFAULT '{}'::text[] NOT NULL,
    bio text,
    availability public.availability DEFAULT 'full-time'::public.availability NOT NULL,
    preferred_case_types text[] DEFAULT '{}'::text[] NOT NULL,
    florida_circuits text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_profiles_address_check CHECK ((length(address) <= 300)),
    CONSTRAINT user_profiles_bar_number_check CHECK ((length(bar_number) <= 50)),
    CONSTRAINT user_profiles_bio_check CHECK ((length(bio) <= 5000)),
    CONSTRAINT user_profiles_city_check CHECK ((length(city) <= 100)),
    CONSTRAINT user_profiles_custom_education_check CHECK ((length(custom_education) <= 200)),
    CONSTRAINT user_profiles_education_level_check CHECK ((education_level IS DISTINCT FROM 'specialized'::public.education_level)),
    CONSTRAINT user_profiles_florida_circuits_check CHECK (private.circuit_labels_valid(florida_circuits)),
    CONSTRAINT user_profiles_florida_circuits_length CHECK (private.texts_within(florida_circuits, 100)),
    CONSTRAINT user_profiles_phone_check CHECK ((length(phone) <= 50)),
    CONSTRAINT user_profiles_practice_areas_check CHECK ((practice_areas <@ ARRAY['Dependency'::text, 'Family Law'::text, 'Juvenile Justice'::text, 'Child Welfare'::text, 'Education Law'::text, 'Immigration'::text])),
    CONSTRAINT user_profiles_preferred_case_types_check CHECK ((preferred_case_types <@ ARRAY['Dependency'::text, 'Family Court'::text, 'Juvenile Court'::text, 'Education Advocacy'::text, 'Immigration Cases'::text])),
    CONSTRAINT user_profiles_state_check CHECK ((state = 'FL'::text)),
    CONSTRAINT user_profiles_zip_check CHECK ((zip ~ '^[0-9]{5}(-[0-9]{4})?$'::text))
);

CREATE TABLE public.user_settings (
    user_id uuid DEFAULT auth.uid() NOT NULL,
    theme text DEFAULT 'light'::text NOT NULL,
    notify_new_cases boolean DEFAULT true NOT NULL,
    notify_case_updates boolean DEFAULT true NOT NULL,
    notify_messages boolean DEFAULT true NOT NULL,
    notify_deadlines boolean DEFAULT true NOT NULL,
    compact_view boolean DEFAULT false NOT NULL,
    show_case_count boolean DEFAULT true NOT NULL,
    show_deadlines boolean DEFAULT true NOT NULL,
    show_time_tracking boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    email_notifications boolean DEFAULT true NOT NULL,
    email_daily_digest boolean DEFAULT false NOT NULL,
    hidden_widgets text[] DEFAULT '{}'::text[] NOT NULL,
    export_date_format text DEFAULT 'iso'::text NOT NULL,
    export_hidden_columns text[] DEFAULT '{}'::text[] NOT NULL,
    CONSTRAINT user_settings_export_date_format_check CHECK ((export_date_format = ANY (ARRAY['iso'::text, 'us'::text]))),
    CONSTRAINT user_settings_export_hidden_columns_check CHECK (((cardinality(export_hidden_columns) <= 200) AND (array_to_string(export_hidden_columns, ','::text) ~ '^([a-z_]{1,40}\.[a-z_]{1,40}(,|$))*$'::text))),
    CONSTRAINT user_settings_hidden_widgets_check CHECK (((cardinality(hidden_widgets) <= 20) AND (array_to_string(hidden_widgets, ','::text) ~ '^([a-z_]{1,40}(,|$))*$'::text))),
    CONSTRAINT user_settings_theme_check CHECK ((theme = ANY (ARRAY['light'::text, 'dark'::text])))
);


-- Keys and constraints

ALTER TABLE ONLY public.user_profiles
    ADD CONSTRAINT user_profiles_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.user_settings
    ADD CONSTRAINT user_settings_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


-- Indexes

CREATE INDEX users_role_idx ON public.users USING btree (role);


-- Triggers

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.handle_new_auth_user();

CREATE TRIGGER on_auth_user_email_changed AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN (((old.email)::text IS DISTINCT FROM (new.email)::text)) EXECUTE FUNCTION private.handle_auth_email_change();

CREATE TRIGGER user_profiles_touch_updated_at BEFORE UPDATE ON public.user_profiles FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE TRIGGER user_settings_touch_updated_at BEFORE UPDATE ON public.user_settings FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE TRIGGER users_check_avatar_url BEFORE INSERT OR UPDATE OF avatar_url ON public.users FOR EACH ROW EXECUTE FUNCTION private.check_avatar_url();

CREATE TRIGGER users_touch_updated_at BEFORE UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


-- Foreign keys

ALTER TABLE ONLY public.user_profiles
    ADD CONSTRAINT user_profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.user_settings
    ADD CONSTRAINT user_settings_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE;


-- Row level security

CREATE POLICY "Anonymous sessions have no access" ON public.user_profiles AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.user_settings AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.users AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Owners create their own profile" ON public.user_profiles FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Owners read their profile and admins read all" ON public.user_profiles FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

CREATE POLICY "Owners update their own profile" ON public.user_profiles FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users change only their own settings" ON public.user_settings FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users create only their own row, as free" ON public.users FOR INSERT TO authenticated WITH CHECK (((id = ( SELECT auth.uid() AS uid)) AND (role = 'free'::public.user_role)));

CREATE POLICY "Users create only their own settings" ON public.user_settings FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users read only their own settings" ON public.user_settings FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users read themselves and their case contacts, admins read all" ON public.users FOR SELECT TO authenticated USING (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin) OR (id IN ( SELECT private.case_contact_ids() AS case_contact_ids))));

CREATE POLICY "Users update only their own row" ON public.users FOR UPDATE TO authenticated USING ((id = ( SELECT auth.uid() AS uid))) WITH CHECK ((id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.user_profiles ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.user_settings ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.users ENABLE ROW LEVEL SECURITY;


-- Grants

REVOKE ALL ON FUNCTION private.authorize_case_contractor() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.authorize_time_entry() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.caller_role() FROM PUBLIC;
GRANT ALL ON FUNCTION private.caller_role() TO authenticated;

REVOKE ALL ON FUNCTION private.case_contact_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.case_contact_ids() TO authenticated;

REVOKE ALL ON FUNCTION private.check_avatar_url() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.circuit_labels_valid(labels text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.circuit_labels_valid(labels text[]) TO authenticated;
GRANT ALL ON FUNCTION private.circuit_labels_valid(labels text[]) TO service_role;

REVOKE ALL ON FUNCTION private.handle_auth_email_change() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.handle_new_auth_user() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.set_contractor_active(contractor_id uuid, active boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.set_contractor_active(contractor_id uuid, active boolean) TO authenticated;

REVOKE ALL ON FUNCTION private.set_user_role(target_user_id uuid, new_role public.user_role) FROM PUBLIC;
GRANT ALL ON FUNCTION private.set_user_role(target_user_id uuid, new_role public.user_role) TO authenticated;

REVOKE ALL ON FUNCTION public.deactivate_contractor(contractor_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.deactivate_contractor(contractor_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.deactivate_contractor(contractor_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.deactivate_contractor(contractor_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.reactivate_contractor(contractor_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.reactivate_contractor(contractor_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reactivate_contractor(contractor_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.reactivate_contractor(contractor_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.set_user_role(user_id uuid, new_role public.user_role) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.set_user_role(user_id uuid, new_role public.user_role) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_user_role(user_id uuid, new_role public.user_role) TO authenticated;
GRANT ALL ON FUNCTION public.set_user_role(user_id uuid, new_role public.user_role) TO service_role;

REVOKE ALL ON TABLE public.users FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.users TO service_role;
GRANT SELECT ON TABLE public.users TO authenticated;

GRANT INSERT(id) ON TABLE public.users TO authenticated;

GRANT INSERT(email) ON TABLE public.users TO authenticated;

GRANT INSERT(full_name),UPDATE(full_name) ON TABLE public.users TO authenticated;

GRANT UPDATE(hourly_rate) ON TABLE public.users TO authenticated;

GRANT UPDATE(avatar_url) ON TABLE public.users TO authenticated;

REVOKE ALL ON TABLE public.user_profiles FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.user_profiles TO service_role;
GRANT SELECT ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(user_id),UPDATE(user_id) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(phone),UPDATE(phone) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(address),UPDATE(address) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(city),UPDATE(city) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(state),UPDATE(state) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(zip),UPDATE(zip) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(education_level),UPDATE(education_level) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(custom_education),UPDATE(custom_education) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(bar_number),UPDATE(bar_number) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(practice_areas),UPDATE(practice_areas) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(bio),UPDATE(bio) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(availability),UPDATE(availability) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(preferred_case_types),UPDATE(preferred_case_types) ON TABLE public.user_profiles TO authenticated;

GRANT INSERT(florida_circuits),UPDATE(florida_circuits) ON TABLE public.user_profiles TO authenticated;

REVOKE ALL ON TABLE public.user_settings FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.user_settings TO service_role;
GRANT SELECT ON TABLE public.user_settings TO authenticated;

GRANT INSERT(user_id),UPDATE(user_id) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(theme),UPDATE(theme) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(notify_new_cases),UPDATE(notify_new_cases) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(notify_case_updates),UPDATE(notify_case_updates) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(notify_messages),UPDATE(notify_messages) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(notify_deadlines),UPDATE(notify_deadlines) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(compact_view),UPDATE(compact_view) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(show_case_count),UPDATE(show_case_count) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(show_deadlines),UPDATE(show_deadlines) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(show_time_tracking),UPDATE(show_time_tracking) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(email_notifications),UPDATE(email_notifications) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(email_daily_digest),UPDATE(email_daily_digest) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(hidden_widgets),UPDATE(hidden_widgets) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(export_date_format),UPDATE(export_date_format) ON TABLE public.user_settings TO authenticated;

GRANT INSERT(export_hidden_columns),UPDATE(export_hidden_columns) ON TABLE public.user_settings TO authenticated;

reset check_function_bodies;

-- Cases: posted by admins, accepted by contractors, with their details
-- (county, category, urgency, compensation), their history (case_events), the
-- listings free users see, the case search and the case page.
--
-- Rules:
-- * Free users see no case rows; they read open cases through
--   public.open_case_listings() and available_cases_count(), which have no
--   description (it can hold details about children). Anonymous sessions get
--   nothing from either.
-- * Active contractors read open, unassigned cases and their own; a
--   deactivated contractor reads only their own. A contractor changes a case
--   only by accepting it (open and unassigned -> assigned to themself), race
--   safe: the update's own WHERE re-checks the row it locks, so of two
--   accepts exactly one wins; accepting one's own case again answers with the
--   case, not 'already taken'.
-- * Admins post cases, move status, and assign, reassign or unassign through
--   public.assign_case() (a completed case is not reassigned); contractor_id
--   only ever names an active contractor. Nobody deletes cases through the API.
-- * county is one of Florida's 67 counties (a domain); compensation is shown
--   only on paid cases.
-- * Every posting, accept, assignment and status change writes a case_events
--   row by trigger (security definer; no client writes), with the names copied
--   in so the history reads the same later. Admins read all history; a
--   contractor reads that of cases they hold.
-- * The search is public.search_cases(query): the ids come from trigram
--   indexes (private.case_ids_matching, definer) and the rows from cases under
--   the caller's RLS, because ILIKE is not leakproof and cannot use an index
--   under RLS. % and _ are matched as typed.
-- * public.case_page() (security invoker) answers the whole case page in one
--   request; RLS on every table it reads decides what the caller sees.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Extensions

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;


-- Comments

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';


-- Types

CREATE TYPE public.case_category AS ENUM (
    'Dependency',
    'Family Court',
    'Juvenile'
);

CREATE TYPE public.case_event_kind AS ENUM (
    'posted',
    'accepted',
    'assigned',
    'reassigned',
    'unassigned',
    'status_changed'
);

CREATE TYPE public.case_type AS ENUM (
    'paid',
    'pro_bono'
);

CREATE TYPE public.case_urgency AS ENUM (
    'High',
    'Medium',
    'Low'
);

CREATE TYPE public.case_listing AS (
	id uuid,
	title text,
	type public.case_type,
	county text,
	category public.case_category,
	urgency public.case_urgency,
	compensation text,
	created_at timestamp with time zone
);

CREATE TYPE public.case_status AS ENUM (
    'open',
    'assigned',
    'in_progress',
    'completed'
);

CREATE DOMAIN public.florida_county AS text
	CONSTRAINT florida_county_check CHECK ((VALUE = ANY (ARRAY['Alachua'::text, 'Baker'::text, 'Bay'::text, 'Bradford'::text, 'Brevard'::text, 'Broward'::text, 'Calhoun'::text, 'Charlotte'::text, 'Citrus'::text, 'Clay'::text, 'Collier'::text, 'Columbia'::text, 'DeSoto'::text, 'Dixie'::text, 'Duval'::text, 'Escambia'::text, 'Flagler'::text, 'Franklin'::text, 'Gadsden'::text, 'Gilchrist'::text, 'Glades'::text, 'Gulf'::text, 'Hamilton'::text, 'Hardee'::text, 'Hendry'::text, 'Hernando'::text, 'Highlands'::text, 'Hillsborough'::text, 'Holmes'::text, 'Indian River'::text, 'Jackson'::text, 'Jefferson'::text, 'Lafayette'::text, 'Lake'::text, 'Lee'::text, 'Leon'::text, 'Levy'::text, 'Liberty'::text, 'Madison'::text, 'Manatee'::text, 'Marion'::text, 'Martin'::text, 'Miami-Dade'::text, 'Monroe'::text, 'Nassau'::text, 'Okaloosa'::text, 'Okeechobee'::text, 'Orange'::text, 'Osceola'::text, 'Palm Beach'::text, 'Pasco'::text, 'Pinellas'::text, 'Polk'::text, 'Putnam'::text, 'Santa Rosa'::text, 'Sarasota'::text, 'Seminole'::text, 'St. Johns'::text, 'St. Lucie'::text, 'Sumter'::text, 'Suwannee'::text, 'Taylor'::text, 'Union'::text, 'Volusia'::text, 'Wakulla'::text, 'Walton'::text, 'Washington'::text])));


-- Functions

CREATE FUNCTION private.available_cases_count() RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select count(*)::integer from public.cases
   where status = 'open' and not private.is_anonymous()
$$;

CREATE FUNCTION private.case_ids_matching(query text) RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(c.id), '{}')
    from public.cases c,
         lateral (select '%' || replace(replace(replace(query, '\', '\\'), '%', '\%'), '_', '\_') || '%' as pattern) p
   where c.title ilike p.pattern or c.description ilike p.pattern
$$;

CREATE FUNCTION private.check_case_contractor() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target public.users;
begin
  if new.contractor_id is not null
     and (tg_op = 'INSERT' or new.contractor_id is distinct from old.contractor_id) then
    select * into target from public.users where id = new.contractor_id;
    if target.role is distinct from 'contractor' then
      raise exception 'A case can be assigned only to a contractor' using errcode = '23514';
    end if;
    if target.deactivated_at is not null then
      raise exception 'This contractor is deactivated and takes no new cases'
        using errcode = '23514';
    end if;
  end if;
  return new;
end
$$;

CREATE FUNCTION private.open_case_listings() RETURNS SETOF public.case_listing
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.id, c.title, c.type, c.county::text, c.category, c.urgency, c.compensation, c.created_at
    from public.cases c
   where c.status = 'open'
     and not private.is_anonymous()
$$;

CREATE FUNCTION private.participant_case_ids() RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.id from public.cases c
   where c.admin_id = (select auth.uid()) or c.contractor_id = (select auth.uid())
$$;

CREATE FUNCTION private.record_case_event() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor uuid := auth.uid();
  event_kind public.case_event_kind;
begin
  if tg_op = 'INSERT' then
    event_kind := 'posted';
  elsif new.contractor_id is distinct from old.contractor_id then
    event_kind := case
      when new.contractor_id is null then 'unassigned'
      when old.contractor_id is not null then 'reassigned'
      when new.contractor_id = actor then 'accepted'
      else 'assigned'
    end;
  elsif new.status is distinct from old.status then
    event_kind := 'status_changed';
  else
    return null;
  end if;

  insert into public.case_events (
    case_id, kind, from_status, to_status, contractor_name, previous_contractor_name,
    actor_id, actor_name
  )
  values (
    new.id,
    event_kind,
    case when tg_op = 'UPDATE' then old.status end,
    new.status,
    (select u.full_name from public.users u where u.id = new.contractor_id),
    case when event_kind in ('reassigned', 'unassigned') then
      (select u.full_name from public.users u where u.id = old.contractor_id)
    end,
    actor,
    (select u.full_name from public.users u where u.id = actor)
  );
  return null;
end
$$;


-- Tables

CREATE TABLE public.cases (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    type public.case_type DEFAULT 'paid'::public.case_type NOT NULL,
    status public.case_status DEFAULT 'open'::public.case_status NOT NULL,
    admin_id uuid DEFAULT auth.uid() NOT NULL,
    contractor_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    county public.florida_county,
    category public.case_category DEFAULT 'Dependency'::public.case_category NOT NULL,
    urgency public.case_urgency DEFAULT 'Medium'::public.case_urgency NOT NULL,
    compensation text,
    abuse_allegation boolean DEFAULT false NOT NULL,
    last_message_at timestamp with time zone,
    CONSTRAINT cases_compensation_check CHECK (((compensation IS NULL) OR ((length(TRIM(BOTH FROM compensation)) >= 1) AND (length(TRIM(BOTH FROM compensation)) <= 100)))),
    CONSTRAINT cases_compensation_only_when_paid CHECK (((compensation IS NULL) OR (type = 'paid'::public.case_type))),
    CONSTRAINT cases_description_check CHECK (((length(TRIM(BOTH FROM description)) >= 1) AND (length(TRIM(BOTH FROM description)) <= 10000))),
    CONSTRAINT cases_title_check CHECK (((length(TRIM(BOTH FROM title)) >= 1) AND (length(TRIM(BOTH FROM title)) <= 200)))
);


-- Comments

COMMENT ON COLUMN public.cases.abuse_allegation IS 'The case involves an allegation of child abuse, abandonment or neglect (§61.402(2), Fla. Stat.).';


-- Functions

CREATE FUNCTION public.accept_case(case_id uuid) RETURNS SETOF public.cases
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  return query
    update public.cases c
       set contractor_id = (select auth.uid()), status = 'assigned'
     where c.id = accept_case.case_id
       and c.status = 'open'
       and c.contractor_id is null
    returning c.*;
  if not found then
    return query
      select c.* from public.cases c
       where c.id = accept_case.case_id
         and c.contractor_id = (select auth.uid())
         and c.status <> 'completed';
  end if;
end
$$;

CREATE FUNCTION public.assign_case(case_id uuid, contractor_id uuid DEFAULT NULL::uuid) RETURNS SETOF public.cases
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  current_status public.case_status;
begin
  if not private.is_admin() then
    raise exception 'Only admins assign cases' using errcode = '42501';
  end if;
  select c.status into current_status from public.cases c where c.id = assign_case.case_id;
  if not found then
    raise exception 'No such case' using errcode = 'P0002';
  end if;
  if current_status = 'completed' then
    raise exception 'A completed case cannot be reassigned' using errcode = '23514';
  end if;
  return query
    update public.cases c
       set contractor_id = assign_case.contractor_id,
           status = case when assign_case.contractor_id is null then 'open' else 'assigned' end::public.case_status
     where c.id = assign_case.case_id
    returning c.*;
end
$$;

CREATE FUNCTION public.available_cases_count() RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.available_cases_count()
$$;

CREATE FUNCTION public.case_page(case_id uuid, with_contractors boolean DEFAULT false) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'case', (
      select to_jsonb(c) || jsonb_build_object(
        'accept_blocker', public.accept_blocker(c),
        'admin', (select jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
                    from public.users u where u.id = c.admin_id),
        'contractor', (select jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
                         from public.users u where u.id = c.contractor_id),
        'case_events', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'id', e.id, 'case_id', e.case_id, 'kind', e.kind,
                   'from_status', e.from_status, 'to_status', e.to_status,
                   'contractor_name', e.contractor_name,
                   'previous_contractor_name', e.previous_contractor_name,
                   'actor_name', e.actor_name, 'created_at', e.created_at)
                   order by e.created_at)
            from public.case_events e where e.case_id = c.id), '[]'::jsonb))
        from public.cases c where c.id = case_page.case_id),
    'time_entries', coalesce((
      select jsonb_agg(to_jsonb(t) || jsonb_build_object('case',
               (select jsonb_build_object('id', c.id, 'title', c.title, 'status', c.status, 'type', c.type)
                  from public.cases c where c.id = t.case_id))
               order by t.date desc, t.created_at desc)
        from public.time_entries t where t.case_id = case_page.case_id), '[]'::jsonb),
    'court_dates', coalesce((
      select jsonb_agg(to_jsonb(d) order by d.hearing_at)
        from public.court_dates d where d.case_id = case_page.case_id), '[]'::jsonb),
    'deadline_rules', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.category)
        from public.report_deadline_rules r), '[]'::jsonb),
    'contacts', coalesce((
      select jsonb_agg(to_jsonb(k) || jsonb_build_object(
               'contact_expenses', coalesce((
                 select jsonb_agg(to_jsonb(x) order by x.created_at)
                   from public.contact_expenses x where x.contact_id = k.id), '[]'::jsonb),
               'time_entry', (
                 select jsonb_build_object('invoice_lines', coalesce((
                          select jsonb_agg(jsonb_build_object('released', l.released, 'invoice',
                                   (select jsonb_build_object('number', i.number, 'status', i.status)
                                      from public.invoices i where i.id = l.invoice_id)))
                            from public.invoice_lines l where l.time_entry_id = t.id), '[]'::jsonb))
                   from public.time_entries t where t.contact_id = k.id))
               order by k.contact_date desc, k.created_at desc)
        from public.case_contacts k where k.case_id = case_page.case_id), '[]'::jsonb),
    'contractors', case when with_contractors then coalesce((
      select jsonb_agg(jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
               order by u.full_name)
        from public.users u where u.role = 'contractor'), '[]'::jsonb) end
  )
$$;

CREATE FUNCTION public.open_case_listings() RETURNS SETOF public.case_listing
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.open_case_listings()
$$;

CREATE FUNCTION public.search_cases(query text) RETURNS SETOF public.cases
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select c.* from public.cases c where c.id = any((select private.case_ids_matching(query))::uuid[])
$$;


-- Tables

CREATE TABLE public.case_events (
    id bigint NOT NULL,
    case_id uuid NOT NULL,
    kind public.case_event_kind NOT NULL,
    from_status public.case_status,
    to_status public.case_status NOT NULL,
    contractor_name text,
    previous_contractor_name text,
    actor_id uuid,
    actor_name text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT case_events_actor_name_check CHECK ((length(actor_name) <= 200)),
    CONSTRAINT case_events_contractor_name_check CHECK ((length(contractor_name) <= 200)),
    CONSTRAINT case_events_previous_contractor_name_check CHECK ((length(previous_contractor_name) <= 200))
);


-- Identity columns

ALTER TABLE public.case_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.case_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


-- Keys and constraints

ALTER TABLE ONLY public.case_events
    ADD CONSTRAINT case_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.cases
    ADD CONSTRAINT cases_pkey PRIMARY KEY (id);


-- Indexes

CREATE INDEX case_events_actor_id_idx ON public.case_events USING btree (actor_id);

CREATE INDEX case_events_assignments_idx ON public.case_events USING btree (case_id, created_at) WHERE (kind = ANY (ARRAY['accepted'::public.case_event_kind, 'assigned'::public.case_event_kind, 'reassigned'::public.case_event_kind]));

CREATE INDEX case_events_case_id_idx ON public.case_events USING btree (case_id, created_at);

CREATE INDEX cases_abuse_allegation_idx ON public.cases USING btree (abuse_allegation) WHERE abuse_allegation;

CREATE INDEX cases_admin_id_idx ON public.cases USING btree (admin_id);

CREATE INDEX cases_contractor_id_idx ON public.cases USING btree (contractor_id);

CREATE INDEX cases_created_at_idx ON public.cases USING btree (created_at DESC);

CREATE INDEX cases_description_trgm_idx ON public.cases USING gin (description extensions.gin_trgm_ops);

CREATE INDEX cases_status_county_category_idx ON public.cases USING btree (status, county, category);

CREATE INDEX cases_status_idx ON public.cases USING btree (status);

CREATE INDEX cases_thread_activity_idx ON public.cases USING btree (COALESCE(last_message_at, updated_at) DESC, id);

CREATE INDEX cases_title_trgm_idx ON public.cases USING gin (title extensions.gin_trgm_ops);

CREATE INDEX cases_unfinished_for_entries_idx ON public.cases USING btree (id) INCLUDE (title, status, type, contractor_id) WHERE (status <> 'completed'::public.case_status);


-- Triggers

CREATE TRIGGER cases_authorize_contractor BEFORE INSERT OR UPDATE OF contractor_id ON public.cases FOR EACH ROW EXECUTE FUNCTION private.authorize_case_contractor();

CREATE TRIGGER cases_check_contractor BEFORE INSERT OR UPDATE OF contractor_id ON public.cases FOR EACH ROW EXECUTE FUNCTION private.check_case_contractor();

CREATE TRIGGER cases_record_event AFTER INSERT OR UPDATE OF status, contractor_id ON public.cases FOR EACH ROW EXECUTE FUNCTION private.record_case_event();

CREATE TRIGGER cases_touch_updated_at BEFORE UPDATE ON public.cases FOR EACH ROW WHEN ((NOT (old.last_message_at IS DISTINCT FROM new.last_message_at))) EXECUTE FUNCTION private.touch_updated_at();


-- Foreign keys

ALTER TABLE ONLY public.case_events
    ADD CONSTRAINT case_events_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES public.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.case_events
    ADD CONSTRAINT case_events_case_id_fkey FOREIGN KEY (case_id) REFERENCES public.cases(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.cases
    ADD CONSTRAINT cases_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.users(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.cases
    ADD CONSTRAINT cases_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES public.users(id) ON DELETE SET NULL;


-- Row level security

CREATE POLICY "Admins change any case, contractors only accept an open one" ON public.cases FOR UPDATE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR ((status = 'open'::public.case_status) AND (contractor_id IS NULL) AND ( SELECT private.is_active_contractor() AS is_active_contractor)))) WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR ((status = 'assigned'::public.case_status) AND (contractor_id = ( SELECT auth.uid() AS uid)))));

CREATE POLICY "Admins post open cases as themselves" ON public.cases FOR INSERT TO authenticated WITH CHECK ((( SELECT private.is_admin() AS is_admin) AND (admin_id = ( SELECT auth.uid() AS uid)) AND (status = 'open'::public.case_status) AND (contractor_id IS NULL)));

CREATE POLICY "Admins read all case history, contractors that of cases they ho" ON public.case_events FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (case_id IN ( SELECT private.participant_case_ids() AS participant_case_ids))));

CREATE POLICY "Admins see all cases, contractors see open cases and their own" ON public.cases FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (contractor_id = ( SELECT auth.uid() AS uid)) OR ((status = 'open'::public.case_status) AND ( SELECT private.is_active_contractor() AS is_active_contractor))));

CREATE POLICY "Anonymous sessions have no access" ON public.case_events AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.cases AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

ALTER TABLE public.case_events ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.cases ENABLE ROW LEVEL SECURITY;


-- Grants

REVOKE ALL ON FUNCTION private.available_cases_count() FROM PUBLIC;
GRANT ALL ON FUNCTION private.available_cases_count() TO authenticated;

REVOKE ALL ON FUNCTION private.case_ids_matching(query text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.case_ids_matching(query text) TO authenticated;

REVOKE ALL ON FUNCTION private.check_case_contractor() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.open_case_listings() FROM PUBLIC;
GRANT ALL ON FUNCTION private.open_case_listings() TO authenticated;

REVOKE ALL ON FUNCTION private.participant_case_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.participant_case_ids() TO authenticated;

REVOKE ALL ON FUNCTION private.record_case_event() FROM PUBLIC;

REVOKE ALL ON TABLE public.cases FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.cases TO service_role;
GRANT SELECT ON TABLE public.cases TO authenticated;

GRANT INSERT(title) ON TABLE public.cases TO authenticated;

GRANT INSERT(description) ON TABLE public.cases TO authenticated;

GRANT INSERT(type) ON TABLE public.cases TO authenticated;

GRANT INSERT(status),UPDATE(status) ON TABLE public.cases TO authenticated;

GRANT INSERT(admin_id) ON TABLE public.cases TO authenticated;

GRANT UPDATE(contractor_id) ON TABLE public.cases TO authenticated;

GRANT UPDATE(updated_at) ON TABLE public.cases TO authenticated;

GRANT INSERT(county) ON TABLE public.cases TO authenticated;

GRANT INSERT(category) ON TABLE public.cases TO authenticated;

GRANT INSERT(urgency) ON TABLE public.cases TO authenticated;

GRANT INSERT(compensation) ON TABLE public.cases TO authenticated;

GRANT INSERT(abuse_allegation) ON TABLE public.cases TO authenticated;

REVOKE ALL ON FUNCTION public.accept_case(case_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.accept_case(case_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.accept_case(case_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.accept_case(case_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.assign_case(case_id uuid, contractor_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.assign_case(case_id uuid, contractor_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.assign_case(case_id uuid, contractor_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.assign_case(case_id uuid, contractor_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.available_cases_count() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.available_cases_count() FROM PUBLIC;
GRANT ALL ON FUNCTION public.available_cases_count() TO authenticated;
GRANT ALL ON FUNCTION public.available_cases_count() TO service_role;

REVOKE ALL ON FUNCTION public.case_page(case_id uuid, with_contractors boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.case_page(case_id uuid, with_contractors boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.case_page(case_id uuid, with_contractors boolean) TO authenticated;
GRANT ALL ON FUNCTION public.case_page(case_id uuid, with_contractors boolean) TO service_role;

REVOKE ALL ON FUNCTION public.open_case_listings() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.open_case_listings() FROM PUBLIC;
GRANT ALL ON FUNCTION public.open_case_listings() TO authenticated;
GRANT ALL ON FUNCTION public.open_case_listings() TO service_role;

REVOKE ALL ON FUNCTION public.search_cases(query text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.search_cases(query text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.search_cases(query text) TO authenticated;
GRANT ALL ON FUNCTION public.search_cases(query text) TO service_role;

REVOKE ALL ON TABLE public.case_events FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.case_events TO service_role;

GRANT SELECT(id) ON TABLE public.case_events TO authenticated;

GRANT SELECT(case_id) ON TABLE public.case_events TO authenticated;

GRANT SELECT(kind) ON TABLE public.case_events TO authenticated;

GRANT SELECT(from_status) ON TABLE public.case_events TO authenticated;

GRANT SELECT(to_status) ON TABLE public.case_events TO authenticated;

GRANT SELECT(contractor_name) ON TABLE public.case_events TO authenticated;

GRANT SELECT(previous_contractor_name) ON TABLE public.case_events TO authenticated;

GRANT SELECT(actor_name) ON TABLE public.case_events TO authenticated;

GRANT SELECT(created_at) ON TABLE public.case_events TO authenticated;

REVOKE ALL ON SEQUENCE public.case_events_id_seq FROM anon, authenticated, service_role;
GRANT ALL ON SEQUENCE public.case_events_id_seq TO anon;
GRANT ALL ON SEQUENCE public.case_events_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.case_events_id_seq TO service_role;

reset check_function_bodies;

-- Requests: GAL requests from the landing page's 'Find a Guardian ad Litem for
-- your Case' form, and the flood guard that limits what strangers can write.
--
-- Rules:
-- * Visitors file through an anonymous session (given by Auth after a CAPTCHA);
--   filing is the only thing such a session can do. Only admins read or change
--   requests; a filer never reads theirs back (insert with return=minimal).
-- * Every text field is bounded and the email must be a valid address by the
--   WHATWG rule (no '?', no second '@'), because this is the one table
--   strangers write to and admins reply by mailto: link. The address rule is
--   NOT VALID: requests filed before it are not rechecked.
-- * One request per statement (GC003). Per session at most 3 requests and 3
--   voice notes an hour, and an hourly cap per pool of sessions (visitors,
--   fresh accounts, established accounts: 20261213000100_flood_pools); over
--   either PT429 (HTTP 429). A request's voice_note_path must name a voice note uploaded in
--   the last 10 minutes (GC004) not linked to another request (GC005).
-- * Status moves forward only: new -> contacted -> closed (new -> closed for
--   spam); reopening is GC006. status_changed_by / _at are stamped from the
--   JWT, never sent by the client.
-- * Voice notes whose request never came are listed for admins by
--   public.orphaned_voice_notes() (older than an hour, named by no request) and
--   removed through the storage API, which deletes the file with its row.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Types

CREATE TYPE public.request_status AS ENUM (
    'new',
    'contacted',
    'closed'
);


-- Functions

CREATE FUNCTION private.allow_voice_note_upload(name text) RETURNS boolean
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.flood_guard('voice_note', allow_voice_note_upload.name)
$$;

CREATE FUNCTION private.flood_guard(kind text, object_name text DEFAULT NULL::text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  per_session_limit constant integer := 3;
  overall_limit constant integer := 1000;
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'new row violates row-level security policy for table "%"',
      case flood_guard.kind when 'voice_note' then 'objects' else 'gal_requests' end
      using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('private.flood_guard/' || flood_guard.kind, 0));
  delete from private.flood_events e
   where e.kind = flood_guard.kind and e.created_at < now() - interval '1 hour';
  if (
    select count(*) from private.flood_events e
     where e.kind = flood_guard.kind and e.user_id = caller
  ) >= per_session_limit then
    raise exception 'You have sent several requests in the last hour. Please wait a while and try again.'
      using errcode = 'PT429';
  end if;
  if (select count(*) from private.flood_events e where e.kind = flood_guard.kind) >= overall_limit then
    raise exception 'We are receiving too many requests right now. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  insert into private.flood_events (kind, user_id, object_name)
  values (flood_guard.kind, caller, flood_guard.object_name);
  return true;
end
$$;

CREATE FUNCTION private.guard_gal_request() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  -- A path of the wrong shape is the column check's to report.
  if new.voice_note_path like 'requests/%.webm' then
    if not private.voice_note_recent(new.voice_note_path) then
      raise exception 'The voice note was not found or is too old. Please record it again.'
        using errcode = 'GC004';
    end if;
    if private.voice_note_linked(new.voice_note_path) then
      raise exception 'This voice note is already attached to another request.'
        using errcode = 'GC005';
    end if;
  end if;
  perform private.flood_guard('gal_request');
  return new;
end
$$;

CREATE FUNCTION private.refuse_bulk_gal_requests() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from new_rows) > 1 then
    raise exception 'Send one GAL request at a time.' using errcode = 'GC003';
  end if;
  return null;
end
$$;

CREATE FUNCTION private.stamp_gal_request_status() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status = old.status then
    return new;
  end if;
  if new.status < old.status then
    raise exception 'A % request cannot go back to %.', old.status, new.status
      using errcode = 'GC006';
  end if;
  new.status_changed_by := (select auth.uid());
  new.status_changed_at := now();
  return new;
end
$$;

CREATE FUNCTION private.voice_note_linked(name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.gal_requests r where r.voice_note_path = voice_note_linked.name)
$$;

CREATE FUNCTION private.voice_note_recent(name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from private.flood_events e
     where e.kind = 'voice_note' and e.object_name = voice_note_recent.name
       and e.user_id = (select auth.uid())
       and e.created_at > now() - interval '10 minutes'
  )
$$;

CREATE FUNCTION public.orphaned_voice_notes() RETURNS SETOF text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select o.name
    from storage.objects o
   where o.bucket_id = 'voice-notes'
     and o.created_at < now() - interval '1 hour'
     and not exists (
       select 1 from public.gal_requests r where r.voice_note_path = o.name
     )
   order by o.created_at
   limit 100
$$;


-- Tables

CREATE TABLE private.flood_events (
    id bigint NOT NULL,
    kind text NOT NULL,
    object_name text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    user_id uuid NOT NULL,
    CONSTRAINT flood_events_kind_check CHECK ((kind = ANY (ARRAY['gal_request'::text, 'voice_note'::text]))),
    CONSTRAINT flood_events_object_name_check CHECK ((length(object_name) <= 200))
);


-- Identity columns

ALTER TABLE private.flood_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.flood_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


-- Tables

CREATE TABLE public.gal_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    case_type text NOT NULL,
    county text NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    phone text NOT NULL,
    details text NOT NULL,
    urgent boolean DEFAULT false NOT NULL,
    voice_note_path text,
    status public.request_status DEFAULT 'new'::public.request_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    status_changed_by uuid,
    status_changed_at timestamp with time zone,
    CONSTRAINT gal_requests_case_type_check CHECK ((case_type = ANY (ARRAY['Divorce with Minor Children'::text, 'Child Custody Dispute'::text, 'Parenting Plan Modification'::text, 'Relocation Case'::text, 'Other Family Law Matter'::text]))),
    CONSTRAINT gal_requests_county_check CHECK (((length(TRIM(BOTH FROM county)) >= 1) AND (length(TRIM(BOTH FROM county)) <= 100))),
    CONSTRAINT gal_requests_details_check CHECK (((length(TRIM(BOTH FROM details)) >= 1) AND (length(TRIM(BOTH FROM details)) <= 10000))),
    CONSTRAINT gal_requests_name_check CHECK (((length(TRIM(BOTH FROM name)) >= 1) AND (length(TRIM(BOTH FROM name)) <= 200))),
    CONSTRAINT gal_requests_phone_check CHECK (((length(TRIM(BOTH FROM phone)) >= 1) AND (length(TRIM(BOTH FROM phone)) <= 50))),
    CONSTRAINT gal_requests_voice_note_path_check CHECK ((voice_note_path ~ '^requests/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webm$'::text))
);


-- Keys and constraints

ALTER TABLE ONLY private.flood_events
    ADD CONSTRAINT flood_events_pkey PRIMARY KEY (id);

ALTER TABLE public.gal_requests
    ADD CONSTRAINT gal_requests_email_address CHECK (((length(email) <= 320) AND (email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'::text))) NOT VALID;

ALTER TABLE ONLY public.gal_requests
    ADD CONSTRAINT gal_requests_pkey PRIMARY KEY (id);


-- Indexes

CREATE INDEX flood_events_kind_created_at_idx ON private.flood_events USING btree (kind, created_at);

CREATE INDEX flood_events_kind_user_id_idx ON private.flood_events USING btree (kind, user_id, created_at);

CREATE INDEX flood_events_object_name_idx ON private.flood_events USING btree (object_name);

CREATE INDEX gal_requests_county_idx ON public.gal_requests USING btree (county);

CREATE INDEX gal_requests_created_at_idx ON public.gal_requests USING btree (created_at DESC);

CREATE INDEX gal_requests_status_changed_by_idx ON public.gal_requests USING btree (status_changed_by);

CREATE INDEX gal_requests_status_idx ON public.gal_requests USING btree (status);

CREATE UNIQUE INDEX gal_requests_voice_note_path_key ON public.gal_requests USING btree (voice_note_path) WHERE (voice_note_path IS NOT NULL);


-- Triggers

CREATE TRIGGER gal_requests_guard BEFORE INSERT ON public.gal_requests FOR EACH ROW EXECUTE FUNCTION private.guard_gal_request();

CREATE TRIGGER gal_requests_one_per_statement AFTER INSERT ON public.gal_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_bulk_gal_requests();

CREATE TRIGGER gal_requests_stamp_status BEFORE UPDATE OF status ON public.gal_requests FOR EACH ROW EXECUTE FUNCTION private.stamp_gal_request_status();

CREATE TRIGGER gal_requests_touch_updated_at BEFORE UPDATE ON public.gal_requests FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


-- Foreign keys

ALTER TABLE ONLY public.gal_requests
    ADD CONSTRAINT gal_requests_status_changed_by_fkey FOREIGN KEY (status_changed_by) REFERENCES public.users(id) ON DELETE SET NULL;


-- Row level security

ALTER TABLE private.flood_events ENABLE ROW LEVEL SECURITY;

CREATE POLICY "Admins change GAL request status" ON public.gal_requests FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

CREATE POLICY "Admins read GAL requests" ON public.gal_requests FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));

CREATE POLICY "Anonymous sessions do not change requests" ON public.gal_requests AS RESTRICTIVE FOR UPDATE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions do not delete requests" ON public.gal_requests AS RESTRICTIVE FOR DELETE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions do not read requests" ON public.gal_requests AS RESTRICTIVE FOR SELECT TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Sessions file new GAL requests, within the flood guard" ON public.gal_requests FOR INSERT TO authenticated WITH CHECK ((status = 'new'::public.request_status));

ALTER TABLE public.gal_requests ENABLE ROW LEVEL SECURITY;


-- Grants

REVOKE ALL ON FUNCTION private.allow_voice_note_upload(name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.allow_voice_note_upload(name text) TO authenticated;

REVOKE ALL ON FUNCTION private.flood_guard(kind text, object_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.flood_guard(kind text, object_name text) TO authenticated;

REVOKE ALL ON FUNCTION private.guard_gal_request() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.refuse_bulk_gal_requests() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.stamp_gal_request_status() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.voice_note_linked(name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.voice_note_linked(name text) TO authenticated;

REVOKE ALL ON FUNCTION private.voice_note_recent(name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.voice_note_recent(name text) TO authenticated;

REVOKE ALL ON FUNCTION public.orphaned_voice_notes() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.orphaned_voice_notes() FROM PUBLIC;
GRANT ALL ON FUNCTION public.orphaned_voice_notes() TO authenticated;
GRANT ALL ON FUNCTION public.orphaned_voice_notes() TO service_role;

REVOKE ALL ON TABLE public.gal_requests FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.gal_requests TO service_role;
GRANT SELECT ON TABLE public.gal_requests TO authenticated;

GRANT INSERT(case_type) ON TABLE public.gal_requests TO authenticated;

GRANT INSERT(county) ON TABLE public.gal_requests TO authenticated;

GRANT INSERT(name) ON TABLE public.gal_requests TO authenticated;

GRANT INSERT(email) ON TABLE public.gal_requests TO authenticated;

GRANT INSERT(phone) ON TABLE public.gal_requests TO authenticated;

GRANT INSERT(details) ON TABLE public.gal_requests TO authenticated;

GRANT INSERT(urgent) ON TABLE public.gal_requests TO authenticated;

GRANT INSERT(voice_note_path) ON TABLE public.gal_requests TO authenticated;

GRANT UPDATE(status) ON TABLE public.gal_requests TO authenticated;

reset check_function_bodies;

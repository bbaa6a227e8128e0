-- Messages: per case, between the case's admin and its contractor.
--
-- Rules:
-- * Participants are the case's admin and contractor; other admins read every
--   message (oversight) but write only on their own cases. A contractor
--   unassigned from a case loses its messages.
-- * A message is immutable; the only change is read_at, set by the recipient.
--   Nobody deletes messages through the API.
-- * public.message_threads(thread_limit, thread_case) lists the caller's
--   threads a page at a time: threads with something unread first, then
--   newest activity (cases.last_message_at, kept by a trigger). The row type
--   has every field nullable, which is true of it.
-- * unread_message_count() and mark_thread_read() act on the caller's threads.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Types

CREATE TYPE public.message_thread AS (
	case_id uuid,
	case_title text,
	case_status public.case_status,
	admin_id uuid,
	admin_name text,
	contractor_id uuid,
	contractor_name text,
	last_message_body text,
	last_message_at timestamp with time zone,
	last_sender_id uuid,
	message_count integer,
	unread_count integer,
	can_send boolean
);


-- Functions

CREATE FUNCTION private.stamp_thread_activity() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.cases
     set last_message_at = greatest(last_message_at, new.created_at)
   where id = new.case_id
     and last_message_at is distinct from greatest(last_message_at, new.created_at);
  return null;
end
$$;

CREATE FUNCTION public.mark_thread_read(case_id uuid) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with marked as (
    update public.messages m
       set read_at = now()
     where m.case_id = mark_thread_read.case_id
       and m.read_at is null
       and m.sender_id <> (select auth.uid())
    returning 1
  )
  select count(*)::integer from marked
$$;

CREATE FUNCTION public.message_threads(thread_limit integer DEFAULT 50, thread_case uuid DEFAULT NULL::uuid) RETURNS SETOF public.message_thread
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with unread as (
    -- Threads with something unread for the caller, as one of its two people.
    select c.id, c.activity
      from (select m.case_id from public.messages m
             where m.read_at is null and m.sender_id <> (select auth.uid())
             group by m.case_id) u
      join lateral (
        select c.id, coalesce(c.last_message_at, c.updated_at) as activity
          from public.cases c
         where c.id = u.case_id and (select auth.uid()) in (c.admin_id, c.contractor_id)
         limit 1 -- one primary-key probe per thread, never a scan of every case
      ) c on true
  ),
  -- A thread is the caller's when the case has a contractor and the caller is one
  -- of its two people, or it has messages the caller may read.
  page as (
    (select c.id, exists (select 1 from unread u where u.id = c.id) as has_unread,
            coalesce(c.last_message_at, c.updated_at) as activity
       from public.cases c
      where thread_case is not null and c.id = thread_case
        and ((c.contractor_id is not null and (select auth.uid()) in (c.admin_id, c.contractor_id))
             or (c.last_message_at is not null
                 and ((select private.is_admin()) or (select auth.uid()) in (c.admin_id, c.contractor_id)))))
    union all
    (select id, true, activity from unread
      where thread_case is null
      order by activity desc, id
      limit least(greatest(thread_limit, 1), 1000))
    -- The rest in two indexed parts, each cut at the page size: a contractor's
    -- own cases (cases_contractor_id_idx), and for an admin their own cases with a
    -- contractor and every case with messages (the activity index; skipped for
    -- anyone else).
    union all
    (select c.id, false, coalesce(c.last_message_at, c.updated_at)
       from public.cases c
      where c.contractor_id = (select auth.uid())
        and thread_case is null
        and c.id not in (select id from unread)
      order by coalesce(c.last_message_at, c.updated_at) desc, c.id
      limit least(greatest(thread_limit, 1), 1000))
    union
    (select c.id, false, coalesce(c.last_message_at, c.updated_at)
       from public.cases c
      where (select private.is_admin())
        and (c.last_message_at is not null
             or (c.admin_id = (select auth.uid()) and c.contractor_id is not null))
        and thread_case is null
        and c.id not in (select id from unread)
      order by coalesce(c.last_message_at, c.updated_at) desc, c.id
      limit least(greatest(thread_limit, 1), 1000))
    order by has_unread desc, activity desc, id
    limit least(greatest(thread_limit, 1), 1000)
  )
  select c.id, c.title, c.status, c.admin_id, a.full_name, c.contractor_id, k.full_name,
         last.body, last.created_at, last.sender_id,
         stats.total, stats.unread,
         c.contractor_id is not null
           and (select auth.uid()) in (c.admin_id, c.contractor_id)
    from page p
    join public.cases c on c.id = p.id
    left join public.users a on a.id = c.admin_id
    left join public.users k on k.id = c.contractor_id
    cross join lateral (
      select count(*)::integer as total,
             (count(*) filter (
                where m.read_at is null
                  and m.sender_id <> (select auth.uid())
                  and (select auth.uid()) in (c.admin_id, c.contractor_id)
             ))::integer as unread
        from public.messages m
       where m.case_id = c.id
    ) stats
    left join lateral (
      select m.body, m.created_at, m.sender_id
        from public.messages m
       where m.case_id = c.id
       order by m.created_at desc, m.id desc
       limit 1
    ) last on true
   order by p.has_unread desc, p.activity desc, c.id
$$;

CREATE FUNCTION public.unread_message_count() RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select count(*)::integer
    from public.messages m
    join public.cases c on c.id = m.case_id
   where m.read_at is null
     and m.sender_id <> (select auth.uid())
     and (select auth.uid()) in (c.admin_id, c.contractor_id)
$$;


-- Tables

CREATE TABLE public.messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    case_id uuid NOT NULL,
    sender_id uuid DEFAULT auth.uid() NOT NULL,
    body text NOT NULL,
    read_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT messages_body_check CHECK (((length(TRIM(BOTH FROM body)) >= 1) AND (length(TRIM(BOTH FROM body)) <= 5000)))
);


-- Keys and constraints

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_pkey PRIMARY KEY (id);


-- Indexes

CREATE INDEX messages_case_id_idx ON public.messages USING btree (case_id, created_at);

CREATE INDEX messages_sender_id_idx ON public.messages USING btree (sender_id);

CREATE INDEX messages_unread_idx ON public.messages USING btree (case_id) WHERE (read_at IS NULL);


-- Triggers

CREATE TRIGGER messages_notify AFTER INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION private.notify_message();

CREATE TRIGGER messages_stamp_read_at BEFORE UPDATE OF read_at ON public.messages FOR EACH ROW EXECUTE FUNCTION private.stamp_read_at();

CREATE TRIGGER messages_stamp_thread_activity AFTER INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION private.stamp_thread_activity();

CREATE TRIGGER messages_touch_updated_at BEFORE UPDATE ON public.messages FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


-- Foreign keys

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_case_id_fkey FOREIGN KEY (case_id) REFERENCES public.cases(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_sender_id_fkey FOREIGN KEY (sender_id) REFERENCES public.users(id) ON DELETE CASCADE;


-- Row level security

CREATE POLICY "Anonymous sessions have no access" ON public.messages AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Case participants and admins read messages" ON public.messages FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (case_id IN ( SELECT private.participant_case_ids() AS participant_case_ids))));

CREATE POLICY "Case participants send messages as themselves" ON public.messages FOR INSERT TO authenticated WITH CHECK (((sender_id = ( SELECT auth.uid() AS uid)) AND (case_id IN ( SELECT private.participant_case_ids() AS participant_case_ids))));

CREATE POLICY "Recipients mark messages read" ON public.messages FOR UPDATE TO authenticated USING (((sender_id <> ( SELECT auth.uid() AS uid)) AND (case_id IN ( SELECT private.participant_case_ids() AS participant_case_ids)))) WITH CHECK (((sender_id <> ( SELECT auth.uid() AS uid)) AND (case_id IN ( SELECT private.participant_case_ids() AS participant_case_ids))));

ALTER TABLE public.messages ENABLE ROW LEVEL SECURITY;


-- Grants

REVOKE ALL ON FUNCTION private.stamp_thread_activity() FROM PUBLIC;

REVOKE ALL ON FUNCTION public.mark_thread_read(case_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.mark_thread_read(case_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mark_thread_read(case_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.mark_thread_read(case_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.message_threads(thread_limit integer, thread_case uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.message_threads(thread_limit integer, thread_case uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.message_threads(thread_limit integer, thread_case uuid) TO authenticated;
GRANT ALL ON FUNCTION public.message_threads(thread_limit integer, thread_case uuid) TO service_role;

REVOKE ALL ON FUNCTION public.unread_message_count() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.unread_message_count() FROM PUBLIC;
GRANT ALL ON FUNCTION public.unread_message_count() TO authenticated;
GRANT ALL ON FUNCTION public.unread_message_count() TO service_role;

REVOKE ALL ON TABLE public.messages FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.messages TO service_role;
GRANT SELECT ON TABLE public.messages TO authenticated;

GRANT INSERT(case_id) ON TABLE public.messages TO authenticated;

GRANT INSERT(sender_id) ON TABLE public.messages TO authenticated;

GRANT INSERT(body) ON TABLE public.messages TO authenticated;

GRANT UPDATE(read_at) ON TABLE public.messages TO authenticated;

reset check_function_bodies;

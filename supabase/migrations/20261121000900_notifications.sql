-- Notifications: what the database tells a user, in the app (the bell) and by
-- email through email_outbox, and every trigger that creates one.
--
-- Rules:
-- * private.notify() is the only writer. A kind governed by a settings toggle
--   ('newCases', 'caseUpdates', 'messages', 'deadlines') is skipped when the
--   user turned it off; kinds no toggle names are always created.
-- * Users read their own notifications and mark them read; nothing else.
-- * A message notifies the other participant, never the sender, naming the
--   sender and the case, not the text. Case postings, assignments, court dates
--   and application decisions notify whom they concern; an invoice step
--   notifies whoever acts next, never the person who took the step.
-- * Email: one row per notification, or a daily digest for users who chose it.
--   The send-email Edge Function (service_role only) claims rows `for update
--   skip locked` and reports how each went; a row left sending 10 minutes is
--   claimed again.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Types

CREATE TYPE public.email_job AS (
	outbox_ids bigint[],
	email text,
	full_name text,
	digest boolean,
	items jsonb,
	attempts integer
);

CREATE TYPE public.email_status AS ENUM (
    'queued',
    'sending',
    'sent',
    'undeliverable'
);


-- Functions

CREATE FUNCTION private.case_link(case_id uuid) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select '/dashboard/cases/' || case_id::text
$$;

CREATE FUNCTION private.circuit_numbers(labels text[]) RETURNS integer[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(array_agg((substring(l from '^([0-9]+)'))::integer), '{}')
    from unnest(labels) as l
   where l ~ '^[0-9]+'
$$;

CREATE FUNCTION private.claim_email_batch(max_jobs integer) RETURNS SETOF public.email_job
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- A row a dead sender left behind after its last attempt is given up.
  update public.email_outbox o
     set status = 'undeliverable', last_error = coalesce(o.last_error, 'The sender did not report back')
   where o.status = 'sending' and o.claimed_at < now() - interval '10 minutes' and o.attempts >= 5;

  return query
  with picked as (
    select o.id from public.email_outbox o
     where (o.status = 'queued' and o.next_attempt_at <= now())
        or (o.status = 'sending' and o.claimed_at < now() - interval '10 minutes')
     order by o.next_attempt_at, o.id
     limit greatest(1, least(max_jobs, 100))
       for update skip locked
  ), claimed as (
    update public.email_outbox o
       set status = 'sending', claimed_at = now(), attempts = o.attempts + 1
      from picked where o.id = picked.id
    returning o.id, o.user_id, o.notification_id, o.digest, o.attempts
  )
  select array_agg(c.id order by c.id), u.email, u.full_name, c.digest,
         jsonb_agg(jsonb_build_object('title', n.title, 'body', n.body, 'link', n.link,
                                      'created_at', n.created_at) order by n.created_at, c.id),
         max(c.attempts)
    from claimed c
    join public.users u on u.id = c.user_id
    join public.notifications n on n.id = c.notification_id
   group by u.id, u.email, u.full_name, c.digest, case when c.digest then null else c.id end;
end
$$;

CREATE FUNCTION private.finish_email_batch(outbox_ids bigint[], error text, permanent boolean) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if error is null then
    update public.email_outbox o
       set status = 'sent', sent_at = now(), last_error = null
     where o.id = any (outbox_ids) and o.status = 'sending';
  else
    update public.email_outbox o
       set status = case when permanent or o.attempts >= 5 then 'undeliverable' else 'queued' end::public.email_status,
           next_attempt_at = now() + interval '1 minute' * power(5, o.attempts - 1),
           last_error = left(error, 1000)
     where o.id = any (outbox_ids) and o.status = 'sending';
  end if;
end
$$;

CREATE FUNCTION private.florida_circuit(county public.florida_county) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select c.circuit from (values
    (1, array['Escambia', 'Okaloosa', 'Santa Rosa', 'Walton']),
    (2, array['Franklin', 'Gadsden', 'Jefferson', 'Leon', 'Liberty', 'Wakulla']),
    (3, array['Columbia', 'Dixie', 'Hamilton', 'Lafayette', 'Madison', 'Suwannee', 'Taylor']),
    (4, array['Clay', 'Duval', 'Nassau']),
    (5, array['Citrus', 'Hernando', 'Lake', 'Marion', 'Sumter']),
    (6, array['Pasco', 'Pinellas']),
    (7, array['Flagler', 'Putnam', 'St. Johns', 'Volusia']),
    (8, array['Alachua', 'Baker', 'Bradford', 'Gilchrist', 'Levy', 'Union']),
    (9, array['Orange', 'Osceola']),
    (10, array['Hardee', 'Highlands', 'Polk']),
    (11, array['Miami-Dade']),
    (12, array['DeSoto', 'Manatee', 'Sarasota']),
    (13, array['Hillsborough']),
    (14, array['Bay', 'Calhoun', 'Gulf', 'Holmes', 'Jackson', 'Washington']),
    (15, array['Palm Beach']),
    (16, array['Monroe']),
    (17, array['Broward']),
    (18, array['Brevard', 'Seminole']),
    (19, array['Indian River', 'Martin', 'Okeechobee', 'St. Lucie']),
    (20, array['Charlotte', 'Collier', 'Glades', 'Hendry', 'Lee'])
  ) as c(circuit, counties)
  where county::text = any (c.counties)
$$;

CREATE FUNCTION private.next_digest_at(after timestamp with time zone DEFAULT now()) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select ((local_day + case when local_time >= time '07:00' then 1 else 0 end) + time '07:00')
           at time zone 'America/New_York'
    from (
      select (after at time zone 'America/New_York')::date as local_day,
             (after at time zone 'America/New_York')::time as local_time
    ) t
$$;

CREATE FUNCTION private.notify(recipient uuid, kind text, title text, body text, link text, setting text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  prefs public.user_settings;
  wanted boolean;
  new_id uuid;
begin
  if recipient is null or not exists (select 1 from public.users u where u.id = recipient) then
    return null;
  end if;
  select * into prefs from public.user_settings s where s.user_id = recipient;
  wanted := case setting
    when 'newCases' then coalesce(prefs.notify_new_cases, true)
    when 'caseUpdates' then coalesce(prefs.notify_case_updates, true)
    when 'messages' then coalesce(prefs.notify_messages, true)
    when 'deadlines' then coalesce(prefs.notify_deadlines, true)
    else null
  end;
  if setting is not null and wanted is null then
    raise exception 'Unknown notification setting %', setting using errcode = '22023';
  end if;
  if not coalesce(wanted, true) then
    return null;
  end if;

  insert into public.notifications (user_id, kind, title, body, link)
  values (recipient, kind, left(title, 200), left(coalesce(body, ''), 1000), link)
  returning id into new_id;

  if coalesce(prefs.email_notifications, true) then
    insert into public.email_outbox (user_id, notification_id, digest, next_attempt_at)
    values (
      recipient, new_id, coalesce(prefs.email_daily_digest, false),
      case when coalesce(prefs.email_daily_digest, false) then private.next_digest_at() else now() end
    );
  end if;
  return new_id;
end
$$;

CREATE FUNCTION private.notify_application_decided() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.from_status is not null and new.from_status is distinct from new.to_status
     and new.to_status in ('approved', 'rejected') then
    perform private.notify(
      new.applicant_id, 'application_decided',
      'Your ' || case new.application_kind when 'contractor' then 'GAL contractor' else 'GAL assistant' end
        || ' application was ' || new.to_status::text,
      case new.to_status
        when 'approved' then 'Congratulations! Your application has been approved.'
        else 'Your application was not approved at this time.'
      end,
      '/dashboard',
      null
    );
  end if;
  return null;
end
$$;

CREATE FUNCTION private.notify_case_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  actor uuid := auth.uid();
  link text := private.case_link(new.id);
begin
  if new.contractor_id is distinct from old.contractor_id then
    if new.contractor_id is not null and new.contractor_id = actor then
      perform private.notify(
        new.admin_id, 'case_accepted',
        private.user_name(actor) || ' accepted a case',
        new.title, link, 'caseUpdates'
      );
    elsif new.contractor_id is not null then
      perform private.notify(
        new.contractor_id, 'case_assigned', 'A case was assigned to you', new.title, link,
        'caseUpdates'
      );
    end if;
    if old.contractor_id is not null and old.contractor_id is distinct from actor then
      perform private.notify(
        old.contractor_id, 'case_unassigned', 'A case is no longer assigned to you', new.title,
        '/dashboard/cases', 'caseUpdates'
      );
    end if;
  elsif new.status is distinct from old.status
        and new.contractor_id is not null and new.contractor_id is distinct from actor then
    perform private.notify(
      new.contractor_id, 'case_status',
      'Case status: ' || initcap(replace(new.status::text, '_', ' ')),
      new.title, link, 'caseUpdates'
    );
  end if;
  return null;
end
$$;

CREATE FUNCTION private.notify_case_posted() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status = 'open' and new.county is not null then
    perform private.notify(
      u.id, 'new_case',
      'New case in ' || new.county || ' County',
      new.title || ' (' || new.category::text || ')',
      private.case_link(new.id),
      'newCases'
    )
      from public.users u
      join public.user_profiles p on p.user_id = u.id
     where u.role = 'contractor'
       and u.deactivated_at is null
       and private.florida_circuit(new.county) = any (private.circuit_numbers(p.florida_circuits));
  end if;
  return null;
end
$$;

CREATE FUNCTION private.notify_court_date() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c public.cases;
begin
  if (tg_op = 'UPDATE' and new.hearing_at is not distinct from old.hearing_at)
     or new.hearing_at <= now() then
    return null;
  end if;
  select * into c from public.cases where id = new.case_id;
  if c.contractor_id is not null and c.contractor_id is distinct from auth.uid() then
    perform private.notify(
      c.contractor_id,
      case tg_op when 'INSERT' then 'court_date_added' else 'court_date_moved' end,
      case tg_op when 'INSERT' then 'Hearing added: ' else 'Hearing moved: ' end
        || private.hearing_type_label(new.hearing_type),
      c.title || ': ' || private.program_time(new.hearing_at) || '. Report due '
        || private.program_time(new.report_due_at) || '.',
      private.case_link(c.id),
      'deadlines'
    );
  end if;
  return null;
end
$$;

CREATE FUNCTION private.notify_invoice_event() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  inv public.invoices;
  label text;
  total text;
  admin_id uuid;
begin
  if new.from_status is null or new.from_status = new.to_status then
    return null;
  end if;
  select * into inv from public.invoices i where i.id = new.invoice_id;
  label := coalesce(inv.number, 'Your draft invoice');
  total := '$' || to_char(inv.total_cents / 100.0, 'FM999,999,990.00');

  if new.to_status = 'submitted' then
    for admin_id in
      select u.id from public.users u
       where u.role = 'admin' and u.deactivated_at is null
         and u.id is distinct from new.actor_id
    loop
      perform private.notify(
        admin_id, 'invoice_submitted',
        'Invoice to review: ' || label,
        private.user_name(inv.contractor_id) || ' submitted ' || label || ' for ' || total || '.',
        '/dashboard/invoices/' || inv.id::text,
        'caseUpdates'
      );
    end loop;
  elsif inv.contractor_id is distinct from new.actor_id then
    perform private.notify(
      inv.contractor_id,
      case new.to_status
        when 'draft' then 'invoice_returned'
        when 'void' then 'invoice_voided'
        else 'invoice_' || new.to_status::text end,
      case new.to_status
        when 'approved' then 'Invoice approved: '
        when 'paid' then 'Invoice paid: '
        when 'void' then 'Invoice voided: '
        else 'Invoice returned: ' end || label,
      case new.to_status
        when 'approved' then label || ' (' || total || ') was approved for payment.'
        when 'paid' then label || ' (' || total || ') was paid'
          || coalesce(' on ' || to_char(inv.paid_at, 'Mon FMDD, YYYY'), '') || '.'
        else coalesce('Reason: ' || new.reason, 'No reason was given.') end,
      '/dashboard/invoices/' || inv.id::text,
      'caseUpdates'
    );
  end if;
  return null;
end
$_$;

CREATE FUNCTION private.notify_message() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c public.cases;
  recipient uuid;
begin
  select * into c from public.cases where id = new.case_id;
  recipient := case new.sender_id
    when c.admin_id then c.contractor_id
    when c.contractor_id then c.admin_id
  end;
  if recipient is not null and recipient <> new.sender_id then
    perform private.notify(
      recipient, 'message',
      'New message from ' || private.user_name(new.sender_id),
      'About ' || c.title,
      '/dashboard/messages?case=' || c.id::text,
      'messages'
    );
  end if;
  return null;
end
$$;

CREATE FUNCTION private.user_name(user_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select u.full_name from public.users u where u.id = user_id), 'Someone')
$$;

CREATE FUNCTION public.claim_email_batch(max_jobs integer DEFAULT 20) RETURNS SETOF public.email_job
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.claim_email_batch(claim_email_batch.max_jobs)
$$;

CREATE FUNCTION public.finish_email_batch(outbox_ids bigint[], error text DEFAULT NULL::text, permanent boolean DEFAULT false) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.finish_email_batch(finish_email_batch.outbox_ids, finish_email_batch.error,
                                    finish_email_batch.permanent)
$$;


-- Tables

CREATE TABLE public.email_outbox (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    notification_id uuid NOT NULL,
    digest boolean DEFAULT false NOT NULL,
    status public.email_status DEFAULT 'queued'::public.email_status NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    claimed_at timestamp with time zone,
    sent_at timestamp with time zone,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT email_outbox_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT email_outbox_last_error_check CHECK ((length(last_error) <= 1000))
);


-- Identity columns

ALTER TABLE public.email_outbox ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.email_outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


-- Tables

CREATE TABLE public.notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    title text NOT NULL,
    body text DEFAULT ''::text NOT NULL,
    link text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    read_at timestamp with time zone,
    CONSTRAINT notifications_body_check CHECK ((length(body) <= 1000)),
    CONSTRAINT notifications_kind_check CHECK ((kind ~ '^[a-z][a-z0-9_]{0,49}$'::text)),
    CONSTRAINT notifications_link_check CHECK (((link ~ '^/([^/\\].*)?$'::text) AND (length(link) <= 500))),
    CONSTRAINT notifications_title_check CHECK (((length(title) >= 1) AND (length(title) <= 200)))
);


-- Keys and constraints

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);


-- Indexes

CREATE INDEX email_outbox_due_idx ON public.email_outbox USING btree (next_attempt_at) WHERE (status = ANY (ARRAY['queued'::public.email_status, 'sending'::public.email_status]));

CREATE INDEX email_outbox_notification_id_idx ON public.email_outbox USING btree (notification_id);

CREATE INDEX email_outbox_user_id_idx ON public.email_outbox USING btree (user_id);

CREATE INDEX notifications_unread_idx ON public.notifications USING btree (user_id) WHERE (read_at IS NULL);

CREATE INDEX notifications_user_id_idx ON public.notifications USING btree (user_id, created_at DESC);


-- Triggers

CREATE TRIGGER application_events_notify AFTER INSERT ON public.application_events FOR EACH ROW EXECUTE FUNCTION private.notify_application_decided();

CREATE TRIGGER cases_notify_change AFTER UPDATE OF contractor_id, status ON public.cases FOR EACH ROW EXECUTE FUNCTION private.notify_case_change();

CREATE TRIGGER cases_notify_posted AFTER INSERT ON public.cases FOR EACH ROW EXECUTE FUNCTION private.notify_case_posted();

CREATE TRIGGER court_dates_notify AFTER INSERT OR UPDATE OF hearing_at ON public.court_dates FOR EACH ROW EXECUTE FUNCTION private.notify_court_date();

CREATE TRIGGER invoice_events_notify AFTER INSERT ON public.invoice_events FOR EACH ROW EXECUTE FUNCTION private.notify_invoice_event();

CREATE TRIGGER notifications_stamp_read_at BEFORE UPDATE OF read_at ON public.notifications FOR EACH ROW EXECUTE FUNCTION private.stamp_read_at();


-- Foreign keys

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES public.notifications(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


-- Row level security

CREATE POLICY "Anonymous sessions have no access" ON public.email_outbox AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.notifications AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Users mark their own notifications read" ON public.notifications FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

CREATE POLICY "Users read their own notifications" ON public.notifications FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.email_outbox ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.notifications ENABLE ROW LEVEL SECURITY;


-- Grants

REVOKE ALL ON FUNCTION private.case_link(case_id uuid) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.circuit_numbers(labels text[]) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.claim_email_batch(max_jobs integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.claim_email_batch(max_jobs integer) TO service_role;

REVOKE ALL ON FUNCTION private.finish_email_batch(outbox_ids bigint[], error text, permanent boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION private.finish_email_batch(outbox_ids bigint[], error text, permanent boolean) TO service_role;

REVOKE ALL ON FUNCTION private.florida_circuit(county public.florida_county) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.next_digest_at(after timestamp with time zone) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.notify(recipient uuid, kind text, title text, body text, link text, setting text) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.notify_application_decided() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.notify_case_change() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.notify_case_posted() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.notify_court_date() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.notify_invoice_event() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.notify_message() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.user_name(user_id uuid) FROM PUBLIC;

REVOKE ALL ON FUNCTION public.claim_email_batch(max_jobs integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.claim_email_batch(max_jobs integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_email_batch(max_jobs integer) TO service_role;

REVOKE ALL ON FUNCTION public.finish_email_batch(outbox_ids bigint[], error text, permanent boolean) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.finish_email_batch(outbox_ids bigint[], error text, permanent boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.finish_email_batch(outbox_ids bigint[], error text, permanent boolean) TO service_role;

REVOKE ALL ON TABLE public.email_outbox FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.email_outbox TO service_role;

REVOKE ALL ON SEQUENCE public.email_outbox_id_seq FROM anon, authenticated, service_role;
GRANT ALL ON SEQUENCE public.email_outbox_id_seq TO anon;
GRANT ALL ON SEQUENCE public.email_outbox_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.email_outbox_id_seq TO service_role;

REVOKE ALL ON TABLE public.notifications FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.notifications TO service_role;
GRANT SELECT ON TABLE public.notifications TO authenticated;

GRANT UPDATE(read_at) ON TABLE public.notifications TO authenticated;

reset check_function_bodies;

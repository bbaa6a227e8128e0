-- Court: court dates on a case, the GAL report due before each, the reminders
-- sent for it, and personal calendar feeds.
--
-- Rules:
-- * report_deadline_rules holds the hours before a hearing the report is due,
--   per case category (Dependency 72 h, Family Court 480 h, Juvenile 168 h),
--   to be confirmed with counsel by the program; admins change hours, source
--   and the confirmation, nobody adds or deletes a rule.
-- * Admins and the case's contractor add and change its court dates; the
--   report's due time is computed by the database from the rule and moves with
--   the hearing.
-- * private.run_reminders() (a scheduled job) tells the contractor a report is
--   due in 7 days, in 2 days, or overdue, once per court date, threshold and
--   due time, whoever runs it and however often.
-- * A calendar feed's token is 32 random bytes shown once; the table keeps only
--   its SHA-256. One feed per admin or contractor; owners read only whether
--   they have one and since when.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Types

CREATE TYPE public.hearing_type AS ENUM (
    'shelter',
    'arraignment',
    'adjudicatory',
    'disposition',
    'judicial_review',
    'permanency',
    'tpr',
    'status',
    'mediation',
    'trial',
    'other'
);

CREATE TYPE public.report_status AS ENUM (
    'not_started',
    'drafting',
    'submitted',
    'filed'
);

CREATE TYPE public.deadline_item AS (
	court_date_id uuid,
	case_id uuid,
	case_title text,
	kind text,
	due_at timestamp with time zone,
	hearing_at timestamp with time zone,
	hearing_type public.hearing_type,
	report_status public.report_status,
	overdue boolean
);


-- Functions

CREATE FUNCTION private.calendar_feed(token text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  owner public.users;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select u.* into owner
    from public.calendar_feeds f join public.users u on u.id = f.user_id
   where f.token_hash = sha256(convert_to(token, 'UTF8'));
  if not found or owner.role not in ('admin', 'contractor') then
    return null;
  end if;
  return jsonb_build_object(
    'events', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', d.id,
               'case_title', c.title,
               'hearing_type', private.hearing_type_label(d.hearing_type),
               'courtroom', d.courtroom,
               'judge', d.judge,
               'hearing_at', d.hearing_at,
               'report_due_at', d.report_due_at,
               'report_pending', d.report_status in ('not_started', 'drafting'),
               'updated_at', d.updated_at
             ) order by d.hearing_at, d.id)
        from public.court_dates d
        join public.cases c on c.id = d.case_id
       where d.hearing_at >= now() - interval '90 days'
         and (owner.role = 'admin' or c.contractor_id = owner.id)
    ), '[]'::jsonb)
  );
end
$_$;

CREATE FUNCTION private.check_report_status() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.report_status is distinct from old.report_status and auth.uid() is not null
     and new.case_id not in (select private.held_case_ids())
     and not (private.is_admin() and new.report_status = 'filed') then
    raise exception 'Only the assigned contractor changes the report status; admins may mark it filed'
      using errcode = '42501';
  end if;
  return new;
end
$$;

CREATE FUNCTION private.hearing_type_label(t public.hearing_type) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case t
    when 'judicial_review' then 'Judicial review'
    when 'tpr' then 'TPR'
    else initcap(replace(t::text, '_', ' '))
  end
$$;

CREATE FUNCTION private.held_case_ids() RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.id from public.cases c
   where c.contractor_id = (select auth.uid()) and private.is_contractor()
$$;

CREATE FUNCTION private.recompute_report_due() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.hours_before is distinct from old.hours_before then
    update public.court_dates d
       set report_due_at = d.hearing_at - make_interval(hours => new.hours_before)
      from public.cases c
     where c.id = d.case_id and c.category = new.category and d.hearing_at > now();
  end if;
  return null;
end
$$;

CREATE FUNCTION private.report_hours_before(case_id uuid) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((
    select r.hours_before
      from public.cases c
      join public.report_deadline_rules r on r.category = c.category
     where c.id = report_hours_before.case_id
  ), 0)
$$;

CREATE FUNCTION private.reset_calendar_feed() RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  token text := encode(extensions.gen_random_bytes(32), 'hex');
begin
  if not (private.is_admin() or private.is_contractor()) then
    raise exception 'Only admins and contractors have a calendar feed' using errcode = '42501';
  end if;
  insert into public.calendar_feeds (user_id, token_hash)
  values (auth.uid(), sha256(convert_to(token, 'UTF8')))
  on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now();
  return token;
end
$$;

CREATE FUNCTION private.run_reminders() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r record;
  recorded integer := 0;
  title text;
  body text;
begin
  for r in
    select d.id, d.report_due_at, d.hearing_at, d.hearing_type, c.id as case_id, c.title,
           c.contractor_id, c.admin_id,
           case
             when now() >= d.report_due_at then 'overdue'
             when now() >= d.report_due_at - interval '2 days' then '2d'
             else '7d'
           end as threshold
      from public.court_dates d
      join public.cases c on c.id = d.case_id
     where d.report_status in ('not_started', 'drafting')
       and c.contractor_id is not null
       and c.status <> 'completed'
       and d.report_due_at <= now() + interval '7 days'
       and d.hearing_at > now()
     order by d.report_due_at, d.id
  loop
    insert into public.report_reminders (court_date_id, threshold, report_due_at)
    values (r.id, r.threshold, r.report_due_at)
    on conflict do nothing;
    continue when not found;
    recorded := recorded + 1;

    title := case r.threshold
      when 'overdue' then 'Report overdue'
      when '2d' then 'Report due in 2 days'
      else 'Report due in 7 days'
    end;
    body := r.title || ': report due ' || private.program_time(r.report_due_at) || ' for the '
      || private.hearing_type_label(r.hearing_type) || ' hearing on '
      || private.program_time(r.hearing_at) || '.';
    perform private.notify(r.contractor_id, 'report_' || r.threshold, title, body,
                           private.case_link(r.case_id), 'deadlines');
    if r.threshold = 'overdue' then
      perform private.notify(r.admin_id, 'report_overdue', title, body,
                             private.case_link(r.case_id), 'deadlines');
    end if;
  end loop;
  return recorded;
end
$$;

CREATE FUNCTION private.set_report_due_at() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' or new.hearing_at is distinct from old.hearing_at then
    new.report_due_at := new.hearing_at - make_interval(hours => private.report_hours_before(new.case_id));
  end if;
  return new;
end
$$;

CREATE FUNCTION private.stamp_rule_change() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$$;

CREATE FUNCTION public.calendar_feed(token text) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.calendar_feed(calendar_feed.token)
$$;

CREATE FUNCTION public.reset_calendar_feed() RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.reset_calendar_feed()
$$;

CREATE FUNCTION public.upcoming_deadlines(within_days integer DEFAULT 14) RETURNS SETOF public.deadline_item
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with window_end as (
    select now() + make_interval(days => least(greatest(within_days, 1), 90)) as at
  ), items as (
    select d.id, d.case_id, c.title, 'hearing' as kind, d.hearing_at as due_at, d.hearing_at,
           d.hearing_type, d.report_status, false as overdue
      from public.court_dates d join public.cases c on c.id = d.case_id
     where c.status <> 'completed'
       and d.hearing_at >= now() and d.hearing_at <= (select at from window_end)
    union all
    select d.id, d.case_id, c.title, 'report', d.report_due_at, d.hearing_at,
           d.hearing_type, d.report_status, d.report_due_at < now()
      from public.court_dates d join public.cases c on c.id = d.case_id
     where c.status <> 'completed'
       and d.report_status in ('not_started', 'drafting')
       and d.report_due_at <= (select at from window_end)
  )
  select i.id, i.case_id, i.title, i.kind, i.due_at, i.hearing_at, i.hearing_type,
         i.report_status, i.overdue
    from items i
   order by i.overdue desc, i.due_at, i.kind, i.id
$$;


-- Tables

CREATE TABLE public.calendar_feeds (
    user_id uuid NOT NULL,
    token_hash bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.court_dates (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    case_id uuid NOT NULL,
    hearing_at timestamp with time zone NOT NULL,
    hearing_type public.hearing_type NOT NULL,
    courtroom text,
    judge text,
    notes text,
    report_due_at timestamp with time zone DEFAULT now() NOT NULL,
    report_status public.report_status DEFAULT 'not_started'::public.report_status NOT NULL,
    created_by uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT court_dates_courtroom_check CHECK ((length(courtroom) <= 100)),
    CONSTRAINT court_dates_judge_check CHECK ((length(judge) <= 200)),
    CONSTRAINT court_dates_notes_check CHECK ((length(notes) <= 2000))
);

CREATE TABLE public.report_deadline_rules (
    category public.case_category NOT NULL,
    hours_before integer NOT NULL,
    source text NOT NULL,
    confirmed_with_counsel boolean DEFAULT false NOT NULL,
    updated_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT report_deadline_rules_hours_before_check CHECK (((hours_before >= 1) AND (hours_before <= 8760))),
    CONSTRAINT report_deadline_rules_source_check CHECK (((length(TRIM(BOTH FROM source)) >= 1) AND (length(TRIM(BOTH FROM source)) <= 300)))
);

CREATE TABLE public.report_reminders (
    court_date_id uuid NOT NULL,
    threshold text NOT NULL,
    report_due_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT report_reminders_threshold_check CHECK ((threshold = ANY (ARRAY['7d'::text, '2d'::text, 'overdue'::text])))
);


-- Keys and constraints

ALTER TABLE ONLY public.calendar_feeds
    ADD CONSTRAINT calendar_feeds_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.calendar_feeds
    ADD CONSTRAINT calendar_feeds_token_hash_key UNIQUE (token_hash);

ALTER TABLE ONLY public.court_dates
    ADD CONSTRAINT court_dates_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.report_deadline_rules
    ADD CONSTRAINT report_deadline_rules_pkey PRIMARY KEY (category);

ALTER TABLE ONLY public.report_reminders
    ADD CONSTRAINT report_reminders_pkey PRIMARY KEY (court_date_id, threshold, report_due_at);


-- Indexes

CREATE INDEX court_dates_case_id_idx ON public.court_dates USING btree (case_id, hearing_at);

CREATE INDEX court_dates_created_by_idx ON public.court_dates USING btree (created_by);

CREATE INDEX court_dates_hearing_at_idx ON public.court_dates USING btree (hearing_at);

CREATE INDEX court_dates_report_due_at_idx ON public.court_dates USING btree (report_due_at);

CREATE INDEX report_deadline_rules_updated_by_idx ON public.report_deadline_rules USING btree (updated_by);


-- Triggers

CREATE TRIGGER court_dates_check_report_status BEFORE UPDATE OF report_status ON public.court_dates FOR EACH ROW EXECUTE FUNCTION private.check_report_status();

CREATE TRIGGER court_dates_set_report_due_at BEFORE INSERT OR UPDATE ON public.court_dates FOR EACH ROW EXECUTE FUNCTION private.set_report_due_at();

CREATE TRIGGER court_dates_touch_updated_at BEFORE UPDATE ON public.court_dates FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE TRIGGER report_deadline_rules_recompute AFTER UPDATE OF hours_before ON public.report_deadline_rules FOR EACH ROW EXECUTE FUNCTION private.recompute_report_due();

CREATE TRIGGER report_deadline_rules_stamp BEFORE UPDATE ON public.report_deadline_rules FOR EACH ROW EXECUTE FUNCTION private.stamp_rule_change();


-- Foreign keys

ALTER TABLE ONLY public.calendar_feeds
    ADD CONSTRAINT calendar_feeds_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.court_dates
    ADD CONSTRAINT court_dates_case_id_fkey FOREIGN KEY (case_id) REFERENCES public.cases(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.court_dates
    ADD CONSTRAINT court_dates_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.report_deadline_rules
    ADD CONSTRAINT report_deadline_rules_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.report_reminders
    ADD CONSTRAINT report_reminders_court_date_id_fkey FOREIGN KEY (court_date_id) REFERENCES public.court_dates(id) ON DELETE CASCADE;


-- Row level security

CREATE POLICY "Admins and contractors read the deadline rules" ON public.report_deadline_rules FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR ( SELECT private.is_contractor() AS is_contractor)));

CREATE POLICY "Admins and the assigned contractor add court dates" ON public.court_dates FOR INSERT TO authenticated WITH CHECK (((created_by = ( SELECT auth.uid() AS uid)) AND (( SELECT private.is_admin() AS is_admin) OR (case_id IN ( SELECT private.held_case_ids() AS held_case_ids)))));

CREATE POLICY "Admins and the assigned contractor delete court dates" ON public.court_dates FOR DELETE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (case_id IN ( SELECT private.held_case_ids() AS held_case_ids))));

CREATE POLICY "Admins and the assigned contractor edit court dates" ON public.court_dates FOR UPDATE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (case_id IN ( SELECT private.held_case_ids() AS held_case_ids)))) WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR (case_id IN ( SELECT private.held_case_ids() AS held_case_ids))));

CREATE POLICY "Admins and the assigned contractor read court dates" ON public.court_dates FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (case_id IN ( SELECT private.held_case_ids() AS held_case_ids))));

CREATE POLICY "Admins change the deadline rules" ON public.report_deadline_rules FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

CREATE POLICY "Anonymous sessions have no access" ON public.calendar_feeds AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.court_dates AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.report_deadline_rules AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.report_reminders AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Users read whether they have a calendar feed" ON public.calendar_feeds FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

ALTER TABLE public.calendar_feeds ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.court_dates ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.report_deadline_rules ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.report_reminders ENABLE ROW LEVEL SECURITY;


-- Grants

REVOKE ALL ON FUNCTION private.calendar_feed(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.calendar_feed(token text) TO service_role;

REVOKE ALL ON FUNCTION private.check_report_status() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.hearing_type_label(t public.hearing_type) FROM PUBLIC;
GRANT ALL ON FUNCTION private.hearing_type_label(t public.hearing_type) TO service_role;

REVOKE ALL ON FUNCTION private.held_case_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.held_case_ids() TO authenticated;

REVOKE ALL ON FUNCTION private.recompute_report_due() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.report_hours_before(case_id uuid) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.reset_calendar_feed() FROM PUBLIC;
GRANT ALL ON FUNCTION private.reset_calendar_feed() TO authenticated;

REVOKE ALL ON FUNCTION private.run_reminders() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.set_report_due_at() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.stamp_rule_change() FROM PUBLIC;

REVOKE ALL ON FUNCTION public.calendar_feed(token text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.calendar_feed(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.calendar_feed(token text) TO service_role;

REVOKE ALL ON FUNCTION public.reset_calendar_feed() FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.reset_calendar_feed() FROM PUBLIC;
GRANT ALL ON FUNCTION public.reset_calendar_feed() TO authenticated;
GRANT ALL ON FUNCTION public.reset_calendar_feed() TO service_role;

REVOKE ALL ON FUNCTION public.upcoming_deadlines(within_days integer) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.upcoming_deadlines(within_days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.upcoming_deadlines(within_days integer) TO authenticated;
GRANT ALL ON FUNCTION public.upcoming_deadlines(within_days integer) TO service_role;

REVOKE ALL ON TABLE public.calendar_feeds FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.calendar_feeds TO service_role;

GRANT SELECT(user_id) ON TABLE public.calendar_feeds TO authenticated;

GRANT SELECT(created_at) ON TABLE public.calendar_feeds TO authenticated;

REVOKE ALL ON TABLE public.court_dates FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.court_dates TO service_role;
GRANT SELECT,DELETE ON TABLE public.court_dates TO authenticated;

GRANT INSERT(case_id) ON TABLE public.court_dates TO authenticated;

GRANT INSERT(hearing_at),UPDATE(hearing_at) ON TABLE public.court_dates TO authenticated;

GRANT INSERT(hearing_type),UPDATE(hearing_type) ON TABLE public.court_dates TO authenticated;

GRANT INSERT(courtroom),UPDATE(courtroom) ON TABLE public.court_dates TO authenticated;

GRANT INSERT(judge),UPDATE(judge) ON TABLE public.court_dates TO authenticated;

GRANT INSERT(notes),UPDATE(notes) ON TABLE public.court_dates TO authenticated;

GRANT UPDATE(report_status) ON TABLE public.court_dates TO authenticated;

REVOKE ALL ON TABLE public.report_deadline_rules FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.report_deadline_rules TO service_role;
GRANT SELECT ON TABLE public.report_deadline_rules TO authenticated;

GRANT UPDATE(hours_before) ON TABLE public.report_deadline_rules TO authenticated;

GRANT UPDATE(source) ON TABLE public.report_deadline_rules TO authenticated;

GRANT UPDATE(confirmed_with_counsel) ON TABLE public.report_deadline_rules TO authenticated;

REVOKE ALL ON TABLE public.report_reminders FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.report_reminders TO service_role;


-- Rows

insert into public.report_deadline_rules (category, hours_before, source) values
  ('Dependency', 72, 'Fla. R. Juv. P. 8.215'),
  ('Family Court', 480, '§61.403(5), Fla. Stat.'),
  ('Juvenile', 168, 'Program default');

reset check_function_bodies;

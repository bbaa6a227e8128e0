-- Work record: time entries, case contacts with their expenses and receipts,
-- and mileage rates.
--
-- Rules:
-- * A contractor logs hours on their own case that is not completed: more than
--   0, at most 24, in quarter hours; dated not in the future and not before the
--   case was created in Florida (GC001); at most 24 hours a day across their
--   cases (GC002, concurrent inserts serialised). They correct or delete their
--   own entries until the case is completed. Admins read every entry and write
--   none.
-- * Each entry keeps the billing rate in force when logged (null until an admin
--   sets one); an entry on a pro bono case is priced at 0.
-- * An authorising trigger runs before the checks, so a caller who may not
--   write the row gets RLS's 42501, never a check's text about another user.
-- * A contact is saved as a draft while typed (bounds only) and submitted when
--   complete (a type, a person, minutes, a date in range). A submitted contact
--   writes exactly one linked time entry (minutes rounded up to the quarter
--   hour), kept in step by the database; a follow-up posts into the case's
--   messages. public.save_contact() saves a contact and its expenses at once.
-- * Receipts live in the private receipts bucket under the contractor's folder;
--   an expense names only an unused receipt of theirs.
-- * Mileage rates apply from a date on (the latest effective_from on or before
--   the trip); admins manage them, admins and contractors read them. A trip's
--   amount is round(miles x rate) cents. Seeded with the IRS business rates.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Types

CREATE TYPE public.contact_party AS ENUM (
    'child',
    'parent',
    'caregiver',
    'foster_parent',
    'caseworker',
    'attorney',
    'teacher',
    'therapist',
    'judge',
    'other'
);

CREATE TYPE public.contact_status AS ENUM (
    'draft',
    'submitted'
);

CREATE TYPE public.contact_type AS ENUM (
    'in_person',
    'phone',
    'video',
    'email',
    'text_message',
    'court',
    'other'
);


-- Functions

CREATE FUNCTION private.check_case_contact() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  case_created date;
begin
  new.contact_with := array(select distinct p from unnest(new.contact_with) p order by p);
  if tg_op = 'UPDATE' and old.status = 'submitted' and new.status = 'draft' then
    raise exception 'A submitted contact cannot go back to being a draft' using errcode = 'GC201';
  end if;
  if new.status = 'draft' then
    return new;
  end if;
  if new.contact_type is null then
    raise exception 'Choose the type of contact' using errcode = 'GC201';
  end if;
  if cardinality(new.contact_with) = 0 then
    raise exception 'Choose who the contact was with' using errcode = 'GC201';
  end if;
  if new.minutes is null then
    raise exception 'Enter how many minutes the contact took' using errcode = 'GC201';
  end if;
  if new.contact_date > current_date then
    raise exception 'The contact date cannot be in the future' using errcode = 'GC201';
  end if;
  select (c.created_at at time zone 'America/Chicago')::date into case_created
    from public.cases c where c.id = new.case_id;
  if new.contact_date < case_created then
    raise exception 'A contact cannot be dated before its case was created (%)', case_created
      using errcode = 'GC201';
  end if;
  if exists (
    select 1 from public.contact_expenses e
     where e.contact_id = new.id
       and (e.amount_cents is null or coalesce(trim(e.description), '') = '')
  ) then
    raise exception 'Every expense needs a description and an amount' using errcode = 'GC201';
  end if;
  return new;
end
$$;

CREATE FUNCTION private.check_contact_expense() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if (new.amount_cents is null or coalesce(trim(new.description), '') = '')
     and exists (
       select 1 from public.case_contacts k where k.id = new.contact_id and k.status = 'submitted'
     ) then
    raise exception 'Every expense needs a description and an amount' using errcode = 'GC201';
  end if;
  return new;
end
$$;

CREATE FUNCTION private.check_time_entry_limits() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  case_created date;
  day_total numeric;
begin
  select (c.created_at at time zone 'America/Chicago')::date into case_created
    from public.cases c where c.id = new.case_id;
  if new.date < case_created then
    raise exception 'A time entry cannot be dated before its case was created (%)', case_created
      using errcode = 'GC001',
            hint = 'Pick a date on or after ' || case_created::text || '.';
  end if;

  perform pg_advisory_xact_lock(hashtextextended(new.user_id::text || '/' || new.date::text, 0));
  select coalesce(sum(t.hours), 0) into day_total
    from public.time_entries t
   where t.user_id = new.user_id and t.date = new.date and t.id <> new.id;
  -- hours over 24 on their own are the column check's to report.
  if new.hours <= 24 and day_total + new.hours > 24 then
    raise exception 'No more than 24 hours can be logged for one day (% already logged on %)',
      day_total, new.date
      using errcode = 'GC002',
            hint = 'At most ' || (24 - day_total)::text || ' more hours fit on that day.';
  end if;
  return new;
end
$$;


-- Tables

CREATE TABLE public.case_contacts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    case_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    contact_date date DEFAULT CURRENT_DATE NOT NULL,
    contact_type public.contact_type,
    contact_with public.contact_party[] DEFAULT '{}'::public.contact_party[] NOT NULL,
    contact_made boolean DEFAULT true NOT NULL,
    minutes integer,
    miles numeric(5,1) DEFAULT 0 NOT NULL,
    notes text DEFAULT ''::text NOT NULL,
    follow_up boolean DEFAULT false NOT NULL,
    status public.contact_status DEFAULT 'draft'::public.contact_status NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT case_contacts_contact_with_size CHECK ((cardinality(contact_with) <= 10)),
    CONSTRAINT case_contacts_miles_range CHECK (((miles >= (0)::numeric) AND (miles <= (1000)::numeric))),
    CONSTRAINT case_contacts_minutes_range CHECK (((minutes >= 1) AND (minutes <= 1440))),
    CONSTRAINT case_contacts_notes_length CHECK ((length(notes) <= 5000)),
    CONSTRAINT case_contacts_submitted_complete CHECK (((status = 'draft'::public.contact_status) OR ((contact_type IS NOT NULL) AND (cardinality(contact_with) > 0) AND (minutes IS NOT NULL))))
);


-- Functions

CREATE FUNCTION private.contact_description(k public.case_contacts) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select private.contact_type_label(k.contact_type)
         || case when k.contact_made then ' with ' else ' attempted with ' end
         || array_to_string(
              array(select replace(p::text, '_', ' ') from unnest(k.contact_with) p), ', '
            )
$$;

CREATE FUNCTION private.contact_type_label(t public.contact_type) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case t
    when 'in_person' then 'In-person contact'
    when 'phone' then 'Phone call'
    when 'video' then 'Video call'
    when 'email' then 'Email'
    when 'text_message' then 'Text message'
    when 'court' then 'Court appearance'
    else 'Other contact'
  end
$$;

CREATE FUNCTION private.guard_contact_time_entry() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if old.contact_id is not null and pg_trigger_depth() < 2 then
    raise exception 'This entry comes from a contact: change or delete the contact instead'
      using errcode = 'GC211';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

CREATE FUNCTION private.is_unused_receipt(name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select not exists (select 1 from public.contact_expenses e where e.receipt_path = name)
$$;

CREATE FUNCTION private.is_writable_receipt_path(name text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select split_part(name, '/', 1) = (select auth.uid())::text
     and split_part(name, '/', 3) <> ''
     and split_part(name, '/', 4) = ''
     and exists (
       select 1 from private.writable_contact_ids() w
        where w::text = split_part(name, '/', 2)
     )
$$;

CREATE FUNCTION private.loggable_case_ids() RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.id from public.cases c
   where c.contractor_id = (select auth.uid())
     and c.status <> 'completed'
     and private.is_contractor()
$$;

CREATE FUNCTION private.mileage_rate_on(on_date date) RETURNS numeric
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select r.cents_per_mile from public.mileage_rates r
   where r.effective_from <= on_date
   order by r.effective_from desc
   limit 1
$$;

CREATE FUNCTION private.own_contact_ids() RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select k.id from public.case_contacts k
   where k.user_id = (select auth.uid()) and private.is_contractor()
$$;

CREATE FUNCTION private.price_pro_bono_entry() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if exists (select 1 from public.cases c where c.id = new.case_id and c.type = 'pro_bono') then
    new.hourly_rate := 0;
  end if;
  return new;
end
$$;

CREATE FUNCTION private.snapshot_hourly_rate() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'UPDATE' and old.hourly_rate is not null then
    new.hourly_rate := old.hourly_rate;
  else
    new.hourly_rate := (select u.billing_rate from public.users u where u.id = new.user_id);
  end if;
  return new;
end
$$;

CREATE FUNCTION private.sync_contact_time_entry() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status <> 'submitted' then
    return null;
  end if;
  insert into public.time_entries as t (case_id, user_id, description, hours, date, contact_id)
  values (
    new.case_id, new.user_id, private.contact_description(new),
    ceil(new.minutes / 15.0) / 4, new.contact_date, new.id
  )
  on conflict (contact_id) do update
    set description = excluded.description, hours = excluded.hours, date = excluded.date
    where (t.description, t.hours, t.date)
          is distinct from (excluded.description, excluded.hours, excluded.date);

  if new.follow_up and (tg_op = 'INSERT' or old.status = 'draft' or not old.follow_up) then
    insert into public.messages (case_id, sender_id, body)
    values (
      new.case_id, new.user_id,
      'Follow-up needed after the ' || lower(private.contact_type_label(new.contact_type))
        || ' of ' || to_char(new.contact_date, 'FMMonth FMDD, YYYY')
        || case when trim(new.notes) <> '' then ': ' || left(trim(new.notes), 4500) else '.' end
    );
  end if;
  return null;
end
$$;

CREATE FUNCTION private.writable_contact_ids() RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select k.id from public.case_contacts k
   where k.user_id = (select auth.uid())
     and k.case_id in (select private.loggable_case_ids())
$$;

CREATE FUNCTION public.save_contact(contact_id uuid, case_id uuid, contact_date date DEFAULT NULL::date, contact_type public.contact_type DEFAULT NULL::public.contact_type, contact_with public.contact_party[] DEFAULT '{}'::public.contact_party[], contact_made boolean DEFAULT true, minutes integer DEFAULT NULL::integer, miles numeric DEFAULT 0, notes text DEFAULT ''::text, follow_up boolean DEFAULT false, submit boolean DEFAULT false, expenses jsonb DEFAULT '[]'::jsonb) RETURNS SETOF public.case_contacts
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  saved public.case_contacts;
  kept uuid[];
begin
  if jsonb_typeof(coalesce(expenses, '[]')) <> 'array' then
    raise exception 'expenses must be a JSON array' using errcode = '22023';
  end if;
  insert into public.case_contacts as k (
    id, case_id, contact_date, contact_type, contact_with, contact_made, minutes, miles, notes,
    follow_up, status
  )
  values (
    save_contact.contact_id, save_contact.case_id, coalesce(save_contact.contact_date, current_date),
    save_contact.contact_type, coalesce(save_contact.contact_with, '{}'),
    coalesce(save_contact.contact_made, true), save_contact.minutes,
    coalesce(save_contact.miles, 0), coalesce(save_contact.notes, ''),
    coalesce(save_contact.follow_up, false), 'draft'
  )
  on conflict (id) do update
    set contact_date = excluded.contact_date, contact_type = excluded.contact_type,
        contact_with = excluded.contact_with, contact_made = excluded.contact_made,
        minutes = excluded.minutes, miles = excluded.miles, notes = excluded.notes,
        follow_up = excluded.follow_up
    where (save_contact.submit or k.status = 'draft')
      and (k.contact_date, k.contact_type, k.contact_with, k.contact_made, k.minutes, k.miles,
           k.notes, k.follow_up)
          is distinct from
          (excluded.contact_date, excluded.contact_type, excluded.contact_with,
           excluded.contact_made, excluded.minutes, excluded.miles, excluded.notes,
           excluded.follow_up);

  select * into saved from public.case_contacts k where k.id = save_contact.contact_id;
  -- Autosave of a contact submitted meanwhile (another tab): leave it as it is.
  if not found or (saved.status = 'submitted' and not save_contact.submit) then
    return query select saved.* where saved.id is not null;
    return;
  end if;

  select coalesce(array_agg((x ->> 'id')::uuid), '{}') into kept
    from jsonb_array_elements(coalesce(expenses, '[]')) x;
  delete from public.contact_expenses e
   where e.contact_id = save_contact.contact_id and not (e.id = any (kept));
  insert into public.contact_expenses as e (id, contact_id, description, amount_cents, receipt_path)
  select (x ->> 'id')::uuid, save_contact.contact_id, nullif(trim(x ->> 'description'), ''),
         (x ->> 'amount_cents')::integer, nullif(x ->> 'receipt_path', '')
    from jsonb_array_elements(coalesce(expenses, '[]')) x
  on conflict (id) do update
    set description = excluded.description, amount_cents = excluded.amount_cents,
        receipt_path = excluded.receipt_path
    where e.contact_id = excluded.contact_id
      and (e.description, e.amount_cents, e.receipt_path)
          is distinct from (excluded.description, excluded.amount_cents, excluded.receipt_path);

  if save_contact.submit and saved.status = 'draft' then
    update public.case_contacts k set status = 'submitted' where k.id = save_contact.contact_id;
  end if;
  return query select * from public.case_contacts k where k.id = save_contact.contact_id;
end
$$;


-- Tables

CREATE TABLE public.time_entries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    case_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    description text NOT NULL,
    hours numeric(5,2) NOT NULL,
    date date DEFAULT CURRENT_DATE NOT NULL,
    hourly_rate numeric(10,2),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    contact_id uuid,
    CONSTRAINT time_entries_date_check CHECK ((date <= CURRENT_DATE)),
    CONSTRAINT time_entries_description_check CHECK (((length(TRIM(BOTH FROM description)) >= 1) AND (length(TRIM(BOTH FROM description)) <= 2000))),
    CONSTRAINT time_entries_hours_check CHECK (((hours > (0)::numeric) AND (hours <= (24)::numeric) AND (mod(hours, 0.25) = (0)::numeric)))
);


-- Comments

COMMENT ON COLUMN public.time_entries.hourly_rate IS 'The billing rate in force when the entry was logged (null: not priced yet).';

COMMENT ON COLUMN public.time_entries.contact_id IS 'The submitted contact this entry comes from (null: work that is not a contact).';


-- Tables

CREATE TABLE public.contact_expenses (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    contact_id uuid NOT NULL,
    description text,
    amount_cents integer,
    receipt_path text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT contact_expenses_amount_range CHECK (((amount_cents >= 1) AND (amount_cents <= 1000000))),
    CONSTRAINT contact_expenses_description_length CHECK ((length(description) <= 500)),
    CONSTRAINT contact_expenses_receipt_path_length CHECK ((length(receipt_path) <= 300))
);

CREATE TABLE public.mileage_rates (
    id bigint NOT NULL,
    effective_from date NOT NULL,
    cents_per_mile numeric(5,1) NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT mileage_rates_cents_per_mile_range CHECK (((cents_per_mile >= (0)::numeric) AND (cents_per_mile <= (1000)::numeric)))
);


-- Identity columns

ALTER TABLE public.mileage_rates ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.mileage_rates_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


-- Keys and constraints

ALTER TABLE ONLY public.case_contacts
    ADD CONSTRAINT case_contacts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.contact_expenses
    ADD CONSTRAINT contact_expenses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.mileage_rates
    ADD CONSTRAINT mileage_rates_effective_from_key UNIQUE (effective_from);

ALTER TABLE ONLY public.mileage_rates
    ADD CONSTRAINT mileage_rates_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.time_entries
    ADD CONSTRAINT time_entries_contact_id_key UNIQUE (contact_id);

ALTER TABLE ONLY public.time_entries
    ADD CONSTRAINT time_entries_pkey PRIMARY KEY (id);


-- Indexes

CREATE INDEX case_contacts_case_id_idx ON public.case_contacts USING btree (case_id, contact_date DESC);

CREATE INDEX case_contacts_user_id_idx ON public.case_contacts USING btree (user_id, contact_date);

CREATE INDEX case_contacts_visits_idx ON public.case_contacts USING btree (case_id, contact_date DESC) WHERE ((contact_type = 'in_person'::public.contact_type) AND contact_made AND (status = 'submitted'::public.contact_status) AND ('child'::public.contact_party = ANY (contact_with)));

CREATE INDEX contact_expenses_contact_id_idx ON public.contact_expenses USING btree (contact_id);

CREATE INDEX contact_expenses_receipt_path_idx ON public.contact_expenses USING btree (receipt_path);

CREATE INDEX time_entries_case_id_idx ON public.time_entries USING btree (case_id);

CREATE INDEX time_entries_date_idx ON public.time_entries USING btree (date DESC);

CREATE INDEX time_entries_user_id_date_idx ON public.time_entries USING btree (user_id, date);

CREATE INDEX time_entries_user_id_idx ON public.time_entries USING btree (user_id);


-- Triggers

CREATE TRIGGER case_contacts_check BEFORE INSERT OR UPDATE ON public.case_contacts FOR EACH ROW EXECUTE FUNCTION private.check_case_contact();

CREATE TRIGGER case_contacts_sync_time_entry AFTER INSERT OR UPDATE ON public.case_contacts FOR EACH ROW EXECUTE FUNCTION private.sync_contact_time_entry();

CREATE TRIGGER case_contacts_touch_updated_at BEFORE UPDATE ON public.case_contacts FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE TRIGGER contact_expenses_check BEFORE INSERT OR UPDATE ON public.contact_expenses FOR EACH ROW EXECUTE FUNCTION private.check_contact_expense();

CREATE TRIGGER contact_expenses_touch_updated_at BEFORE UPDATE ON public.contact_expenses FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE TRIGGER mileage_rates_touch_updated_at BEFORE UPDATE ON public.mileage_rates FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE TRIGGER time_entries_authorize BEFORE INSERT OR UPDATE ON public.time_entries FOR EACH ROW EXECUTE FUNCTION private.authorize_time_entry();

CREATE TRIGGER time_entries_check_limits BEFORE INSERT OR UPDATE OF case_id, user_id, hours, date ON public.time_entries FOR EACH ROW EXECUTE FUNCTION private.check_time_entry_limits();

CREATE TRIGGER time_entries_guard_contact BEFORE DELETE OR UPDATE OF case_id, user_id, description, hours, date ON public.time_entries FOR EACH ROW EXECUTE FUNCTION private.guard_contact_time_entry();

CREATE TRIGGER time_entries_snapshot_hourly_rate BEFORE INSERT OR UPDATE ON public.time_entries FOR EACH ROW EXECUTE FUNCTION private.snapshot_hourly_rate();

CREATE TRIGGER time_entries_snapshot_pro_bono BEFORE INSERT OR UPDATE ON public.time_entries FOR EACH ROW EXECUTE FUNCTION private.price_pro_bono_entry();

CREATE TRIGGER time_entries_touch_updated_at BEFORE UPDATE ON public.time_entries FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();


-- Foreign keys

ALTER TABLE ONLY public.case_contacts
    ADD CONSTRAINT case_contacts_case_id_fkey FOREIGN KEY (case_id) REFERENCES public.cases(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.case_contacts
    ADD CONSTRAINT case_contacts_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.contact_expenses
    ADD CONSTRAINT contact_expenses_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.case_contacts(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.time_entries
    ADD CONSTRAINT time_entries_case_id_fkey FOREIGN KEY (case_id) REFERENCES public.cases(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.time_entries
    ADD CONSTRAINT time_entries_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.case_contacts(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.time_entries
    ADD CONSTRAINT time_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE RESTRICT;


-- Row level security

CREATE POLICY "Admins add mileage rates" ON public.mileage_rates FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

CREATE POLICY "Admins and contractors read mileage rates" ON public.mileage_rates FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR ( SELECT private.is_contractor() AS is_contractor)));

CREATE POLICY "Admins correct mileage rates" ON public.mileage_rates FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

CREATE POLICY "Admins delete mileage rates" ON public.mileage_rates FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

CREATE POLICY "Anonymous sessions have no access" ON public.case_contacts AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.contact_expenses AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.mileage_rates AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.time_entries AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Contractors add expenses to their own open contacts" ON public.contact_expenses FOR INSERT TO authenticated WITH CHECK (((contact_id IN ( SELECT private.writable_contact_ids() AS writable_contact_ids)) AND ((receipt_path IS NULL) OR (receipt_path ~~ ((((( SELECT auth.uid() AS uid))::text || '/'::text) || (contact_id)::text) || '/%'::text)))));

CREATE POLICY "Contractors correct their own contacts until the case is comple" ON public.case_contacts FOR UPDATE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND (case_id IN ( SELECT private.loggable_case_ids() AS loggable_case_ids)))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (case_id IN ( SELECT private.loggable_case_ids() AS loggable_case_ids))));

CREATE POLICY "Contractors correct their own entries until the case is complet" ON public.time_entries FOR UPDATE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND (case_id IN ( SELECT private.loggable_case_ids() AS loggable_case_ids)))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (case_id IN ( SELECT private.loggable_case_ids() AS loggable_case_ids))));

CREATE POLICY "Contractors correct their own open contacts' expenses" ON public.contact_expenses FOR UPDATE TO authenticated USING ((contact_id IN ( SELECT private.writable_contact_ids() AS writable_contact_ids))) WITH CHECK (((contact_id IN ( SELECT private.writable_contact_ids() AS writable_contact_ids)) AND ((receipt_path IS NULL) OR (receipt_path ~~ ((((( SELECT auth.uid() AS uid))::text || '/'::text) || (contact_id)::text) || '/%'::text)))));

CREATE POLICY "Contractors delete their own contacts until the case is complet" ON public.case_contacts FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND (case_id IN ( SELECT private.loggable_case_ids() AS loggable_case_ids))));

CREATE POLICY "Contractors delete their own entries until the case is complete" ON public.time_entries FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND (case_id IN ( SELECT private.loggable_case_ids() AS loggable_case_ids))));

CREATE POLICY "Contractors delete their own open contacts' expenses" ON public.contact_expenses FOR DELETE TO authenticated USING ((contact_id IN ( SELECT private.writable_contact_ids() AS writable_contact_ids)));

CREATE POLICY "Contractors log contacts only on their own open cases" ON public.case_contacts FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (case_id IN ( SELECT private.loggable_case_ids() AS loggable_case_ids))));

CREATE POLICY "Contractors log time only on their own open cases" ON public.time_entries FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (case_id IN ( SELECT private.loggable_case_ids() AS loggable_case_ids))));

CREATE POLICY "Contractors read their own contacts and admins read all" ON public.case_contacts FOR SELECT TO authenticated USING ((((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_contractor() AS is_contractor)) OR ( SELECT private.is_admin() AS is_admin)));

CREATE POLICY "Contractors read their own contacts' expenses and admins read a" ON public.contact_expenses FOR SELECT TO authenticated USING (((contact_id IN ( SELECT private.own_contact_ids() AS own_contact_ids)) OR ( SELECT private.is_admin() AS is_admin)));

CREATE POLICY "Contractors read their own entries and admins read all" ON public.time_entries FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

ALTER TABLE public.case_contacts ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.contact_expenses ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.mileage_rates ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.time_entries ENABLE ROW LEVEL SECURITY;


-- Grants

REVOKE ALL ON FUNCTION private.check_case_contact() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.check_contact_expense() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.check_time_entry_limits() FROM PUBLIC;

REVOKE ALL ON TABLE public.case_contacts FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.case_contacts TO service_role;
GRANT SELECT,DELETE ON TABLE public.case_contacts TO authenticated;

GRANT INSERT(id) ON TABLE public.case_contacts TO authenticated;

GRANT INSERT(case_id) ON TABLE public.case_contacts TO authenticated;

GRANT INSERT(user_id) ON TABLE public.case_contacts TO authenticated;

GRANT INSERT(contact_date),UPDATE(contact_date) ON TABLE public.case_contacts TO authenticated;

GRANT INSERT(contact_type),UPDATE(contact_type) ON TABLE public.case_contacts TO authenticated;

GRANT INSERT(contact_with),UPDATE(contact_with) ON TABLE public.case_contacts TO authenticated;

GRANT INSERT(contact_made),UPDATE(contact_made) ON TABLE public.case_contacts TO authenticated;

GRANT INSERT(minutes),UPDATE(minutes) ON TABLE public.case_contacts TO authenticated;

GRANT INSERT(miles),UPDATE(miles) ON TABLE public.case_contacts TO authenticated;

GRANT INSERT(notes),UPDATE(notes) ON TABLE public.case_contacts TO authenticated;

GRANT INSERT(follow_up),UPDATE(follow_up) ON TABLE public.case_contacts TO authenticated;

GRANT INSERT(status),UPDATE(status) ON TABLE public.case_contacts TO authenticated;

REVOKE ALL ON FUNCTION private.contact_description(k public.case_contacts) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.contact_type_label(t public.contact_type) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.guard_contact_time_entry() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.is_unused_receipt(name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_unused_receipt(name text) TO authenticated;

REVOKE ALL ON FUNCTION private.is_writable_receipt_path(name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_writable_receipt_path(name text) TO authenticated;

REVOKE ALL ON FUNCTION private.loggable_case_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.loggable_case_ids() TO authenticated;

REVOKE ALL ON FUNCTION private.mileage_rate_on(on_date date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.mileage_rate_on(on_date date) TO authenticated;

REVOKE ALL ON FUNCTION private.own_contact_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.own_contact_ids() TO authenticated;

REVOKE ALL ON FUNCTION private.price_pro_bono_entry() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.snapshot_hourly_rate() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.sync_contact_time_entry() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.writable_contact_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.writable_contact_ids() TO authenticated;

REVOKE ALL ON FUNCTION public.save_contact(contact_id uuid, case_id uuid, contact_date date, contact_type public.contact_type, contact_with public.contact_party[], contact_made boolean, minutes integer, miles numeric, notes text, follow_up boolean, submit boolean, expenses jsonb) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.save_contact(contact_id uuid, case_id uuid, contact_date date, contact_type public.contact_type, contact_with public.contact_party[], contact_made boolean, minutes integer, miles numeric, notes text, follow_up boolean, submit boolean, expenses jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_contact(contact_id uuid, case_id uuid, contact_date date, contact_type public.contact_type, contact_with public.contact_party[], contact_made boolean, minutes integer, miles numeric, notes text, follow_up boolean, submit boolean, expenses jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.save_contact(contact_id uuid, case_id uuid, contact_date date, contact_type public.contact_type, contact_with public.contact_party[], contact_made boolean, minutes integer, miles numeric, notes text, follow_up boolean, submit boolean, expenses jsonb) TO service_role;

REVOKE ALL ON TABLE public.time_entries FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.time_entries TO service_role;
GRANT SELECT,DELETE ON TABLE public.time_entries TO authenticated;

GRANT INSERT(case_id) ON TABLE public.time_entries TO authenticated;

GRANT INSERT(user_id) ON TABLE public.time_entries TO authenticated;

GRANT INSERT(description),UPDATE(description) ON TABLE public.time_entries TO authenticated;

GRANT INSERT(hours),UPDATE(hours) ON TABLE public.time_entries TO authenticated;

GRANT INSERT(date),UPDATE(date) ON TABLE public.time_entries TO authenticated;

REVOKE ALL ON TABLE public.contact_expenses FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.contact_expenses TO service_role;
GRANT SELECT,DELETE ON TABLE public.contact_expenses TO authenticated;

GRANT INSERT(id) ON TABLE public.contact_expenses TO authenticated;

GRANT INSERT(contact_id) ON TABLE public.contact_expenses TO authenticated;

GRANT INSERT(description),UPDATE(description) ON TABLE public.contact_expenses TO authenticated;

GRANT INSERT(amount_cents),UPDATE(amount_cents) ON TABLE public.contact_expenses TO authenticated;

GRANT INSERT(receipt_path),UPDATE(receipt_path) ON TABLE public.contact_expenses TO authenticated;

REVOKE ALL ON TABLE public.mileage_rates FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.mileage_rates TO service_role;
GRANT SELECT,DELETE ON TABLE public.mileage_rates TO authenticated;

GRANT INSERT(effective_from),UPDATE(effective_from) ON TABLE public.mileage_rates TO authenticated;

GRANT INSERT(cents_per_mile),UPDATE(cents_per_mile) ON TABLE public.mileage_rates TO authenticated;

REVOKE ALL ON SEQUENCE public.mileage_rates_id_seq FROM anon, authenticated, service_role;
GRANT ALL ON SEQUENCE public.mileage_rates_id_seq TO anon;
GRANT ALL ON SEQUENCE public.mileage_rates_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.mileage_rates_id_seq TO service_role;


-- Rows

insert into public.mileage_rates (effective_from, cents_per_mile)
values ('2025-01-01', 70.0), ('2026-01-01', 72.5);

reset check_function_bodies;

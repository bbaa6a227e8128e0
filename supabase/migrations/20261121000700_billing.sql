-- Billing: the billing rate an admin sets per contractor, and invoices with
-- their lines, history (invoice_events) and locks.
--
-- Rules:
-- * What an invoice charges per hour is users.billing_rate, set only by admins
--   (public.set_billing_rate, adopt_asking_rate, or the approval of an
--   application); the contractor's asking rate reaches an invoice only when an
--   admin adopts it. Setting a rate prices the contractor's unpriced entries.
-- * draft --submit--> submitted --approve--> approved --mark paid--> paid; an
--   admin returns a submitted or approved invoice to draft or voids any that is
--   not paid; paid and void are final. Every transition is a definer function
--   that authorises first and writes one invoice_events row.
-- * Lines are snapshots of the period's work, taken when the draft is made,
--   refreshed on refresh_invoice() and at submit. Numbers are INV-YYYY-NNNN,
--   given at submit from a per-year counter.
-- * Once submitted, an invoice locks its time entries, contacts and expenses
--   until it is returned or voided (GC210, naming the invoice and its status).
-- * Contractors read their own invoices; admins read all.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Types

CREATE TYPE public.invoice_line_kind AS ENUM (
    'time',
    'mileage',
    'expense'
);

CREATE TYPE public.invoice_status AS ENUM (
    'draft',
    'submitted',
    'approved',
    'paid',
    'void'
);


-- Functions

CREATE FUNCTION private.adopt_asking_rate(contractor_id uuid) RETURNS numeric
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  asking numeric;
begin
  if not private.is_admin() then
    raise exception 'Only admins set billing rates' using errcode = '42501';
  end if;
  select u.hourly_rate into asking from public.users u where u.id = adopt_asking_rate.contractor_id;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  if asking is null then
    raise exception 'This contractor has no asking rate to adopt' using errcode = '22023';
  end if;
  return private.set_billing_rate(adopt_asking_rate.contractor_id, asking);
end
$$;


-- Tables

CREATE TABLE public.invoices (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    number text,
    contractor_id uuid NOT NULL,
    period_start date NOT NULL,
    period_end date NOT NULL,
    status public.invoice_status DEFAULT 'draft'::public.invoice_status NOT NULL,
    labour_cents integer DEFAULT 0 NOT NULL,
    mileage_cents integer DEFAULT 0 NOT NULL,
    expenses_cents integer DEFAULT 0 NOT NULL,
    total_cents integer DEFAULT 0 NOT NULL,
    submitted_at timestamp with time zone,
    approved_by uuid,
    approved_at timestamp with time zone,
    returned_reason text,
    paid_at date,
    payment_reference text,
    void_reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT invoices_expenses_cents_check CHECK ((expenses_cents >= 0)),
    CONSTRAINT invoices_labour_cents_check CHECK ((labour_cents >= 0)),
    CONSTRAINT invoices_mileage_cents_check CHECK ((mileage_cents >= 0)),
    CONSTRAINT invoices_number_format CHECK ((number ~ '^INV-[0-9]{4}-[0-9]{4,}$'::text)),
    CONSTRAINT invoices_numbered_once_submitted CHECK (((status = 'draft'::public.invoice_status) OR (status = 'void'::public.invoice_status) OR (number IS NOT NULL))),
    CONSTRAINT invoices_payment_reference_length CHECK ((length(payment_reference) <= 200)),
    CONSTRAINT invoices_period CHECK ((period_start <= period_end)),
    CONSTRAINT invoices_returned_reason_length CHECK ((length(returned_reason) <= 2000)),
    CONSTRAINT invoices_total_adds_up CHECK ((total_cents = ((labour_cents + mileage_cents) + expenses_cents))),
    CONSTRAINT invoices_void_reason_length CHECK ((length(void_reason) <= 2000))
);


-- Functions

CREATE FUNCTION private.approve_invoice(invoice_id uuid) RETURNS public.invoices
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  inv public.invoices := private.invoice_to_act_on(approve_invoice.invoice_id, true);
begin
  if inv.contractor_id = (select auth.uid()) then
    raise exception 'You cannot approve your own invoice' using errcode = '42501';
  end if;
  perform private.require_invoice_status(inv, '{submitted}', 'approved');
  update public.invoices i
     set status = 'approved', approved_by = (select auth.uid()), approved_at = now()
   where i.id = inv.id
  returning * into inv;
  perform private.record_invoice_event(inv.id, 'submitted', 'approved', null);
  return inv;
end
$$;

CREATE FUNCTION private.create_invoice(period_start date, period_end date) RETURNS public.invoices
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  inv public.invoices;
begin
  if not private.is_contractor() then
    raise exception 'Only contractors prepare invoices' using errcode = '42501';
  end if;
  if create_invoice.period_start is null or create_invoice.period_end is null
     or create_invoice.period_start > create_invoice.period_end then
    raise exception 'Choose a period that starts on or before the day it ends' using errcode = '22023';
  end if;
  insert into public.invoices (contractor_id, period_start, period_end)
  values ((select auth.uid()), create_invoice.period_start, create_invoice.period_end)
  returning * into inv;
  if private.gather_invoice_lines(inv) = 0 then
    raise exception '%', private.nothing_to_invoice(inv) using errcode = 'GC221';
  end if;
  perform private.record_invoice_event(inv.id, null, 'draft', null);
  select * into inv from public.invoices i where i.id = inv.id;
  return inv;
end
$$;

CREATE FUNCTION private.gather_invoice_lines(inv public.invoices) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  gathered integer;
begin
  -- One gather at a time per contractor, so two drafts never race for the same work.
  perform pg_advisory_xact_lock(hashtextextended('invoice-gather/' || inv.contractor_id::text, 0));
  delete from public.invoice_lines l where l.invoice_id = inv.id;
  insert into public.invoice_lines (
    invoice_id, position, kind, case_id, date, description, quantity, unit_cents, amount_cents,
    time_entry_id, contact_id, expense_id
  )
  select inv.id, row_number() over (order by w.date, w.kind, w.made, w.id), w.kind, w.case_id,
         w.date, w.description, w.quantity, w.unit_cents,
         coalesce(round(w.quantity * w.unit_cents), 0), w.time_entry_id, w.contact_id, w.expense_id
    from (
      select 'time'::public.invoice_line_kind as kind, t.id, t.created_at as made, t.case_id,
             t.date, t.description || case when c.type = 'pro_bono' then ' (pro bono)' else '' end
               as description,
             t.hours as quantity,
             case when c.type = 'pro_bono' then 0 else round(t.hourly_rate * 100) end as unit_cents,
             t.id as time_entry_id, null::uuid as contact_id, null::uuid as expense_id
        from public.time_entries t
        join public.cases c on c.id = t.case_id
       where t.user_id = inv.contractor_id
         and t.date between inv.period_start and inv.period_end
         and not exists (
           select 1 from public.invoice_lines l where l.time_entry_id = t.id and not l.released
         )
      union all
      select 'mileage', k.id, k.created_at, k.case_id, k.contact_date,
             'Mileage: ' || private.contact_description(k), k.miles,
             private.mileage_rate_on(k.contact_date), null, k.id, null
        from public.case_contacts k
       where k.user_id = inv.contractor_id
         and k.status = 'submitted'
         and k.miles > 0
         and k.contact_date between inv.period_start and inv.period_end
         and not exists (
           select 1 from public.invoice_lines l
            where l.contact_id = k.id and l.kind = 'mileage' and not l.released
         )
      union all
      select 'expense', e.id, e.created_at, k.case_id, k.contact_date, e.description, 1,
             e.amount_cents, null, null, e.id
        from public.contact_expenses e
        join public.case_contacts k on k.id = e.contact_id
       where k.user_id = inv.contractor_id
         and k.status = 'submitted'
         and k.contact_date between inv.period_start and inv.period_end
         and not exists (
           select 1 from public.invoice_lines l where l.expense_id = e.id and not l.released
         )
    ) w;
  get diagnostics gathered = row_count;

  update public.invoices i
     set labour_cents = s.labour, mileage_cents = s.mileage, expenses_cents = s.expenses,
         total_cents = s.labour + s.mileage + s.expenses
    from (
      select coalesce(sum(l.amount_cents) filter (where l.kind = 'time'), 0)::integer as labour,
             coalesce(sum(l.amount_cents) filter (where l.kind = 'mileage'), 0)::integer as mileage,
             coalesce(sum(l.amount_cents) filter (where l.kind = 'expense'), 0)::integer as expenses
        from public.invoice_lines l where l.invoice_id = inv.id
    ) s
   where i.id = inv.id;
  return gathered;
end
$$;

CREATE FUNCTION private.invoice_lock(time_entry_id uuid DEFAULT NULL::uuid, contact_id uuid DEFAULT NULL::uuid, expense_id uuid DEFAULT NULL::uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.invoice_lock_message(i.number, i.status)
    from public.invoice_lines l
    join public.invoices i on i.id = l.invoice_id
   where not l.released
     and i.status in ('submitted', 'approved', 'paid')
     and (
       l.time_entry_id = invoice_lock.time_entry_id
       or l.expense_id = invoice_lock.expense_id
       or (l.kind = 'mileage' and l.contact_id = invoice_lock.contact_id)
       or l.time_entry_id in (
         select t.id from public.time_entries t where t.contact_id = invoice_lock.contact_id
       )
       or l.expense_id in (
         select e.id from public.contact_expenses e where e.contact_id = invoice_lock.contact_id
       )
     )
   order by i.submitted_at
   limit 1
$$;

CREATE FUNCTION private.invoice_lock_message(number text, status public.invoice_status) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select format('This is on invoice %s, which is %s: ', number, status)
         || case when status = 'paid' then 'it can no longer be changed or deleted'
                 else 'it cannot be changed or deleted until the invoice is returned or voided' end
$$;

CREATE FUNCTION private.invoice_to_act_on(invoice_id uuid, as_admin boolean) RETURNS public.invoices
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  inv public.invoices;
begin
  if as_admin and not private.is_admin() then
    raise exception 'Only admins review invoices' using errcode = '42501';
  end if;
  if not as_admin and not private.is_contractor() then
    raise exception 'Only contractors prepare invoices' using errcode = '42501';
  end if;
  select * into inv from public.invoices i where i.id = invoice_to_act_on.invoice_id for update;
  if not found or (not as_admin and inv.contractor_id <> (select auth.uid())) then
    raise exception 'Invoice not found' using errcode = 'GC223';
  end if;
  return inv;
end
$$;

CREATE FUNCTION private.mark_invoice_paid(invoice_id uuid, paid_on date, reference text) RETURNS public.invoices
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  inv public.invoices := private.invoice_to_act_on(mark_invoice_paid.invoice_id, true);
  ref text;
begin
  if inv.contractor_id = (select auth.uid()) then
    raise exception 'You cannot mark your own invoice paid' using errcode = '42501';
  end if;
  perform private.require_invoice_status(inv, '{approved}', 'marked paid');
  if paid_on is null or paid_on > current_date
     or paid_on < (inv.approved_at at time zone 'America/Chicago')::date then
    raise exception 'The payment date is a day from the approval (%) to today',
      (inv.approved_at at time zone 'America/Chicago')::date
      using errcode = '22023';
  end if;
  ref := private.required_text(mark_invoice_paid.reference, 200,
    'Give the payment reference (at most 200 characters)');
  update public.invoices i
     set status = 'paid', paid_at = mark_invoice_paid.paid_on, payment_reference = ref
   where i.id = inv.id
  returning * into inv;
  perform private.record_invoice_event(inv.id, 'approved', 'paid', null);
  return inv;
end
$$;

CREATE FUNCTION private.nothing_to_invoice(inv public.invoices) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select format(
    'Nothing to invoice from %s to %s: no submitted work in that period that is not on another invoice',
    to_char(inv.period_start, 'FMMon FMDD, YYYY'), to_char(inv.period_end, 'FMMon FMDD, YYYY')
  )
$$;

CREATE FUNCTION private.own_invoice_ids() RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select i.id from public.invoices i where i.contractor_id = (select auth.uid())
$$;

CREATE FUNCTION private.record_invoice_event(invoice_id uuid, from_status public.invoice_status, to_status public.invoice_status, reason text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.invoice_events (invoice_id, from_status, to_status, actor_id, actor_name, reason)
  values (
    record_invoice_event.invoice_id, record_invoice_event.from_status,
    record_invoice_event.to_status, (select auth.uid()),
    (select u.full_name from public.users u where u.id = (select auth.uid())),
    record_invoice_event.reason
  )
$$;

CREATE FUNCTION private.refresh_invoice(invoice_id uuid) RETURNS public.invoices
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  inv public.invoices := private.invoice_to_act_on(refresh_invoice.invoice_id, false);
begin
  perform private.require_invoice_status(inv, '{draft}', 'refreshed');
  perform private.gather_invoice_lines(inv);
  select * into inv from public.invoices i where i.id = inv.id;
  return inv;
end
$$;

CREATE FUNCTION private.refuse_locked_contact() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  locked text := private.invoice_lock(contact_id => old.id);
begin
  if locked is not null then
    raise exception '%', locked using errcode = 'GC210';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

CREATE FUNCTION private.refuse_locked_expense() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  locked text;
begin
  if tg_op = 'INSERT' then
    -- Before RLS: only the contact's own contractor hears about its invoice.
    if not exists (
      select 1 from public.case_contacts k
       where k.id = new.contact_id and k.user_id = (select auth.uid())
    ) then
      return new;
    end if;
    locked := private.invoice_lock(contact_id => new.contact_id);
  else
    locked := private.invoice_lock(expense_id => old.id, contact_id => old.contact_id);
  end if;
  if locked is not null then
    raise exception '%', locked using errcode = 'GC210';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

CREATE FUNCTION private.refuse_locked_time_entry() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  locked text := private.invoice_lock(time_entry_id => old.id);
begin
  if locked is not null then
    raise exception '%', locked using errcode = 'GC210';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

CREATE FUNCTION private.require_invoice_status(inv public.invoices, allowed public.invoice_status[], action text) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not (inv.status = any (allowed)) then
    raise exception '% is %: only % invoice can be %',
      coalesce('Invoice ' || inv.number, 'This invoice'), inv.status,
      case when allowed[1] = 'approved' then 'an ' else 'a ' end
        || case when cardinality(allowed) = 1 then allowed[1]::text
                else array_to_string(allowed[1:cardinality(allowed) - 1]::text[], ', ')
                     || ' or ' || allowed[cardinality(allowed)]::text end,
      action
      using errcode = 'GC220';
  end if;
end
$$;

CREATE FUNCTION private.return_invoice(invoice_id uuid, reason text) RETURNS public.invoices
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  inv public.invoices := private.invoice_to_act_on(return_invoice.invoice_id, true);
  was public.invoice_status := inv.status;
  why text;
begin
  perform private.require_invoice_status(inv, '{submitted,approved}', 'returned');
  why := private.required_text(return_invoice.reason, 2000,
    'Say why the invoice goes back to the contractor (at most 2,000 characters)');
  update public.invoices i
     set status = 'draft', returned_reason = why, approved_by = null, approved_at = null
   where i.id = inv.id
  returning * into inv;
  perform private.record_invoice_event(inv.id, was, 'draft', why);
  return inv;
end
$$;

CREATE FUNCTION private.set_billing_rate(contractor_id uuid, rate numeric) RETURNS numeric
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target_role public.user_role;
begin
  if not private.is_admin() then
    raise exception 'Only admins set billing rates' using errcode = '42501';
  end if;
  select u.role into target_role from public.users u where u.id = set_billing_rate.contractor_id;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  if target_role <> 'contractor' then
    raise exception 'Billing rates are set only for contractors' using errcode = '22023';
  end if;
  if rate is null or rate < 0 or rate > 1000 then
    raise exception 'A billing rate is between 0 and 1000.00 USD per hour'
      using errcode = '23514';
  end if;
  update public.users u set billing_rate = rate where u.id = set_billing_rate.contractor_id;
  -- The snapshot trigger fills these from the new billing rate.
  update public.time_entries t set hourly_rate = null
   where t.user_id = set_billing_rate.contractor_id and t.hourly_rate is null;
  return round(rate, 2);
end
$$;

CREATE FUNCTION private.submit_invoice(invoice_id uuid) RETURNS public.invoices
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  inv public.invoices := private.invoice_to_act_on(submit_invoice.invoice_id, false);
  unpriced integer;
  examples text;
  invoice_year integer;
  next_number integer;
begin
  perform private.require_invoice_status(inv, '{draft}', 'submitted');
  if private.gather_invoice_lines(inv) = 0 then
    raise exception '%', private.nothing_to_invoice(inv) using errcode = 'GC221';
  end if;
  select count(*) into unpriced
    from public.invoice_lines l where l.invoice_id = inv.id and l.unit_cents is null;
  if unpriced > 0 then
    select string_agg(x.line, '; ') into examples
      from (
        select to_char(l.date, 'FMMon FMDD, YYYY') || ' ' || l.description as line
          from public.invoice_lines l
         where l.invoice_id = inv.id and l.unit_cents is null
         order by l.position
         limit 3
      ) x;
    raise exception 'Cannot submit yet: % line(s) have no rate (%). Time needs your billing rate and mileage a mileage rate on its date; an admin sets them, then submit again',
      unpriced, examples
      using errcode = 'GC221';
  end if;
  if inv.number is null then
    invoice_year := extract(year from (now() at time zone 'America/New_York'))::integer;
    insert into private.invoice_counters as c (year, last_number) values (invoice_year, 1)
    on conflict on constraint invoice_counters_pkey do update set last_number = c.last_number + 1
    returning c.last_number into next_number;
    inv.number := format('INV-%s-%s', invoice_year, lpad(next_number::text, 4, '0'));
  end if;
  update public.invoices i
     set status = 'submitted', number = inv.number, submitted_at = now(), returned_reason = null
   where i.id = inv.id
  returning * into inv;
  perform private.record_invoice_event(inv.id, 'draft', 'submitted', null);
  return inv;
end
$$;

CREATE FUNCTION private.void_invoice(invoice_id uuid, reason text) RETURNS public.invoices
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  inv public.invoices := private.invoice_to_act_on(void_invoice.invoice_id, true);
  was public.invoice_status := inv.status;
  why text;
begin
  perform private.require_invoice_status(inv, '{draft,submitted,approved}', 'voided');
  why := private.required_text(void_invoice.reason, 2000,
    'Say why the invoice is voided (at most 2,000 characters)');
  update public.invoice_lines l set released = true where l.invoice_id = inv.id;
  update public.invoices i set status = 'void', void_reason = why
   where i.id = inv.id
  returning * into inv;
  perform private.record_invoice_event(inv.id, was, 'void', why);
  return inv;
end
$$;

CREATE FUNCTION public.adopt_asking_rate(contractor_id uuid) RETURNS numeric
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.adopt_asking_rate(adopt_asking_rate.contractor_id)
$$;

CREATE FUNCTION public.approve_invoice(invoice_id uuid) RETURNS SETOF public.invoices
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.approve_invoice(approve_invoice.invoice_id) $$;

CREATE FUNCTION public.create_invoice(period_start date, period_end date) RETURNS SETOF public.invoices
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.create_invoice(create_invoice.period_start, create_invoice.period_end) $$;

CREATE FUNCTION public.mark_invoice_paid(invoice_id uuid, paid_on date, reference text) RETURNS SETOF public.invoices
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.mark_invoice_paid(
    mark_invoice_paid.invoice_id, mark_invoice_paid.paid_on, mark_invoice_paid.reference
  )
$$;

CREATE FUNCTION public.refresh_invoice(invoice_id uuid) RETURNS SETOF public.invoices
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.refresh_invoice(refresh_invoice.invoice_id) $$;

CREATE FUNCTION public.return_invoice(invoice_id uuid, reason text) RETURNS SETOF public.invoices
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.return_invoice(return_invoice.invoice_id, return_invoice.reason) $$;

CREATE FUNCTION public.set_billing_rate(contractor_id uuid, rate numeric) RETURNS numeric
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.set_billing_rate(set_billing_rate.contractor_id, set_billing_rate.rate)
$$;

CREATE FUNCTION public.submit_invoice(invoice_id uuid) RETURNS SETOF public.invoices
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.submit_invoice(submit_invoice.invoice_id) $$;

CREATE FUNCTION public.void_invoice(invoice_id uuid, reason text) RETURNS SETOF public.invoices
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.void_invoice(void_invoice.invoice_id, void_invoice.reason) $$;


-- Tables

CREATE TABLE private.invoice_counters (
    year integer NOT NULL,
    last_number integer NOT NULL,
    CONSTRAINT invoice_counters_last_number_check CHECK ((last_number > 0))
);

CREATE TABLE public.invoice_events (
    id bigint NOT NULL,
    invoice_id uuid NOT NULL,
    from_status public.invoice_status,
    to_status public.invoice_status NOT NULL,
    actor_id uuid,
    actor_name text,
    reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT invoice_events_actor_name_check CHECK ((length(actor_name) <= 200)),
    CONSTRAINT invoice_events_reason_check CHECK ((length(reason) <= 2000))
);


-- Identity columns

ALTER TABLE public.invoice_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.invoice_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


-- Tables

CREATE TABLE public.invoice_lines (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid NOT NULL,
    "position" integer NOT NULL,
    kind public.invoice_line_kind NOT NULL,
    case_id uuid NOT NULL,
    date date NOT NULL,
    description text NOT NULL,
    quantity numeric(7,2) NOT NULL,
    unit_cents numeric(9,1),
    amount_cents integer NOT NULL,
    time_entry_id uuid,
    contact_id uuid,
    expense_id uuid,
    released boolean DEFAULT false NOT NULL,
    CONSTRAINT invoice_lines_amount_is_quantity_times_unit CHECK (((amount_cents)::numeric = COALESCE(round((quantity * unit_cents)), (0)::numeric))),
    CONSTRAINT invoice_lines_description_check CHECK (((length(description) >= 1) AND (length(description) <= 2100))),
    CONSTRAINT invoice_lines_quantity_check CHECK ((quantity > (0)::numeric)),
    CONSTRAINT invoice_lines_unit_cents_check CHECK ((unit_cents >= (0)::numeric))
);


-- Keys and constraints

ALTER TABLE ONLY private.invoice_counters
    ADD CONSTRAINT invoice_counters_pkey PRIMARY KEY (year);

ALTER TABLE ONLY public.invoice_events
    ADD CONSTRAINT invoice_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.invoice_lines
    ADD CONSTRAINT invoice_lines_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_number_key UNIQUE (number);

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_pkey PRIMARY KEY (id);


-- Indexes

CREATE INDEX invoice_events_actor_id_idx ON public.invoice_events USING btree (actor_id);

CREATE INDEX invoice_events_invoice_id_idx ON public.invoice_events USING btree (invoice_id, created_at);

CREATE INDEX invoice_lines_case_id_idx ON public.invoice_lines USING btree (case_id);

CREATE INDEX invoice_lines_contact_id_idx ON public.invoice_lines USING btree (contact_id);

CREATE INDEX invoice_lines_expense_id_idx ON public.invoice_lines USING btree (expense_id);

CREATE UNIQUE INDEX invoice_lines_expense_once ON public.invoice_lines USING btree (expense_id) WHERE ((NOT released) AND (expense_id IS NOT NULL));

CREATE INDEX invoice_lines_invoice_id_idx ON public.invoice_lines USING btree (invoice_id, "position");

CREATE INDEX invoice_lines_time_entry_id_idx ON public.invoice_lines USING btree (time_entry_id);

CREATE UNIQUE INDEX invoice_lines_time_entry_once ON public.invoice_lines USING btree (time_entry_id) WHERE ((NOT released) AND (time_entry_id IS NOT NULL));

CREATE UNIQUE INDEX invoice_lines_trip_once ON public.invoice_lines USING btree (contact_id) WHERE ((NOT released) AND (kind = 'mileage'::public.invoice_line_kind) AND (contact_id IS NOT NULL));

CREATE INDEX invoices_approved_by_idx ON public.invoices USING btree (approved_by);

CREATE INDEX invoices_contractor_id_idx ON public.invoices USING btree (contractor_id, created_at DESC);

CREATE INDEX invoices_status_idx ON public.invoices USING btree (status, submitted_at);


-- Triggers

CREATE TRIGGER case_contacts_lock_invoiced BEFORE DELETE OR UPDATE ON public.case_contacts FOR EACH ROW EXECUTE FUNCTION private.refuse_locked_contact();

CREATE TRIGGER contact_expenses_lock_invoiced BEFORE INSERT OR DELETE OR UPDATE ON public.contact_expenses FOR EACH ROW EXECUTE FUNCTION private.refuse_locked_expense();

CREATE TRIGGER invoices_touch_updated_at BEFORE UPDATE ON public.invoices FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

CREATE TRIGGER time_entries_lock_invoiced BEFORE DELETE OR UPDATE ON public.time_entries FOR EACH ROW EXECUTE FUNCTION private.refuse_locked_time_entry();


-- Foreign keys

ALTER TABLE ONLY public.invoice_events
    ADD CONSTRAINT invoice_events_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES public.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.invoice_events
    ADD CONSTRAINT invoice_events_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.invoice_lines
    ADD CONSTRAINT invoice_lines_case_id_fkey FOREIGN KEY (case_id) REFERENCES public.cases(id) ON DELETE RESTRICT;

ALTER TABLE ONLY public.invoice_lines
    ADD CONSTRAINT invoice_lines_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.case_contacts(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.invoice_lines
    ADD CONSTRAINT invoice_lines_expense_id_fkey FOREIGN KEY (expense_id) REFERENCES public.contact_expenses(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.invoice_lines
    ADD CONSTRAINT invoice_lines_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.invoice_lines
    ADD CONSTRAINT invoice_lines_time_entry_id_fkey FOREIGN KEY (time_entry_id) REFERENCES public.time_entries(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_approved_by_fkey FOREIGN KEY (approved_by) REFERENCES public.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_contractor_id_fkey FOREIGN KEY (contractor_id) REFERENCES public.users(id) ON DELETE RESTRICT;


-- Row level security

CREATE POLICY "Anonymous sessions have no access" ON public.invoice_events AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.invoice_lines AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Anonymous sessions have no access" ON public.invoices AS RESTRICTIVE TO authenticated USING ((NOT ( SELECT private.is_anonymous() AS is_anonymous))) WITH CHECK ((NOT ( SELECT private.is_anonymous() AS is_anonymous)));

CREATE POLICY "Contractors discard their own drafts that were never submitted" ON public.invoices FOR DELETE TO authenticated USING (((contractor_id = ( SELECT auth.uid() AS uid)) AND (status = 'draft'::public.invoice_status) AND (number IS NULL)));

CREATE POLICY "Contractors read their own invoice history and admins read all" ON public.invoice_events FOR SELECT TO authenticated USING (((invoice_id IN ( SELECT private.own_invoice_ids() AS own_invoice_ids)) OR ( SELECT private.is_admin() AS is_admin)));

CREATE POLICY "Contractors read their own invoice lines and admins read all" ON public.invoice_lines FOR SELECT TO authenticated USING (((invoice_id IN ( SELECT private.own_invoice_ids() AS own_invoice_ids)) OR ( SELECT private.is_admin() AS is_admin)));

CREATE POLICY "Contractors read their own invoices and admins read all" ON public.invoices FOR SELECT TO authenticated USING (((contractor_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

ALTER TABLE public.invoice_events ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.invoice_lines ENABLE ROW LEVEL SECURITY;

ALTER TABLE public.invoices ENABLE ROW LEVEL SECURITY;


-- Grants

REVOKE ALL ON FUNCTION private.adopt_asking_rate(contractor_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.adopt_asking_rate(contractor_id uuid) TO authenticated;

REVOKE ALL ON TABLE public.invoices FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.invoices TO service_role;
GRANT SELECT,DELETE ON TABLE public.invoices TO authenticated;

REVOKE ALL ON FUNCTION private.approve_invoice(invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.approve_invoice(invoice_id uuid) TO authenticated;

REVOKE ALL ON FUNCTION private.create_invoice(period_start date, period_end date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.create_invoice(period_start date, period_end date) TO authenticated;

REVOKE ALL ON FUNCTION private.gather_invoice_lines(inv public.invoices) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.invoice_lock(time_entry_id uuid, contact_id uuid, expense_id uuid) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.invoice_lock_message(number text, status public.invoice_status) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.invoice_to_act_on(invoice_id uuid, as_admin boolean) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.mark_invoice_paid(invoice_id uuid, paid_on date, reference text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.mark_invoice_paid(invoice_id uuid, paid_on date, reference text) TO authenticated;

REVOKE ALL ON FUNCTION private.nothing_to_invoice(inv public.invoices) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.own_invoice_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION private.own_invoice_ids() TO authenticated;

REVOKE ALL ON FUNCTION private.record_invoice_event(invoice_id uuid, from_status public.invoice_status, to_status public.invoice_status, reason text) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.refresh_invoice(invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.refresh_invoice(invoice_id uuid) TO authenticated;

REVOKE ALL ON FUNCTION private.refuse_locked_contact() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.refuse_locked_expense() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.refuse_locked_time_entry() FROM PUBLIC;

REVOKE ALL ON FUNCTION private.require_invoice_status(inv public.invoices, allowed public.invoice_status[], action text) FROM PUBLIC;

REVOKE ALL ON FUNCTION private.return_invoice(invoice_id uuid, reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.return_invoice(invoice_id uuid, reason text) TO authenticated;

REVOKE ALL ON FUNCTION private.set_billing_rate(contractor_id uuid, rate numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION private.set_billing_rate(contractor_id uuid, rate numeric) TO authenticated;

REVOKE ALL ON FUNCTION private.submit_invoice(invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.submit_invoice(invoice_id uuid) TO authenticated;

REVOKE ALL ON FUNCTION private.void_invoice(invoice_id uuid, reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.void_invoice(invoice_id uuid, reason text) TO authenticated;

REVOKE ALL ON FUNCTION public.adopt_asking_rate(contractor_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.adopt_asking_rate(contractor_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.adopt_asking_rate(contractor_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.adopt_asking_rate(contractor_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.approve_invoice(invoice_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.approve_invoice(invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.approve_invoice(invoice_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.approve_invoice(invoice_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.create_invoice(period_start date, period_end date) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.create_invoice(period_start date, period_end date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_invoice(period_start date, period_end date) TO authenticated;
GRANT ALL ON FUNCTION public.create_invoice(period_start date, period_end date) TO service_role;

REVOKE ALL ON FUNCTION public.mark_invoice_paid(invoice_id uuid, paid_on date, reference text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.mark_invoice_paid(invoice_id uuid, paid_on date, reference text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mark_invoice_paid(invoice_id uuid, paid_on date, reference text) TO authenticated;
GRANT ALL ON FUNCTION public.mark_invoice_paid(invoice_id uuid, paid_on date, reference text) TO service_role;

REVOKE ALL ON FUNCTION public.refresh_invoice(invoice_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.refresh_invoice(invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.refresh_invoice(invoice_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.refresh_invoice(invoice_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.return_invoice(invoice_id uuid, reason text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.return_invoice(invoice_id uuid, reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.return_invoice(invoice_id uuid, reason text) TO authenticated;
GRANT ALL ON FUNCTION public.return_invoice(invoice_id uuid, reason text) TO service_role;

REVOKE ALL ON FUNCTION public.set_billing_rate(contractor_id uuid, rate numeric) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.set_billing_rate(contractor_id uuid, rate numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_billing_rate(contractor_id uuid, rate numeric) TO authenticated;
GRANT ALL ON FUNCTION public.set_billing_rate(contractor_id uuid, rate numeric) TO service_role;

REVOKE ALL ON FUNCTION public.submit_invoice(invoice_id uuid) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.submit_invoice(invoice_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.submit_invoice(invoice_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.submit_invoice(invoice_id uuid) TO service_role;

REVOKE ALL ON FUNCTION public.void_invoice(invoice_id uuid, reason text) FROM anon, authenticated, service_role;
REVOKE ALL ON FUNCTION public.void_invoice(invoice_id uuid, reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.void_invoice(invoice_id uuid, reason text) TO authenticated;
GRANT ALL ON FUNCTION public.void_invoice(invoice_id uuid, reason text) TO service_role;

REVOKE ALL ON TABLE public.invoice_events FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.invoice_events TO service_role;
GRANT SELECT ON TABLE public.invoice_events TO authenticated;

REVOKE ALL ON SEQUENCE public.invoice_events_id_seq FROM anon, authenticated, service_role;
GRANT ALL ON SEQUENCE public.invoice_events_id_seq TO anon;
GRANT ALL ON SEQUENCE public.invoice_events_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.invoice_events_id_seq TO service_role;

REVOKE ALL ON TABLE public.invoice_lines FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.invoice_lines TO service_role;
GRANT SELECT ON TABLE public.invoice_lines TO authenticated;

reset check_function_bodies;

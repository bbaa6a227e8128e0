-- Invoices with a lifecycle (issue 19): a contractor gathers a period's work into
-- a draft and submits it; an admin approves, returns, marks paid or voids it. Every
-- transition is a function here; the history is public.invoice_events.
--
--   draft --submit--> submitted --approve--> approved --mark paid--> paid
--     ^                   |                     |
--     +------return-------+---------return------+
--   draft, submitted, approved --void--> void            (paid and void are final)
--
-- Decisions where the issue is silent:
-- * Lines are snapshots (kind, case, date, description, quantity, unit and amount),
--   taken when the draft is made and taken again on refresh_invoice() and at submit,
--   so the submitted lines are exactly the work at submit; a returned invoice goes
--   back to draft, its work is editable again, and the next submit snapshots anew.
--   A draft's lines already claim their work, so another invoice does not gather it
--   twice (one active line per time entry, trip and expense: unique indexes); a void
--   invoice's lines are released (released = true) and the work is billable again.
-- * What is gathered: the contractor's time entries dated in the period (a submitted
--   contact's entry included), the mileage of their submitted contacts in it and those
--   contacts' expenses, that no other active invoice holds. Time is priced at the
--   entry's rate snapshot (0 on pro bono cases, described '(pro bono)'); a trip at the
--   mileage rate in force on its date; an expense at its amount. Amounts are integer
--   cents, round(quantity x unit) half up; totals (labour, mileage, expenses, total)
--   are the sums of the lines, and total = labour + mileage + expenses is a check.
-- * Unpriced work (time before an admin set the billing rate, a trip with no mileage
--   rate in force) is shown on the draft with no rate and refused at submit (GC221,
--   naming up to three lines): nothing is left out silently.
-- * Numbers INV-YYYY-NNNN are given at the first submit, in order and without gaps:
--   one counter row per year (private.invoice_counters) is locked by the submit that
--   takes the next number, and rolls back with it. YYYY is the year of that submit in
--   Florida. A draft that was never submitted has no number and its contractor may
--   discard it (delete); a numbered invoice is never deleted, only voided.
-- * Who: contractors create, refresh, submit and discard only their own drafts; admins
--   approve (never their own: an admin who once billed as a contractor), return with a
--   reason (from submitted or approved), mark paid with a date and a reference (from
--   approved, never their own) and void with a reason. Contractors read their own
--   invoices, lines and history, admins all; nobody writes the tables directly.
-- * Errors, in this order: 42501 the role may not do it (or an admin's own invoice);
--   GC223 'Invoice not found' (also for someone else's invoice, so no one learns that
--   it exists); GC220 the transition is not allowed from the current status (the
--   message names the invoice and both statuses); GC221 nothing to invoice, or
--   unpriced lines; 22023 a missing reason, date or reference.

create type public.invoice_status as enum ('draft', 'submitted', 'approved', 'paid', 'void');
create type public.invoice_line_kind as enum ('time', 'mileage', 'expense');

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  number text constraint invoices_number_key unique
    constraint invoices_number_format check (number ~ '^INV-[0-9]{4}-[0-9]{4,}$'),
  contractor_id uuid not null
    constraint invoices_contractor_id_fkey references public.users (id) on delete restrict,
  period_start date not null,
  period_end date not null,
  status public.invoice_status not null default 'draft',
  labour_cents integer not null default 0 check (labour_cents >= 0),
  mileage_cents integer not null default 0 check (mileage_cents >= 0),
  expenses_cents integer not null default 0 check (expenses_cents >= 0),
  total_cents integer not null default 0,
  submitted_at timestamptz,
  approved_by uuid
    constraint invoices_approved_by_fkey references public.users (id) on delete set null,
  approved_at timestamptz,
  returned_reason text constraint invoices_returned_reason_length check (length(returned_reason) <= 2000),
  paid_at date,
  payment_reference text constraint invoices_payment_reference_length check (length(payment_reference) <= 200),
  void_reason text constraint invoices_void_reason_length check (length(void_reason) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invoices_period check (period_start <= period_end),
  constraint invoices_total_adds_up check (total_cents = labour_cents + mileage_cents + expenses_cents),
  constraint invoices_numbered_once_submitted check (status = 'draft' or status = 'void' or number is not null)
);
create index invoices_contractor_id_idx on public.invoices (contractor_id, created_at desc);
create index invoices_approved_by_idx on public.invoices (approved_by);
create index invoices_status_idx on public.invoices (status, submitted_at);

create trigger invoices_touch_updated_at
  before update on public.invoices
  for each row execute function private.touch_updated_at();

create table public.invoice_lines (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null
    constraint invoice_lines_invoice_id_fkey references public.invoices (id) on delete cascade,
  position integer not null,
  kind public.invoice_line_kind not null,
  case_id uuid not null
    constraint invoice_lines_case_id_fkey references public.cases (id) on delete restrict,
  date date not null,
  description text not null check (length(description) between 1 and 2100),
  -- hours, miles, or 1 (an expense)
  quantity numeric(7, 2) not null check (quantity > 0),
  -- cents an hour / a mile (mileage may have a tenth of a cent) / the expense; null: unpriced
  unit_cents numeric(9, 1) check (unit_cents >= 0),
  amount_cents integer not null,
  time_entry_id uuid
    constraint invoice_lines_time_entry_id_fkey references public.time_entries (id) on delete set null,
  contact_id uuid
    constraint invoice_lines_contact_id_fkey references public.case_contacts (id) on delete set null,
  expense_id uuid
    constraint invoice_lines_expense_id_fkey references public.contact_expenses (id) on delete set null,
  released boolean not null default false,
  constraint invoice_lines_amount_is_quantity_times_unit check (
    amount_cents = coalesce(round(quantity * unit_cents), 0)
  )
);
create index invoice_lines_invoice_id_idx on public.invoice_lines (invoice_id, position);
create index invoice_lines_case_id_idx on public.invoice_lines (case_id);
create index invoice_lines_time_entry_id_idx on public.invoice_lines (time_entry_id);
create index invoice_lines_contact_id_idx on public.invoice_lines (contact_id);
create index invoice_lines_expense_id_idx on public.invoice_lines (expense_id);
-- Each piece of work is on at most one invoice that is not void.
create unique index invoice_lines_time_entry_once on public.invoice_lines (time_entry_id)
  where not released and time_entry_id is not null;
create unique index invoice_lines_trip_once on public.invoice_lines (contact_id)
  where not released and kind = 'mileage' and contact_id is not null;
create unique index invoice_lines_expense_once on public.invoice_lines (expense_id)
  where not released and expense_id is not null;

create table public.invoice_events (
  id bigint generated always as identity primary key,
  invoice_id uuid not null
    constraint invoice_events_invoice_id_fkey references public.invoices (id) on delete cascade,
  from_status public.invoice_status,
  to_status public.invoice_status not null,
  actor_id uuid
    constraint invoice_events_actor_id_fkey references public.users (id) on delete set null,
  -- A copy of users.full_name, so the history reads the same later (as case_events).
  actor_name text check (length(actor_name) <= 200),
  reason text check (length(reason) <= 2000),
  created_at timestamptz not null default now()
);
create index invoice_events_invoice_id_idx on public.invoice_events (invoice_id, created_at);
create index invoice_events_actor_id_idx on public.invoice_events (actor_id);

create table private.invoice_counters (
  year integer primary key,
  last_number integer not null check (last_number > 0)
);
revoke all on private.invoice_counters from public, anon, authenticated;

-- Access --------------------------------------------------------------------------

create function private.own_invoice_ids() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select i.id from public.invoices i where i.contractor_id = (select auth.uid())
$$;
revoke all on function private.own_invoice_ids() from public;
grant execute on function private.own_invoice_ids() to authenticated;

alter table public.invoices enable row level security;
alter table public.invoice_lines enable row level security;
alter table public.invoice_events enable row level security;

revoke all on public.invoices from anon, authenticated;
revoke all on public.invoice_lines from anon, authenticated;
revoke all on public.invoice_events from anon, authenticated;
grant select, delete on public.invoices to authenticated;
grant select on public.invoice_lines to authenticated;
grant select on public.invoice_events to authenticated;

create policy "Contractors read their own invoices and admins read all"
  on public.invoices for select to authenticated
  using (contractor_id = (select auth.uid()) or (select private.is_admin()));

create policy "Contractors discard their own drafts that were never submitted"
  on public.invoices for delete to authenticated
  using (contractor_id = (select auth.uid()) and status = 'draft' and number is null);

create policy "Contractors read their own invoice lines and admins read all"
  on public.invoice_lines for select to authenticated
  using (invoice_id in (select private.own_invoice_ids()) or (select private.is_admin()));

create policy "Contractors read their own invoice history and admins read all"
  on public.invoice_events for select to authenticated
  using (invoice_id in (select private.own_invoice_ids()) or (select private.is_admin()));

-- Helpers -------------------------------------------------------------------------

-- The invoice the caller may act on, locked. Role first, then the invoice: someone
-- else's reads 'Invoice not found', as one that does not exist.
create function private.invoice_to_act_on(invoice_id uuid, as_admin boolean)
  returns public.invoices
  language plpgsql volatile security definer set search_path = ''
as $$
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
revoke all on function private.invoice_to_act_on(uuid, boolean) from public;

-- GC220 unless the invoice is in one of `allowed`.
create function private.require_invoice_status(
  inv public.invoices, allowed public.invoice_status[], action text
) returns void
  language plpgsql stable set search_path = ''
as $$
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
revoke all on function private.require_invoice_status(public.invoices, public.invoice_status[], text)
  from public;

create function private.record_invoice_event(
  invoice_id uuid, from_status public.invoice_status, to_status public.invoice_status, reason text
) returns void
  language sql volatile security definer set search_path = ''
as $$
  insert into public.invoice_events (invoice_id, from_status, to_status, actor_id, actor_name, reason)
  values (
    record_invoice_event.invoice_id, record_invoice_event.from_status,
    record_invoice_event.to_status, (select auth.uid()),
    (select u.full_name from public.users u where u.id = (select auth.uid())),
    record_invoice_event.reason
  )
$$;
revoke all on function private.record_invoice_event(
  uuid, public.invoice_status, public.invoice_status, text
) from public;

-- A required text: trimmed, 1..max characters, else 22023 with `message`.
create function private.required_text(value text, max_length integer, message text) returns text
  language plpgsql immutable set search_path = ''
as $$
begin
  if value is null or trim(value) = '' or length(trim(value)) > max_length then
    raise exception '%', message using errcode = '22023';
  end if;
  return trim(value);
end
$$;
revoke all on function private.required_text(text, integer, text) from public;

-- Snapshots the invoice's work anew (see the decisions above); returns the line count.
create function private.gather_invoice_lines(inv public.invoices) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
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
revoke all on function private.gather_invoice_lines(public.invoices) from public;

create function private.nothing_to_invoice(inv public.invoices) returns text
  language sql immutable set search_path = ''
as $$
  select format(
    'Nothing to invoice from %s to %s: no submitted work in that period that is not on another invoice',
    to_char(inv.period_start, 'FMMon FMDD, YYYY'), to_char(inv.period_end, 'FMMon FMDD, YYYY')
  )
$$;
revoke all on function private.nothing_to_invoice(public.invoices) from public;

-- Transitions ---------------------------------------------------------------------

create function private.create_invoice(period_start date, period_end date)
  returns public.invoices
  language plpgsql volatile security definer set search_path = ''
as $$
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
revoke all on function private.create_invoice(date, date) from public;
grant execute on function private.create_invoice(date, date) to authenticated;

-- A draft's lines taken anew from the work as it is now (nothing recorded in history).
create function private.refresh_invoice(invoice_id uuid) returns public.invoices
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invoices := private.invoice_to_act_on(refresh_invoice.invoice_id, false);
begin
  perform private.require_invoice_status(inv, '{draft}', 'refreshed');
  perform private.gather_invoice_lines(inv);
  select * into inv from public.invoices i where i.id = inv.id;
  return inv;
end
$$;
revoke all on function private.refresh_invoice(uuid) from public;
grant execute on function private.refresh_invoice(uuid) to authenticated;

create function private.submit_invoice(invoice_id uuid) returns public.invoices
  language plpgsql volatile security definer set search_path = ''
as $$
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
revoke all on function private.submit_invoice(uuid) from public;
grant execute on function private.submit_invoice(uuid) to authenticated;

create function private.approve_invoice(invoice_id uuid) returns public.invoices
  language plpgsql volatile security definer set search_path = ''
as $$
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
revoke all on function private.approve_invoice(uuid) from public;
grant execute on function private.approve_invoice(uuid) to authenticated;

create function private.return_invoice(invoice_id uuid, reason text) returns public.invoices
  language plpgsql volatile security definer set search_path = ''
as $$
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
revoke all on function private.return_invoice(uuid, text) from public;
grant execute on function private.return_invoice(uuid, text) to authenticated;

create function private.mark_invoice_paid(invoice_id uuid, paid_on date, reference text)
  returns public.invoices
  language plpgsql volatile security definer set search_path = ''
as $$
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
revoke all on function private.mark_invoice_paid(uuid, date, text) from public;
grant execute on function private.mark_invoice_paid(uuid, date, text) to authenticated;

create function private.void_invoice(invoice_id uuid, reason text) returns public.invoices
  language plpgsql volatile security definer set search_path = ''
as $$
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
revoke all on function private.void_invoice(uuid, text) from public;
grant execute on function private.void_invoice(uuid, text) to authenticated;

-- What the app calls: each returns the invoice as it is after the transition.
create function public.create_invoice(period_start date, period_end date)
  returns setof public.invoices
  language sql volatile security invoker set search_path = ''
as $$ select * from private.create_invoice(create_invoice.period_start, create_invoice.period_end) $$;

create function public.refresh_invoice(invoice_id uuid) returns setof public.invoices
  language sql volatile security invoker set search_path = ''
as $$ select * from private.refresh_invoice(refresh_invoice.invoice_id) $$;

create function public.submit_invoice(invoice_id uuid) returns setof public.invoices
  language sql volatile security invoker set search_path = ''
as $$ select * from private.submit_invoice(submit_invoice.invoice_id) $$;

create function public.approve_invoice(invoice_id uuid) returns setof public.invoices
  language sql volatile security invoker set search_path = ''
as $$ select * from private.approve_invoice(approve_invoice.invoice_id) $$;

create function public.return_invoice(invoice_id uuid, reason text) returns setof public.invoices
  language sql volatile security invoker set search_path = ''
as $$ select * from private.return_invoice(return_invoice.invoice_id, return_invoice.reason) $$;

create function public.mark_invoice_paid(invoice_id uuid, paid_on date, reference text)
  returns setof public.invoices
  language sql volatile security invoker set search_path = ''
as $$
  select * from private.mark_invoice_paid(
    mark_invoice_paid.invoice_id, mark_invoice_paid.paid_on, mark_invoice_paid.reference
  )
$$;

create function public.void_invoice(invoice_id uuid, reason text) returns setof public.invoices
  language sql volatile security invoker set search_path = ''
as $$ select * from private.void_invoice(void_invoice.invoice_id, void_invoice.reason) $$;

revoke all on function public.create_invoice(date, date) from public, anon;
revoke all on function public.refresh_invoice(uuid) from public, anon;
revoke all on function public.submit_invoice(uuid) from public, anon;
revoke all on function public.approve_invoice(uuid) from public, anon;
revoke all on function public.return_invoice(uuid, text) from public, anon;
revoke all on function public.mark_invoice_paid(uuid, date, text) from public, anon;
revoke all on function public.void_invoice(uuid, text) from public, anon;
grant execute on function public.create_invoice(date, date) to authenticated;
grant execute on function public.refresh_invoice(uuid) to authenticated;
grant execute on function public.submit_invoice(uuid) to authenticated;
grant execute on function public.approve_invoice(uuid) to authenticated;
grant execute on function public.return_invoice(uuid, text) to authenticated;
grant execute on function public.mark_invoice_paid(uuid, date, text) to authenticated;
grant execute on function public.void_invoice(uuid, text) to authenticated;

-- Invoiced periods stay closed; daily caps and receipts are program policy.
--
-- The rule: a contractor could log new work dated inside a period already
-- invoiced and paid, and bill it again on a new invoice over the same days. So:
-- * a contractor's "closed through" date is the latest end of their submitted,
--   approved or paid invoices (a returned invoice is a draft again and closes
--   nothing; a void one closes nothing). New or changed work dated on or before
--   it (time entries, contacts with their mileage, expenses) is refused with
--   GC212 naming the date, unless an admin reopened those days;
-- * invoice periods of one contractor may not overlap a submitted, approved or
--   paid invoice of theirs (GC222, checked when a draft is made and again when it
--   is submitted), except on days an admin reopened;
-- * an admin reopens days for a contractor with public.reopen_period(contractor,
--   from, through, reason): each reopening is a row of public.period_reopenings
--   (who, when, why), read by admins and by that contractor. It ends when the
--   contractor submits an invoice covering it, or an admin closes it
--   (public.close_reopened_period);
-- * program_settings gains three limits, each program policy that the program
--   sets in Settings (not a statute): at most max_miles_per_day miles (default
--   300) and max_hours_per_day hours (default 16) per contractor per day
--   (GC213), and a receipt for any expense above receipt_required_above_cents
--   (default 2500, $25) on a submitted contact (GC214);
-- * each invoice line carries flags for the admin's review, set when the line is
--   gathered: 'late' (the work was recorded after an invoice covering its date
--   had been submitted, which only a reopening allows), 'over_daily_hours' and
--   'over_daily_miles' (the day's total is over the program's cap as it stands,
--   e.g. after an admin lowered it), 'no_receipt' (an expense above the receipt
--   amount without one). getInvoice reads them with the lines.
-- * Triggers are named to run after the invoice locks (GC210) and the
--   24-hour rule (GC002), whose messages are more specific.
-- * The checks run for API requests on the caller's own work only: someone
--   else's row is RLS's to refuse, so no message names another contractor's
--   dates or totals. Seeding and trusted server code are not limited.

-- Program policy ------------------------------------------------------------------------
alter table public.program_settings
  add column max_miles_per_day numeric(6, 1) not null default 300
    constraint program_settings_max_miles_per_day_check check (max_miles_per_day between 1 and 2000),
  add column max_hours_per_day numeric(4, 2) not null default 16
    constraint program_settings_max_hours_per_day_check
    check (max_hours_per_day between 0.25 and 24 and mod(max_hours_per_day, 0.25) = 0),
  add column receipt_required_above_cents integer not null default 2500
    constraint program_settings_receipt_required_above_cents_check
    check (receipt_required_above_cents between 0 and 1000000);
comment on column public.program_settings.max_miles_per_day is
  'Program policy: most miles a contractor may claim for one day';
comment on column public.program_settings.max_hours_per_day is
  'Program policy: most hours a contractor may log for one day';
comment on column public.program_settings.receipt_required_above_cents is
  'Program policy: an expense above this many cents needs a receipt';
grant update (max_miles_per_day, max_hours_per_day, receipt_required_above_cents)
  on public.program_settings to authenticated;

-- Reopenings ------------------------------------------------------------------------------
create table public.period_reopenings (
  id uuid primary key default gen_random_uuid(),
  contractor_id uuid not null
    constraint period_reopenings_contractor_id_fkey references public.users (id) on delete cascade,
  period_start date not null,
  period_end date not null,
  reason text not null
    constraint period_reopenings_reason_check check (length(trim(reason)) between 1 and 1000),
  reopened_by uuid
    constraint period_reopenings_reopened_by_fkey references public.users (id) on delete set null,
  reopened_at timestamptz not null default now(),
  closed_at timestamptz,
  closed_by uuid
    constraint period_reopenings_closed_by_fkey references public.users (id) on delete set null,
  constraint period_reopenings_period check (period_start <= period_end)
);
create index period_reopenings_contractor_id_idx
  on public.period_reopenings (contractor_id, period_start) where closed_at is null;
create index period_reopenings_contractor_all_idx on public.period_reopenings (contractor_id);
create index period_reopenings_reopened_by_idx on public.period_reopenings (reopened_by);
create index period_reopenings_closed_by_idx on public.period_reopenings (closed_by);

alter table public.period_reopenings enable row level security;
revoke all on public.period_reopenings from anon, authenticated;
grant select on public.period_reopenings to authenticated;

create policy "Anonymous sessions have no access"
  on public.period_reopenings as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

create policy "Admins read every reopening, contractors their own"
  on public.period_reopenings for select to authenticated
  using ((select private.is_admin()) or contractor_id = (select auth.uid()));

-- Helpers ---------------------------------------------------------------------------------

-- The latest day a contractor has invoiced (submitted, approved or paid), or null.
create function private.closed_through(contractor uuid) returns date
  language sql stable security definer set search_path = ''
as $$
  select max(i.period_end) from public.invoices i
   where i.contractor_id = closed_through.contractor
     and i.status in ('submitted', 'approved', 'paid')
$$;
revoke all on function private.closed_through(uuid) from public;

-- Whether an admin has reopened this day for the contractor.
create function private.day_reopened(contractor uuid, day date) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.period_reopenings r
     where r.contractor_id = day_reopened.contractor and r.closed_at is null
       and day_reopened.day between r.period_start and r.period_end
  )
$$;
revoke all on function private.day_reopened(uuid, date) from public;

-- Refuses work on a closed day. Called only for the caller's own work.
create function private.refuse_closed_day(contractor uuid, day date) returns void
  language plpgsql stable security definer set search_path = ''
as $$
declare
  closed date := private.closed_through(contractor);
begin
  if day is not null and closed is not null and day <= closed
     and not private.day_reopened(contractor, day) then
    raise exception 'Work dated on or before % is closed: you have invoiced through that day. Ask an admin to reopen the period',
      to_char(closed, 'FMMon FMDD, YYYY')
      using errcode = 'GC212';
  end if;
end
$$;
revoke all on function private.refuse_closed_day(uuid, date) from public;

-- Time entries ----------------------------------------------------------------------------
create function private.check_time_entry_policy() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  cap numeric := (select s.max_hours_per_day from public.program_settings s);
  day_total numeric;
begin
  if not private.is_api_request() or new.user_id is distinct from (select auth.uid()) then
    return new;
  end if;
  perform private.refuse_closed_day(new.user_id, new.date);
  if tg_op = 'UPDATE' and old.date is distinct from new.date then
    perform private.refuse_closed_day(old.user_id, old.date);
  end if;
  perform pg_advisory_xact_lock(hashtextextended(new.user_id::text || '/' || new.date::text, 0));
  select coalesce(sum(t.hours), 0) into day_total
    from public.time_entries t
   where t.user_id = new.user_id and t.date = new.date and t.id <> new.id;
  -- Hours over 24 are the column check's and the 24-hour rule's (GC002) to report.
  if new.hours <= 24 and day_total + new.hours > cap then
    raise exception 'No more than % hours can be logged for one day under program policy (% already logged on %)',
      cap, day_total, to_char(new.date, 'FMMon FMDD, YYYY')
      using errcode = 'GC213';
  end if;
  return new;
end
$$;
revoke all on function private.check_time_entry_policy() from public;

create trigger time_entries_policy_check
  before insert or update of case_id, user_id, description, hours, date on public.time_entries
  for each row execute function private.check_time_entry_policy();

-- Contacts and expenses ----------------------------------------------------------------------
-- Expenses of a contact above the receipt amount without a receipt, as a sentence, or null.
create function private.missing_receipts(contact uuid) returns text
  language sql stable security definer set search_path = ''
as $$
  select case when count(*) > 0 then
    'An expense above $' || to_char(s.receipt_required_above_cents / 100.0, 'FM999990.00')
      || ' needs a receipt under program policy (' || string_agg(coalesce(e.description, 'expense'), ', ')
      || ')'
  end
    from public.contact_expenses e
    cross join public.program_settings s
   where e.contact_id = missing_receipts.contact
     and e.amount_cents > s.receipt_required_above_cents
     and e.receipt_path is null
   group by s.receipt_required_above_cents
$$;
revoke all on function private.missing_receipts(uuid) from public;

create function private.check_contact_policy() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  cap numeric := (select s.max_miles_per_day from public.program_settings s);
  day_miles numeric;
  missing text;
begin
  if not private.is_api_request() or new.user_id is distinct from (select auth.uid()) then
    return new;
  end if;
  -- save_contact's upsert of a saved contact: its update is checked (after the lock).
  if tg_op = 'INSERT' and exists (select 1 from public.case_contacts k where k.id = new.id) then
    return new;
  end if;
  perform private.refuse_closed_day(new.user_id, new.contact_date);
  if tg_op = 'UPDATE' and old.contact_date is distinct from new.contact_date then
    perform private.refuse_closed_day(old.user_id, old.contact_date);
  end if;
  -- Miles over 1000 are the column check's to report.
  if new.miles > 0 and new.miles <= 1000 then
    perform pg_advisory_xact_lock(
      hashtextextended('miles/' || new.user_id::text || '/' || new.contact_date::text, 0));
    select coalesce(sum(k.miles), 0) into day_miles
      from public.case_contacts k
     where k.user_id = new.user_id and k.contact_date = new.contact_date and k.id <> new.id;
    if day_miles + new.miles > cap then
      raise exception 'No more than % miles can be claimed for one day under program policy (% already claimed on %)',
        cap, day_miles, to_char(new.contact_date, 'FMMon FMDD, YYYY')
        using errcode = 'GC213';
    end if;
  end if;
  if new.status = 'submitted' then
    missing := private.missing_receipts(new.id);
    if missing is not null then
      raise exception '%', missing using errcode = 'GC214';
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.check_contact_policy() from public;

create trigger case_contacts_policy_check
  before insert or update on public.case_contacts
  for each row execute function private.check_contact_policy();

create function private.check_expense_policy() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  k public.case_contacts;
  threshold integer := (select s.receipt_required_above_cents from public.program_settings s);
begin
  if not private.is_api_request() then
    return new;
  end if;
  select * into k from public.case_contacts c where c.id = new.contact_id;
  if not found or k.user_id is distinct from (select auth.uid()) then
    return new;
  end if;
  perform private.refuse_closed_day(k.user_id, k.contact_date);
  if k.status = 'submitted' and new.amount_cents > threshold and new.receipt_path is null then
    raise exception 'An expense above $% needs a receipt under program policy (%)',
      to_char(threshold / 100.0, 'FM999990.00'), coalesce(new.description, 'expense')
      using errcode = 'GC214';
  end if;
  return new;
end
$$;
revoke all on function private.check_expense_policy() from public;

create trigger contact_expenses_policy_check
  before insert or update on public.contact_expenses
  for each row execute function private.check_expense_policy();

-- Invoices --------------------------------------------------------------------------------
-- A draft's period may not overlap the contractor's submitted, approved or paid invoices,
-- except on reopened days. Submitting closes the reopenings the invoice covers.
create function private.check_invoice_period() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  other public.invoices;
begin
  if not (tg_op = 'INSERT' or (new.status = 'submitted' and old.status is distinct from 'submitted')) then
    return new;
  end if;
  select * into other
    from public.invoices o
   where o.contractor_id = new.contractor_id and o.id <> new.id
     and o.status in ('submitted', 'approved', 'paid')
     and o.period_start <= new.period_end and new.period_start <= o.period_end
     and not exists (
       select 1 from public.period_reopenings r
        where r.contractor_id = new.contractor_id and r.closed_at is null
          and r.period_start <= greatest(o.period_start, new.period_start)
          and least(o.period_end, new.period_end) <= r.period_end
     )
   order by o.period_end desc
   limit 1;
  if found then
    raise exception 'This period overlaps invoice % (% to %), which is %: choose days after %',
      coalesce(other.number, 'without a number'),
      to_char(other.period_start, 'FMMon FMDD, YYYY'), to_char(other.period_end, 'FMMon FMDD, YYYY'),
      other.status, to_char(other.period_end, 'FMMon FMDD, YYYY')
      using errcode = 'GC222';
  end if;
  if tg_op = 'UPDATE' then
    update public.period_reopenings r set closed_at = now()
     where r.contractor_id = new.contractor_id and r.closed_at is null
       and r.period_start >= new.period_start and r.period_end <= new.period_end;
  end if;
  return new;
end
$$;
revoke all on function private.check_invoice_period() from public;

create trigger invoices_check_period
  before insert or update of status on public.invoices
  for each row execute function private.check_invoice_period();

-- Review flags ------------------------------------------------------------------------------
alter table public.invoice_lines add column flags text[] not null default '{}'
  constraint invoice_lines_flags_known
  check (flags <@ array['late', 'over_daily_hours', 'over_daily_miles', 'no_receipt']);

create function private.flag_invoice_line() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  s public.program_settings;
  inv public.invoices;
  made timestamptz;
  found_flags text[] := '{}';
begin
  select * into s from public.program_settings;
  select * into inv from public.invoices i where i.id = new.invoice_id;
  if new.kind = 'time' then
    select t.created_at into made from public.time_entries t where t.id = new.time_entry_id;
    if (select sum(t.hours) from public.time_entries t
         where t.user_id = inv.contractor_id and t.date = new.date) > s.max_hours_per_day then
      found_flags := array_append(found_flags, 'over_daily_hours');
    end if;
  elsif new.kind = 'mileage' then
    select k.created_at into made from public.case_contacts k where k.id = new.contact_id;
    if (select sum(k.miles) from public.case_contacts k
         where k.user_id = inv.contractor_id and k.contact_date = new.date) > s.max_miles_per_day then
      found_flags := array_append(found_flags, 'over_daily_miles');
    end if;
  else
    select e.created_at into made from public.contact_expenses e where e.id = new.expense_id;
    if new.amount_cents > s.receipt_required_above_cents
       and (select e.receipt_path from public.contact_expenses e where e.id = new.expense_id) is null then
      found_flags := array_append(found_flags, 'no_receipt');
    end if;
  end if;
  if exists (
    select 1 from public.invoices o
     where o.contractor_id = inv.contractor_id and o.id <> inv.id
       and o.status in ('submitted', 'approved', 'paid')
       and new.date between o.period_start and o.period_end
       and o.submitted_at <= made
  ) then
    found_flags := array_prepend('late', found_flags);
  end if;
  new.flags := found_flags;
  return new;
end
$$;
revoke all on function private.flag_invoice_line() from public;

create trigger invoice_lines_flag
  before insert on public.invoice_lines
  for each row execute function private.flag_invoice_line();

-- Reopening -------------------------------------------------------------------------------
create function public.reopen_period(
  contractor_id uuid, period_start date, period_end date, reason text
) returns setof public.period_reopenings
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  why text := nullif(trim(reopen_period.reason), '');
begin
  if not private.is_admin() then
    raise exception 'Only admins reopen invoiced periods' using errcode = '42501';
  end if;
  if not exists (select 1 from public.users u
                  where u.id = reopen_period.contractor_id and u.role = 'contractor') then
    raise exception 'No such contractor' using errcode = 'P0002';
  end if;
  if reopen_period.period_start is null or reopen_period.period_end is null
     or reopen_period.period_start > reopen_period.period_end then
    raise exception 'Choose a period that starts on or before the day it ends' using errcode = '22023';
  end if;
  if why is null then
    raise exception 'Say why the period is reopened' using errcode = '22023';
  end if;
  return query
    insert into public.period_reopenings (contractor_id, period_start, period_end, reason, reopened_by)
    values (reopen_period.contractor_id, reopen_period.period_start, reopen_period.period_end, why,
            (select auth.uid()))
    returning *;
end
$$;
revoke all on function public.reopen_period(uuid, date, date, text) from public, anon;
grant execute on function public.reopen_period(uuid, date, date, text) to authenticated;

create function public.close_reopened_period(reopening_id uuid) returns setof public.period_reopenings
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins close a reopened period' using errcode = '42501';
  end if;
  return query
    update public.period_reopenings r set closed_at = now(), closed_by = (select auth.uid())
     where r.id = close_reopened_period.reopening_id and r.closed_at is null
    returning *;
  if not found then
    raise exception 'No such open reopening' using errcode = 'P0002';
  end if;
end
$$;
revoke all on function public.close_reopened_period(uuid) from public, anon;
grant execute on function public.close_reopened_period(uuid) to authenticated;

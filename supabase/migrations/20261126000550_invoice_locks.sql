-- Locks (issue 19): once an invoice is submitted, its time entries, contacts and
-- expenses cannot be changed or deleted by anyone until it is returned or voided.
--
-- Decisions where the issue is silent:
-- * Locked means: on a line that is not released of an invoice that is submitted,
--   approved or paid. A draft (a returned invoice included) locks nothing.
-- * A contact is locked when its time entry, its trip or any of its expenses is;
--   no expense can then be added to it either.
-- * The refusal is GC210 with a sentence naming the invoice and its status:
--   'This is on invoice INV-2026-0042, which is submitted: it cannot be changed or
--   deleted until the invoice is returned or voided' (a paid invoice: 'it can no
--   longer be changed or deleted').
-- * Updates and deletes reach these triggers only for rows the caller may change
--   (RLS filters the rest first), so the message goes to the contractor who owns the
--   work. An expense insert is checked before RLS, so its trigger first makes sure
--   the contact is the caller's and says nothing otherwise.
-- * These are new triggers beside the earlier time entry triggers (snapshot, limits,
--   GC001/GC002), which are not replaced.

create function private.invoice_lock_message(number text, status public.invoice_status)
  returns text
  language sql immutable set search_path = ''
as $$
  select format('This is on invoice %s, which is %s: ', number, status)
         || case when status = 'paid' then 'it can no longer be changed or deleted'
                 else 'it cannot be changed or deleted until the invoice is returned or voided' end
$$;
revoke all on function private.invoice_lock_message(text, public.invoice_status) from public;

-- The lock message for a time entry, a contact or an expense (null: not locked).
create function private.invoice_lock(
  time_entry_id uuid default null, contact_id uuid default null, expense_id uuid default null
) returns text
  language sql stable security definer set search_path = ''
as $$
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
revoke all on function private.invoice_lock(uuid, uuid, uuid) from public;

create function private.refuse_locked_time_entry() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  locked text := private.invoice_lock(time_entry_id => old.id);
begin
  if locked is not null then
    raise exception '%', locked using errcode = 'GC210';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
revoke all on function private.refuse_locked_time_entry() from public;

create trigger time_entries_lock_invoiced
  before update or delete on public.time_entries
  for each row execute function private.refuse_locked_time_entry();

create function private.refuse_locked_contact() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  locked text := private.invoice_lock(contact_id => old.id);
begin
  if locked is not null then
    raise exception '%', locked using errcode = 'GC210';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
revoke all on function private.refuse_locked_contact() from public;

create trigger case_contacts_lock_invoiced
  before update or delete on public.case_contacts
  for each row execute function private.refuse_locked_contact();

create function private.refuse_locked_expense() returns trigger
  language plpgsql security definer set search_path = ''
as $$
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
revoke all on function private.refuse_locked_expense() from public;

create trigger contact_expenses_lock_invoiced
  before insert or update or delete on public.contact_expenses
  for each row execute function private.refuse_locked_expense();

-- Every decision on an invoice is bound to the version the admin reviewed, not
-- only the approval.
--
-- The rule: approve_invoice refuses an invoice that changed since the admin
-- opened it (20261202000100_review_binding), but a return or a payment still
-- acted on whatever the row said at the click: an admin could mark paid an
-- invoice another admin had returned and the contractor had resubmitted with
-- new lines, or return one that was approved in the meantime with a reason
-- written for the old lines. So return_invoice and mark_invoice_paid take the
-- version the admin displayed (seen_version) and refuse with GC240 "This
-- invoice changed since you opened it" when the row has moved on; an API caller
-- must send it (22023 without one); seeding and other trusted server code (no
-- API role) may leave it out. The version is checked after the caller is
-- authorised and the status allows the step, so neither message says more than
-- before.
--
-- Replaces private.return_invoice() and public.return_invoice()
-- (20261121000700_billing): take seen_version.
-- Replaces private.mark_invoice_paid() and public.mark_invoice_paid()
-- (20261121000700_billing): take seen_version.

drop function public.return_invoice(uuid, text);
drop function private.return_invoice(uuid, text);
drop function public.mark_invoice_paid(uuid, date, text);
drop function private.mark_invoice_paid(uuid, date, text);

create function private.return_invoice(invoice_id uuid, reason text, seen_version integer)
  returns public.invoices
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invoices := private.invoice_to_act_on(return_invoice.invoice_id, true);
  was public.invoice_status := inv.status;
  why text;
begin
  perform private.require_invoice_status(inv, '{submitted,approved}', 'returned');
  perform private.require_seen_version(inv.version, return_invoice.seen_version, 'invoice');
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
revoke all on function private.return_invoice(uuid, text, integer) from public;
grant execute on function private.return_invoice(uuid, text, integer) to authenticated;

create function public.return_invoice(invoice_id uuid, reason text, seen_version integer default null)
  returns setof public.invoices
  language sql volatile security invoker set search_path = ''
as $$
  select * from private.return_invoice(
    return_invoice.invoice_id, return_invoice.reason, return_invoice.seen_version
  )
$$;
revoke all on function public.return_invoice(uuid, text, integer) from public, anon;
grant execute on function public.return_invoice(uuid, text, integer) to authenticated, service_role;

create function private.mark_invoice_paid(
  invoice_id uuid, paid_on date, reference text, seen_version integer
) returns public.invoices
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
  perform private.require_seen_version(inv.version, mark_invoice_paid.seen_version, 'invoice');
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
revoke all on function private.mark_invoice_paid(uuid, date, text, integer) from public;
grant execute on function private.mark_invoice_paid(uuid, date, text, integer) to authenticated;

create function public.mark_invoice_paid(
  invoice_id uuid, paid_on date, reference text, seen_version integer default null
) returns setof public.invoices
  language sql volatile security invoker set search_path = ''
as $$
  select * from private.mark_invoice_paid(
    mark_invoice_paid.invoice_id, mark_invoice_paid.paid_on, mark_invoice_paid.reference,
    mark_invoice_paid.seen_version
  )
$$;
revoke all on function public.mark_invoice_paid(uuid, date, text, integer) from public, anon;
grant execute on function public.mark_invoice_paid(uuid, date, text, integer) to authenticated, service_role;

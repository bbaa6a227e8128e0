-- Invoice notifications (issues 19 and 20): each step of an invoice's life
-- reaches the person who acts next, in the bell and by email, through
-- private.notify (20261126000610_notifications), as case and court changes do.
--
-- Decisions where the issues are silent:
-- * Submitted -> every active admin (they approve); approved, returned, paid and
--   voided -> the contractor whose invoice it is. Nobody is told of their own
--   step (an admin who voids learns nothing new from a notice).
-- * The toggle is SPEC's 'Case Updates' (invoices are case work); there is no
--   separate invoice toggle to keep Settings as SPEC has it.
-- * The text names the invoice number and total in dollars from integer cents,
--   and a return or void carries the admin's reason (the contractor must act on
--   it); nothing else of the invoice is copied.
-- * A trigger on invoice_events, written only by the invoice functions, so no
--   path can change an invoice's status without the notice.

create function private.notify_invoice_event() returns trigger
  language plpgsql security definer set search_path = ''
as $$
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
$$;
revoke all on function private.notify_invoice_event() from public;

create trigger invoice_events_notify
  after insert on public.invoice_events
  for each row execute function private.notify_invoice_event();

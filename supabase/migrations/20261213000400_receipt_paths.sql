-- Receipt files: one canonical path each, never into an invoiced contact.
--
-- The rule: a receipt's path was checked only for its first two folders, so a
-- name could carry any extension (the admin's Receipt button saved
-- 'Parking-receipt.html'), '.' or '..' segments let one file back several
-- expenses under different strings, and a contractor could still upload into
-- the folder of a contact already on a submitted, approved or paid invoice.
-- So, on hosted and locally alike:
-- * a receipt's name is '{contractor id}/{contact id}/{file}', where {file} is
--   letters, digits, '_' and '-' in dot-separated parts (no empty part, so no
--   '.' or '..', no further folder) ending in the extension of an allowed type:
--   pdf, png, jpg, jpeg, webp, gif, heic or heif. An expense may name only such a
--   path (a check on contact_expenses.receipt_path; rows written before it are
--   not rechecked), and the bucket takes uploads only under such a name;
-- * an upload into the folder of a contact an invoice locks (GC210's rule,
--   private.invoice_lock) is refused, as any change to that contact is;
-- * whether the bytes are of the declared type is checked by the app before it
--   uploads, and locally by Storage too (local-supabase/storage/signatures.ts);
--   hosted Storage checks only the declared type against the bucket's list,
--   and serves a download as an attachment under a safe name the app gives
--   (docs/local-stack.md, docs/security.md).
--
-- Replaces private.is_writable_receipt_path(name) (20261121000600_work_record):
-- the canonical name and the invoice lock.

create function private.is_receipt_name(name text) returns boolean
  language sql immutable
  set search_path = ''
as $$
  select is_receipt_name.name ~ (
    '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/'
    || '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/'
    || '[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.(pdf|png|jpg|jpeg|webp|gif|heic|heif)$'
  ) and length(is_receipt_name.name) <= 300
$$;
revoke all on function private.is_receipt_name(text) from public;
grant execute on function private.is_receipt_name(text) to authenticated;

create or replace function private.is_writable_receipt_path(name text) returns boolean
  language plpgsql stable security definer
  set search_path = ''
as $$
declare
  contact uuid;
begin
  if not private.is_receipt_name(is_writable_receipt_path.name)
     or split_part(is_writable_receipt_path.name, '/', 1) <> (select auth.uid())::text then
    return false;
  end if;
  contact := split_part(is_writable_receipt_path.name, '/', 2)::uuid;
  return exists (select 1 from private.writable_contact_ids() w where w = contact)
     and private.invoice_lock(contact_id => contact) is null;
end
$$;

-- The same pattern as private.is_receipt_name, written out: a check runs for
-- every writer, and needs no function grant this way.
alter table public.contact_expenses
  add constraint contact_expenses_receipt_path_canonical check (
    receipt_path is null or receipt_path ~ (
      '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/'
      || '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/'
      || '[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.(pdf|png|jpg|jpeg|webp|gif|heic|heif)$'
    )
  ) not valid;

-- GAL request status: the admin Requests inbox moves a request
-- new -> contacted -> closed and the row says who moved it last and when
-- (issue 7).
--
-- Decisions where the issue is silent:
-- * Status only moves forward (new -> contacted -> closed; new -> closed is
--   allowed for spam or duplicates). Reopening is refused (GC006), so the
--   inbox never shows a closed request as new again.
-- * status_changed_by / status_changed_at are stamped by a trigger from the
--   caller's JWT, never sent by the client (no grant), so they cannot lie.
--   They hold the last change only; a history table would be the next step if
--   admins need every change.
-- * Only admins can update at all (the existing policy); the trigger adds
--   the order rule and the stamp.
-- * county is indexed for the inbox's county filter; the stamp's foreign key
--   is indexed like every other.

alter table public.gal_requests
  add column status_changed_by uuid references public.users (id) on delete set null,
  add column status_changed_at timestamptz;
create index gal_requests_status_changed_by_idx on public.gal_requests (status_changed_by);
create index gal_requests_county_idx on public.gal_requests (county);

create function private.stamp_gal_request_status() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.status = old.status then
    return new;
  end if;
  if new.status < old.status then
    raise exception 'A % request cannot go back to %.', old.status, new.status
      using errcode = 'GC006';
  end if;
  new.status_changed_by := (select auth.uid());
  new.status_changed_at := now();
  return new;
end
$$;
revoke all on function private.stamp_gal_request_status() from public;

create trigger gal_requests_stamp_status
  before update of status on public.gal_requests
  for each row execute function private.stamp_gal_request_status();

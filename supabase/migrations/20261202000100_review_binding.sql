-- A review decides the version the reviewer saw, never whatever the row says at
-- the moment of the click.
--
-- The rule: an owner raised a pending training record from 0.5 to 100 hours after
-- an admin opened it, the admin approved, and the owner was in good standing on
-- hours nobody reviewed. So:
-- * training records, GAL and assistant applications and invoices carry a
--   version, raised by the database on every change of the row;
-- * review_training_record, review_application and approve_invoice take the
--   version the reviewer displayed (seen_version) and refuse with GC240 "This
--   ... changed since you opened it" when the row has moved on. The message
--   names nothing of the row, so it says nothing the caller could not read;
-- * an API caller must send the version (22023 without one); seeding and other
--   trusted server code (no API role) may leave it out;
-- * the review functions are the only path to a decision: admins no longer
--   update a training record's or an application's status directly (that path
--   could not say what was reviewed), and approve_contractor_application, which
--   approved without a version, is dropped;
-- * a training record under review is frozen: its owner cannot edit it while it
--   is pending (they withdraw it, by deleting it, and file it again). A
--   rejected record is still fixed in place, which sends it back to pending
--   with a new version. Applications were already frozen (no update grant on
--   their details); a submitted invoice's work is locked (GC210) and its lines
--   change only through a return, which raises the version.
--
-- Replaces private.check_training_record() (20261121001000_compliance):
-- the owner may not change the details of a pending record.
-- Replaces public.review_training_record() (20261121001000_compliance):
-- takes seen_version; security definer (it authorises first), since the status
-- column is no longer granted to API roles.
-- Replaces public.review_application() (20261121000400_applications):
-- takes seen_version (the old seven-argument function is dropped so PostgREST
-- sees one).
-- Replaces private.approve_invoice() and public.approve_invoice()
-- (20261121000700_billing): take seen_version.

-- Versions --------------------------------------------------------------------------

-- The row's version goes up by one on every update, whatever the update sets.
create function private.bump_version() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.version := old.version + 1;
  return new;
end
$$;
revoke all on function private.bump_version() from public;

alter table public.training_records add column version integer not null default 1;
alter table public.contractor_applications add column version integer not null default 1;
alter table public.assistant_applications add column version integer not null default 1;
alter table public.invoices add column version integer not null default 1;

create trigger training_records_bump_version
  before update on public.training_records
  for each row execute function private.bump_version();
create trigger contractor_applications_bump_version
  before update on public.contractor_applications
  for each row execute function private.bump_version();
create trigger assistant_applications_bump_version
  before update on public.assistant_applications
  for each row execute function private.bump_version();
create trigger invoices_bump_version
  before update on public.invoices
  for each row execute function private.bump_version();

-- Refuses a decision on a row that is not the version the reviewer saw. An API
-- caller must say which version that was.
create function private.require_seen_version(
  current_version integer, seen_version integer, what text
) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if seen_version is null then
    if private.is_api_request() then
      raise exception 'Say which version of the % you reviewed: reload it and review it again', what
        using errcode = '22023';
    end if;
    return;
  end if;
  if seen_version <> current_version then
    raise exception 'This % changed since you opened it: reload it and review it again', what
      using errcode = 'GC240';
  end if;
end
$$;
revoke all on function private.require_seen_version(integer, integer, text) from public;

-- Training records ------------------------------------------------------------------

-- Decisions go through review_training_record only.
revoke update (status, review_note) on public.training_records from authenticated;

create or replace function private.check_training_record() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  details_changed boolean;
  review_changed boolean;
begin
  if tg_op = 'INSERT' then
    if private.is_api_request() and new.completed_on > current_date then
      raise exception 'The completion date cannot be in the future' using errcode = '23514';
    end if;
    return new;
  end if;

  -- Seeding and the service role set rows as given.
  if not private.is_api_request() or caller is null then
    return new;
  end if;
  details_changed := (new.user_id, new.title, new.provider, new.completed_on, new.hours,
                      new.kind, new.certificate_path)
    is distinct from (old.user_id, old.title, old.provider, old.completed_on, old.hours,
                      old.kind, old.certificate_path);
  review_changed := (new.status, new.review_note) is distinct from (old.status, old.review_note);

  if old.user_id = caller then
    if review_changed then
      raise exception 'Only an admin reviews a training record' using errcode = '42501';
    end if;
    -- Under review the record is what the admin is looking at: frozen.
    if details_changed and old.status = 'pending' then
      raise exception 'This record is under review and cannot be changed: withdraw it and add it again'
        using errcode = '42501';
    end if;
    if details_changed and new.completed_on > current_date then
      raise exception 'The completion date cannot be in the future' using errcode = '23514';
    end if;
    if details_changed and old.status = 'rejected' then
      new.status := 'pending';
      new.review_note := null;
      new.reviewed_by := null;
      new.reviewed_at := null;
    end if;
    return new;
  end if;

  -- An admin (the update policy admits nobody else to another user's row).
  if details_changed then
    raise exception 'Admins review a training record; its owner edits it' using errcode = '42501';
  end if;
  if review_changed then
    if new.status = 'pending' then
      new.review_note := null;
      new.reviewed_by := null;
      new.reviewed_at := null;
    else
      new.reviewed_by := caller;
      new.reviewed_at := now();
    end if;
  end if;
  return new;
end
$$;

drop function public.review_training_record(uuid, public.training_status, text);

create function public.review_training_record(
  record_id uuid,
  decision public.training_status,
  reason text default null,
  seen_version integer default null
) returns setof public.training_records
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  note text := nullif(trim(review_training_record.reason), '');
  current_version integer;
begin
  if not private.is_admin() then
    raise exception 'Only admins review training records' using errcode = '42501';
  end if;
  if decision = 'rejected' and note is null then
    raise exception 'Give a reason for the rejection' using errcode = '22023';
  end if;
  select r.version into current_version
    from public.training_records r
   where r.id = review_training_record.record_id
     and r.user_id <> (select auth.uid())
     for update;
  if not found then
    raise exception 'No such training record to review' using errcode = 'P0002';
  end if;
  perform private.require_seen_version(current_version, review_training_record.seen_version,
                                       'training record');
  return query
    update public.training_records r
       set status = decision, review_note = note
     where r.id = review_training_record.record_id
    returning r.*;
end
$$;
revoke all on function public.review_training_record(uuid, public.training_status, text, integer)
  from public, anon;
grant execute on function public.review_training_record(uuid, public.training_status, text, integer)
  to authenticated;

-- Applications ----------------------------------------------------------------------

revoke update (status, status_reason, status_reason_code) on public.contractor_applications
  from authenticated;
revoke update (status, status_reason, status_reason_code) on public.assistant_applications
  from authenticated;
drop function public.approve_contractor_application(uuid, text);

drop function public.review_application(
  public.application_kind, uuid, public.application_status, text, text, text, numeric
);

create function public.review_application(
  kind public.application_kind,
  application_id uuid,
  decision public.application_status,
  reason_code text default null,
  reason text default null,
  note text default null,
  billing_rate numeric default null,
  seen_version integer default null
) returns public.application_status
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  message text := nullif(trim(review_application.reason), '');
  internal text := nullif(trim(review_application.note), '');
  current_status public.application_status;
  current_version integer;
  applicant uuid;
  decided_event bigint;
begin
  if not private.is_admin() then
    raise exception 'Only admins review applications' using errcode = '42501';
  end if;
  if review_application.decision = 'rejected' and review_application.reason_code is null then
    raise exception 'Choose a reason for the rejection' using errcode = '22023';
  end if;
  if review_application.reason_code = 'other' and message is null and internal is null then
    raise exception 'Describe the reason' using errcode = '22023';
  end if;
  if review_application.billing_rate is not null then
    if review_application.kind <> 'contractor' or review_application.decision <> 'approved' then
      raise exception 'A billing rate is set only when approving a GAL application'
        using errcode = '22023';
    end if;
    if review_application.billing_rate < 0 or review_application.billing_rate > 1000 then
      raise exception 'A billing rate is between 0 and 1000.00 USD per hour' using errcode = '23514';
    end if;
  end if;

  if review_application.kind = 'contractor' then
    select a.status, a.user_id, a.version into current_status, applicant, current_version
      from public.contractor_applications a
     where a.id = review_application.application_id for update;
  else
    select a.status, a.user_id, a.version into current_status, applicant, current_version
      from public.assistant_applications a
     where a.id = review_application.application_id for update;
  end if;
  if current_status is null then
    raise exception 'No such application' using errcode = 'P0002';
  end if;
  perform private.require_seen_version(current_version, review_application.seen_version,
                                       'application');
  if current_status = review_application.decision then
    raise exception 'This application is already %', review_application.decision
      using errcode = '22023';
  end if;
  if review_application.decision = 'pending' and (
       (review_application.kind = 'contractor' and exists (
          select 1 from public.contractor_applications a
           where a.user_id = applicant and a.status = 'pending'))
    or (review_application.kind = 'assistant' and exists (
          select 1 from public.assistant_applications a
           where a.user_id = applicant and a.status = 'pending'))) then
    raise exception 'The applicant has another application of this kind under review'
      using errcode = '23505';
  end if;

  -- The status trigger writes the history event (with the message) and grants
  -- or withdraws contractor access.
  if review_application.kind = 'contractor' then
    update public.contractor_applications a
       set status = review_application.decision, status_reason = message,
           status_reason_code = review_application.reason_code
     where a.id = review_application.application_id;
  else
    update public.assistant_applications a
       set status = review_application.decision, status_reason = message,
           status_reason_code = review_application.reason_code
     where a.id = review_application.application_id;
  end if;

  if internal is not null then
    select max(e.id) into decided_event from public.application_events e
     where e.application_kind = review_application.kind
       and e.application_id = review_application.application_id;
    insert into public.application_notes (event_id, note, author_id)
    values (decided_event, internal, auth.uid());
  end if;
  if review_application.billing_rate is not null then
    perform private.set_billing_rate(applicant, review_application.billing_rate);
  end if;
  return review_application.decision;
end
$$;
revoke all on function public.review_application(public.application_kind, uuid, public.application_status, text, text, text, numeric, integer) from public, anon;
grant execute on function public.review_application(public.application_kind, uuid, public.application_status, text, text, text, numeric, integer) to authenticated;

-- Invoices --------------------------------------------------------------------------

drop function public.approve_invoice(uuid);
drop function private.approve_invoice(uuid);

create function private.approve_invoice(invoice_id uuid, seen_version integer)
  returns public.invoices
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  inv public.invoices := private.invoice_to_act_on(approve_invoice.invoice_id, true);
begin
  if inv.contractor_id = (select auth.uid()) then
    raise exception 'You cannot approve your own invoice' using errcode = '42501';
  end if;
  perform private.require_invoice_status(inv, '{submitted}', 'approved');
  perform private.require_seen_version(inv.version, approve_invoice.seen_version, 'invoice');
  update public.invoices i
     set status = 'approved', approved_by = (select auth.uid()), approved_at = now()
   where i.id = inv.id
  returning * into inv;
  perform private.record_invoice_event(inv.id, 'submitted', 'approved', null);
  return inv;
end
$$;
revoke all on function private.approve_invoice(uuid, integer) from public;
grant execute on function private.approve_invoice(uuid, integer) to authenticated;

create function public.approve_invoice(invoice_id uuid, seen_version integer default null)
  returns setof public.invoices
  language sql volatile security invoker set search_path = ''
as $$ select * from private.approve_invoice(approve_invoice.invoice_id, approve_invoice.seen_version) $$;
revoke all on function public.approve_invoice(uuid, integer) from public, anon;
grant execute on function public.approve_invoice(uuid, integer) to authenticated;

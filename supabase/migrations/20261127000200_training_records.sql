-- Training records (issue 21): the hours a contractor or applicant trained,
-- with an optional certificate, approved or rejected by an admin.
--
-- Decisions where the issue is silent:
-- * Anyone signed in adds their own records (applicants train before they are
--   approved); a new record is always pending (no insert grant on status).
-- * The owner edits or deletes a record until it is approved; editing a
--   rejected record sends it back to pending (fix and resubmit). An approved
--   record counts towards good standing, so only an admin can change it.
-- * Admins review other people's records (never their own: nobody raises their
--   own standing) and change only the review: status and the reason. A
--   rejection needs a reason, which the owner reads (it says what to fix).
--   reviewed_by / reviewed_at are stamped by the database.
-- * completed_on is not in the future (checked on write, as time entries' date).
-- * Certificates live in a private 'certificates' bucket at
--   '{owner id}/{uuid}.{pdf|png|jpg|jpeg|webp}': PDF or raster images, 5 MB.
--   The owner uploads, reads and deletes their own; admins read all (to
--   review). No update policy, so no overwrite. SVG is not accepted: it can
--   carry script.
-- * Errors: 42501 with RLS's own wording when the caller may not make a
--   change, so no message says anything about a row the caller cannot read.

create type public.training_kind as enum ('pre_service', 'in_service');
create type public.training_status as enum ('pending', 'approved', 'rejected');

create table public.training_records (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid()
    constraint training_records_user_id_fkey references public.users (id) on delete cascade,
  title text not null
    constraint training_records_title_check check (length(trim(title)) between 1 and 200),
  provider text not null
    constraint training_records_provider_check check (length(trim(provider)) between 1 and 200),
  completed_on date not null,
  hours numeric(5, 2) not null
    constraint training_records_hours_check
    check (hours between 0.25 and 100 and mod(hours, 0.25) = 0),
  kind public.training_kind not null,
  certificate_path text
    constraint training_records_certificate_path_check check (
      certificate_path is null or (
        starts_with(certificate_path, user_id::text || '/')
        and certificate_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(pdf|png|jpg|jpeg|webp)$'
      )
    ),
  status public.training_status not null default 'pending',
  review_note text
    constraint training_records_review_note_check
    check (review_note is null or length(trim(review_note)) between 1 and 1000),
  reviewed_by uuid
    constraint training_records_reviewed_by_fkey references public.users (id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint training_records_rejection_has_reason
    check (status <> 'rejected' or review_note is not null)
);
create index training_records_user_id_idx on public.training_records (user_id, kind, status, completed_on);
create index training_records_reviewed_by_idx on public.training_records (reviewed_by);
create index training_records_status_idx on public.training_records (status, created_at);

create trigger training_records_touch_updated_at
  before update on public.training_records
  for each row execute function private.touch_updated_at();

-- What a write may change, once RLS has said the caller may touch the row.
create function private.check_training_record() returns trigger
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
revoke all on function private.check_training_record() from public;

create trigger training_records_check
  before insert or update on public.training_records
  for each row execute function private.check_training_record();

alter table public.training_records enable row level security;

revoke all on public.training_records from anon, authenticated;
grant select, delete on public.training_records to authenticated;
grant insert (user_id, title, provider, completed_on, hours, kind, certificate_path)
  on public.training_records to authenticated;
grant update (title, provider, completed_on, hours, kind, certificate_path, status, review_note)
  on public.training_records to authenticated;

create policy "Users read their own training records, admins read all"
  on public.training_records for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "Users add their own training records"
  on public.training_records for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'pending');

create policy "Owners edit unapproved records, admins review others' records"
  on public.training_records for update to authenticated
  using (
    (user_id = (select auth.uid()) and status <> 'approved')
    or (user_id <> (select auth.uid()) and (select private.is_admin()))
  )
  with check (
    (user_id = (select auth.uid()) and status <> 'approved')
    or (user_id <> (select auth.uid()) and (select private.is_admin()))
  );

create policy "Owners delete their unapproved records"
  on public.training_records for delete to authenticated
  using (user_id = (select auth.uid()) and status <> 'approved');

-- Approve or reject with a reason, in one call (the UI's path; the update
-- policy above is the rule, this adds the clear messages).
create function public.review_training_record(
  record_id uuid,
  decision public.training_status,
  reason text default null
) returns setof public.training_records
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  note text := nullif(trim(review_training_record.reason), '');
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins review training records' using errcode = '42501';
  end if;
  if decision = 'rejected' and note is null then
    raise exception 'Give a reason for the rejection' using errcode = '22023';
  end if;
  return query
    update public.training_records r
       set status = decision, review_note = note
     where r.id = review_training_record.record_id
       and r.user_id <> (select auth.uid())
    returning r.*;
  if not found then
    raise exception 'No such training record to review' using errcode = 'P0002';
  end if;
end
$$;
revoke all on function public.review_training_record(uuid, public.training_status, text)
  from public, anon;
grant execute on function public.review_training_record(uuid, public.training_status, text)
  to authenticated;

-- Certificates --------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('certificates', 'certificates', false, 5242880,
        array['application/pdf', 'image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Users upload certificates only into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'certificates'
    and name ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(pdf|png|jpg|jpeg|webp)$'
    and starts_with(name, (select auth.uid())::text || '/')
  );

create policy "Owners and admins read certificates"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'certificates'
    and (starts_with(name, (select auth.uid())::text || '/') or (select private.is_admin()))
  );

create policy "Owners delete their certificates"
  on storage.objects for delete to authenticated
  using (bucket_id = 'certificates' and starts_with(name, (select auth.uid())::text || '/'));

-- Certificates are for training records, and each person has a quota.
--
-- The rule: any signed-in account, a free one included, could upload any number
-- of 5 MB "certificates" that no training record names. So:
-- * a person holds at most 20 certificate files (their own folder), and at most
--   2 that none of their training records names: the form uploads the file
--   just before it adds the record (and removes it if the record fails), so one
--   unattached upload at a time is all it needs, with one to spare for a
--   failure whose clean-up did not arrive. Beyond that the upload is refused by
--   the storage policy (RLS's own 42501: the answer names nothing).
-- * the owner still deletes their own files, but not one an approved record
--   names (an approved record's evidence stays);
-- * orphans are swept as voice notes are (20261121000300_requests):
--   public.orphaned_certificates() lists, for admins, certificate files older
--   than an hour that no training record names, to remove through the storage
--   API (hosted Supabase forbids deleting storage rows in SQL without the file).

create function private.may_upload_certificate() returns boolean
  language sql stable security definer set search_path = ''
as $$
  with mine as (
    select o.name from storage.objects o
     where o.bucket_id = 'certificates'
       and starts_with(o.name, (select auth.uid())::text || '/')
  )
  select (select count(*) from mine) < 20
     and (select count(*) from mine m
           where not exists (select 1 from public.training_records r
                              where r.certificate_path = m.name)) < 2
$$;
revoke all on function private.may_upload_certificate() from public;
grant execute on function private.may_upload_certificate() to authenticated;

-- Whether an approved training record names this certificate.
create function private.certificate_in_approved_record(name text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.training_records r
     where r.certificate_path = certificate_in_approved_record.name and r.status = 'approved'
  )
$$;
revoke all on function private.certificate_in_approved_record(text) from public;
grant execute on function private.certificate_in_approved_record(text) to authenticated;

alter policy "Users upload certificates only into their own folder" on storage.objects
  with check (
    bucket_id = 'certificates'
    and name ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(pdf|png|jpg|jpeg|webp)$'
    and starts_with(name, (select auth.uid())::text || '/')
    and private.may_upload_certificate()
  );

alter policy "Owners delete their certificates" on storage.objects
  using (
    bucket_id = 'certificates'
    and starts_with(name, (select auth.uid())::text || '/')
    and not private.certificate_in_approved_record(name)
  );

create index training_records_certificate_path_idx
  on public.training_records (certificate_path) where certificate_path is not null;

create function public.orphaned_certificates() returns setof text
  language sql stable security invoker set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = 'certificates'
     and (select private.is_admin())
     and o.created_at < now() - interval '1 hour'
     and not exists (
       select 1 from public.training_records r where r.certificate_path = o.name
     )
   order by o.created_at
   limit 100
$$;
revoke all on function public.orphaned_certificates() from public, anon;
grant execute on function public.orphaned_certificates() to authenticated;

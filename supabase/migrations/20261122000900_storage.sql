-- Storage buckets and their object policies.
--
-- avatars: public read; 2 MB; image/* only (the storage service enforces size
-- and type from these bucket columns). A user writes only objects whose name
-- starts with their own id: '{uid}/{anything}' (preferred) or, for SPEC 7's
-- flat form, '{uid}-{anything}' with no further folder. A uuid is fixed-length,
-- so no other user's id can start with yours.
--
-- voice-notes: private; audio/webm only, listed also as
-- 'audio/webm;codecs=opus' because that is the Blob type MediaRecorder gives
-- in Chromium and the storage service compares types with their parameters;
-- 4 MiB. 120 s of Opus at a browser's
-- default of up to 128 kbit/s is about 1.9 MB, plus WebM framing, so 2 MB
-- would cut off some full-length recordings; 4 MiB leaves 2x headroom and
-- still bounds what strangers can upload. Anyone (anon or signed in) may
-- create 'requests/{uuid}.webm' (a fresh random name per request); nobody but
-- admins reads, and nobody overwrites (no update policy, so no upsert).
-- Admins may delete voice notes (retention).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 2097152, array['image/*']),
  ('voice-notes', 'voice-notes', false, 4194304, array['audio/webm', 'audio/webm;codecs=opus'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- The avatar path rule above, in one place.
create function private.is_own_avatar_path(name text) returns boolean
  language sql stable set search_path = ''
as $$
  select starts_with(name, (select auth.uid())::text || '/')
      or (starts_with(name, (select auth.uid())::text || '-') and strpos(name, '/') = 0)
$$;
revoke all on function private.is_own_avatar_path(text) from public;
grant execute on function private.is_own_avatar_path(text) to authenticated;

create policy "Avatars are readable by everyone"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'avatars');

create policy "Users upload avatars only under their own id"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'avatars'
    and private.is_own_avatar_path(name)
    and length(name) > 37
  );

create policy "Users replace only their own avatars"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'avatars'
    and private.is_own_avatar_path(name)
  )
  with check (
    bucket_id = 'avatars'
    and private.is_own_avatar_path(name)
    and length(name) > 37
  );

create policy "Users delete only their own avatars"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'avatars'
    and private.is_own_avatar_path(name)
  );

create policy "Anyone uploads a voice note for a request"
  on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'voice-notes'
    and name ~ '^requests/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webm$'
  );

create policy "Admins listen to voice notes"
  on storage.objects for select to authenticated
  using (bucket_id = 'voice-notes' and (select private.is_admin()));

create policy "Admins delete voice notes"
  on storage.objects for delete to authenticated
  using (bucket_id = 'voice-notes' and (select private.is_admin()));

-- Storage: the buckets and who may read and write their objects.
--
-- Rules:
-- * avatars: public read by URL; raster images only (PNG, JPEG, WebP, GIF: an
--   SVG served inline runs script), 2 MB. A user writes and lists only their
--   own folder, '{uid}/...' or the flat '{uid}-...' form; admins list all.
-- * voice-notes: private; audio/webm, 4 MiB. Anyone, anonymous sessions
--   included, uploads under 'requests/{uuid}.webm' within the flood guard's
--   limits; only admins read or remove them.
-- * receipts: private; PDF or image, 5 MB, in the contractor's own folder;
--   the contractor and admins read them.
-- * certificates: private; PDF or image, 5 MB, for training records; the owner
--   and admins read them.

-- Bodies are checked when they run: a function may come before what it reads (reset
-- at the end of the file, whether or not the runner wraps the file in a transaction).
set check_function_bodies = false;


-- Functions

CREATE FUNCTION private.is_own_avatar_path(name text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select starts_with(name, (select auth.uid())::text || '/')
      or (starts_with(name, (select auth.uid())::text || '-') and strpos(name, '/') = 0)
$$;


-- Row level security

CREATE POLICY "Admins delete voice notes" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'voice-notes'::text) AND ( SELECT private.is_admin() AS is_admin)));

CREATE POLICY "Admins listen to voice notes" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'voice-notes'::text) AND ( SELECT private.is_admin() AS is_admin)));

CREATE POLICY "Anonymous sessions reach voice notes only" ON storage.objects AS RESTRICTIVE TO authenticated USING (((bucket_id = 'voice-notes'::text) OR (NOT ( SELECT private.is_anonymous() AS is_anonymous)))) WITH CHECK (((bucket_id = 'voice-notes'::text) OR (NOT ( SELECT private.is_anonymous() AS is_anonymous))));

CREATE POLICY "Contractors delete their own receipts no expense names" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'receipts'::text) AND (split_part(name, '/'::text, 1) = (( SELECT auth.uid() AS uid))::text) AND private.is_unused_receipt(name)));

CREATE POLICY "Contractors read their own receipts and admins read all" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'receipts'::text) AND ((split_part(name, '/'::text, 1) = (( SELECT auth.uid() AS uid))::text) OR ( SELECT private.is_admin() AS is_admin))));

CREATE POLICY "Contractors upload receipts for their own open contacts" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'receipts'::text) AND private.is_writable_receipt_path(name)));

CREATE POLICY "Owners and admins read certificates" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'certificates'::text) AND (starts_with(name, ((( SELECT auth.uid() AS uid))::text || '/'::text)) OR ( SELECT private.is_admin() AS is_admin))));

CREATE POLICY "Owners delete their certificates" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'certificates'::text) AND starts_with(name, ((( SELECT auth.uid() AS uid))::text || '/'::text))));

CREATE POLICY "Sessions upload a voice note for a request, within the flood gu" ON storage.objects FOR INSERT TO authenticated WITH CHECK (
CASE
    WHEN ((bucket_id = 'voice-notes'::text) AND (name ~ '^requests/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webm$'::text)) THEN private.allow_voice_note_upload(name)
    ELSE false
END);

CREATE POLICY "Users delete only their own avatars" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'avatars'::text) AND private.is_own_avatar_path(name)));

CREATE POLICY "Users list their own avatars, admins list all" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'avatars'::text) AND (private.is_own_avatar_path(name) OR ( SELECT private.is_admin() AS is_admin))));

CREATE POLICY "Users replace only their own avatars" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'avatars'::text) AND private.is_own_avatar_path(name))) WITH CHECK (((bucket_id = 'avatars'::text) AND private.is_own_avatar_path(name) AND (length(name) > 37)));

CREATE POLICY "Users upload avatars only under their own id" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'avatars'::text) AND private.is_own_avatar_path(name) AND (length(name) > 37)));

CREATE POLICY "Users upload certificates only into their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'certificates'::text) AND (name ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(pdf|png|jpg|jpeg|webp)$'::text) AND starts_with(name, ((( SELECT auth.uid() AS uid))::text || '/'::text))));


-- Grants

REVOKE ALL ON FUNCTION private.is_own_avatar_path(name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_own_avatar_path(name text) TO authenticated;


-- Rows

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 2097152, array['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  ('voice-notes', 'voice-notes', false, 4194304, array['audio/webm', 'audio/webm;codecs=opus']),
  ('receipts', 'receipts', false, 5242880,
   array['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/heic']),
  ('certificates', 'certificates', false, 5242880,
   array['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

reset check_function_bodies;

-- Avatars bucket hardening (issue 12).
--
-- * Raster images only: image/png, image/jpeg, image/webp, image/gif. An
--   uploaded SVG served inline ran script on the API origin; the storage
--   service checks the upload's type against this list, so SVG is refused.
-- * No more listing the whole bucket (it handed out every user id). Public
--   URLs (/object/public/avatars/...) are served without any select policy,
--   so reading stays open to everyone; listing (and the select that upsert
--   and list need) is limited to one's own folder, '{uid}/...' or the flat
--   '{uid}-...' form (private.is_own_avatar_path), and admins see all.

update storage.buckets
   set allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp', 'image/gif']
 where id = 'avatars';

drop policy "Avatars are readable by everyone" on storage.objects;

create policy "Users list their own avatars, admins list all"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'avatars'
    and (private.is_own_avatar_path(name) or (select private.is_admin()))
  );

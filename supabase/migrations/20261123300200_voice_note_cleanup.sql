-- Orphaned voice notes: a visitor's voice note uploads before its request is
-- sent; if the request then fails for good, the object is linked to nothing
-- (issue 7).
--
-- Decisions where the issue is silent:
-- * The form reuses an uploaded note when the visitor retries (the flood
--   guard accepts it for 10 minutes), so most failures leave nothing behind.
-- * What is left is swept by admins: the Requests inbox asks
--   public.orphaned_voice_notes() for voice notes older than an hour that no
--   request names (past the flood guard's 10-minute window no request can
--   ever name them) and removes them through the storage API, which deletes
--   the file and its row. Hosted Supabase forbids deleting storage rows in SQL
--   without the file, so the sweep cannot be a database job.
-- * Security invoker: storage and gal_requests RLS already give admins both
--   reads and everyone else nothing, so non-admins get an empty list.

create function public.orphaned_voice_notes() returns setof text
  language sql stable security invoker set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = 'voice-notes'
     and o.created_at < now() - interval '1 hour'
     and not exists (
       select 1 from public.gal_requests r where r.voice_note_path = o.name
     )
   order by o.created_at
   limit 100
$$;
revoke all on function public.orphaned_voice_notes() from public, anon;
grant execute on function public.orphaned_voice_notes() to authenticated;

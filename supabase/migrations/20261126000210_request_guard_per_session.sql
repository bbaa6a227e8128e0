-- The flood guard keyed on the session, not on a client-written address
-- (issue 17, item 1). The old guard counted per first X-Forwarded-For hop,
-- which a client writes itself where the edge appends: 55 forged addresses
-- spent the overall cap and closed the form for everyone.
--
-- * Filing a GAL request or uploading a voice note needs a session: an
--   anonymous one (Supabase Auth issues it only after a CAPTCHA and limits
--   anonymous sign-ins per client address itself) or a signed-in user's. The
--   anon key alone files nothing any more.
-- * Per session (auth.uid(), from the signed JWT) at most 3 GAL requests and
--   3 voice notes an hour; over that PT429 (HTTP 429).
-- * Overall at most 1,000 of each an hour, a backstop for a flood from many
--   clients. One client cannot spend it: Auth gives one address at most 30
--   anonymous sessions at once and 30 more an hour (`[auth.rate_limit]
--   anonymous_users`), so at most about 180 requests an hour.
-- * A request links only a voice note its own session uploaded in the last
--   10 minutes (GC004); one of another session reads as not found, so no
--   error tells a stranger whether a note name exists.
-- * No header is read any more: private.client_address() goes, and so does
--   flood_events.address (the counters start afresh: at most an hour of them
--   is lost). Which header hosted Supabase's edge sets for the
--   client is not a documented contract (README, Security).
--
-- Replaces private.flood_guard(text, text) and private.voice_note_recent(text)
-- (20261123000400_flood_guard).

drop policy "Anyone uploads a voice note for a request, within the flood guard" on storage.objects;
drop policy "Anyone files a new GAL request" on public.gal_requests;
drop function private.client_address();

delete from private.flood_events;
alter table private.flood_events
  drop column address,
  add column user_id uuid not null;
create index flood_events_kind_user_id_idx on private.flood_events (kind, user_id, created_at);

create or replace function private.flood_guard(kind text, object_name text default null) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  per_session_limit constant integer := 3;
  overall_limit constant integer := 1000;
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'new row violates row-level security policy for table "%"',
      case flood_guard.kind when 'voice_note' then 'objects' else 'gal_requests' end
      using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('private.flood_guard/' || flood_guard.kind, 0));
  delete from private.flood_events e
   where e.kind = flood_guard.kind and e.created_at < now() - interval '1 hour';
  if (
    select count(*) from private.flood_events e
     where e.kind = flood_guard.kind and e.user_id = caller
  ) >= per_session_limit then
    raise exception 'You have sent several requests in the last hour. Please wait a while and try again.'
      using errcode = 'PT429';
  end if;
  if (select count(*) from private.flood_events e where e.kind = flood_guard.kind) >= overall_limit then
    raise exception 'We are receiving too many requests right now. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  insert into private.flood_events (kind, user_id, object_name)
  values (flood_guard.kind, caller, flood_guard.object_name);
  return true;
end
$$;

create or replace function private.voice_note_recent(name text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from private.flood_events e
     where e.kind = 'voice_note' and e.object_name = voice_note_recent.name
       and e.user_id = (select auth.uid())
       and e.created_at > now() - interval '10 minutes'
  )
$$;

revoke insert on public.gal_requests from anon;
revoke execute on function private.flood_guard(text, text) from anon;
revoke execute on function private.voice_note_recent(text) from anon;
revoke execute on function private.voice_note_linked(text) from anon;
revoke execute on function private.allow_voice_note_upload(text) from anon;

create policy "Sessions file new GAL requests, within the flood guard"
  on public.gal_requests for insert to authenticated
  with check (status = 'new');

create policy "Sessions upload a voice note for a request, within the flood guard"
  on storage.objects for insert to authenticated
  with check (
    -- case, not and: the counting function must run only for voice notes.
    case
      when bucket_id = 'voice-notes'
       and name ~ '^requests/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webm$'
      then private.allow_voice_note_upload(name)
      else false
    end
  );

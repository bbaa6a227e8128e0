-- The flood guard: the one limit on what strangers can write (issue 12's
-- anonymous spam; also the public site's flood guard, issue 7). It covers GAL
-- requests and voice-note uploads, the only two things anon can create.
--
-- * A GAL request is one row per statement (a bulk insert is refused, GC003).
-- * Per client address, at most 5 GAL requests and 5 voice notes a minute;
--   overall at most 60 of each a minute. Over either: PT429 (PostgREST
--   answers HTTP 429), with a message the form can show.
-- * A request's voice_note_path must name a voice note uploaded in the last
--   10 minutes (GC004) and not linked to another request (GC005).
--
-- Decisions where the issues are silent:
-- * The client address is the first hop of X-Forwarded-For from the request
--   headers PostgREST (and hosted storage-api) expose as 'request.headers'.
--   That hop is what the client's edge saw; where an edge appends to a header
--   the client sent, the client can choose it, so the overall cap, which no
--   header can dodge, is the real backstop. Without headers (direct database
--   sessions: seed, migrations, service jobs) only the overall cap applies.
-- * Only the API roles anon and authenticated are limited; service_role and
--   the owner (server jobs, seed) are not.
-- * Events live in private.flood_events: RLS on, no policies, no grants to
--   API roles; written only by private.flood_guard (security definer). Rows
--   older than an hour are pruned as new ones arrive. Checks of one kind are
--   serialised with an advisory lock, so concurrent requests cannot all slip
--   under a limit.
-- * Refused attempts roll back with their statement, so they do not count;
--   accepted ones do.
-- * Voice notes are limited by the storage insert policy (triggers on
--   storage.objects are not allowed on hosted projects), which calls the
--   definer function; the same event row later proves a request's voice note
--   was uploaded recently. The local storage service does not yet pass
--   request headers to the database, so locally only the overall cap applies
--   to uploads (the per-address rule is proven in pgTAP).

create table private.flood_events (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('gal_request', 'voice_note')),
  address text check (length(address) <= 100),
  object_name text check (length(object_name) <= 200),
  created_at timestamptz not null default now()
);
create index flood_events_kind_created_at_idx on private.flood_events (kind, created_at);
create index flood_events_kind_address_idx on private.flood_events (kind, address, created_at);
create index flood_events_object_name_idx on private.flood_events (object_name);

alter table private.flood_events enable row level security;
revoke all on private.flood_events from public, anon, authenticated;

-- The first X-Forwarded-For hop of the current API request, or null.
create function private.client_address() returns text
  language sql stable set search_path = ''
as $$
  select nullif(left(trim(split_part(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1
  )), 100), '')
$$;
revoke all on function private.client_address() from public;
grant execute on function private.client_address() to anon, authenticated;

-- Records one event of `kind` for the caller's address, or refuses it.
create function private.flood_guard(kind text, object_name text default null) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  per_address_limit constant integer := 5;
  overall_limit constant integer := 60;
  caller_address text := private.client_address();
begin
  perform pg_advisory_xact_lock(hashtextextended('private.flood_guard/' || flood_guard.kind, 0));
  delete from private.flood_events e
   where e.kind = flood_guard.kind and e.created_at < now() - interval '1 hour';
  if caller_address is not null and (
    select count(*) from private.flood_events e
     where e.kind = flood_guard.kind and e.address = caller_address
       and e.created_at > now() - interval '1 minute'
  ) >= per_address_limit then
    raise exception 'Too many requests from your network. Please wait a minute and try again.'
      using errcode = 'PT429';
  end if;
  if (
    select count(*) from private.flood_events e
     where e.kind = flood_guard.kind and e.created_at > now() - interval '1 minute'
  ) >= overall_limit then
    raise exception 'We are receiving too many requests right now. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  insert into private.flood_events (kind, address, object_name)
  values (flood_guard.kind, caller_address, flood_guard.object_name);
  return true;
end
$$;
revoke all on function private.flood_guard(text, text) from public;
grant execute on function private.flood_guard(text, text) to anon, authenticated;

-- GAL requests ----------------------------------------------------------------
create unique index gal_requests_voice_note_path_key
  on public.gal_requests (voice_note_path) where voice_note_path is not null;

-- Whether a voice note was uploaded in the last 10 minutes.
create function private.voice_note_recent(name text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from private.flood_events e
     where e.kind = 'voice_note' and e.object_name = voice_note_recent.name
       and e.created_at > now() - interval '10 minutes'
  )
$$;
revoke all on function private.voice_note_recent(text) from public;

create function private.voice_note_linked(name text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.gal_requests r where r.voice_note_path = voice_note_linked.name)
$$;
revoke all on function private.voice_note_linked(text) from public;

create function private.guard_gal_request() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  -- A path of the wrong shape is the column check's to report.
  if new.voice_note_path like 'requests/%.webm' then
    if not private.voice_note_recent(new.voice_note_path) then
      raise exception 'The voice note was not found or is too old. Please record it again.'
        using errcode = 'GC004';
    end if;
    if private.voice_note_linked(new.voice_note_path) then
      raise exception 'This voice note is already attached to another request.'
        using errcode = 'GC005';
    end if;
  end if;
  perform private.flood_guard('gal_request');
  return new;
end
$$;
revoke all on function private.guard_gal_request() from public;
grant execute on function private.voice_note_recent(text) to anon, authenticated;
grant execute on function private.voice_note_linked(text) to anon, authenticated;

create trigger gal_requests_guard
  before insert on public.gal_requests
  for each row execute function private.guard_gal_request();

create function private.refuse_bulk_gal_requests() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from new_rows) > 1 then
    raise exception 'Send one GAL request at a time.' using errcode = 'GC003';
  end if;
  return null;
end
$$;
revoke all on function private.refuse_bulk_gal_requests() from public;

create trigger gal_requests_one_per_statement
  after insert on public.gal_requests
  referencing new table as new_rows
  for each statement execute function private.refuse_bulk_gal_requests();

-- Voice notes -----------------------------------------------------------------
create function private.allow_voice_note_upload(name text) returns boolean
  language sql volatile security definer set search_path = ''
as $$
  select private.flood_guard('voice_note', allow_voice_note_upload.name)
$$;
revoke all on function private.allow_voice_note_upload(text) from public;
grant execute on function private.allow_voice_note_upload(text) to anon, authenticated;

drop policy "Anyone uploads a voice note for a request" on storage.objects;
create policy "Anyone uploads a voice note for a request, within the flood guard"
  on storage.objects for insert to anon, authenticated
  with check (
    -- case, not and: the counting function must run only for voice notes.
    case
      when bucket_id = 'voice-notes'
       and name ~ '^requests/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webm$'
      then private.allow_voice_note_upload(name)
      else false
    end
  );

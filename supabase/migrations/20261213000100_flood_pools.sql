-- The public form's flood guard counts fresh accounts apart from visitors, so
-- no burst of new sign-ups can make the form refuse an ordinary visitor.
--
-- The rule: the overall cap (1,000 an hour) counted every session alike, but
-- every signed-up account is a session of its own and Auth lets one address
-- sign up 30 accounts every 5 minutes (360 an hour, three requests each), so one
-- address could spend the whole cap and every family then read "too many
-- requests". The guard now keeps three pools, each with its own hourly cap:
-- * visitors (anonymous sessions, and any session Auth does not know): 1,000 an
--   hour. Auth gives one address at most 30 anonymous sessions at once and 30
--   more an hour (about 180 requests), so one address cannot spend this pool;
-- * fresh accounts (signed up less than 7 days ago, or email not confirmed):
--   50 an hour, all of them together. A burst of new sign-ups spends only this;
-- * established accounts (confirmed, 7 days or older): 1,000 an hour. Ageing
--   accounts for a week spends this pool at most, never the visitors'.
-- The per-session budget (3 an hour) is unchanged, and the same pools count
-- voice-note uploads (up to 4 MB each) apart from requests.
-- The pool is stamped on each counted event from auth.users (the signed JWT's
-- subject), never from anything the client writes.
--
-- Replaces private.flood_guard(kind, object_name) (20261121000300_requests):
-- counts the caller's pool only, with the pool's own cap.

alter table private.flood_events
  add column pool text not null default 'visitor'
  constraint flood_events_pool_check check (pool in ('visitor', 'fresh_account', 'account'));

create index flood_events_kind_pool_created_at_idx
  on private.flood_events using btree (kind, pool, created_at);

-- Which pool a session's writes count in: anonymous and unknown sessions are
-- visitors; accounts are fresh for 7 days after sign-up and until confirmed.
create function private.flood_pool(user_id uuid) returns text
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce((
    select case
             when u.is_anonymous then 'visitor'
             when u.email_confirmed_at is null or u.created_at > now() - interval '7 days'
               then 'fresh_account'
             else 'account'
           end
      from auth.users u
     where u.id = flood_pool.user_id
  ), 'visitor')
$$;

revoke all on function private.flood_pool(uuid) from public;

create function private.stamp_flood_pool() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.pool := private.flood_pool(new.user_id);
  return new;
end
$$;

revoke all on function private.stamp_flood_pool() from public;

create trigger stamp_flood_pool
  before insert on private.flood_events
  for each row execute function private.stamp_flood_pool();

create or replace function private.flood_guard(kind text, object_name text default null::text)
  returns boolean
  language plpgsql security definer
  set search_path to ''
as $$
declare
  per_session_limit constant integer := 3;
  caller uuid := (select auth.uid());
  caller_pool text;
  pool_limit integer;
begin
  if caller is null then
    raise exception 'new row violates row-level security policy for table "%"',
      case flood_guard.kind when 'voice_note' then 'objects' else 'gal_requests' end
      using errcode = '42501';
  end if;
  caller_pool := private.flood_pool(caller);
  pool_limit := case caller_pool when 'fresh_account' then 50 else 1000 end;
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
  if (
    select count(*) from private.flood_events e
     where e.kind = flood_guard.kind and e.pool = caller_pool
  ) >= pool_limit then
    raise exception 'We are receiving too many requests right now. Please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  insert into private.flood_events (kind, user_id, object_name)
  values (flood_guard.kind, caller, flood_guard.object_name);
  return true;
end
$$;

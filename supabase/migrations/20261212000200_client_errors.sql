-- Errors in users' browsers, reported to the program's own database and
-- grouped, so an admin sees what broke without any third-party service and
-- without personal data leaving the record it belongs to.
--
-- Rules:
-- * public.report_client_errors(reports, client_id) is the one way in, open to
--   visitors and signed-in users alike (a public page can fail too). It keeps
--   only a message, a stack, a route pattern, a release and a browser name;
--   anything else in a report is ignored.
-- * Everything kept is scrubbed again here, whatever the client did:
--   private.scrub_error_text() replaces email addresses, JWTs and other long
--   tokens, credentials after "token=", "Bearer" and the like, phone numbers and
--   ids, and drops query strings. A route that is not a plain path pattern is
--   stored as '/unknown'.
-- * Rate limit: each session (the access token's session_id) or, without one,
--   each client id the browser made up, may report 20 errors in 10 minutes, and
--   all clients together 300, so a loop or a flood cannot fill the table.
--   Reports past the budget are dropped, not refused: the answer is how many
--   were kept.
-- * Reports group by fingerprint, the md5 of the scrubbed message and top stack
--   frame: one row per group with its count and first and last time seen; the
--   latest stack, route, release and browser replace the earlier ones.
-- * Only admins (at aal2) read the groups. private.purge_client_errors()
--   removes groups not seen for 90 days and spent budgets.

create table public.client_error_groups (
  id bigint generated always as identity primary key,
  fingerprint text not null unique check (fingerprint ~ '^[0-9a-f]{32}$'),
  kind text not null check (kind in ('error', 'rejection', 'render')),
  message text not null check (length(message) between 1 and 500),
  top_frame text check (length(top_frame) <= 300),
  stack text check (length(stack) <= 4000),
  route text not null check (length(route) between 1 and 200),
  release text check (length(release) <= 60),
  browser text check (length(browser) <= 40),
  count integer not null default 1 check (count > 0),
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now()
);
create index client_error_groups_last_seen_idx on public.client_error_groups (last_seen desc, id desc);

alter table public.client_error_groups enable row level security;
revoke all on public.client_error_groups from public, anon, authenticated;
grant select on public.client_error_groups to authenticated;

create policy "Anonymous sessions have no access"
  on public.client_error_groups as restrictive to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

create policy "Admins read error groups"
  on public.client_error_groups for select to authenticated
  using ((select private.is_admin()));

-- Spent budgets, one row per session or client and one for everyone ('*').
create table private.client_error_budget (
  client_key text primary key check (length(client_key) <= 100),
  window_start timestamptz not null,
  used integer not null check (used >= 0)
);
create index client_error_budget_window_start_idx on private.client_error_budget (window_start);
revoke all on private.client_error_budget from public, anon, authenticated;

create function private.scrub_error_text(raw text, max_length integer) returns text
  language sql immutable set search_path = ''
as $$
  select left(
    regexp_replace(
    regexp_replace(
    regexp_replace(
    regexp_replace(
    regexp_replace(
    regexp_replace(
    regexp_replace(
    regexp_replace(coalesce(raw, ''),
      -- email addresses
      '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}', '[email]', 'g'),
      -- JWTs (three base64url parts, the first a JSON header)
      'eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]*)?', '[token]', 'g'),
      -- a credential after its name
      '(bearer|basic)\s+[^\s,;&''"]+', '\1 [token]', 'gi'),
      '(token|apikey|api_key|key|secret|password)(\s*[=:]\s*)[^\s,;&''"]+',
      '\1\2[token]', 'gi'),
      -- query strings of URLs and paths
      '([A-Za-z0-9/_.-])\?[^\s#''"<>()]+', '\1', 'g'),
      -- ids
      '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}', '[id]', 'g'),
      -- other long tokens (keys, hashes, base64)
      '[A-Za-z0-9_+-]{32,}={0,2}', '[token]', 'g'),
      -- phone numbers (ten digits, optionally +1, in the usual groupings)
      '(^|[^0-9A-Za-z:.])(\+?1[\s.-]?)?\(?[2-9][0-9]{2}\)?[\s.-]?[0-9]{3}[\s.-]?[0-9]{4}(?![0-9])',
      '\1[phone]', 'g'),
    max_length)
$$;

-- How many of `wanted` reports this key may still send in its 10-minute window.
create function private.take_error_budget(key text, wanted integer, cap integer) returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  started timestamptz;
  spent integer;
  granted integer;
begin
  perform pg_advisory_xact_lock(hashtext('client_error_budget:' || key));
  select b.window_start, b.used into started, spent
  from private.client_error_budget b where b.client_key = key;
  if not found or started <= now() - interval '10 minutes' then
    started := now();
    spent := 0;
  end if;
  granted := greatest(0, least(wanted, cap - spent));
  insert into private.client_error_budget (client_key, window_start, used)
  values (key, started, spent + granted)
  on conflict (client_key) do update set window_start = excluded.window_start, used = excluded.used;
  return granted;
end
$$;
revoke all on function private.take_error_budget(text, integer, integer) from public, anon, authenticated;

create function public.report_client_errors(reports jsonb, client_id text default null)
  returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  session_id text := (select auth.jwt()) ->> 'session_id';
  client_key text;
  wanted integer;
  allowed integer;
  report jsonb;
  kept_message text;
  kept_frame text;
  kept_route text;
  kept_release text;
  kept_browser text;
begin
  if jsonb_typeof(reports) is distinct from 'array' or jsonb_array_length(reports) > 10 then
    raise exception 'Send at most 10 error reports at once' using errcode = '22023';
  end if;
  client_key := case
    when session_id ~ '^[A-Za-z0-9-]{8,64}$' then 'session:' || session_id
    when client_id ~ '^[A-Za-z0-9-]{8,64}$' then 'client:' || client_id
  end;
  if client_key is null then
    raise exception 'An error report names its session or client' using errcode = '22023';
  end if;
  wanted := jsonb_array_length(reports);
  allowed := private.take_error_budget(client_key, wanted, 20);
  allowed := least(allowed, private.take_error_budget('*', allowed, 300));
  delete from private.client_error_budget where window_start < now() - interval '1 day';

  for report in select value from jsonb_array_elements(reports) limit allowed loop
    kept_message := nullif(btrim(private.scrub_error_text(report ->> 'message', 500)), '');
    kept_frame := nullif(btrim(private.scrub_error_text(report ->> 'top_frame', 300)), '');
    kept_route := case
      when report ->> 'route' ~ '^/[A-Za-z0-9/_:.*-]{0,199}$' then report ->> 'route'
      else '/unknown' end;
    kept_release := case
      when report ->> 'release' ~ '^[A-Za-z0-9._+-]{1,60}$' then report ->> 'release' end;
    kept_browser := case
      when report ->> 'browser' ~ '^[A-Za-z ]{1,30}( [0-9]{1,4})?$' then report ->> 'browser'
      else 'Other' end;
    insert into public.client_error_groups as g
      (fingerprint, kind, message, top_frame, stack, route, release, browser)
    values (
      md5(coalesce(kept_message, 'Unknown error') || E'\n' || coalesce(kept_frame, '')),
      case when report ->> 'kind' in ('error', 'rejection', 'render') then report ->> 'kind'
           else 'error' end,
      coalesce(kept_message, 'Unknown error'),
      kept_frame,
      nullif(private.scrub_error_text(report ->> 'stack', 4000), ''),
      kept_route,
      kept_release,
      kept_browser)
    on conflict (fingerprint) do update set
      count = least(g.count::bigint + 1, 2147483647)::integer,
      last_seen = now(),
      stack = excluded.stack,
      route = excluded.route,
      release = excluded.release,
      browser = excluded.browser;
  end loop;
  return allowed;
end
$$;
revoke all on function public.report_client_errors(jsonb, text) from public;
grant execute on function public.report_client_errors(jsonb, text) to anon, authenticated;

create function private.purge_client_errors() returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  removed integer;
begin
  delete from public.client_error_groups where last_seen < now() - interval '90 days';
  get diagnostics removed = row_count;
  delete from private.client_error_budget where window_start < now() - interval '1 day';
  return removed;
end
$$;
revoke all on function private.purge_client_errors() from public, anon, authenticated;

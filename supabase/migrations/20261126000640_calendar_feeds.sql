-- Calendar feeds (issue 20, SPEC 'Calendar Integration'): a personal URL a
-- calendar app subscribes to, served by the `calendar` Edge Function.
--
-- Decisions where the issue is silent:
-- * The token is 32 random bytes (pgcrypto), hex; calendar_feeds keeps only its
--   SHA-256, so the database never holds a working URL. The token is shown
--   once, when made: public.reset_calendar_feed() makes a new one and replaces
--   the hash at once (the old URL stops working on the next request). The app
--   cannot show it again; to subscribe elsewhere the user resets it.
-- * One feed per user. Admins and contractors may make one (everyone who has
--   court dates); free users may not. Owners read only whether they have a feed
--   and since when (user_id, created_at); nobody writes the table directly.
-- * public.calendar_feed(token) is for the Edge Function only (service_role):
--   null for an unknown token or a user who no longer has court dates (the
--   function answers 404), else the events of court dates the user may see now
--   (admins: every case; contractors: the cases they hold), from hearings 90
--   days back onwards, with only the case title, hearing type, courtroom and
--   judge: no notes, nothing else about the children. Report due events only
--   while the report is unfinished.

create table public.calendar_feeds (
  user_id uuid primary key
    constraint calendar_feeds_user_id_fkey references public.users (id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null default now()
);

alter table public.calendar_feeds enable row level security;
revoke all on public.calendar_feeds from anon, authenticated;
grant select (user_id, created_at) on public.calendar_feeds to authenticated;

create policy "Users read whether they have a calendar feed"
  on public.calendar_feeds for select to authenticated
  using (user_id = (select auth.uid()));

create function private.reset_calendar_feed() returns text
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  token text := encode(extensions.gen_random_bytes(32), 'hex');
begin
  if not (private.is_admin() or private.is_contractor()) then
    raise exception 'Only admins and contractors have a calendar feed' using errcode = '42501';
  end if;
  insert into public.calendar_feeds (user_id, token_hash)
  values (auth.uid(), sha256(convert_to(token, 'UTF8')))
  on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now();
  return token;
end
$$;
revoke all on function private.reset_calendar_feed() from public;
grant execute on function private.reset_calendar_feed() to authenticated;

-- Makes (or replaces) the caller's feed token and returns it, once.
create function public.reset_calendar_feed() returns text
  language sql volatile security invoker set search_path = ''
as $$
  select private.reset_calendar_feed()
$$;
revoke all on function public.reset_calendar_feed() from public, anon;
grant execute on function public.reset_calendar_feed() to authenticated;

create function private.calendar_feed(token text) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  owner public.users;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select u.* into owner
    from public.calendar_feeds f join public.users u on u.id = f.user_id
   where f.token_hash = sha256(convert_to(token, 'UTF8'));
  if not found or owner.role not in ('admin', 'contractor') then
    return null;
  end if;
  return jsonb_build_object(
    'events', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', d.id,
               'case_title', c.title,
               'hearing_type', private.hearing_type_label(d.hearing_type),
               'courtroom', d.courtroom,
               'judge', d.judge,
               'hearing_at', d.hearing_at,
               'report_due_at', d.report_due_at,
               'report_pending', d.report_status in ('not_started', 'drafting'),
               'updated_at', d.updated_at
             ) order by d.hearing_at, d.id)
        from public.court_dates d
        join public.cases c on c.id = d.case_id
       where d.hearing_at >= now() - interval '90 days'
         and (owner.role = 'admin' or c.contractor_id = owner.id)
    ), '[]'::jsonb)
  );
end
$$;
revoke all on function private.calendar_feed(text) from public;
grant execute on function private.calendar_feed(text) to service_role;

-- The feed's events for a token, or null (unknown token). The Edge Function only.
create function public.calendar_feed(token text) returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select private.calendar_feed(calendar_feed.token)
$$;
revoke all on function public.calendar_feed(text) from public, anon, authenticated;
grant execute on function public.calendar_feed(text) to service_role;

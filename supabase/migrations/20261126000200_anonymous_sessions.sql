-- Anonymous sessions (issue 17, item 1): the landing form's visitors file
-- through an anonymous sign-in that Supabase Auth gives only after a CAPTCHA
-- (`[auth.captcha]`), so the database can count what each session files
-- (next migration) instead of trusting a client-written address. An anonymous
-- session's JWT says role 'authenticated' with `is_anonymous: true`; this
-- migration makes sure it reaches nothing but the GAL request form.
--
-- Decisions where the issue is silent:
-- * An anonymous user gets no public.users row (handle_new_auth_user skips
--   it) and may not create one, so every role check (is_admin, is_contractor,
--   caller_role) answers as for a stranger and nothing can be owned by it.
-- * Every public table also gets a restrictive policy for authenticated,
--   "Anonymous sessions have no access", as Supabase's anonymous sign-in guide
--   recommends: a permissive policy added later cannot open a table to them.
--   On gal_requests the restrictive policies cover reading and changing
--   only: filing a request is what anonymous sessions are for. On
--   storage.objects they reach the voice-notes bucket only (its own policies
--   allow no more than an upload). supabase/tests/database/73 fails for a
--   public table without such a policy, so a new table cannot forget it.
-- * The functions any signed-in user may call without a role check (the
--   open case listings and their count) answer nothing to an anonymous
--   session; the rest check a role or ownership first.
-- * Whether a session is anonymous is read from the JWT's is_anonymous claim
--   (signed by Auth), as Supabase's guide does; a missing claim (service
--   jobs, older tokens) counts as permanent.
--
-- Replaces private.handle_new_auth_user() (20261123000300_text_limits),
-- private.open_case_listings() (20261123100400_case_listings) and
-- private.available_cases_count() (20261122000400_cases).

create function private.is_anonymous() returns boolean
  language sql stable set search_path = ''
as $$
  select coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false)
$$;
revoke all on function private.is_anonymous() from public;
grant execute on function private.is_anonymous() to anon, authenticated, service_role;

create or replace function private.handle_new_auth_user() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  -- Anonymous sessions only file GAL requests; they are nobody in the product.
  if new.is_anonymous then
    return new;
  end if;
  insert into public.users (id, email, full_name, role)
  values (
    new.id,
    coalesce(new.email, ''),
    left(coalesce(nullif(trim(new.raw_user_meta_data ->> 'full_name'), ''), 'User'), 200),
    'free'
  )
  on conflict (id) do nothing;
  return new;
end
$$;

create or replace function private.open_case_listings() returns setof public.case_listing
  language sql stable security definer set search_path = ''
as $$
  select c.id, c.title, c.type, c.county::text, c.category, c.urgency, c.compensation, c.created_at
    from public.cases c
   where c.status = 'open'
     and not private.is_anonymous()
$$;

create or replace function private.available_cases_count() returns integer
  language sql stable security definer set search_path = ''
as $$
  select count(*)::integer from public.cases
   where status = 'open' and not private.is_anonymous()
$$;

create policy "Anonymous sessions have no access" on public.users
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.user_profiles
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.user_settings
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.cases
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.case_events
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.time_entries
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.messages
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.contractor_applications
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.assistant_applications
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access" on public.application_events
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

-- gal_requests: anonymous sessions file (insert) and do nothing else.
create policy "Anonymous sessions do not read requests" on public.gal_requests
  as restrictive for select to authenticated
  using (not (select private.is_anonymous()));
create policy "Anonymous sessions do not change requests" on public.gal_requests
  as restrictive for update to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions do not delete requests" on public.gal_requests
  as restrictive for delete to authenticated
  using (not (select private.is_anonymous()));

create policy "Anonymous sessions reach voice notes only" on storage.objects
  as restrictive for all to authenticated
  using (bucket_id = 'voice-notes' or not (select private.is_anonymous()))
  with check (bucket_id = 'voice-notes' or not (select private.is_anonymous()));

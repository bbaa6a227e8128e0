-- Text limits (issue 12: users.full_name took 300,000 characters and
-- avatar_url stored 'javascript:'). Every free-text column now has a bound;
-- most already had one from their own migration (cases, time_entries,
-- messages, gal_requests, applications, profile fields). This adds the
-- missing ones, each as a named constraint so the error names the rule.
--
-- Decisions where the issue is silent:
-- * Names 200, emails 320 (RFC 5321's 64 + 1 + 255), as elsewhere.
-- * Free-text list items (an application's practice areas, preferred
--   regions, a profile's circuit labels) are capped per item; a reference
--   list (jsonb) is capped at 20,000 characters in all.
-- * avatar_url must be an http(s) URL of this project's public avatars path,
--   '{scheme}://{host}[:port]/storage/v1/object/public/avatars/{path}', with
--   an optional query (cache busting). The host differs between the local
--   stack and hosted projects, so only its shape is checked. No '..' path
--   segments, no user-info, no whitespace.
-- * A sign-up name longer than 200 characters is cut to 200 by the trigger
--   that creates the users row, rather than failing the whole sign-up; the
--   sign-up form does not let one be typed.
--
-- Replaces private.handle_new_auth_user() (20261122000200_users): the name it
-- copies from sign-up metadata is capped.

create function private.texts_within(items text[], max_length integer) returns boolean
  language sql immutable set search_path = ''
as $$
  select not exists (select 1 from unnest(items) as i where length(i) > max_length)
$$;
revoke all on function private.texts_within(text[], integer) from public;
grant execute on function private.texts_within(text[], integer) to authenticated, service_role;

alter table public.users
  add constraint users_full_name_length check (length(full_name) <= 200),
  add constraint users_email_length check (length(email) <= 320),
  drop constraint users_avatar_url_check,
  add constraint users_avatar_url_storage check (
    avatar_url is null or (
      length(avatar_url) <= 2048
      and avatar_url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/storage/v1/object/public/avatars/[^?#[:space:]]+(\?[^#[:space:]]*)?$'
      and avatar_url !~ '/\.\.?(/|\?|$)'
    )
  );

alter table public.user_profiles
  add constraint user_profiles_florida_circuits_length
    check (private.texts_within(florida_circuits, 100));

alter table public.contractor_applications
  add constraint contractor_applications_practice_areas_length
    check (private.texts_within(practice_areas, 200)),
  add constraint contractor_applications_reference_list_size
    check (length(reference_list::text) <= 20000);

alter table public.application_events
  add constraint application_events_reason_length check (length(reason) <= 2000);

alter table public.assistant_applications
  add constraint assistant_applications_preferred_regions_length
    check (private.texts_within(preferred_regions, 200));

create or replace function private.handle_new_auth_user() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
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

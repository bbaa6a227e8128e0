-- avatar_url names only the user's own avatar folder in this project's
-- storage (issue 17, item 10). The old check (20261123000300_text_limits)
-- accepted any host with the public avatars path, so an avatar could be a
-- tracking pixel on another server, fetched whenever an admin opened the
-- page.
--
-- Decisions where the issue is silent:
-- * "This project" is the issuer of the caller's JWT: Supabase Auth signs
--   iss = '{project URL}/auth/v1' (hosted and local alike), so the database
--   learns the project's URL from a value no client can forge. An avatar set
--   through the API must be exactly
--   '{project URL}/storage/v1/object/public/avatars/{own id}/{file}', where
--   {file} is letters, digits, '.', '_' and '-' (not starting with '.'): no
--   other folder, no '..', no percent-encoding, no query.
-- * A BEFORE trigger, not a CHECK constraint: the rule depends on who writes.
--   Server roles (postgres, service_role) have no JWT and are not checked;
--   the old shape check still holds for every row.
-- * The error is 23514 naming users_avatar_url_own_folder, as a check would.

create function private.check_avatar_url() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  folder text := regexp_replace(coalesce(auth.jwt() ->> 'iss', ''), '/auth/v1$', '')
    || '/storage/v1/object/public/avatars/' || new.id::text || '/';
begin
  if current_user in ('anon', 'authenticated') and new.avatar_url is not null and not (
    auth.jwt() ->> 'iss' like '%/auth/v1'
    and starts_with(new.avatar_url, folder)
    and substr(new.avatar_url, length(folder) + 1) ~ '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$'
  ) then
    raise exception 'An avatar must be an image in your own folder of this project''s avatars bucket'
      using errcode = '23514', constraint = 'users_avatar_url_own_folder';
  end if;
  return new;
end
$$;
revoke all on function private.check_avatar_url() from public;

create trigger users_check_avatar_url
  before insert or update of avatar_url on public.users
  for each row execute function private.check_avatar_url();

-- public.users.email follows auth.users.email (issue 12: a changed email
-- worked for sign-in at once while public.users kept the old one).
--
-- Decisions where the issue is silent:
-- * A trigger on auth.users, as the users row's creation already is: hosted
--   projects let postgres create triggers on auth.users (Supabase's own
--   "managing user data" pattern); only new tables and functions in the auth
--   schema are refused, so the function lives in private.
-- * It fires only when auth.users.email actually changes, which is when
--   GoTrue applies a confirmed change (with double_confirm_changes, after
--   both links; locally, at once, see the README); a pending change
--   (email_change) leaves public.users alone.

create function private.handle_auth_email_change() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.users set email = coalesce(new.email, '') where id = new.id;
  return null;
end
$$;
revoke all on function private.handle_auth_email_change() from public;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.handle_auth_email_change();

-- A person's name is one line of printable text, wherever it comes from.
--
-- The rule: full_name (set at sign-up from the user's metadata, or changed in
-- Profile) lands in notification email subjects, greetings and the To: name; a
-- name with CR/LF or other control characters could start new header lines or
-- forge text in those emails. So:
-- * public.users.full_name and public.gal_requests.name (the visitor's name,
--   quoted in the "we received your request" email) are cleaned before every
--   write: each control character (C0, DEL, C1) and each line or paragraph
--   separator becomes a space, runs of spaces become one, and the ends are
--   trimmed. Cleaning, not refusing: a pasted name with a stray tab still saves;
-- * a check holds the rule for every row (existing names are cleaned first);
-- * the send-email function still escapes every value it puts into an email
--   (supabase/functions/_shared/plain-text.ts), so no other column can do what
--   a name no longer can.

create function private.one_line(value text) returns text
  language sql immutable
  set search_path = ''
as $$
  select btrim(regexp_replace(
    regexp_replace(one_line.value, '[\u0001-\u001f\u007f-\u009f\u2028\u2029]', ' ', 'g'),
    ' {2,}', ' ', 'g'))
$$;

revoke all on function private.one_line(text) from public;
-- The cleaning trigger runs as the writer (a signed-in user, a visitor's session, a server job).
grant execute on function private.one_line(text) to authenticated, service_role;

create function private.clean_person_name() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if tg_table_name = 'users' then
    new.full_name := private.one_line(new.full_name);
  else
    new.name := private.one_line(new.name);
  end if;
  return new;
end
$$;

revoke all on function private.clean_person_name() from public;

create trigger users_clean_full_name
  before insert or update of full_name on public.users
  for each row execute function private.clean_person_name();

create trigger gal_requests_clean_name
  before insert or update of name on public.gal_requests
  for each row execute function private.clean_person_name();

update public.users set full_name = private.one_line(full_name)
 where full_name is distinct from private.one_line(full_name);
update public.gal_requests set name = private.one_line(name)
 where name is distinct from private.one_line(name);

alter table public.users
  add constraint users_full_name_one_line
  check (full_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]');
alter table public.gal_requests
  add constraint gal_requests_name_one_line
  check (name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]');

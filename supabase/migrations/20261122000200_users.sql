-- Users: one row per auth user, created by a trigger on auth.users.
-- Nobody changes their own role; users change only their name, rate and avatar.
--
-- Decisions where SPEC is silent:
-- * Roles change only through an admin-only RPC, public.set_user_role(), and
--   never on one's own row (so an admin cannot lock the project out of admins
--   by accident, and nobody can promote themself). Approving a GAL contractor
--   application also promotes the applicant (see the applications migration).
-- * Who may read whose row is widened in the cases migration (people you share
--   a case with), because that rule needs the cases table.
-- * Nobody deletes users rows through the API; deleting the auth user cascades.

create type public.user_role as enum ('free', 'contractor', 'admin');

create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  full_name text not null default '',
  role public.user_role not null default 'free',
  hourly_rate numeric(10, 2) check (hourly_rate is null or hourly_rate >= 0),
  avatar_url text check (avatar_url is null or length(avatar_url) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index users_role_idx on public.users (role);

create function private.is_admin() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.users where id = (select auth.uid()) and role = 'admin'
  )
$$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

create function private.is_contractor() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.users where id = (select auth.uid()) and role = 'contractor'
  )
$$;
revoke all on function private.is_contractor() from public;
grant execute on function private.is_contractor() to anon, authenticated, service_role;

create trigger users_touch_updated_at
  before update on public.users
  for each row execute function private.touch_updated_at();

-- A new auth user gets a users row with role free and the name given at sign-up.
create function private.handle_new_auth_user() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.users (id, email, full_name, role)
  values (
    new.id,
    coalesce(new.email, ''),
    coalesce(nullif(trim(new.raw_user_meta_data ->> 'full_name'), ''), 'User'),
    'free'
  )
  on conflict (id) do nothing;
  return new;
end
$$;
revoke all on function private.handle_new_auth_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_auth_user();

alter table public.users enable row level security;

revoke all on public.users from anon, authenticated;
grant select on public.users to authenticated;
-- The client's fallback when the trigger's row is missing (SPEC 8, PGRST116).
grant insert (id, email, full_name) on public.users to authenticated;
grant update (full_name, hourly_rate, avatar_url) on public.users to authenticated;

create policy "Users read their own row and admins read all"
  on public.users for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

create policy "Users create only their own row, as free"
  on public.users for insert to authenticated
  with check (id = (select auth.uid()) and role = 'free');

create policy "Users update only their own row"
  on public.users for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- The only way to change a role by hand: an admin, on someone else's row.
create function private.set_user_role(target_user_id uuid, new_role public.user_role) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins change roles' using errcode = '42501';
  end if;
  if target_user_id = auth.uid() then
    raise exception 'Nobody changes their own role' using errcode = '42501';
  end if;
  update public.users set role = new_role where id = target_user_id;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
end
$$;
revoke all on function private.set_user_role(uuid, public.user_role) from public;
grant execute on function private.set_user_role(uuid, public.user_role) to authenticated;

create function public.set_user_role(user_id uuid, new_role public.user_role) returns void
  language sql volatile security invoker set search_path = ''
as $$
  select private.set_user_role(set_user_role.user_id, set_user_role.new_role)
$$;
revoke all on function public.set_user_role(uuid, public.user_role) from public, anon;
grant execute on function public.set_user_role(uuid, public.user_role) to authenticated;

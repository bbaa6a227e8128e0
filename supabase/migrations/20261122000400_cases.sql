-- Cases: posted by admins, accepted by contractors (SPEC 3, 4, 6).
--
-- Decisions where SPEC is silent:
-- * Free users see no case rows at all; their dashboard's 'Available Cases'
--   stat comes from public.available_cases_count().
-- * Contractors change a case only by accepting it (open + unassigned ->
--   assigned to themself). Moving it on (in_progress, completed) is the admin's
--   status selector, as SPEC 2 shows it. Accepting is race-safe: the update's
--   own WHERE re-checks status and contractor_id on the row version it locks,
--   so of two concurrent accepts exactly one updates a row.
-- * contractor_id may only ever point at a user whose role is contractor.
-- * Nobody deletes cases through the API (time entries and invoices hang off
--   them); 'completed' ends a case. Deleting an admin who posted cases is
--   refused; deleting a contractor unassigns their cases.
-- * Who may read whose users row: yourself; admins read everyone (Contractors
--   directory); otherwise only the people on cases you can see: a contractor
--   sees the admin of each of their cases and of each open case.
--
-- public.accept_case() is replaced by 20261126000400_accept_case_twice (a second
-- accept by the same contractor returns their case instead of nothing).

create type public.case_type as enum ('paid', 'pro_bono');
create type public.case_status as enum ('open', 'assigned', 'in_progress', 'completed');

create table public.cases (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(trim(title)) between 1 and 200),
  description text not null check (length(trim(description)) between 1 and 10000),
  type public.case_type not null default 'paid',
  status public.case_status not null default 'open',
  admin_id uuid not null default auth.uid()
    constraint cases_admin_id_fkey references public.users (id) on delete restrict,
  contractor_id uuid
    constraint cases_contractor_id_fkey references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index cases_admin_id_idx on public.cases (admin_id);
create index cases_contractor_id_idx on public.cases (contractor_id);
create index cases_status_idx on public.cases (status);
create index cases_created_at_idx on public.cases (created_at desc);

create trigger cases_touch_updated_at
  before update on public.cases
  for each row execute function private.touch_updated_at();

create function private.check_case_contractor() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.contractor_id is not null
     and (tg_op = 'INSERT' or new.contractor_id is distinct from old.contractor_id)
     and not exists (
       select 1 from public.users where id = new.contractor_id and role = 'contractor'
     ) then
    raise exception 'A case can be assigned only to a contractor' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke all on function private.check_case_contractor() from public;

create trigger cases_check_contractor
  before insert or update of contractor_id on public.cases
  for each row execute function private.check_case_contractor();

alter table public.cases enable row level security;

revoke all on public.cases from anon, authenticated;
grant select on public.cases to authenticated;
grant insert (title, description, type, status, admin_id) on public.cases to authenticated;
-- updated_at is in the client's payload (SPEC 7); the trigger sets it anyway.
grant update (status, contractor_id, updated_at) on public.cases to authenticated;

create policy "Admins see all cases, contractors see open cases and their own"
  on public.cases for select to authenticated
  using (
    (select private.is_admin())
    or contractor_id = (select auth.uid())
    or (status = 'open' and (select private.is_contractor()))
  );

create policy "Admins post open cases as themselves"
  on public.cases for insert to authenticated
  with check (
    (select private.is_admin())
    and admin_id = (select auth.uid())
    and status = 'open'
    and contractor_id is null
  );

create policy "Admins change any case, contractors only accept an open one"
  on public.cases for update to authenticated
  using (
    (select private.is_admin())
    or (status = 'open' and contractor_id is null and (select private.is_contractor()))
  )
  with check (
    (select private.is_admin())
    or (status = 'assigned' and contractor_id = (select auth.uid()))
  );

-- Accept an open, unassigned case. Returns the accepted case, or no row when
-- somebody else got there first (or the caller is not a contractor).
-- Security invoker: the policies above are the whole rule.
create function public.accept_case(case_id uuid) returns setof public.cases
  language sql volatile security invoker set search_path = ''
as $$
  update public.cases c
     set contractor_id = (select auth.uid()), status = 'assigned'
   where c.id = accept_case.case_id
     and c.status = 'open'
     and c.contractor_id is null
  returning c.*
$$;
revoke all on function public.accept_case(uuid) from public, anon;
grant execute on function public.accept_case(uuid) to authenticated;

-- The free dashboard's 'Available Cases' stat: a number, never the rows.
create function private.available_cases_count() returns integer
  language sql stable security definer set search_path = ''
as $$
  select count(*)::integer from public.cases where status = 'open'
$$;
revoke all on function private.available_cases_count() from public;
grant execute on function private.available_cases_count() to authenticated;

create function public.available_cases_count() returns integer
  language sql stable security invoker set search_path = ''
as $$
  select private.available_cases_count()
$$;
revoke all on function public.available_cases_count() from public, anon;
grant execute on function public.available_cases_count() to authenticated;

-- The users a caller shares a visible case with (see the decision above).
create function private.case_contact_ids() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select c.admin_id from public.cases c
   where c.contractor_id = (select auth.uid())
      or (c.status = 'open' and c.contractor_id is null and private.is_contractor())
  union
  select c.contractor_id from public.cases c
   where c.admin_id = (select auth.uid()) and c.contractor_id is not null
$$;
revoke all on function private.case_contact_ids() from public;
grant execute on function private.case_contact_ids() to authenticated;

drop policy "Users read their own row and admins read all" on public.users;
create policy "Users read themselves and their case contacts, admins read all"
  on public.users for select to authenticated
  using (
    id = (select auth.uid())
    or (select private.is_admin())
    or id in (select private.case_contact_ids())
  );

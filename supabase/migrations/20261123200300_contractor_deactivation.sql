-- Deactivating a contractor (issue 10, Contractors): an admin stops a
-- contractor from taking new cases while everything they did stays.
--
-- Decisions where the issue is silent:
-- * users.deactivated_at (null = active). No client grant covers the column,
--   so only the admin-only functions below change it.
-- * A deactivated contractor keeps their role, cases, time entries, invoices
--   and messages (history kept) and stays in the directory, marked inactive.
--   They can neither accept an open case nor be assigned one by an admin:
--   the case-contractor trigger refuses it (errcode 23514), whichever path.
-- * Cases already assigned stay assigned; reassigning is the admin's choice.
-- * Reactivation is the same kind of function, so a mistake is reversible.
-- * Errors: 42501 not an admin; P0002 no such user; 22023 not a contractor.
--
-- Replaces private.check_case_contractor() (20261122000400_cases): it also
-- refuses a deactivated contractor.

alter table public.users add column deactivated_at timestamptz;

comment on column public.users.deactivated_at is
  'When an admin deactivated this contractor (null: active). Deactivated contractors take no new cases.';

create or replace function private.check_case_contractor() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  target public.users;
begin
  if new.contractor_id is not null
     and (tg_op = 'INSERT' or new.contractor_id is distinct from old.contractor_id) then
    select * into target from public.users where id = new.contractor_id;
    if target.role is distinct from 'contractor' then
      raise exception 'A case can be assigned only to a contractor' using errcode = '23514';
    end if;
    if target.deactivated_at is not null then
      raise exception 'This contractor is deactivated and takes no new cases'
        using errcode = '23514';
    end if;
  end if;
  return new;
end
$$;

create function private.set_contractor_active(contractor_id uuid, active boolean)
  returns timestamptz
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  target_role public.user_role;
  stamp timestamptz;
begin
  if not private.is_admin() then
    raise exception 'Only admins deactivate contractors' using errcode = '42501';
  end if;
  select u.role into target_role from public.users u where u.id = set_contractor_active.contractor_id;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  if target_role <> 'contractor' then
    raise exception 'Only contractors are deactivated' using errcode = '22023';
  end if;
  update public.users u
     set deactivated_at = case when active then null else coalesce(u.deactivated_at, now()) end
   where u.id = set_contractor_active.contractor_id
  returning u.deactivated_at into stamp;
  return stamp;
end
$$;
revoke all on function private.set_contractor_active(uuid, boolean) from public;
grant execute on function private.set_contractor_active(uuid, boolean) to authenticated;

-- Returns when the contractor was deactivated.
create function public.deactivate_contractor(contractor_id uuid) returns timestamptz
  language sql volatile security invoker set search_path = ''
as $$
  select private.set_contractor_active(deactivate_contractor.contractor_id, false)
$$;
revoke all on function public.deactivate_contractor(uuid) from public, anon;
grant execute on function public.deactivate_contractor(uuid) to authenticated;

create function public.reactivate_contractor(contractor_id uuid) returns void
  language sql volatile security invoker set search_path = ''
as $$
  select private.set_contractor_active(reactivate_contractor.contractor_id, true)
$$;
revoke all on function public.reactivate_contractor(uuid) from public, anon;
grant execute on function public.reactivate_contractor(uuid) to authenticated;

-- Admins unassign a case or hand it to another contractor (issue 9).
--
-- Decisions where SPEC is silent:
-- * public.assign_case(case_id, contractor_id): a contractor id reassigns the
--   case (status assigned); null unassigns it (back to open, so contractors
--   can accept it again). One statement, so status and contractor move together
--   and the history trigger writes one row.
-- * Admins only (the RLS update policy would let an admin do this by hand too;
--   the function is the one the UI uses). A completed case is not reassigned:
--   its entries and invoices are final.
-- * The assignee must be a contractor (the cases_check_contractor trigger).
-- * The previous contractor's time entries stay theirs (they logged the work).

create function public.assign_case(case_id uuid, contractor_id uuid default null)
  returns setof public.cases
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  current_status public.case_status;
begin
  if not private.is_admin() then
    raise exception 'Only admins assign cases' using errcode = '42501';
  end if;
  select c.status into current_status from public.cases c where c.id = assign_case.case_id;
  if not found then
    raise exception 'No such case' using errcode = 'P0002';
  end if;
  if current_status = 'completed' then
    raise exception 'A completed case cannot be reassigned' using errcode = '23514';
  end if;
  return query
    update public.cases c
       set contractor_id = assign_case.contractor_id,
           status = case when assign_case.contractor_id is null then 'open' else 'assigned' end::public.case_status
     where c.id = assign_case.case_id
    returning c.*;
end
$$;
revoke all on function public.assign_case(uuid, uuid) from public, anon;
grant execute on function public.assign_case(uuid, uuid) to authenticated;

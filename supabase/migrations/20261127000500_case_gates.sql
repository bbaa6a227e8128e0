-- The gates on who takes a case (issue 21): a contractor not in good standing
-- takes no new case, and on a case with an abuse allegation only a contractor
-- certified by a GAL program or a Florida Bar member may serve (§61.402(2),
-- Fla. Stat.). Enforced by a trigger on public.cases, so every path refuses:
-- accept_case(), assign_case(), a direct UPDATE of contractor_id, and an
-- admin marking an assigned case as an abuse allegation.
--
-- Decisions where the issue is silent:
-- * The gates apply where RLS applies: to API requests (private.is_api_request).
--   Seeding, migrations and the service role are trusted server code.
-- * Authorise first: a caller who is not an admin may only put themself on a
--   case (RLS's own wording otherwise, 42501), so the refusals below, which
--   name hours, are only ever read by the contractor themself or an admin.
-- * Messages (errcode GC101) say what is missing: to the contractor "You are
--   not in good standing: 7.5 in-service hours still needed for 2026"; to the
--   admin assigning, the same with the contractor's name.
-- * Standing is checked when the assignee changes; a case already assigned
--   stays assigned when the standing lapses later (reassigning is the admin's
--   call). Eligibility is checked when the assignee changes and when an admin
--   marks an assigned case as an abuse allegation.
-- * public.accept_blocker(cases) is a computed column (PostgREST reads it by
--   name in the same request as the case): why the signed-in contractor cannot
--   accept this open case, or null. Pages show it instead of an Accept button.

create function private.case_gate_refusal(
  contractor_id uuid,
  abuse_allegation boolean,
  check_standing boolean,
  self boolean
) returns text
  language plpgsql stable security definer set search_path = ''
as $$
declare
  standing public.training_standing;
  who text := 'You are';
  name text;
begin
  if not self then
    select coalesce(nullif(trim(u.full_name), ''), 'This contractor') into name
      from public.users u where u.id = case_gate_refusal.contractor_id;
    who := name || ' is';
  end if;
  if check_standing then
    standing := private.training_standing(case_gate_refusal.contractor_id);
    if not standing.good_standing then
      return who || ' not in good standing: ' || standing.shortfall;
    end if;
  end if;
  if case_gate_refusal.abuse_allegation
     and not private.abuse_case_eligible(case_gate_refusal.contractor_id) then
    return who || ' not eligible for a case with an abuse allegation: only a contractor '
      || 'certified by a GAL program or a member of The Florida Bar may serve on it '
      || '(§61.402(2), Fla. Stat.)';
  end if;
  return null;
end
$$;
revoke all on function private.case_gate_refusal(uuid, boolean, boolean, boolean) from public;

create function private.check_case_gates() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  assignee_changed boolean;
  refusal text;
begin
  if not private.is_api_request() or caller is null or new.contractor_id is null then
    return new;
  end if;
  assignee_changed := tg_op = 'INSERT' or new.contractor_id is distinct from old.contractor_id;
  if not assignee_changed and not (new.abuse_allegation and not old.abuse_allegation) then
    return new;
  end if;
  if new.contractor_id <> caller and not private.is_admin() then
    raise exception 'new row violates row-level security policy for table "cases"'
      using errcode = '42501';
  end if;
  refusal := private.case_gate_refusal(
    new.contractor_id, new.abuse_allegation, assignee_changed, new.contractor_id = caller);
  if refusal is not null then
    raise exception '%', refusal using errcode = 'GC101';
  end if;
  return new;
end
$$;
revoke all on function private.check_case_gates() from public;

-- After cases_check_contractor (triggers fire in name order): role and
-- deactivation first.
create trigger cases_check_gates
  before insert or update of contractor_id, abuse_allegation on public.cases
  for each row execute function private.check_case_gates();

-- Why the caller cannot accept this case, for the pages that offer Accept.
create function private.accept_blocker(case_status public.case_status, assigned_to uuid,
                                       abuse_allegation boolean)
  returns text
  language plpgsql stable security definer set search_path = ''
as $$
declare
  me public.users;
begin
  if case_status <> 'open' or assigned_to is not null then
    return null;
  end if;
  select * into me from public.users u where u.id = (select auth.uid());
  if me.role is distinct from 'contractor' then
    return null;
  end if;
  if me.deactivated_at is not null then
    return 'Your account is deactivated and takes no new cases';
  end if;
  return private.case_gate_refusal(me.id, accept_blocker.abuse_allegation, true, true);
end
$$;
revoke all on function private.accept_blocker(public.case_status, uuid, boolean) from public;
grant execute on function private.accept_blocker(public.case_status, uuid, boolean) to authenticated;

create function public.accept_blocker(public.cases) returns text
  language sql stable security invoker set search_path = ''
as $$
  select private.accept_blocker($1.status, $1.contractor_id, $1.abuse_allegation)
$$;
revoke all on function public.accept_blocker(public.cases) from public, anon;
grant execute on function public.accept_blocker(public.cases) to authenticated;

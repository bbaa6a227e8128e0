-- Accepting a case twice (issue 18 item 6): a contractor who double-clicks
-- Accept Case, or retries after a lost answer, was told 'This case was already
-- taken' about the case they had just taken.
--
-- Replaces public.accept_case() (20261122000400_cases): the same update, the
-- same rights (security invoker, so the cases policies are still the whole
-- rule); when it changes no row, the case comes back anyway if it is already
-- the caller's and not completed, so the app says 'accepted' to its winner and
-- 'already taken' only to everyone else (nobody accepts a completed case).
--
-- Decisions where the issue is silent:
-- * plpgsql, not one SQL statement: the second read runs with a snapshot taken
--   after the update, so it sees a concurrent accept of the same caller that
--   committed while this one waited on the row lock.
-- * The second accept changes nothing: no update, no second 'accepted' event
--   in the case history, updated_at untouched.

create or replace function public.accept_case(case_id uuid) returns setof public.cases
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  return query
    update public.cases c
       set contractor_id = (select auth.uid()), status = 'assigned'
     where c.id = accept_case.case_id
       and c.status = 'open'
       and c.contractor_id is null
    returning c.*;
  if not found then
    return query
      select c.* from public.cases c
       where c.id = accept_case.case_id
         and c.contractor_id = (select auth.uid())
         and c.status <> 'completed';
  end if;
end
$$;
revoke all on function public.accept_case(uuid) from public, anon;
grant execute on function public.accept_case(uuid) to authenticated;

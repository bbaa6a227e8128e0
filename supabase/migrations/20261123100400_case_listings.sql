-- Open-case listings without descriptions, for free users' Opportunities page
-- (issue 9). Descriptions can hold details about children, so a free user
-- gets only title, type, county, category, urgency, posted date and
-- compensation, and never a description by any path:
--   * the cases table's select policy shows free users no rows (cases
--     migration), so no select and no embedding reaches a description;
--   * this function's result has no description column at all.
--
-- Decisions where SPEC is silent:
-- * Any signed-in user may call it (contractors and admins see more through
--   the table anyway); anon may not.
-- * It returns rows, so PostgREST filters, orders and pages them
--   (rpc('open_case_listings').eq('county', ...).range(...)).

-- A named row type, so PostgREST can filter and page the function's rows.
create type public.case_listing as (
  id uuid,
  title text,
  type public.case_type,
  county text,
  category public.case_category,
  urgency public.case_urgency,
  compensation text,
  created_at timestamptz
);

create function private.open_case_listings()
  returns setof public.case_listing
  language sql stable security definer set search_path = ''
as $$
  select c.id, c.title, c.type, c.county::text, c.category, c.urgency, c.compensation, c.created_at
    from public.cases c
   where c.status = 'open'
$$;
revoke all on function private.open_case_listings() from public;
grant execute on function private.open_case_listings() to authenticated;

create function public.open_case_listings()
  returns setof public.case_listing
  language sql stable security invoker set search_path = ''
as $$
  select * from private.open_case_listings()
$$;
revoke all on function public.open_case_listings() from public, anon;
grant execute on function public.open_case_listings() to authenticated;

-- The case search at a statewide program's size, under RLS (issue 22):
-- public.search_cases(query), the cases whose title or description contains
-- the query, as the caller may see them.
--
-- Why a function: PostgreSQL uses an index for a condition on a table with RLS
-- only if the condition's operator is leakproof, and ILIKE is not, so
-- `cases?or=(title.ilike.*x*,description.ilike.*x*)` read all 10,000 cases on
-- every pause in typing although the trigram indexes
-- (20261129000200_search_trigram_indexes.sql) were there (`npm run bench --
-- explain` showed the sequential scan).
--
-- Decisions where the issue is silent:
-- * private.case_ids_matching(query) (security definer, no RLS) finds the ids
--   through the trigram indexes; public.search_cases (security invoker) reads
--   the cases with those ids under the caller's RLS. It has a fixed
--   search_path like every function (db:lint), so it is not inlined: PostgREST's
--   status filter, order, range and count apply to its rows (the matches the
--   caller may see: about 150 for a county at 10,000 cases).
--   The select policy on cases still decides every row: ids of cases the
--   caller may not see go no further than the query (pgTAP 114).
-- * The helper is executable by authenticated only (search_cases calls it as
--   the caller); private is not exposed through the API.
-- * `id = any((select …)::uuid[])`: uuid equality is leakproof, so the primary
--   key serves it under RLS; the scalar subquery makes the helper an initplan,
--   run once. Called bare, the planner may put it in a filter on another index
--   (created_at, for the page's order) and run the trigram search once per
--   row: minutes on PGlite at 10,000 cases.
-- * The query is matched as typed, case-insensitively, as text: % and _ in it
--   are escaped, so "50%" finds "50%" and not everything.
-- * No new policy or grant on cases.

create function private.case_ids_matching(query text) returns uuid[]
  language sql stable security definer set search_path = ''
as $$
  select coalesce(array_agg(c.id), '{}')
    from public.cases c,
         lateral (select '%' || replace(replace(replace(query, '\', '\\'), '%', '\%'), '_', '\_') || '%' as pattern) p
   where c.title ilike p.pattern or c.description ilike p.pattern
$$;
revoke all on function private.case_ids_matching(text) from public, anon;
grant execute on function private.case_ids_matching(text) to authenticated;

create function public.search_cases(query text) returns setof public.cases
  language sql stable security invoker set search_path = ''
as $$
  select c.* from public.cases c where c.id = any((select private.case_ids_matching(query))::uuid[])
$$;
revoke all on function public.search_cases(text) from public, anon;
grant execute on function public.search_cases(text) to authenticated;

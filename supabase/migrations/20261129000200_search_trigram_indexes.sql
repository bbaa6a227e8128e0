-- Searching a statewide program's cases on the server (issue 22): trigram
-- indexes for the substring search the case search box sends
-- (`title ilike '%text%' or description ilike '%text%'`). A b-tree cannot
-- serve a pattern with a leading wildcard, so at 10,000 cases every pause in
-- typing read the whole table. Under RLS the planner still cannot use these
-- indexes for ILIKE (not leakproof): 20261129000300_search_cases.sql is how the
-- search reaches them.
--
-- Decisions where the issue is silent:
-- * pg_trgm GIN indexes, not full-text search: the boxes promise "contains"
--   (a county, part of a name, an email), which full-text stemming would
--   change, and pg_trgm serves ilike unchanged. pg_trgm exists on hosted
--   Supabase (schema extensions), on PostgreSQL 15 (contrib) and in PGlite
--   (the local stack loads @electric-sql/pglite/contrib/pg_trgm).
-- * One index per searched column: the planner ORs two bitmap index scans.
-- * The applications review search (5,000 rows at scale, under the 10,000-row
--   line, 24 ms on PGlite) stays a filter and gets no index.
-- * Patterns shorter than 3 characters cannot use a trigram index; the boxes
--   still send them (one or two letters give a broad answer, paged on the
--   server like any other).
-- * No policy or grant changes: the searches run under the tables' existing RLS.

create extension if not exists pg_trgm with schema extensions;

create index if not exists cases_title_trgm_idx
  on public.cases using gin (title extensions.gin_trgm_ops);
create index if not exists cases_description_trgm_idx
  on public.cases using gin (description extensions.gin_trgm_ops);

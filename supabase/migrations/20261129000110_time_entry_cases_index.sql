-- Time Tracking's join at a statewide program's size (issue 22). The page reads
-- the caller's entries on cases that are not completed, each with its case's
-- title, status and type. With 10,000 cases PostgreSQL hash-joined a sequential
-- scan of every case (`npm run bench -- explain`: the one full scan of a big
-- table left on the dashboard pages).
--
-- Decisions where the issue is silent:
-- * A partial covering index on the cases that are not completed holds what the
--   join reads and what the cases policy filters by (contractor_id, status), so
--   each entry's case is one index-only probe and the planner takes a nested
--   loop (about 0.01 ms per entry on PostgreSQL 15) instead of reading the table.
-- * Completed cases stay out of it: the page never shows them, and they are the
--   share of cases that grows for years.

create index cases_unfinished_for_entries_idx
  on public.cases (id) include (title, status, type, contractor_id)
  where status <> 'completed';

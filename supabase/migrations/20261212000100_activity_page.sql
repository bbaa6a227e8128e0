-- The admin Activity page reads the audit log a page at a time, newest first,
-- filtered by case, person, kind and dates.
--
-- Rules:
-- * public.activity_entries() answers admins at aal2 only (private.is_admin()),
--   like public.audit_entries(); anyone else is refused with 42501.
-- * Pages are keyset pages: the caller passes the (at, id) of the last row it
--   has and gets the rows after it, so page 200 costs what page 1 costs. At most
--   200 rows a page.
-- * A kind is a set of operations (changed = insert, update or delete), so the
--   page's kinds need no knowledge of the log's operation names beyond this list.
-- * A person is whoever acted, or the person a row is about (their user row,
--   their second factors).
-- * Each filter the page asks by has an index ordered as the page reads it
--   (the filter's column, then at and id descending), so a filtered page stops
--   after its rows instead of sorting the whole log.

create type public.activity_entry as (
  id bigint,
  at timestamptz,
  actor_id uuid,
  actor_name text,
  table_name text,
  row_id text,
  subject_name text,
  case_id uuid,
  case_title text,
  operation text,
  changes jsonb
);

-- The indexes the page reads by replace the single-column ones they cover.
drop index public.audit_log_at_idx;
drop index public.audit_log_actor_id_idx;
drop index public.audit_log_case_id_idx;
create index audit_log_at_id_idx on public.audit_log (at desc, id desc);
create index audit_log_actor_at_idx on public.audit_log (actor_id, at desc, id desc);
create index audit_log_case_at_idx on public.audit_log (case_id, at desc, id desc);
create index audit_log_operation_at_idx on public.audit_log (operation, at desc, id desc);

create function public.activity_entries(
  for_case uuid default null,
  for_person uuid default null,
  operations text[] default null,
  since timestamptz default null,
  until timestamptz default null,
  after_at timestamptz default null,
  after_id bigint default null,
  max_rows integer default 50
) returns setof public.activity_entry
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins read the audit log' using errcode = '42501';
  end if;
  if (after_at is null) <> (after_id is null) then
    raise exception 'A page starts after a row''s time and id together' using errcode = '22023';
  end if;
  return query
    select l.id, l.at, l.actor_id, a.full_name, l.table_name, l.row_id, s.full_name,
           l.case_id, c.title, l.operation, l.changes
    from public.audit_log l
    left join public.users a on a.id = l.actor_id
    left join public.users s
      on l.table_name in ('users', 'auth.mfa_factors') and s.id::text = l.row_id
    left join public.cases c on c.id = l.case_id
    where (for_case is null or l.case_id = for_case)
      and (for_person is null or l.actor_id = for_person
           or (l.table_name in ('users', 'auth.mfa_factors') and l.row_id = for_person::text))
      and (operations is null or l.operation = any (operations))
      and (activity_entries.since is null or l.at >= activity_entries.since)
      and (activity_entries.until is null or l.at < activity_entries.until)
      and (activity_entries.after_at is null
           or (l.at, l.id) < (activity_entries.after_at, activity_entries.after_id))
    order by l.at desc, l.id desc
    limit least(greatest(coalesce(max_rows, 50), 1), 200);
end
$$;
revoke all on function public.activity_entries(uuid, uuid, text[], timestamptz, timestamptz, timestamptz, bigint, integer)
  from public, anon;
grant execute on function public.activity_entries(uuid, uuid, text[], timestamptz, timestamptz, timestamptz, bigint, integer)
  to authenticated;

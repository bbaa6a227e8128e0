-- The admins' Contractors directory (issue 10): every contractor with their
-- rates and workload, searched, sorted and paged in the database.
--
-- Decisions where the issue is silent:
-- * Admin-only by an explicit check (42501), on top of RLS: the functions are
--   security invoker, and only admins can read every users, cases and
--   time_entries row anyway, so a bug in the check could not leak more.
-- * 'Contractor' means role contractor now, deactivated ones included
--   (marked by deactivated_at), so history stays findable.
-- * asking_rate is users.hourly_rate (the profile's rate); billing_rate is the
--   admin-set rate from the billing rates migration.
-- * Active cases: assigned to them and not completed. Hours this month: their
--   entries dated in the database's current calendar month (UTC, like the
--   time entries' own date check). Last entry: their latest entry date.
-- * Search matches a case-insensitive substring of the name or email (no
--   pattern syntax). Sort keys are a fixed list; ties break by name, then id,
--   so pages never overlap. Empty values sort last either way. Page sizes
--   1..100; total_count on every row is the number of matches.
--
-- public.contractor_directory() and contractor_detail() are replaced by
-- 20261125000100_typed_function_results (the same queries, returning named row types).

create view private.contractor_overview with (security_invoker = true) as
  select u.id, u.full_name, u.email, u.avatar_url,
         u.hourly_rate as asking_rate, u.billing_rate,
         (select count(*)::integer from public.cases c
           where c.contractor_id = u.id and c.status <> 'completed') as active_cases,
         (select coalesce(sum(t.hours), 0) from public.time_entries t
           where t.user_id = u.id
             and t.date >= date_trunc('month', current_date)::date) as hours_this_month,
         (select max(t.date) from public.time_entries t where t.user_id = u.id) as last_entry_date,
         u.deactivated_at
    from public.users u
   where u.role = 'contractor';
revoke all on private.contractor_overview from public, anon, authenticated;
grant select on private.contractor_overview to authenticated;

create function public.contractor_directory(
  search text default '',
  sort_by text default 'name',
  sort_desc boolean default false,
  page_size integer default 20,
  page integer default 1
) returns table (
  id uuid,
  full_name text,
  email text,
  avatar_url text,
  asking_rate numeric,
  billing_rate numeric,
  active_cases integer,
  hours_this_month numeric,
  last_entry_date date,
  deactivated_at timestamptz,
  total_count integer
)
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  sort_column text := case sort_by
    when 'name' then 'lower(o.full_name)'
    when 'email' then 'lower(o.email)'
    when 'asking_rate' then 'o.asking_rate'
    when 'billing_rate' then 'o.billing_rate'
    when 'active_cases' then 'o.active_cases'
    when 'hours_this_month' then 'o.hours_this_month'
    when 'last_entry_date' then 'o.last_entry_date'
  end;
  needle text := lower(trim(coalesce(search, '')));
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins see the contractors directory' using errcode = '42501';
  end if;
  if sort_column is null then
    raise exception 'Unknown sort key %', sort_by using errcode = '22023';
  end if;
  if page_size is null or page_size not between 1 and 100 or page is null or page < 1 then
    raise exception 'Pages hold 1 to 100 rows and start at 1' using errcode = '22023';
  end if;
  -- sort_column comes from the fixed list above, never from the caller.
  return query execute format(
    $q$
      select o.id, o.full_name, o.email, o.avatar_url, o.asking_rate, o.billing_rate,
             o.active_cases, o.hours_this_month, o.last_entry_date, o.deactivated_at,
             (count(*) over ())::integer
        from private.contractor_overview o
       where $1 = ''
          or strpos(lower(o.full_name), $1) > 0
          or strpos(lower(o.email), $1) > 0
       order by %s %s nulls last, lower(o.full_name), o.id
       limit $2 offset $3
    $q$,
    sort_column,
    case when sort_desc then 'desc' else 'asc' end
  ) using needle, page_size, (page - 1) * page_size;
end
$$;
revoke all on function public.contractor_directory(text, text, boolean, integer, integer)
  from public, anon;
grant execute on function public.contractor_directory(text, text, boolean, integer, integer)
  to authenticated;

-- One contractor's directory row, for the detail page (its cases and entries
-- come from the tables, which admins read in full).
create function public.contractor_detail(contractor_id uuid) returns table (
  id uuid,
  full_name text,
  email text,
  avatar_url text,
  asking_rate numeric,
  billing_rate numeric,
  active_cases integer,
  hours_this_month numeric,
  last_entry_date date,
  deactivated_at timestamptz
)
  language plpgsql stable security invoker set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins see the contractors directory' using errcode = '42501';
  end if;
  return query
    select o.id, o.full_name, o.email, o.avatar_url, o.asking_rate, o.billing_rate,
           o.active_cases, o.hours_this_month, o.last_entry_date, o.deactivated_at
      from private.contractor_overview o
     where o.id = contractor_detail.contractor_id;
end
$$;
revoke all on function public.contractor_detail(uuid) from public, anon;
grant execute on function public.contractor_detail(uuid) to authenticated;

-- The admins' Contractors directory at scale (issue 22): 592 ms on PGlite under load
-- (51 ms quiet) for a page of 20, against a 400 ms budget. Its plan showed why: the
-- overview computes each contractor's training standing (private.training_standing,
-- plpgsql, three queries) in its FROM clause, so every call ran it for all 502
-- contractors to return 20 (on PostgreSQL 15 at load 15: 110 ms, 0.25 ms a contractor,
-- most of the query). The per-row counts in its select list already ran for 20 only.
--
-- Replaces public.contractor_directory() (20261127000600_directory_standing): the same
-- arguments, row type, rights, errors, filter, order and total.
--
-- Decisions where the issue is silent:
-- * Sorted by name, email, asking or billing rate (the default and the common case),
--   the page of ids and the total come from public.users alone (the same contractors
--   the overview lists: role contractor, under the caller's RLS), and only those rows
--   are joined to private.contractor_overview. Sorted by active cases, hours, last
--   entry or standing, every row's figure is needed: the query is unchanged.
-- * The view and private.training_standing stay as they are (contractor_detail and
--   training_progress use them).

create or replace function public.contractor_directory(
  search text default '',
  sort_by text default 'name',
  sort_desc boolean default false,
  page_size integer default 20,
  page integer default 1
) returns setof public.contractor_listing
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  -- A key on the users row itself: the page is picked from users alone, and only its
  -- rows go through the overview (standing, counts, hours).
  user_column text := case sort_by
    when 'name' then 'lower(u.full_name)'
    when 'email' then 'lower(u.email)'
    when 'asking_rate' then 'u.hourly_rate'
    when 'billing_rate' then 'u.billing_rate'
  end;
  direction text := case when sort_desc then 'desc' else 'asc' end;
  sort_column text := case sort_by
    when 'name' then 'lower(o.full_name)'
    when 'email' then 'lower(o.email)'
    when 'asking_rate' then 'o.asking_rate'
    when 'billing_rate' then 'o.billing_rate'
    when 'active_cases' then 'o.active_cases'
    when 'hours_this_month' then 'o.hours_this_month'
    when 'last_entry_date' then 'o.last_entry_date'
    when 'good_standing' then 'o.good_standing'
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
  -- user_column and sort_column come from the fixed lists above, never from the caller.
  if user_column is not null then
    return query execute format(
      $q$
        with page as (
          select u.id, %1$s as sort_key, (count(*) over ())::integer as total
            from public.users u
           where u.role = 'contractor'
             and ($1 = ''
                  or strpos(lower(u.full_name), $1) > 0
                  or strpos(lower(u.email), $1) > 0)
           order by %1$s %2$s nulls last, lower(u.full_name), u.id
           limit $2 offset $3
        )
        select o.id, o.full_name, o.email, o.avatar_url, o.asking_rate, o.billing_rate,
               o.active_cases, o.hours_this_month, o.last_entry_date, o.deactivated_at,
               o.good_standing, o.standing_shortfall, o.eligibility_path, p.total
          from page p join private.contractor_overview o on o.id = p.id
         order by p.sort_key %2$s nulls last, lower(o.full_name), o.id
      $q$,
      user_column,
      direction
    ) using needle, page_size, (page - 1) * page_size;
    return;
  end if;
  return query execute format(
    $q$
      select o.id, o.full_name, o.email, o.avatar_url, o.asking_rate, o.billing_rate,
             o.active_cases, o.hours_this_month, o.last_entry_date, o.deactivated_at,
             o.good_standing, o.standing_shortfall, o.eligibility_path,
             (count(*) over ())::integer
        from private.contractor_overview o
       where $1 = ''
          or strpos(lower(o.full_name), $1) > 0
          or strpos(lower(o.email), $1) > 0
       order by %s %s nulls last, lower(o.full_name), o.id
       limit $2 offset $3
    $q$,
    sort_column,
    direction
  ) using needle, page_size, (page - 1) * page_size;
end
$$;

-- The admins' Contractors directory shows each contractor's good standing and
-- Florida eligibility (issue 21), in the same call that lists them.
--
-- Replaces public.contractor_directory() and public.contractor_detail()
-- (20261125000100_typed_function_results): the same queries, rights and
-- errors, with three more fields on each row (good_standing,
-- standing_shortfall, eligibility_path) and 'good_standing' as a sort key.
-- The row types gain the fields, so the functions are dropped and made again
-- (and their grants given again). private.contractor_overview
-- (20261123200400_contractor_directory) gains the same three columns.
--
-- Decisions where the issue is silent:
-- * Standing is computed when read (private.training_standing), never stored,
--   so an approval or a new year shows at once.
-- * Sorting by standing puts contractors not in good standing first
--   (ascending: false before true).

create or replace view private.contractor_overview with (security_invoker = true) as
  select u.id, u.full_name, u.email, u.avatar_url,
         u.hourly_rate as asking_rate, u.billing_rate,
         (select count(*)::integer from public.cases c
           where c.contractor_id = u.id and c.status <> 'completed') as active_cases,
         (select coalesce(sum(t.hours), 0) from public.time_entries t
           where t.user_id = u.id
             and t.date >= date_trunc('month', current_date)::date) as hours_this_month,
         (select max(t.date) from public.time_entries t where t.user_id = u.id) as last_entry_date,
         u.deactivated_at,
         s.good_standing,
         s.shortfall as standing_shortfall,
         e.path as eligibility_path
    from public.users u
    cross join lateral private.training_standing(u.id) s
    left join public.contractor_eligibility e on e.user_id = u.id
   where u.role = 'contractor';

drop function public.contractor_directory(text, text, boolean, integer, integer);
drop function public.contractor_detail(uuid);
drop type public.contractor_listing;
drop type public.contractor_summary;

create type public.contractor_summary as (
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
  good_standing boolean,
  standing_shortfall text,
  eligibility_path public.eligibility_path
);

create type public.contractor_listing as (
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
  good_standing boolean,
  standing_shortfall text,
  eligibility_path public.eligibility_path,
  total_count integer
);

create function public.contractor_directory(
  search text default '',
  sort_by text default 'name',
  sort_desc boolean default false,
  page_size integer default 20,
  page integer default 1
) returns setof public.contractor_listing
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
  -- sort_column comes from the fixed list above, never from the caller.
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
    case when sort_desc then 'desc' else 'asc' end
  ) using needle, page_size, (page - 1) * page_size;
end
$$;
revoke all on function public.contractor_directory(text, text, boolean, integer, integer)
  from public, anon;
grant execute on function public.contractor_directory(text, text, boolean, integer, integer)
  to authenticated;

create function public.contractor_detail(contractor_id uuid) returns setof public.contractor_summary
  language plpgsql stable security invoker set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins see the contractors directory' using errcode = '42501';
  end if;
  return query
    select o.id, o.full_name, o.email, o.avatar_url, o.asking_rate, o.billing_rate,
           o.active_cases, o.hours_this_month, o.last_entry_date, o.deactivated_at,
           o.good_standing, o.standing_shortfall, o.eligibility_path
      from private.contractor_overview o
     where o.id = contractor_detail.contractor_id;
end
$$;
revoke all on function public.contractor_detail(uuid) from public, anon;
grant execute on function public.contractor_detail(uuid) to authenticated;

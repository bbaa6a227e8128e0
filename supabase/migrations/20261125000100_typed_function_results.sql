-- Rows of database functions typed honestly (issue 15). `supabase gen types`
-- types the columns of `returns table (...)` as never null, but message_threads,
-- contractor_directory and contractor_detail return null names, rates, dates
-- and last messages. A named row type is typed with every field nullable, which
-- is true; the api modules check the fields the functions always fill.
--
-- Replaces public.message_threads() (20261123200200_message_threads) and
-- public.contractor_directory() / public.contractor_detail()
-- (20261123200400_contractor_directory): the same queries, rights and JSON;
-- only the declared result type changes (a return type change needs drop and
-- create, so the grants are given again).
--
-- public.message_threads() is replaced in turn by 20261126000410_message_thread_order
-- (threads with unread messages first).
--
-- Decisions where the issue is silent:
-- * One row type per result shape: the directory's rows carry total_count, the
--   detail's do not, so the detail's JSON stays as it was.

create type public.message_thread as (
  case_id uuid,
  case_title text,
  case_status public.case_status,
  admin_id uuid,
  admin_name text,
  contractor_id uuid,
  contractor_name text,
  last_message_body text,
  last_message_at timestamptz,
  last_sender_id uuid,
  message_count integer,
  unread_count integer,
  can_send boolean
);

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
  deactivated_at timestamptz
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
  total_count integer
);

drop function public.message_threads();
create function public.message_threads() returns setof public.message_thread
  language sql stable security invoker set search_path = ''
as $$
  select c.id, c.title, c.status, c.admin_id, a.full_name, c.contractor_id, k.full_name,
         last.body, last.created_at, last.sender_id,
         stats.total, stats.unread,
         c.contractor_id is not null
           and (select auth.uid()) in (c.admin_id, c.contractor_id)
    from public.cases c
    left join public.users a on a.id = c.admin_id
    left join public.users k on k.id = c.contractor_id
    cross join lateral (
      select count(*)::integer as total,
             (count(*) filter (
                where m.read_at is null
                  and m.sender_id <> (select auth.uid())
                  and (select auth.uid()) in (c.admin_id, c.contractor_id)
             ))::integer as unread
        from public.messages m
       where m.case_id = c.id
    ) stats
    left join lateral (
      select m.body, m.created_at, m.sender_id
        from public.messages m
       where m.case_id = c.id
       order by m.created_at desc, m.id desc
       limit 1
    ) last on true
   where (c.contractor_id is not null and (select auth.uid()) in (c.admin_id, c.contractor_id))
      or stats.total > 0
   order by coalesce(last.created_at, c.updated_at) desc, c.id
$$;
revoke all on function public.message_threads() from public, anon;
grant execute on function public.message_threads() to authenticated;

drop function public.contractor_directory(text, text, boolean, integer, integer);
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

drop function public.contractor_detail(uuid);
create function public.contractor_detail(contractor_id uuid) returns setof public.contractor_summary
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

-- Message threads a page at a time (issue 22). At the scale data the admin's
-- public.message_threads() returned all 7,506 threads in about 233 ms on
-- PostgreSQL 15: every case's message count, unread count and last message
-- were computed before the sort could pick the first screenful.
--
-- Replaces public.message_threads() (20261126000410_message_thread_order) with
-- public.message_threads(thread_limit integer default 50, thread_case uuid
-- default null): the same rows, rights and order, only the first thread_limit of
-- them; given thread_case, only that case's thread (a link to an older thread
-- than the first page). The no-argument call still works (the defaults).
--
-- Decisions where the issue is silent:
-- * Each case keeps the time of its newest message (cases.last_message_at, set
--   by a trigger on messages), so "newest activity" (the last message, else the
--   case's last update) is one indexed expression and the page is read off the
--   index instead of sorting every thread. Messages are never deleted or moved
--   (no grant), so the column only moves forward. Setting it is not a change to
--   the case: updated_at stays as it was.
-- * Threads with something unread for the caller still come first. They are
--   found through the partial index on unread messages (bounded by what the
--   caller has not read); the rest come from a contractor's own cases and, for
--   an admin, the activity index, each cut at the page size before the merge.
--   Only admins administer cases, so a case's admin_id is an admin's: a user
--   whose admin role was taken away no longer sees the threads of cases they
--   still administer (they could not act on them either).
-- * Paging is a growing limit ("Load more" asks for more rows from the top),
--   not a cursor: the list re-sorts as messages arrive and is polled, so a
--   cursor would skip or repeat threads that moved. Capped at 1,000 per call.
-- * Only stats and the last message of the returned threads are computed.

alter table public.cases add column last_message_at timestamptz;

update public.cases c
   set last_message_at = m.last_at
  from (select case_id, max(created_at) as last_at from public.messages group by case_id) m
 where m.case_id = c.id;

create index cases_thread_activity_idx
  on public.cases ((coalesce(last_message_at, updated_at)) desc, id);

-- Stamping the thread's time is not an update of the case (updated_at stays).
drop trigger cases_touch_updated_at on public.cases;
create trigger cases_touch_updated_at
  before update on public.cases
  for each row
  when (old.last_message_at is not distinct from new.last_message_at)
  execute function private.touch_updated_at();

create function private.stamp_thread_activity() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.cases
     set last_message_at = greatest(last_message_at, new.created_at)
   where id = new.case_id
     and last_message_at is distinct from greatest(last_message_at, new.created_at);
  return null;
end
$$;
revoke all on function private.stamp_thread_activity() from public;

create trigger messages_stamp_thread_activity
  after insert on public.messages
  for each row execute function private.stamp_thread_activity();

drop function public.message_threads();
create function public.message_threads(thread_limit integer default 50, thread_case uuid default null)
  returns setof public.message_thread
  language sql stable security invoker set search_path = ''
as $$
  with unread as (
    -- Threads with something unread for the caller, as one of its two people.
    select c.id, c.activity
      from (select m.case_id from public.messages m
             where m.read_at is null and m.sender_id <> (select auth.uid())
             group by m.case_id) u
      join lateral (
        select c.id, coalesce(c.last_message_at, c.updated_at) as activity
          from public.cases c
         where c.id = u.case_id and (select auth.uid()) in (c.admin_id, c.contractor_id)
         limit 1 -- one primary-key probe per thread, never a scan of every case
      ) c on true
  ),
  -- A thread is the caller's when the case has a contractor and the caller is one
  -- of its two people, or it has messages the caller may read.
  page as (
    (select c.id, exists (select 1 from unread u where u.id = c.id) as has_unread,
            coalesce(c.last_message_at, c.updated_at) as activity
       from public.cases c
      where thread_case is not null and c.id = thread_case
        and ((c.contractor_id is not null and (select auth.uid()) in (c.admin_id, c.contractor_id))
             or (c.last_message_at is not null
                 and ((select private.is_admin()) or (select auth.uid()) in (c.admin_id, c.contractor_id)))))
    union all
    (select id, true, activity from unread
      where thread_case is null
      order by activity desc, id
      limit least(greatest(thread_limit, 1), 1000))
    -- The rest in two indexed parts, each cut at the page size: a contractor's
    -- own cases (cases_contractor_id_idx), and for an admin their own cases with a
    -- contractor and every case with messages (the activity index; skipped for
    -- anyone else).
    union all
    (select c.id, false, coalesce(c.last_message_at, c.updated_at)
       from public.cases c
      where c.contractor_id = (select auth.uid())
        and thread_case is null
        and c.id not in (select id from unread)
      order by coalesce(c.last_message_at, c.updated_at) desc, c.id
      limit least(greatest(thread_limit, 1), 1000))
    union
    (select c.id, false, coalesce(c.last_message_at, c.updated_at)
       from public.cases c
      where (select private.is_admin())
        and (c.last_message_at is not null
             or (c.admin_id = (select auth.uid()) and c.contractor_id is not null))
        and thread_case is null
        and c.id not in (select id from unread)
      order by coalesce(c.last_message_at, c.updated_at) desc, c.id
      limit least(greatest(thread_limit, 1), 1000))
    order by has_unread desc, activity desc, id
    limit least(greatest(thread_limit, 1), 1000)
  )
  select c.id, c.title, c.status, c.admin_id, a.full_name, c.contractor_id, k.full_name,
         last.body, last.created_at, last.sender_id,
         stats.total, stats.unread,
         c.contractor_id is not null
           and (select auth.uid()) in (c.admin_id, c.contractor_id)
    from page p
    join public.cases c on c.id = p.id
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
   order by p.has_unread desc, p.activity desc, c.id
$$;
revoke all on function public.message_threads(integer, uuid) from public, anon;
grant execute on function public.message_threads(integer, uuid) to authenticated;

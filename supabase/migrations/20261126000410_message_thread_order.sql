-- Message threads in the order people read them (issue 18 item 16): threads
-- with unread messages came below empty 'No messages yet' threads whenever a
-- case had been updated after its last message.
--
-- Replaces public.message_threads() (20261125000100_typed_function_results):
-- the same query, rights and rows; only the order changes.
-- public.message_threads() is replaced in turn by 20261129000100_message_threads_paged
-- (message_threads(thread_limit, thread_case): a page at a time).
--
-- Decisions where the issue is silent:
-- * The database orders the threads (the app shows them as they come), so
--   every client agrees: threads with something unread for the caller first,
--   then newest activity (the last message, else the case's last update), then
--   the case id so equal times keep one order.
-- * Unread is the caller's own: an admin overseeing another admin's case has
--   nothing unread there, so those threads sort by activity only.

create or replace function public.message_threads() returns setof public.message_thread
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
   order by stats.unread > 0 desc, coalesce(last.created_at, c.updated_at) desc, c.id
$$;
revoke all on function public.message_threads() from public, anon;
grant execute on function public.message_threads() to authenticated;

-- Message threads: one per case, with unread counts, and marking a thread
-- read (issue 10, SPEC 2 'Messages'). The messages table and its policies are
-- in the messages migration; everything here is security invoker, so those
-- policies and the cases/users ones decide what each caller sees.
--
-- Decisions where SPEC is silent:
-- * A thread is a case. Participants (the case's admin and its contractor)
--   see a thread for every case of theirs with a contractor assigned, so they
--   can start the conversation; admins also see every other case that has
--   messages, read-only (can_send false).
-- * Unread means: sent by someone else, on a case where the caller is a
--   participant, and read_at still null. An overseeing admin has nothing
--   unread on other admins' cases (they cannot mark those read anyway).
-- * read_at is a one-way stamp: the database sets it to now() the first time
--   a recipient marks the message read and never changes it afterwards, so a
--   client can neither clear nor backdate it.
-- * Newest activity first: the last message's time, else the case's update.
--
-- public.message_threads() is replaced by 20261125000100_typed_function_results
-- (the same query, returning the named row type public.message_thread).

create index messages_unread_idx on public.messages (case_id) where read_at is null;

create function private.stamp_read_at() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if old.read_at is not null then
    new.read_at := old.read_at;
  elsif new.read_at is not null then
    new.read_at := now();
  end if;
  return new;
end
$$;
revoke all on function private.stamp_read_at() from public;

create trigger messages_stamp_read_at
  before update of read_at on public.messages
  for each row execute function private.stamp_read_at();

create function public.message_threads() returns table (
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
)
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

-- The navigation badge: every unread message addressed to the caller.
create function public.unread_message_count() returns integer
  language sql stable security invoker set search_path = ''
as $$
  select count(*)::integer
    from public.messages m
    join public.cases c on c.id = m.case_id
   where m.read_at is null
     and m.sender_id <> (select auth.uid())
     and (select auth.uid()) in (c.admin_id, c.contractor_id)
$$;
revoke all on function public.unread_message_count() from public, anon;
grant execute on function public.unread_message_count() to authenticated;

-- Marks everything addressed to the caller on one case read; returns how many.
-- The update policy limits it to recipients; the grant limits it to read_at.
create function public.mark_thread_read(case_id uuid) returns integer
  language sql volatile security invoker set search_path = ''
as $$
  with marked as (
    update public.messages m
       set read_at = now()
     where m.case_id = mark_thread_read.case_id
       and m.read_at is null
       and m.sender_id <> (select auth.uid())
    returning 1
  )
  select count(*)::integer from marked
$$;
revoke all on function public.mark_thread_read(uuid) from public, anon;
grant execute on function public.mark_thread_read(uuid) to authenticated;

-- The dashboard layout's first load in one request (issue 22: <= 3 requests per
-- page). Every dashboard page asked three things of its own: the caller's
-- user_settings row, the unread message count and the unread notification count.
-- public.my_shell() answers all three in one row.
--
-- Decisions where the issue is silent:
-- * Security invoker: RLS on user_settings and notifications and the rights of
--   public.unread_message_count() decide what the caller sees, exactly as the
--   three separate reads did; the function only names the caller's own rows.
-- * The settings row comes back as jsonb (null before the user saves one) so the
--   app maps it with the same code as the table read; the app's type is the row's.
-- * Only the first load uses it. The polls keep asking for their own count (one
--   small request each), and the bell's list still loads when the bell opens.
create function public.my_shell()
returns table (settings jsonb, unread_messages integer, unread_notifications integer)
  language sql stable security invoker set search_path = ''
as $$
  select
    (select to_jsonb(s) from public.user_settings s where s.user_id = (select auth.uid())),
    public.unread_message_count(),
    (select count(*)::integer from public.notifications n
      where n.user_id = (select auth.uid()) and n.read_at is null)
$$;
revoke all on function public.my_shell() from public, anon;
grant execute on function public.my_shell() to authenticated;

-- The admin's 'New Requests' stat card (issue 7): dashboard_stats() gains
-- new_requests, the GAL requests still in status new.
--
-- Decisions where the issue is silent:
-- * The figure comes from its own private.request_stats(), merged into the
--   public dashboard_stats() wrapper, instead of another full copy of
--   private.dashboard_stats(): other features extend that function with
--   create or replace, and a copy here would drop their keys (or they ours)
--   depending on migration order. Every existing key is unchanged.
-- * Security definer like dashboard_stats (the caller's role is read from
--   users); only admins get the key.
--
-- Replaces public.dashboard_stats() (20261123100500_dashboard_stats), which
-- 20261125000200_feature_stats replaces again (each card in its feature's function).

create function private.request_stats() returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select case
    when exists (select 1 from public.users u where u.id = (select auth.uid()) and u.role = 'admin')
    then jsonb_build_object('new_requests', (
      select count(*)::integer from public.gal_requests r where r.status = 'new'))
    else '{}'::jsonb
  end
$$;
revoke all on function private.request_stats() from public;
grant execute on function private.request_stats() to authenticated;

create or replace function public.dashboard_stats() returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select private.dashboard_stats() || private.request_stats()
$$;

-- User settings: the Dashboard Settings page's choices (SPEC 2 'Settings'),
-- saved per user so they follow the user to another browser (issue 10).
--
-- Decisions where SPEC is silent:
-- * One row per user, made by the client on its first save (an upsert); a
--   user without a row gets SPEC's defaults, which are also the column
--   defaults here, so the client and the table agree.
-- * Only the owner reads or writes their row, admins included: settings are
--   personal and nothing in the product shows them to anyone else.
-- * theme accepts 'dark' although the page marks it 'Coming Soon', so the
--   table need not change when it ships.
-- * Nobody deletes a settings row through the API; it goes with the user.

create table public.user_settings (
  user_id uuid primary key default auth.uid()
    constraint user_settings_user_id_fkey references public.users (id) on delete cascade,
  theme text not null default 'light' check (theme in ('light', 'dark')),
  notify_new_cases boolean not null default true,
  notify_case_updates boolean not null default true,
  notify_messages boolean not null default true,
  notify_deadlines boolean not null default true,
  compact_view boolean not null default false,
  show_case_count boolean not null default true,
  show_deadlines boolean not null default true,
  show_time_tracking boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger user_settings_touch_updated_at
  before update on public.user_settings
  for each row execute function private.touch_updated_at();

alter table public.user_settings enable row level security;

revoke all on public.user_settings from anon, authenticated;
grant select on public.user_settings to authenticated;
grant insert (
  user_id, theme, notify_new_cases, notify_case_updates, notify_messages, notify_deadlines,
  compact_view, show_case_count, show_deadlines, show_time_tracking
) on public.user_settings to authenticated;
-- user_id is in an upsert's SET list; the policy pins it to the owner.
grant update (
  user_id, theme, notify_new_cases, notify_case_updates, notify_messages, notify_deadlines,
  compact_view, show_case_count, show_deadlines, show_time_tracking
) on public.user_settings to authenticated;

create policy "Users read only their own settings"
  on public.user_settings for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users create only their own settings"
  on public.user_settings for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users change only their own settings"
  on public.user_settings for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

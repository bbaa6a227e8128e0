-- Notifications (issue 20): what the database tells a user, in the app (the
-- bell) and by email (an outbox drained by the send-email Edge Function, see
-- 20261126000650_email_delivery). Written only by the database, through one
-- function, private.notify(); its callers are the triggers and jobs in the
-- following migrations.
--
-- Decisions where the issue is silent:
-- * private.notify(recipient, kind, title, body, link, setting) is the only
--   writer. `setting` names the SPEC toggle that governs the kind ('newCases',
--   'caseUpdates', 'messages', 'deadlines'), or null for kinds no toggle names
--   (an application decided, an invoice approved / returned / paid): those are
--   always created. A user without a user_settings row has SPEC's defaults (on).
--   It returns the new notification's id, or null when nothing was created
--   (toggle off, no such user).
-- * Texts are bounded here (title 200, body 1000) and cut rather than refused,
--   so a long case title never fails the write that caused the notification.
--   They never carry message text, notes or anything about the children beyond
--   a case title: they may be emailed.
-- * link is an app path ('/dashboard/...', the paths of src/lib/paths.ts), never
--   another site: it must start with one '/'.
-- * Owners read their notifications and mark them read (column grant read_at
--   only; the database stamps the time once, as for messages). Nobody inserts,
--   edits or deletes them through the API; they go with the user.
-- * Email: user_settings gains email_notifications (default on: a notification
--   that reaches nobody outside the app is what issue 20 complains about) and
--   email_daily_digest (default off). Each created notification is queued in
--   email_outbox when email is on; a digest user's rows wait for the next
--   07:00 America/New_York and go out as one email. A changed preference
--   applies to notifications created after it.
-- * email_outbox has RLS and no client grants: only the definer functions of
--   20261126000650 (granted to service_role) read and change it.

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null
    constraint notifications_user_id_fkey references public.users (id) on delete cascade,
  kind text not null check (kind ~ '^[a-z][a-z0-9_]{0,49}$'),
  title text not null check (length(title) between 1 and 200),
  body text not null default '' check (length(body) <= 1000),
  link text check (link ~ '^/([^/\\].*)?$' and length(link) <= 500),
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index notifications_user_id_idx on public.notifications (user_id, created_at desc);
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;

-- read_at is set once, to the database's time (private.stamp_read_at, messages migration).
create trigger notifications_stamp_read_at
  before update of read_at on public.notifications
  for each row execute function private.stamp_read_at();

alter table public.notifications enable row level security;
revoke all on public.notifications from anon, authenticated;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;

create policy "Users read their own notifications"
  on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users mark their own notifications read"
  on public.notifications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Email preferences -------------------------------------------------------------------
alter table public.user_settings
  add column email_notifications boolean not null default true,
  add column email_daily_digest boolean not null default false;
grant insert (email_notifications, email_daily_digest) on public.user_settings to authenticated;
grant update (email_notifications, email_daily_digest) on public.user_settings to authenticated;

-- Email outbox --------------------------------------------------------------------------
create type public.email_status as enum ('queued', 'sending', 'sent', 'undeliverable');

create table public.email_outbox (
  id bigint generated always as identity primary key,
  user_id uuid not null
    constraint email_outbox_user_id_fkey references public.users (id) on delete cascade,
  notification_id uuid not null
    constraint email_outbox_notification_id_fkey references public.notifications (id) on delete cascade,
  digest boolean not null default false,
  status public.email_status not null default 'queued',
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text check (length(last_error) <= 1000),
  created_at timestamptz not null default now()
);
create index email_outbox_due_idx on public.email_outbox (next_attempt_at)
  where status in ('queued', 'sending');
create index email_outbox_user_id_idx on public.email_outbox (user_id);
create index email_outbox_notification_id_idx on public.email_outbox (notification_id);

alter table public.email_outbox enable row level security;
revoke all on public.email_outbox from anon, authenticated;

-- The next daily digest: 07:00 in the program's time zone, today if still ahead.
create function private.next_digest_at(after timestamptz default now()) returns timestamptz
  language sql stable set search_path = ''
as $$
  select ((local_day + case when local_time >= time '07:00' then 1 else 0 end) + time '07:00')
           at time zone 'America/New_York'
    from (
      select (after at time zone 'America/New_York')::date as local_day,
             (after at time zone 'America/New_York')::time as local_time
    ) t
$$;
revoke all on function private.next_digest_at(timestamptz) from public;

-- The one writer ---------------------------------------------------------------------------
create function private.notify(
  recipient uuid,
  kind text,
  title text,
  body text,
  link text,
  setting text default null
) returns uuid
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  prefs public.user_settings;
  wanted boolean;
  new_id uuid;
begin
  if recipient is null or not exists (select 1 from public.users u where u.id = recipient) then
    return null;
  end if;
  select * into prefs from public.user_settings s where s.user_id = recipient;
  wanted := case setting
    when 'newCases' then coalesce(prefs.notify_new_cases, true)
    when 'caseUpdates' then coalesce(prefs.notify_case_updates, true)
    when 'messages' then coalesce(prefs.notify_messages, true)
    when 'deadlines' then coalesce(prefs.notify_deadlines, true)
    else null
  end;
  if setting is not null and wanted is null then
    raise exception 'Unknown notification setting %', setting using errcode = '22023';
  end if;
  if not coalesce(wanted, true) then
    return null;
  end if;

  insert into public.notifications (user_id, kind, title, body, link)
  values (recipient, kind, left(title, 200), left(coalesce(body, ''), 1000), link)
  returning id into new_id;

  if coalesce(prefs.email_notifications, true) then
    insert into public.email_outbox (user_id, notification_id, digest, next_attempt_at)
    values (
      recipient, new_id, coalesce(prefs.email_daily_digest, false),
      case when coalesce(prefs.email_daily_digest, false) then private.next_digest_at() else now() end
    );
  end if;
  return new_id;
end
$$;
revoke all on function private.notify(uuid, text, text, text, text, text) from public;

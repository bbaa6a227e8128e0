-- Access to a case ends when the role that gave it ends.
--
-- The rule: set_user_role changed only the role, while who reads a case, its
-- messages, its history and its people was decided by "am I this case's admin
-- or its contractor", with no role check. A demoted admin or contractor kept
-- reading and writing their former cases. So:
-- * every participant check requires the role: the admin branch only while the
--   caller is an admin, the contractor branch only while a contractor
--   (private.participant_case_ids, private.case_contact_ids, the cases select
--   policy). Contacts, court dates and time logging already asked for the
--   contractor role; message_threads and case_page are security invoker and
--   follow these policies. A person keeps reading their own time entries and
--   invoices: those are their work record and name no other user's data.
-- * case notifications (messages, case changes, court dates, reports) go only
--   to someone who is still an admin or a contractor, so a former contractor of
--   a completed case is not sent its title with each new message.
-- * changing a role away from contractor follows withdrawing an approval
--   (private.withdraw_contractor_access): while they hold a case in progress
--   the change is refused (23514; the admin reassigns it first, or deactivates
--   them instead); cases assigned but not started go back to open and
--   unassigned, recorded in the case history by the admin. Completed cases keep
--   their contractor as the record of who did the work, without access.
-- * changing a role away from admin hands every case that admin posted to the
--   admin making the change, so each case keeps an admin who can act on it and
--   messages reach someone who may read them.
--
-- Replaces private.participant_case_ids() (20261121000500_cases): each branch
-- needs its role.
-- Replaces private.case_contact_ids() (20261121000200_identity):
-- each branch needs its role.
-- Replaces private.set_user_role() (20261121000200_identity): unassigns or refuses
-- for a contractor, hands cases over for an admin.
-- Replaces private.notify() (20261121000900_notifications): case notifications
-- need a current admin or contractor.

create or replace function private.participant_case_ids() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select c.id from public.cases c
   where c.admin_id = (select auth.uid()) and (select private.is_admin())
  union all
  select c.id from public.cases c
   where c.contractor_id = (select auth.uid()) and (select private.is_contractor())
$$;

alter policy "Admins see all cases, contractors see open cases and their own" on public.cases
  using (
    (select private.is_admin())
    or (contractor_id = (select auth.uid()) and (select private.is_contractor()))
    or (status = 'open' and (select private.is_active_contractor()))
  );

create or replace function private.case_contact_ids() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select c.admin_id from public.cases c
   where c.contractor_id = (select auth.uid()) and (select private.is_contractor())
  union
  select c.admin_id from public.cases c
   where c.status = 'open' and c.contractor_id is null and (select private.is_active_contractor())
  union
  select c.contractor_id from public.cases c
   where c.admin_id = (select auth.uid()) and c.contractor_id is not null
     and (select private.is_admin())
$$;

create or replace function private.set_user_role(target_user_id uuid, new_role public.user_role)
  returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  old_role public.user_role;
  working integer;
begin
  if not private.is_admin() then
    raise exception 'Only admins change roles' using errcode = '42501';
  end if;
  if target_user_id = caller then
    raise exception 'Nobody changes their own role' using errcode = '42501';
  end if;
  select u.role into old_role from public.users u where u.id = target_user_id for update;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;

  if old_role = 'contractor' and new_role <> 'contractor' then
    select count(*)::integer into working from public.cases c
     where c.contractor_id = target_user_id and c.status = 'in_progress';
    if working > 0 then
      raise exception 'This contractor is working on % in progress: reassign % first, or deactivate them on the Contractors page instead',
        case when working = 1 then '1 case' else working || ' cases' end,
        case when working = 1 then 'it' else 'them' end
        using errcode = '23514';
    end if;
    update public.cases c set contractor_id = null, status = 'open'
     where c.contractor_id = target_user_id and c.status = 'assigned';
  end if;

  if old_role = 'admin' and new_role <> 'admin' then
    update public.cases c set admin_id = caller where c.admin_id = target_user_id;
  end if;

  update public.users set role = new_role where id = target_user_id;
end
$$;

create or replace function private.notify(
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
  -- Case news is for the people who may read the case: current admins and contractors.
  if (kind = 'message' or kind like 'case\_%' or kind like 'court\_%' or kind like 'report\_%')
     and not exists (select 1 from public.users u
                      where u.id = recipient and u.role in ('admin', 'contractor')) then
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

-- Authorise before checking (issue 17, item 3). BEFORE triggers run before a
-- policy's WITH CHECK, so their errors answered callers who could not write
-- the row at all: a time entry naming another user read that user's hours
-- per day from GC002's text (and a case's creation date from GC001); the
-- contractor check on cases told free, deactivated and active users apart
-- for any id a contractor named; case_events.actor_id handed a new
-- contractor the previous contractor's id.
--
-- * Each table whose checks could answer a stranger gets an authorising
--   BEFORE trigger that runs first (triggers of one event fire in name order:
--   'authorize' sorts before the checks). For API callers (anon,
--   authenticated) who may not write the row it raises what PostgreSQL
--   raises for a policy: 42501 'new row violates row-level security policy
--   for table "..."'. Server roles (postgres, service_role) skip it as they
--   skip RLS.
-- * time_entries: the rule is the write policies' own (your own entry, on a
--   case you may log time on); after it, GC001 and GC002 speak only of the
--   caller's own case and hours.
-- * cases: only an admin names another contractor; anyone else may name only
--   themself (accepting), so the contractor check speaks to admins only.
-- * case_events: actor_id is no longer granted to API roles (the history
--   shows actor_name); the column stays for audits with server roles.
--
-- Checked for the same pattern (a check that answers before authorising, or a
-- figure of another user in an error), and left as they are: touch_updated_at,
-- handle_new_auth_user, handle_auth_email_change, init_billing_rate,
-- snapshot_hourly_rate (sets a value, raises nothing), record_case_event and
-- on_application_status (AFTER, raise nothing), stamp_read_at,
-- stamp_reviewed_at, stamp_gal_request_status (only admins reach the row),
-- guard_gal_request and refuse_bulk_gal_requests (anyone may file; GC004 now
-- only finds one's own voice notes), set_user_role, set_billing_rate,
-- adopt_asking_rate, set_contractor_active, assign_case, review_application,
-- approve_contractor_application, contractor_directory, contractor_detail and
-- dashboard_stats (each checks the caller's role before anything else);
-- accept_case, mark_thread_read, message_threads, unread_message_count and
-- orphaned_voice_notes (security invoker: RLS decides). Not changed here:
-- application_events.actor_id still reaches the applicant (the admin who
-- decided); its grants belong to the application review rework.

create function private.authorize_time_entry() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not (
    new.user_id = (select auth.uid())
    and new.case_id in (select private.loggable_case_ids())
  ) then
    raise exception 'new row violates row-level security policy for table "time_entries"'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.authorize_time_entry() from public;

create trigger time_entries_authorize
  before insert or update on public.time_entries
  for each row execute function private.authorize_time_entry();

create function private.authorize_case_contractor() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and new.contractor_id is not null
     and (tg_op = 'INSERT' or new.contractor_id is distinct from old.contractor_id)
     and new.contractor_id is distinct from (select auth.uid())
     and not (select private.is_admin()) then
    raise exception 'new row violates row-level security policy for table "cases"'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.authorize_case_contractor() from public;

create trigger cases_authorize_contractor
  before insert or update of contractor_id on public.cases
  for each row execute function private.authorize_case_contractor();

revoke select on public.case_events from authenticated;
grant select (id, case_id, kind, from_status, to_status, contractor_name,
              previous_contractor_name, actor_name, created_at)
  on public.case_events to authenticated;

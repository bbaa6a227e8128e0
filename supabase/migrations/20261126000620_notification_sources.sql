-- What creates a notification (issue 20), each an AFTER trigger calling
-- private.notify() (20261126000610_notifications) with the SPEC toggle that
-- governs it. Reminders before a report is due are a scheduled job
-- (20261126000630_report_reminders).
--
-- Decisions where the issue is silent:
-- * messages: a new message notifies the other participant of the case (its
--   admin or its contractor), never the sender ('messages'). The notification
--   names the sender and the case, not the message text.
-- * caseUpdates: a case assigned to a contractor by someone else notifies that
--   contractor; a contractor accepting an open case notifies the admin who
--   posted it; an admin unassigning or reassigning it notifies the contractor
--   who had it; a status change made by someone else notifies the case's
--   contractor (Settings says 'When a case of yours changes status').
-- * newCases: a case posted open with a county notifies every active
--   contractor whose profile lists the Florida circuit holding that county
--   (user_profiles.florida_circuits, labels such as '9th Circuit - Orange,
--   Osceola'; circuits per Fla. Stat. 26.021, the list in src/content/florida.ts,
--   tied by tests/integration/florida-counties.test.ts). A contractor who has
--   named no circuit gets none: they have not said where they work.
-- * An application approved or rejected (not set back to pending) notifies the
--   applicant, always (no SPEC toggle names it), from the audit event the
--   applications migration writes, so whichever path decided it is covered.
-- * deadlines: a court date added to a case, or its hearing moved, by someone
--   other than the case's contractor notifies that contractor, unless the hearing
--   is already past (a record entered after the fact is nobody's news).
-- * Links are the app's paths (src/lib/paths.ts): the case, the message
--   thread, the dashboard (where 'Your Applications' lists the decision).

-- Florida's circuits ----------------------------------------------------------------------
create function private.florida_circuit(county public.florida_county) returns integer
  language sql immutable set search_path = ''
as $$
  select c.circuit from (values
    (1, array['Escambia', 'Okaloosa', 'Santa Rosa', 'Walton']),
    (2, array['Franklin', 'Gadsden', 'Jefferson', 'Leon', 'Liberty', 'Wakulla']),
    (3, array['Columbia', 'Dixie', 'Hamilton', 'Lafayette', 'Madison', 'Suwannee', 'Taylor']),
    (4, array['Clay', 'Duval', 'Nassau']),
    (5, array['Citrus', 'Hernando', 'Lake', 'Marion', 'Sumter']),
    (6, array['Pasco', 'Pinellas']),
    (7, array['Flagler', 'Putnam', 'St. Johns', 'Volusia']),
    (8, array['Alachua', 'Baker', 'Bradford', 'Gilchrist', 'Levy', 'Union']),
    (9, array['Orange', 'Osceola']),
    (10, array['Hardee', 'Highlands', 'Polk']),
    (11, array['Miami-Dade']),
    (12, array['DeSoto', 'Manatee', 'Sarasota']),
    (13, array['Hillsborough']),
    (14, array['Bay', 'Calhoun', 'Gulf', 'Holmes', 'Jackson', 'Washington']),
    (15, array['Palm Beach']),
    (16, array['Monroe']),
    (17, array['Broward']),
    (18, array['Brevard', 'Seminole']),
    (19, array['Indian River', 'Martin', 'Okeechobee', 'St. Lucie']),
    (20, array['Charlotte', 'Collier', 'Glades', 'Hendry', 'Lee'])
  ) as c(circuit, counties)
  where county::text = any (c.counties)
$$;
revoke all on function private.florida_circuit(public.florida_county) from public;

-- The circuit numbers a profile names ('9th Circuit - Orange, Osceola' -> 9).
create function private.circuit_numbers(labels text[]) returns integer[]
  language sql immutable set search_path = ''
as $$
  select coalesce(array_agg((substring(l from '^([0-9]+)'))::integer), '{}')
    from unnest(labels) as l
   where l ~ '^[0-9]+'
$$;
revoke all on function private.circuit_numbers(text[]) from public;

create function private.case_link(case_id uuid) returns text
  language sql immutable set search_path = ''
as $$
  select '/dashboard/cases/' || case_id::text
$$;
revoke all on function private.case_link(uuid) from public;

create function private.user_name(user_id uuid) returns text
  language sql stable security definer set search_path = ''
as $$
  select coalesce((select u.full_name from public.users u where u.id = user_id), 'Someone')
$$;
revoke all on function private.user_name(uuid) from public;

-- Messages ------------------------------------------------------------------------------------
create function private.notify_message() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  c public.cases;
  recipient uuid;
begin
  select * into c from public.cases where id = new.case_id;
  recipient := case new.sender_id
    when c.admin_id then c.contractor_id
    when c.contractor_id then c.admin_id
  end;
  if recipient is not null and recipient <> new.sender_id then
    perform private.notify(
      recipient, 'message',
      'New message from ' || private.user_name(new.sender_id),
      'About ' || c.title,
      '/dashboard/messages?case=' || c.id::text,
      'messages'
    );
  end if;
  return null;
end
$$;
revoke all on function private.notify_message() from public;

create trigger messages_notify
  after insert on public.messages
  for each row execute function private.notify_message();

-- Cases: posted, assigned, accepted, unassigned, status ------------------------------------------
create function private.notify_case_posted() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = 'open' and new.county is not null then
    perform private.notify(
      u.id, 'new_case',
      'New case in ' || new.county || ' County',
      new.title || ' (' || new.category::text || ')',
      private.case_link(new.id),
      'newCases'
    )
      from public.users u
      join public.user_profiles p on p.user_id = u.id
     where u.role = 'contractor'
       and u.deactivated_at is null
       and private.florida_circuit(new.county) = any (private.circuit_numbers(p.florida_circuits));
  end if;
  return null;
end
$$;
revoke all on function private.notify_case_posted() from public;

create trigger cases_notify_posted
  after insert on public.cases
  for each row execute function private.notify_case_posted();

create function private.notify_case_change() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  link text := private.case_link(new.id);
begin
  if new.contractor_id is distinct from old.contractor_id then
    if new.contractor_id is not null and new.contractor_id = actor then
      perform private.notify(
        new.admin_id, 'case_accepted',
        private.user_name(actor) || ' accepted a case',
        new.title, link, 'caseUpdates'
      );
    elsif new.contractor_id is not null then
      perform private.notify(
        new.contractor_id, 'case_assigned', 'A case was assigned to you', new.title, link,
        'caseUpdates'
      );
    end if;
    if old.contractor_id is not null and old.contractor_id is distinct from actor then
      perform private.notify(
        old.contractor_id, 'case_unassigned', 'A case is no longer assigned to you', new.title,
        '/dashboard/cases', 'caseUpdates'
      );
    end if;
  elsif new.status is distinct from old.status
        and new.contractor_id is not null and new.contractor_id is distinct from actor then
    perform private.notify(
      new.contractor_id, 'case_status',
      'Case status: ' || initcap(replace(new.status::text, '_', ' ')),
      new.title, link, 'caseUpdates'
    );
  end if;
  return null;
end
$$;
revoke all on function private.notify_case_change() from public;

create trigger cases_notify_change
  after update of contractor_id, status on public.cases
  for each row execute function private.notify_case_change();

-- Applications decided -----------------------------------------------------------------------
create function private.notify_application_decided() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.from_status is not null and new.from_status is distinct from new.to_status
     and new.to_status in ('approved', 'rejected') then
    perform private.notify(
      new.applicant_id, 'application_decided',
      'Your ' || case new.application_kind when 'contractor' then 'GAL contractor' else 'GAL assistant' end
        || ' application was ' || new.to_status::text,
      case new.to_status
        when 'approved' then 'Congratulations! Your application has been approved.'
        else 'Your application was not approved at this time.'
      end,
      '/dashboard',
      null
    );
  end if;
  return null;
end
$$;
revoke all on function private.notify_application_decided() from public;

create trigger application_events_notify
  after insert on public.application_events
  for each row execute function private.notify_application_decided();

-- Court dates added or moved ------------------------------------------------------------------
create function private.notify_court_date() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  c public.cases;
begin
  if (tg_op = 'UPDATE' and new.hearing_at is not distinct from old.hearing_at)
     or new.hearing_at <= now() then
    return null;
  end if;
  select * into c from public.cases where id = new.case_id;
  if c.contractor_id is not null and c.contractor_id is distinct from auth.uid() then
    perform private.notify(
      c.contractor_id,
      case tg_op when 'INSERT' then 'court_date_added' else 'court_date_moved' end,
      case tg_op when 'INSERT' then 'Hearing added: ' else 'Hearing moved: ' end
        || private.hearing_type_label(new.hearing_type),
      c.title || ': ' || private.program_time(new.hearing_at) || '. Report due '
        || private.program_time(new.report_due_at) || '.',
      private.case_link(c.id),
      'deadlines'
    );
  end if;
  return null;
end
$$;
revoke all on function private.notify_court_date() from public;

create trigger court_dates_notify
  after insert or update of hearing_at on public.court_dates
  for each row execute function private.notify_court_date();

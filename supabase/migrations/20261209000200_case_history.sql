-- Case History records the case's life: posting, assignment, status changes, contacts
-- logged, court dates added or changed and report status changes, each dated when it
-- happened.
--
-- The rules:
-- * case_events gains the kinds contact_logged (a contact submitted, not a draft), court_date_added, court_date_changed and
--   report_status_changed, and a detail column (the contact's date, the hearing's time,
--   the report's new status) so the history says what happened without reading the rows
--   it names (which may change or go). Written only by triggers (security definer); no
--   client writes. Admins read all history, a contractor that of the cases they hold (the
--   existing policy).
-- * The posting is dated when the case was posted (cases.created_at), never when the row
--   was written: a case entered with an earlier created_at no longer shows a posting date
--   that contradicts Posted. Existing postings are corrected.
-- * A case entered already assigned records its assignment; an accept or assignment
--   that also moves the status records the status too, unless the move is the one
--   assignment implies (open to assigned, back to open on unassign).
--
-- Replaces private.record_case_event() (20261121000500_cases): the posting's date, the
-- assignment on insert, the status beside an assignment. Replaces public.case_page()
-- (20261208000100_case_page_entry_locks): its case_events carry detail, in the order they
-- happened; time entries keep their invoice lines.

alter type public.case_event_kind add value if not exists 'contact_logged';
alter type public.case_event_kind add value if not exists 'court_date_added';
alter type public.case_event_kind add value if not exists 'court_date_changed';
alter type public.case_event_kind add value if not exists 'report_status_changed';

alter table public.case_events
  add column detail text constraint case_events_detail_check check (length(detail) <= 300);
grant select (detail) on public.case_events to authenticated;

-- One history row for a case, by whoever is signed in; the kind is named as text because a
-- value added above cannot be cast to in the transaction that adds it.
create function private.add_case_event(
  event_case_id uuid,
  event_kind text,
  event_detail text,
  at timestamptz default now()
) returns void
  language sql security definer
  set search_path = ''
  as $$
  insert into public.case_events (case_id, kind, to_status, actor_id, actor_name, detail, created_at)
  select c.id, event_kind::public.case_event_kind, c.status, auth.uid(),
         (select u.full_name from public.users u where u.id = auth.uid()), event_detail, at
    from public.cases c
   where c.id = event_case_id;
$$;
revoke all on function private.add_case_event(uuid, text, text, timestamptz) from public;

create or replace function private.record_case_event() returns trigger
  language plpgsql security definer
  set search_path = ''
  as $$
declare
  actor uuid := auth.uid();
  actor_full_name text := (select u.full_name from public.users u where u.id = actor);
  assignment public.case_event_kind;
begin
  if tg_op = 'INSERT' then
    insert into public.case_events (case_id, kind, from_status, to_status, actor_id, actor_name, created_at)
    values (new.id, 'posted', null, new.status, actor, actor_full_name, new.created_at);
    if new.contractor_id is not null then
      insert into public.case_events (
        case_id, kind, from_status, to_status, contractor_name, actor_id, actor_name, created_at)
      values (new.id, 'assigned', null, new.status,
              (select u.full_name from public.users u where u.id = new.contractor_id),
              actor, actor_full_name, new.created_at);
    end if;
    return null;
  end if;

  if new.contractor_id is distinct from old.contractor_id then
    assignment := case
      when new.contractor_id is null then 'unassigned'
      when old.contractor_id is not null then 'reassigned'
      when new.contractor_id = actor then 'accepted'
      else 'assigned'
    end;
    insert into public.case_events (
      case_id, kind, from_status, to_status, contractor_name, previous_contractor_name,
      actor_id, actor_name
    )
    values (
      new.id, assignment, old.status, new.status,
      (select u.full_name from public.users u where u.id = new.contractor_id),
      case when assignment in ('reassigned', 'unassigned') then
        (select u.full_name from public.users u where u.id = old.contractor_id)
      end,
      actor, actor_full_name
    );
  end if;

  if new.status is distinct from old.status
     and not (assignment is not null
              and ((assignment in ('accepted', 'assigned', 'reassigned') and new.status = 'assigned')
                   or (assignment = 'unassigned' and new.status = 'open'))) then
    insert into public.case_events (
      case_id, kind, from_status, to_status, contractor_name, actor_id, actor_name)
    values (new.id, 'status_changed', old.status, new.status,
            (select u.full_name from public.users u where u.id = new.contractor_id),
            actor, actor_full_name);
  end if;
  return null;
end
$$;

create function private.record_contact_event() returns trigger
  language plpgsql security definer
  set search_path = ''
  as $$
begin
  -- Logged when submitted (a draft is still being written), once.
  if new.status = 'submitted'
     and (tg_op = 'INSERT' or old.status is distinct from new.status) then
    perform private.add_case_event(new.case_id, 'contact_logged', new.contact_date::text);
  end if;
  return null;
end
$$;
revoke all on function private.record_contact_event() from public;
create trigger case_contacts_record_case_event
  after insert or update of status on public.case_contacts
  for each row execute function private.record_contact_event();

create function private.record_court_date_event() returns trigger
  language plpgsql security definer
  set search_path = ''
  as $$
begin
  if tg_op = 'INSERT' then
    perform private.add_case_event(new.case_id, 'court_date_added', new.hearing_at::text);
  elsif new.hearing_at is distinct from old.hearing_at
        or new.hearing_type is distinct from old.hearing_type then
    perform private.add_case_event(new.case_id, 'court_date_changed', new.hearing_at::text);
  end if;
  return null;
end
$$;
revoke all on function private.record_court_date_event() from public;
create trigger court_dates_record_case_event
  after insert or update of hearing_at, hearing_type on public.court_dates
  for each row execute function private.record_court_date_event();

create function private.record_report_event() returns trigger
  language plpgsql security definer
  set search_path = ''
  as $$
begin
  perform private.add_case_event(new.case_id, 'report_status_changed', new.to_status::text,
                                 new.created_at);
  return null;
end
$$;
revoke all on function private.record_report_event() from public;
create trigger court_date_report_events_record_case_event
  after insert on public.court_date_report_events
  for each row execute function private.record_report_event();

-- Postings written before this migration: dated when the case was posted.
update public.case_events e
   set created_at = c.created_at
  from public.cases c
 where e.case_id = c.id and e.kind = 'posted' and e.created_at <> c.created_at;

CREATE OR REPLACE FUNCTION public.case_page(case_id uuid, with_contractors boolean DEFAULT false) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'case', (
      select to_jsonb(c) || jsonb_build_object(
        'accept_blocker', public.accept_blocker(c),
        'admin', (select jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
                    from public.users u where u.id = c.admin_id),
        'contractor', (select jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
                         from public.users u where u.id = c.contractor_id),
        'case_events', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'id', e.id, 'case_id', e.case_id, 'kind', e.kind,
                   'from_status', e.from_status, 'to_status', e.to_status,
                   'contractor_name', e.contractor_name,
                   'previous_contractor_name', e.previous_contractor_name,
                   'actor_name', e.actor_name, 'detail', e.detail, 'created_at', e.created_at)
                   order by e.created_at, e.id)
            from public.case_events e where e.case_id = c.id), '[]'::jsonb))
        from public.cases c where c.id = case_page.case_id),
    'time_entries', coalesce((
      select jsonb_agg(to_jsonb(t) || jsonb_build_object('case',
               (select jsonb_build_object('id', c.id, 'title', c.title, 'status', c.status, 'type', c.type)
                  from public.cases c where c.id = t.case_id),
               'invoice_lines', coalesce((
                 select jsonb_agg(jsonb_build_object('released', l.released, 'invoice',
                          (select jsonb_build_object('number', i.number, 'status', i.status)
                             from public.invoices i where i.id = l.invoice_id)))
                   from public.invoice_lines l where l.time_entry_id = t.id), '[]'::jsonb))
               order by t.date desc, t.created_at desc)
        from public.time_entries t where t.case_id = case_page.case_id), '[]'::jsonb),
    'court_dates', coalesce((
      select jsonb_agg(to_jsonb(d) order by d.hearing_at)
        from public.court_dates d where d.case_id = case_page.case_id), '[]'::jsonb),
    'deadline_rules', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.category)
        from public.report_deadline_rules r), '[]'::jsonb),
    'contacts', coalesce((
      select jsonb_agg(to_jsonb(k) || jsonb_build_object(
               'contact_expenses', coalesce((
                 select jsonb_agg(to_jsonb(x) order by x.created_at)
                   from public.contact_expenses x where x.contact_id = k.id), '[]'::jsonb),
               'time_entry', (
                 select jsonb_build_object('invoice_lines', coalesce((
                          select jsonb_agg(jsonb_build_object('released', l.released, 'invoice',
                                   (select jsonb_build_object('number', i.number, 'status', i.status)
                                      from public.invoices i where i.id = l.invoice_id)))
                            from public.invoice_lines l where l.time_entry_id = t.id), '[]'::jsonb))
                   from public.time_entries t where t.contact_id = k.id))
               order by k.contact_date desc, k.created_at desc)
        from public.case_contacts k where k.case_id = case_page.case_id), '[]'::jsonb),
    'contractors', case when with_contractors then coalesce((
      select jsonb_agg(jsonb_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email)
               order by u.full_name)
        from public.users u where u.role = 'contractor'), '[]'::jsonb) end
  )
$$;

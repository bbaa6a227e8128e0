-- Hearing types decide whether a report is due, and a hearing has an outcome: held (with
-- notes), continued or rescheduled to a new time (its report deadline moves with it, and
-- the old time stays in its history), or cancelled.
--
-- The rules:
-- * hearing_type_rules says per hearing type whether a GAL report is due, with its source,
--   as data admins change (report_deadline_rules' pattern). Defaults: no report for a
--   shelter hearing (held within 24 hours of removal, §39.402(8)(a), Fla. Stat.: there is
--   no time to file one) or for mediation (confidential, Fla. R. Juv. P. 8.290; nothing is
--   filed); a report before every other type. Unconfirmed until program counsel confirms.
-- * A hearing of a type with no report gets report_status 'not_required', which every
--   deadline list and reminder already leaves out (they take not_started and drafting
--   only), so it creates no report deadline anywhere. Changing the hearing's type flips an
--   untouched report between not_started and not_required. A rule change applies to
--   hearings added or retyped afterwards: a report a contractor has begun is never dropped
--   behind their back.
-- * hearing_status: scheduled (the default), held, continued (moved to a new time: the
--   update must change hearing_at, which moves the report deadline through the existing
--   due-date trigger) or cancelled (a report not yet filed is no longer required).
--   outcome_notes say what happened. Whoever may edit the hearing records its outcome
--   (the court_dates update policy; an admin-entered hearing's time stays the admin's).
-- * hearing_changes keeps each outcome and move: from and to times, the outcome, notes, who
--   and when. Written only by a trigger; read by admins and the assigned contractor.

alter type public.report_status add value if not exists 'not_required';

create table public.hearing_type_rules (
  hearing_type public.hearing_type primary key,
  report_due boolean not null,
  source text not null
    constraint hearing_type_rules_source_check check (length(trim(source)) between 1 and 300),
  confirmed_with_counsel boolean not null default false,
  updated_by uuid references public.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
create index hearing_type_rules_updated_by_idx on public.hearing_type_rules (updated_by);

insert into public.hearing_type_rules (hearing_type, report_due, source)
select t, t not in ('shelter', 'mediation'),
       case t
         when 'shelter' then 'No report: the shelter hearing is held within 24 hours of removal, §39.402(8)(a), Fla. Stat. To confirm with program counsel.'
         when 'mediation' then 'No report: mediation is confidential and nothing is filed, Fla. R. Juv. P. 8.290. To confirm with program counsel.'
         else 'Report due: the GAL reports to the court before the hearing, §39.822, Fla. Stat. To confirm with program counsel.'
       end
  from unnest(enum_range(null::public.hearing_type)) t;

create trigger hearing_type_rules_stamp
  before update on public.hearing_type_rules
  for each row execute function private.stamp_rule_change();

alter table public.hearing_type_rules enable row level security;
revoke all on public.hearing_type_rules from anon, authenticated;
grant select on public.hearing_type_rules to authenticated;
grant update (report_due, source, confirmed_with_counsel) on public.hearing_type_rules to authenticated;

create policy "Admins and contractors read the hearing type rules" on public.hearing_type_rules
  for select to authenticated
  using ((select private.is_admin()) or (select private.is_contractor()));
create policy "Admins change the hearing type rules" on public.hearing_type_rules
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Anonymous sessions have no access" on public.hearing_type_rules
  as restrictive to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

alter table public.court_dates
  add column hearing_status text not null default 'scheduled'
    constraint court_dates_hearing_status_check
      check (hearing_status in ('scheduled', 'held', 'continued', 'cancelled')),
  add column outcome_notes text
    constraint court_dates_outcome_notes_check check (length(outcome_notes) <= 2000);
grant insert (hearing_status, outcome_notes), update (hearing_status, outcome_notes)
  on public.court_dates to authenticated;

-- Whether a report is due follows the hearing's type and status. Set here, before the
-- row is written, and never named in the statement, so the report-status guard (which
-- answers a person's change of report status) does not run for it.
create function private.apply_hearing_rules() returns trigger
  language plpgsql security definer
  set search_path = ''
  as $$
declare
  due boolean;
begin
  if tg_op = 'UPDATE' and new.hearing_status = 'continued'
     and old.hearing_status is distinct from 'continued'
     and new.hearing_at = old.hearing_at then
    raise exception 'A continued hearing needs its new date and time' using errcode = '23514';
  end if;
  select r.report_due into due from public.hearing_type_rules r
   where r.hearing_type = new.hearing_type;
  -- Compared as text: the value added above cannot be cast to in the transaction that adds it.
  if new.hearing_status = 'cancelled' or not coalesce(due, true) then
    if new.report_status::text in ('not_started', 'drafting')
       and (new.hearing_status = 'cancelled' or new.report_status::text = 'not_started') then
      new.report_status := 'not_required'::text::public.report_status;
    end if;
  elsif new.report_status::text = 'not_required' then
    new.report_status := 'not_started';
  end if;
  return new;
end
$$;
revoke all on function private.apply_hearing_rules() from public;

create trigger court_dates_apply_hearing_rules
  before insert or update of hearing_type, hearing_status on public.court_dates
  for each row execute function private.apply_hearing_rules();

create table public.hearing_changes (
  id bigint generated always as identity primary key,
  court_date_id uuid not null references public.court_dates (id) on delete cascade,
  case_id uuid not null references public.cases (id) on delete cascade,
  outcome text not null
    constraint hearing_changes_outcome_check
      check (outcome in ('scheduled', 'held', 'continued', 'cancelled')),
  from_hearing_at timestamptz not null,
  to_hearing_at timestamptz not null,
  notes text constraint hearing_changes_notes_check check (length(notes) <= 2000),
  actor_id uuid references public.users (id) on delete set null,
  actor_name text constraint hearing_changes_actor_name_check check (length(actor_name) <= 200),
  created_at timestamptz not null default now()
);
create index hearing_changes_court_date_id_idx on public.hearing_changes (court_date_id, created_at);
create index hearing_changes_case_id_idx on public.hearing_changes (case_id);
create index hearing_changes_actor_id_idx on public.hearing_changes (actor_id);

alter table public.hearing_changes enable row level security;
revoke all on public.hearing_changes from anon, authenticated;
-- Who acted is read by name only (as every history table: ids of people stay out of reach).
grant select (id, court_date_id, case_id, outcome, from_hearing_at, to_hearing_at, notes,
              actor_name, created_at)
  on public.hearing_changes to authenticated;

create trigger audit_hearing_changes
  after insert or delete or update on public.hearing_changes
  for each row execute function private.audit_row_change();

create policy "Admins and the assigned contractor read hearing changes" on public.hearing_changes
  for select to authenticated
  using ((select private.is_admin()) or case_id in (select private.held_case_ids()));
create policy "Anonymous sessions have no access" on public.hearing_changes
  as restrictive to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

create function private.record_hearing_change() returns trigger
  language plpgsql security definer
  set search_path = ''
  as $$
declare
  actor uuid := auth.uid();
begin
  if new.hearing_status is not distinct from old.hearing_status
     and (new.hearing_status <> 'continued' or new.hearing_at = old.hearing_at) then
    return null;
  end if;
  if actor is not null and not exists (select 1 from public.users u where u.id = actor) then
    actor := null;
  end if;
  insert into public.hearing_changes
    (court_date_id, case_id, outcome, from_hearing_at, to_hearing_at, notes, actor_id, actor_name)
  values (new.id, new.case_id, new.hearing_status, old.hearing_at, new.hearing_at,
          new.outcome_notes, actor, (select u.full_name from public.users u where u.id = actor));
  return null;
end
$$;
revoke all on function private.record_hearing_change() from public;

create trigger court_dates_record_hearing_change
  after update of hearing_status, hearing_at on public.court_dates
  for each row execute function private.record_hearing_change();

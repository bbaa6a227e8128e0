-- Court dates and report deadlines (issue 20): the hearings on a case, the GAL
-- report due before each by the rule for the case's category, and the
-- report's status.
--
-- Decisions where the issue is silent:
-- * report_deadline_rules holds hours before the hearing per case category,
--   seeded Dependency 72 h (Fla. R. Juv. P. 8.215), Family Court 480 h = 20
--   days (section 61.403(5), Fla. Stat.) and Juvenile 168 h = 7 days (a program
--   default, no rule found). confirmed_with_counsel starts false: the program
--   must confirm each with counsel (docs/decisions.md); admins tick it in
--   Settings. Admins change hours, source and the tick; nobody adds or deletes
--   rules (one per category, the enum fixes the set). Admins and contractors
--   read them (the case page says which rule set a due date); free users do not.
-- * report_due_at = hearing_at - the rule's hours, set by a trigger on insert
--   and whenever hearing_at changes; no client may write it. A changed rule
--   recomputes the due dates of hearings still ahead; past hearings keep the
--   due date they had (it is what the court expected then).
-- * Who: admins (any case) and the case's assigned contractor (while they are
--   a contractor) read, add, edit and delete court dates; nobody else reads
--   them, free users never. A contractor unassigned from a case loses them with
--   the case; the next contractor sees them.
-- * Report status: a new court date starts not_started (no insert grant); the
--   assigned contractor moves it to any status; an admin may only mark it
--   filed (the clerk's docket shows filing), enforced by a trigger that runs
--   only on rows the update policy already let the caller touch. Work done by
--   the database itself (seed, scheduled jobs: no JWT) is not restricted.
-- * Program time zone America/New_York for the words the database writes
--   (notifications, email); the feed and the app carry instants (UTC).

create type public.hearing_type as enum (
  'shelter', 'arraignment', 'adjudicatory', 'disposition', 'judicial_review', 'permanency',
  'tpr', 'status', 'mediation', 'trial', 'other'
);
create type public.report_status as enum ('not_started', 'drafting', 'submitted', 'filed');

-- Deadline rules --------------------------------------------------------------------
create table public.report_deadline_rules (
  category public.case_category primary key,
  hours_before integer not null check (hours_before between 1 and 8760),
  source text not null check (length(trim(source)) between 1 and 300),
  confirmed_with_counsel boolean not null default false,
  updated_by uuid
    constraint report_deadline_rules_updated_by_fkey references public.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
create index report_deadline_rules_updated_by_idx on public.report_deadline_rules (updated_by);

insert into public.report_deadline_rules (category, hours_before, source) values
  ('Dependency', 72, 'Fla. R. Juv. P. 8.215'),
  ('Family Court', 480, '§61.403(5), Fla. Stat.'),
  ('Juvenile', 168, 'Program default');

create function private.stamp_rule_change() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$$;
revoke all on function private.stamp_rule_change() from public;

create trigger report_deadline_rules_stamp
  before update on public.report_deadline_rules
  for each row execute function private.stamp_rule_change();

alter table public.report_deadline_rules enable row level security;
revoke all on public.report_deadline_rules from anon, authenticated;
grant select on public.report_deadline_rules to authenticated;
grant update (hours_before, source, confirmed_with_counsel) on public.report_deadline_rules to authenticated;

create policy "Admins and contractors read the deadline rules"
  on public.report_deadline_rules for select to authenticated
  using ((select private.is_admin()) or (select private.is_contractor()));

create policy "Admins change the deadline rules"
  on public.report_deadline_rules for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- Court dates -----------------------------------------------------------------------
create table public.court_dates (
  id uuid primary key default gen_random_uuid(),
  case_id uuid not null
    constraint court_dates_case_id_fkey references public.cases (id) on delete cascade,
  hearing_at timestamptz not null,
  hearing_type public.hearing_type not null,
  courtroom text check (length(courtroom) <= 100),
  judge text check (length(judge) <= 200),
  notes text check (length(notes) <= 2000),
  -- Always set by the court_dates_set_report_due_at trigger; the default only lets an
  -- insert leave it out (no client may write it).
  report_due_at timestamptz not null default now(),
  report_status public.report_status not null default 'not_started',
  created_by uuid default auth.uid()
    constraint court_dates_created_by_fkey references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index court_dates_case_id_idx on public.court_dates (case_id, hearing_at);
create index court_dates_report_due_at_idx on public.court_dates (report_due_at);
create index court_dates_hearing_at_idx on public.court_dates (hearing_at);
create index court_dates_created_by_idx on public.court_dates (created_by);

create trigger court_dates_touch_updated_at
  before update on public.court_dates
  for each row execute function private.touch_updated_at();

-- The rule's hours for a case (0 if a category ever lacks a rule: due at the hearing).
create function private.report_hours_before(case_id uuid) returns integer
  language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select r.hours_before
      from public.cases c
      join public.report_deadline_rules r on r.category = c.category
     where c.id = report_hours_before.case_id
  ), 0)
$$;
revoke all on function private.report_hours_before(uuid) from public;

create function private.set_report_due_at() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.hearing_at is distinct from old.hearing_at then
    new.report_due_at := new.hearing_at - make_interval(hours => private.report_hours_before(new.case_id));
  end if;
  return new;
end
$$;
revoke all on function private.set_report_due_at() from public;

create trigger court_dates_set_report_due_at
  before insert or update on public.court_dates
  for each row execute function private.set_report_due_at();

-- A changed rule moves the due dates of the hearings still ahead in its category.
create function private.recompute_report_due() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.hours_before is distinct from old.hours_before then
    update public.court_dates d
       set report_due_at = d.hearing_at - make_interval(hours => new.hours_before)
      from public.cases c
     where c.id = d.case_id and c.category = new.category and d.hearing_at > now();
  end if;
  return null;
end
$$;
revoke all on function private.recompute_report_due() from public;

create trigger report_deadline_rules_recompute
  after update of hours_before on public.report_deadline_rules
  for each row execute function private.recompute_report_due();

-- Cases the caller holds as their assigned contractor (never as a free user).
create function private.held_case_ids() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select c.id from public.cases c
   where c.contractor_id = (select auth.uid()) and private.is_contractor()
$$;
revoke all on function private.held_case_ids() from public;
grant execute on function private.held_case_ids() to authenticated;

-- Report status: the assigned contractor moves it; an admin only marks it filed.
create function private.check_report_status() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.report_status is distinct from old.report_status and auth.uid() is not null
     and new.case_id not in (select private.held_case_ids())
     and not (private.is_admin() and new.report_status = 'filed') then
    raise exception 'Only the assigned contractor changes the report status; admins may mark it filed'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.check_report_status() from public;

create trigger court_dates_check_report_status
  before update of report_status on public.court_dates
  for each row execute function private.check_report_status();

alter table public.court_dates enable row level security;
revoke all on public.court_dates from anon, authenticated;
grant select, delete on public.court_dates to authenticated;
grant insert (case_id, hearing_at, hearing_type, courtroom, judge, notes) on public.court_dates to authenticated;
grant update (hearing_at, hearing_type, courtroom, judge, notes, report_status) on public.court_dates to authenticated;

create policy "Admins and the assigned contractor read court dates"
  on public.court_dates for select to authenticated
  using ((select private.is_admin()) or case_id in (select private.held_case_ids()));

create policy "Admins and the assigned contractor add court dates"
  on public.court_dates for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and ((select private.is_admin()) or case_id in (select private.held_case_ids()))
  );

create policy "Admins and the assigned contractor edit court dates"
  on public.court_dates for update to authenticated
  using ((select private.is_admin()) or case_id in (select private.held_case_ids()))
  with check ((select private.is_admin()) or case_id in (select private.held_case_ids()));

create policy "Admins and the assigned contractor delete court dates"
  on public.court_dates for delete to authenticated
  using ((select private.is_admin()) or case_id in (select private.held_case_ids()));

-- Words the database writes ------------------------------------------------------------
create function private.hearing_type_label(t public.hearing_type) returns text
  language sql immutable set search_path = ''
as $$
  select case t
    when 'judicial_review' then 'Judicial review'
    when 'tpr' then 'TPR'
    else initcap(replace(t::text, '_', ' '))
  end
$$;
revoke all on function private.hearing_type_label(public.hearing_type) from public;
grant execute on function private.hearing_type_label(public.hearing_type) to service_role;

create function private.program_time(at timestamptz) returns text
  language sql stable set search_path = ''
as $$
  select to_char(at at time zone 'America/New_York', 'FMMon FMDD, YYYY, FMHH12:MI AM')
$$;
revoke all on function private.program_time(timestamptz) from public;

-- Upcoming Deadlines --------------------------------------------------------------------
create type public.deadline_item as (
  court_date_id uuid,
  case_id uuid,
  case_title text,
  -- 'hearing' or 'report'
  kind text,
  due_at timestamptz,
  hearing_at timestamptz,
  hearing_type public.hearing_type,
  report_status public.report_status,
  overdue boolean
);

-- Hearings and unfinished reports due in the next `within_days` days (1 to 90),
-- and every overdue report, overdue first, then soonest. Security invoker: the
-- court date policies decide whose (admins: all). Completed cases are left out.
create function public.upcoming_deadlines(within_days integer default 14)
  returns setof public.deadline_item
  language sql stable security invoker set search_path = ''
as $$
  with window_end as (
    select now() + make_interval(days => least(greatest(within_days, 1), 90)) as at
  ), items as (
    select d.id, d.case_id, c.title, 'hearing' as kind, d.hearing_at as due_at, d.hearing_at,
           d.hearing_type, d.report_status, false as overdue
      from public.court_dates d join public.cases c on c.id = d.case_id
     where c.status <> 'completed'
       and d.hearing_at >= now() and d.hearing_at <= (select at from window_end)
    union all
    select d.id, d.case_id, c.title, 'report', d.report_due_at, d.hearing_at,
           d.hearing_type, d.report_status, d.report_due_at < now()
      from public.court_dates d join public.cases c on c.id = d.case_id
     where c.status <> 'completed'
       and d.report_status in ('not_started', 'drafting')
       and d.report_due_at <= (select at from window_end)
  )
  select i.id, i.case_id, i.title, i.kind, i.due_at, i.hearing_at, i.hearing_type,
         i.report_status, i.overdue
    from items i
   order by i.overdue desc, i.due_at, i.kind, i.id
$$;
revoke all on function public.upcoming_deadlines(integer) from public, anon;
grant execute on function public.upcoming_deadlines(integer) to authenticated;

-- The court's facts about a case live on the case: its court case number, division,
-- assigned judge and usual courtroom, so a hearing no longer retypes the judge.
--
-- The rules:
-- * court_case_number is Florida's Uniform Case Number, checked loosely (clerks print it
--   several ways): an optional two-digit county prefix, the four-digit year, a two- or
--   three-letter court type (DP dependency, DR domestic relations, CJ juvenile
--   delinquency...), a sequence of up to seven digits, and optional trailing groups such
--   as a party or branch code, separated by hyphens or spaces. `2026-DP-000123`,
--   `13-2026-DP-000123`, `13-2026-DP-000123-XXXX-XX` and `2026 DR 12` all pass; free text
--   does not. Stored upper-cased and trimmed. src/features/cases/lib/court-case-number.ts
--   holds the same pattern for the form.
-- * Only admins set or change the facts (the assigned contractor reads them with the case).
--   The column grants let the update through; the trigger keeps it to admins, because the
--   cases update policy also lets a contractor accept an open case.
-- * A new hearing with no judge or courtroom typed takes the case's (a before-insert
--   trigger, so a hearing added by any path gets them); a typed value wins.

alter table public.cases
  add column court_case_number text
    constraint cases_court_case_number_format check (
      court_case_number ~ '^([0-9]{2}[- ])?[0-9]{4}[- ][A-Z]{2,3}[- ][0-9]{1,7}([- ][A-Z0-9]{1,6})*$'
    ),
  add column court_division text
    constraint cases_court_division_check check (length(trim(court_division)) between 1 and 100),
  add column court_judge text
    constraint cases_court_judge_check check (length(trim(court_judge)) between 1 and 200),
  add column court_courtroom text
    constraint cases_court_courtroom_check check (length(trim(court_courtroom)) between 1 and 100);

grant insert (court_case_number, court_division, court_judge, court_courtroom),
      update (court_case_number, court_division, court_judge, court_courtroom)
  on public.cases to authenticated;

-- Upper-cased and trimmed before the check, so `2026-dp-123 ` is stored as `2026-DP-123`;
-- only an admin changes the facts.
create function private.guard_court_facts() returns trigger
  language plpgsql security definer
  set search_path = ''
  as $$
begin
  new.court_case_number := nullif(upper(trim(new.court_case_number)), '');
  new.court_division := nullif(trim(new.court_division), '');
  new.court_judge := nullif(trim(new.court_judge), '');
  new.court_courtroom := nullif(trim(new.court_courtroom), '');
  if private.is_api_request() and not private.is_admin()
     and ((tg_op = 'INSERT'
           and coalesce(new.court_case_number, new.court_division, new.court_judge,
                        new.court_courtroom) is not null)
          or (tg_op = 'UPDATE' and (new.court_case_number, new.court_division, new.court_judge, new.court_courtroom)
             is distinct from
             (old.court_case_number, old.court_division, old.court_judge, old.court_courtroom))) then
    raise exception 'Only an admin records the court''s case facts' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.guard_court_facts() from public;

create trigger cases_guard_court_facts
  before insert or update of court_case_number, court_division, court_judge, court_courtroom
  on public.cases
  for each row execute function private.guard_court_facts();

create function private.default_hearing_from_case() returns trigger
  language plpgsql security definer
  set search_path = ''
  as $$
begin
  select coalesce(nullif(trim(new.judge), ''), c.court_judge),
         coalesce(nullif(trim(new.courtroom), ''), c.court_courtroom)
    into new.judge, new.courtroom
    from public.cases c
   where c.id = new.case_id;
  return new;
end
$$;
revoke all on function private.default_hearing_from_case() from public;

create trigger court_dates_default_from_case
  before insert on public.court_dates
  for each row execute function private.default_hearing_from_case();

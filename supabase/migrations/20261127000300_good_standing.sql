-- Good standing (issue 21): a contractor is in good standing when their
-- approved pre-service hours reach the program's threshold and, from the first
-- full calendar year after their approval, their approved in-service hours in
-- the current calendar year reach the yearly threshold (program_settings).
--
-- Decisions where the issue is silent:
-- * The approval date is users.contractor_since: stamped by the database when
--   the role becomes contractor (an approved application or an admin's role
--   change; a later re-approval stamps the new date). Existing contractors get
--   their first approved contractor application's date, else their sign-up
--   date. No client grant covers the column.
-- * "The first full year after the approval date": the in-service requirement
--   applies in every calendar year after the approval year (approved in 2025:
--   from 2026). Years and "today" are the database's current_date, as the
--   time entries' date check.
-- * An in-service record counts for the calendar year of its completed_on.
-- * Only approved records count; pending and rejected ones show on the
--   profile but never towards standing.
-- * Who may see a standing: the person themselves and admins (an admin
--   assigning a case may see the contractor's shortfall).
-- * Free users (applicants) have no approval date yet, so only the
--   pre-service figure applies to them.

alter table public.users add column contractor_since date;

comment on column public.users.contractor_since is
  'When this user last became a contractor (approval date); the in-service hours requirement applies from the next calendar year.';

update public.users u
   set contractor_since = coalesce(
     (select min(e.created_at)::date from public.application_events e
       where e.applicant_id = u.id and e.application_kind = 'contractor'
         and e.to_status = 'approved'),
     u.created_at::date)
 where u.role = 'contractor';

create function private.stamp_contractor_since() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.role = 'contractor'
     and (tg_op = 'INSERT' or old.role is distinct from 'contractor') then
    new.contractor_since := current_date;
  end if;
  return new;
end
$$;
revoke all on function private.stamp_contractor_since() from public;

create trigger users_stamp_contractor_since
  before insert or update of role on public.users
  for each row execute function private.stamp_contractor_since();

-- One user's hours against the thresholds. Fields are typed nullable by the
-- generator; the function fills every one.
create type public.training_standing as (
  user_id uuid,
  pre_service_hours numeric,
  pre_service_required numeric,
  in_service_year integer,
  in_service_hours numeric,
  in_service_required numeric,
  in_service_applies_from integer,
  good_standing boolean,
  shortfall text
);

-- '7.5 in-service hours', '1 pre-service hour'.
create function private.hours_phrase(hours numeric, kind text) returns text
  language sql immutable set search_path = ''
as $$
  select trim_scale(hours)::text || ' ' || kind || case when hours = 1 then ' hour' else ' hours' end
$$;
revoke all on function private.hours_phrase(numeric, text) from public;

create function private.training_standing(target uuid) returns public.training_standing
  language plpgsql stable security definer set search_path = ''
as $$
declare
  result public.training_standing;
  settings public.program_settings;
  since date;
  pre_need numeric;
  in_need numeric;
begin
  select * into settings from public.program_settings where id;
  select u.contractor_since into since from public.users u where u.id = target;

  result.user_id := target;
  result.in_service_year := extract(year from current_date)::integer;
  result.in_service_applies_from := extract(year from since)::integer + 1;
  result.pre_service_required := settings.pre_service_hours;
  result.in_service_required := case
    when since is not null and result.in_service_year >= result.in_service_applies_from
      then settings.in_service_hours_per_year
    else 0
  end;
  select coalesce(sum(r.hours) filter (where r.kind = 'pre_service'), 0),
         coalesce(sum(r.hours) filter (
           where r.kind = 'in_service'
             and r.completed_on >= make_date(result.in_service_year, 1, 1)
             and r.completed_on < make_date(result.in_service_year + 1, 1, 1)), 0)
    into result.pre_service_hours, result.in_service_hours
    from public.training_records r
   where r.user_id = target and r.status = 'approved';

  pre_need := greatest(result.pre_service_required - result.pre_service_hours, 0);
  in_need := greatest(result.in_service_required - result.in_service_hours, 0);
  result.good_standing := pre_need = 0 and in_need = 0;
  result.shortfall := nullif(concat_ws(' and ',
    case when pre_need > 0
      then private.hours_phrase(pre_need, 'pre-service') || ' still needed' end,
    case when in_need > 0
      then private.hours_phrase(in_need, 'in-service') || ' still needed for '
           || result.in_service_year end
  ), '');
  return result;
end
$$;
revoke all on function private.training_standing(uuid) from public;
grant execute on function private.training_standing(uuid) to authenticated;

-- The caller's own standing, or (admins) anyone's.
create function public.training_progress(user_id uuid default null)
  returns setof public.training_standing
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  target uuid := coalesce(training_progress.user_id, (select auth.uid()));
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see training progress' using errcode = '42501';
  end if;
  if target <> (select auth.uid()) and not (select private.is_admin()) then
    raise exception 'Only admins see another user''s training progress' using errcode = '42501';
  end if;
  return next private.training_standing(target);
end
$$;
revoke all on function public.training_progress(uuid) from public, anon;
grant execute on function public.training_progress(uuid) to authenticated;

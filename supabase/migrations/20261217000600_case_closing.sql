-- Closing a case: an admin closes it with the discharge or closing order's date and a
-- closing summary, after seeing its unbilled work and open report deadlines; only then is
-- it completed, and the history says so.
--
-- The rules:
-- * cases gains closing_order_on, closing_summary and closed_at. A case becomes completed
--   through the API only with an order date and a summary (a trigger: the status update
--   policy alone would let Completed through bare); public.close_case() is the one call
--   the app makes, and it records a case_closed history event whose detail is the order's
--   date. The owner's maintenance (seed, migrations) is not an API request and is not held.
-- * public.case_closing_check(case_id) answers, for an admin, what is still open before
--   closing: time entries on the case not on a live invoice (hours and count) and the
--   report deadlines still pending (not_started or drafting). Closing does not refuse them:
--   the admin sees them and decides (a discharge ends the case whatever is left), but the
--   dialog shows them first.
-- * Reopening (an admin moving a completed case back) keeps the closing fields as history
--   of the last closing.

alter type public.case_event_kind add value if not exists 'case_closed';

alter table public.cases
  add column closing_order_on date,
  add column closing_summary text
    constraint cases_closing_summary_check check (length(trim(closing_summary)) between 1 and 5000),
  add column closed_at timestamptz;

create function private.require_closing() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  if new.status = 'completed' and old.status is distinct from 'completed'
     and private.is_api_request()
     and (new.closing_order_on is null or coalesce(trim(new.closing_summary), '') = '') then
    raise exception 'Close the case with the closing order''s date and a closing summary'
      using errcode = '23514';
  end if;
  return new;
end
$$;
revoke all on function private.require_closing() from public;

create trigger cases_require_closing
  before update of status on public.cases
  for each row execute function private.require_closing();

create function public.close_case(case_id uuid, closing_order_on date, closing_summary text)
  returns setof public.cases
  language plpgsql security definer
  set search_path = ''
  as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins close cases' using errcode = '42501';
  end if;
  if close_case.closing_order_on is null then
    raise exception 'Enter the date of the discharge or closing order' using errcode = '23514';
  end if;
  if close_case.closing_order_on > (now() at time zone 'America/New_York')::date then
    raise exception 'The closing order''s date cannot be in the future' using errcode = '23514';
  end if;
  if coalesce(trim(close_case.closing_summary), '') = '' then
    raise exception 'Write a closing summary' using errcode = '23514';
  end if;
  return query
    update public.cases c
       set status = 'completed',
           closing_order_on = close_case.closing_order_on,
           closing_summary = trim(close_case.closing_summary),
           closed_at = now()
     where c.id = close_case.case_id and c.status <> 'completed'
    returning c.*;
  if not found then
    raise exception 'No open case to close' using errcode = 'P0002';
  end if;
  perform private.add_case_event(close_case.case_id, 'case_closed',
    'Closing order of ' || to_char(close_case.closing_order_on, 'FMMonth FMDD, YYYY'));
end
$$;
revoke all on function public.close_case(uuid, date, text) from public;
grant execute on function public.close_case(uuid, date, text) to authenticated;

-- An admin may also complete a case by a plain update carrying the closing fields.
grant update (closing_order_on, closing_summary) on public.cases to authenticated;

create type public.case_closing_check as (
  unbilled_hours numeric,
  unbilled_entries integer,
  open_reports jsonb
);

create function public.case_closing_check(case_id uuid) returns public.case_closing_check
  language plpgsql stable security definer
  set search_path = ''
  as $$
declare
  result public.case_closing_check;
begin
  if not private.is_admin() then
    raise exception 'Only admins close cases' using errcode = '42501';
  end if;
  select coalesce(sum(t.hours), 0), count(*)::int
    into result.unbilled_hours, result.unbilled_entries
    from public.time_entries t
   where t.case_id = case_closing_check.case_id
     and not exists (
       select 1 from public.invoice_lines l join public.invoices i on i.id = l.invoice_id
        where l.time_entry_id = t.id and not l.released and i.status <> 'void');
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', d.id, 'hearing_type', private.hearing_type_label(d.hearing_type),
           'hearing_at', d.hearing_at, 'report_due_at', d.report_due_at)
           order by d.report_due_at), '[]'::jsonb)
    into result.open_reports
    from public.court_dates d
   where d.case_id = case_closing_check.case_id
     and d.report_status in ('not_started', 'drafting');
  return result;
end
$$;
revoke all on function public.case_closing_check(uuid) from public;
grant execute on function public.case_closing_check(uuid) to authenticated;

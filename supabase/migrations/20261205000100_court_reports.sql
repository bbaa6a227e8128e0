-- Court reports drafted from the record, in the program's own Word template.
--
-- Replaces private.check_report_status() (20261202000300_hearing_ownership): a saved
-- draft moves the report from not started to drafting whoever drafted it (an
-- admin too), as the database's own step after the draft is recorded; every
-- change is still recorded in court_date_report_events.
--
-- Decisions:
-- * ONE read gathers a report's data: public.court_report_data(court_date_id,
--   period_start, period_end), a definer function that authorises first (an
--   admin, or the case's assigned contractor while a contractor) and reads only
--   that court date's case: its hearing, its submitted contacts in the period,
--   its hours and mileage in the period. The period defaults to the previous
--   hearing of the case (or the day the case was opened) through this hearing's
--   day in the court's zone; the caller may change either end.
-- * Templates are .docx files an admin uploads to the private
--   'report-templates' bucket, checked in the browser before they are stored
--   (docxtemplater compiles them there; SQL cannot). At most one is active; none
--   active means the built-in default template the app makes. Admins read and
--   manage every template; a contractor reads only the active one, which they
--   need to draft. public.activate_report_template() switches in one statement
--   so there is never a moment with two or none chosen by mistake.
-- * Each draft is a version: a row in public.report_drafts (who, when, the
--   period, the template used by id and name) and its file in the private
--   'court-reports' bucket under '{case_id}/{court_date_id}/{uuid}.docx'. The
--   case's assigned contractor and admins read and add them; nobody edits one;
--   admins delete. The row's case is the court date's case, set by the
--   database, so a path cannot name another case.
-- * A recorded draft moves the report status from not_started to drafting.
-- * report_filed_on is the day the report was filed with the clerk or served
--   on the parties (status submitted or filed); the UI sets both together.

-- Filed or served on --------------------------------------------------------------------
alter table public.court_dates
  add column report_filed_on date,
  add constraint court_dates_report_filed_on_status
    check (report_filed_on is null or report_status in ('submitted', 'filed'));
grant update (report_filed_on) on public.court_dates to authenticated;

-- Templates -------------------------------------------------------------------------------
create table public.report_templates (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) between 1 and 120),
  storage_path text not null unique check (storage_path ~ '^[0-9a-f-]{36}\.docx$'),
  active boolean not null default false,
  uploaded_by uuid default auth.uid()
    constraint report_templates_uploaded_by_fkey references public.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create unique index report_templates_one_active_idx on public.report_templates (active) where active;
create index report_templates_uploaded_by_idx on public.report_templates (uploaded_by);

alter table public.report_templates enable row level security;
revoke all on public.report_templates from anon, authenticated;
grant select, delete on public.report_templates to authenticated;
grant insert (name, storage_path) on public.report_templates to authenticated;
grant update (name) on public.report_templates to authenticated;

create policy "Admins read every template, contractors the active one"
  on public.report_templates for select to authenticated
  using ((select private.is_admin()) or (active and (select private.is_contractor())));
create policy "Admins add templates"
  on public.report_templates for insert to authenticated
  with check ((select private.is_admin()) and uploaded_by = (select auth.uid()));
create policy "Admins rename templates"
  on public.report_templates for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins delete templates"
  on public.report_templates for delete to authenticated
  using ((select private.is_admin()));
create policy "Anonymous sessions have no access" on public.report_templates
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

-- Makes one template the active one (null: the built-in default) in one statement.
create function public.activate_report_template(template_id uuid)
  returns setof public.report_templates
  language plpgsql security definer set search_path = ''
as $$
begin
  if not private.is_admin() or private.is_anonymous() then
    raise exception 'Only admins choose the report template' using errcode = '42501';
  end if;
  if template_id is not null
     and not exists (select 1 from public.report_templates t where t.id = template_id) then
    raise exception 'No such template' using errcode = 'P0002';
  end if;
  -- Off first, then on: the unique index allows one active row at a time.
  update public.report_templates t set active = false where t.active and t.id is distinct from template_id;
  return query
    update public.report_templates t set active = true
     where t.id = template_id and not t.active
    returning t.*;
end
$$;
revoke all on function public.activate_report_template(uuid) from public, anon;
grant execute on function public.activate_report_template(uuid) to authenticated;

-- The active template's file, for a contractor's storage read.
create function private.is_active_report_template(path text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.report_templates t where t.active and t.storage_path = path)
$$;
revoke all on function private.is_active_report_template(text) from public;
grant execute on function private.is_active_report_template(text) to authenticated;

-- Drafts ----------------------------------------------------------------------------------
create table public.report_drafts (
  id uuid primary key default gen_random_uuid(),
  court_date_id uuid not null
    constraint report_drafts_court_date_id_fkey references public.court_dates (id) on delete cascade,
  -- Set from the court date by the database: what the read policy and the storage path check.
  case_id uuid not null
    constraint report_drafts_case_id_fkey references public.cases (id) on delete cascade,
  period_start date not null,
  period_end date not null,
  template_id uuid
    constraint report_drafts_template_id_fkey references public.report_templates (id) on delete set null,
  template_name text not null check (length(template_name) between 1 and 120),
  storage_path text not null unique check (length(storage_path) <= 200),
  created_by uuid default auth.uid()
    constraint report_drafts_created_by_fkey references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint report_drafts_period_order check (period_start <= period_end)
);
create index report_drafts_court_date_id_idx on public.report_drafts (court_date_id, created_at desc);
create index report_drafts_case_id_idx on public.report_drafts (case_id);
create index report_drafts_template_id_idx on public.report_drafts (template_id);
create index report_drafts_created_by_idx on public.report_drafts (created_by);

alter table public.report_drafts enable row level security;
revoke all on public.report_drafts from anon, authenticated;
grant select, delete on public.report_drafts to authenticated;
-- case_id is granted so a client may name it; the trigger below replaces it with the court date's.
grant insert (court_date_id, case_id, period_start, period_end, template_id, template_name, storage_path)
  on public.report_drafts to authenticated;

create policy "Admins and the assigned contractor read report drafts"
  on public.report_drafts for select to authenticated
  using ((select private.is_admin()) or case_id in (select private.held_case_ids()));
create policy "Admins and the assigned contractor save report drafts"
  on public.report_drafts for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and ((select private.is_admin()) or case_id in (select private.held_case_ids()))
    and storage_path ~ ('^' || case_id::text || '/' || court_date_id::text || '/[0-9a-f-]{36}\.docx$')
  );
create policy "Admins delete report drafts"
  on public.report_drafts for delete to authenticated
  using ((select private.is_admin()));
create policy "Anonymous sessions have no access" on public.report_drafts
  as restrictive for all to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

-- The row's case is its court date's case, whatever the client sent.
create function private.set_report_draft_case() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  select d.case_id into new.case_id from public.court_dates d where d.id = new.court_date_id;
  if new.case_id is null then
    raise exception 'No such court date' using errcode = '23503';
  end if;
  new.created_by := auth.uid();
  new.created_at := now();
  return new;
end
$$;
revoke all on function private.set_report_draft_case() from public;

create trigger report_drafts_set_case
  before insert on public.report_drafts
  for each row execute function private.set_report_draft_case();

-- A recorded draft: the report is being drafted.
create function private.report_drafted() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.court_dates d set report_status = 'drafting'
   where d.id = new.court_date_id and d.report_status = 'not_started';
  return null;
end
$$;
revoke all on function private.report_drafted() from public;

create trigger report_drafts_move_status
  after insert on public.report_drafts
  for each row execute function private.report_drafted();

create or replace function private.check_report_status() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  actor uuid := auth.uid();
begin
  if new.report_status is not distinct from old.report_status then
    return new;
  end if;
  if actor is not null
     and new.case_id not in (select private.held_case_ids())
     and not (private.is_admin() and new.report_status = 'filed')
     -- A saved draft moves the report to drafting, whoever saved it.
     and not (old.report_status = 'not_started' and new.report_status = 'drafting'
              and exists (select 1 from public.report_drafts r where r.court_date_id = new.id)) then
    raise exception 'Only the assigned contractor changes the report status; admins may mark it filed'
      using errcode = '42501';
  end if;
  if actor is not null and not exists (select 1 from public.users u where u.id = actor) then
    actor := null;
  end if;
  insert into public.court_date_report_events
    (court_date_id, case_id, from_status, to_status, actor_id, actor_name)
  values (new.id, new.case_id, old.report_status, new.report_status, actor,
          (select u.full_name from public.users u where u.id = actor));
  return new;
end
$$;

-- Storage ------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('report-templates', 'report-templates', false, 5242880,
   array['application/vnd.openxmlformats-officedocument.wordprocessingml.document']),
  ('court-reports', 'court-reports', false, 10485760,
   array['application/vnd.openxmlformats-officedocument.wordprocessingml.document']);

-- Whether the signed-in user may read and write a court report's file: the
-- path's first folder is the case, the second its court date.
create function private.is_court_report_path(path text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}/[0-9a-f-]{36}\.docx$'
     and exists (
       select 1 from public.court_dates d
        where d.id::text = split_part(path, '/', 2)
          and d.case_id::text = split_part(path, '/', 1)
          and (private.is_admin() or d.case_id in (select private.held_case_ids()))
     )
$$;
revoke all on function private.is_court_report_path(text) from public;
grant execute on function private.is_court_report_path(text) to authenticated;

create policy "Admins and the assigned contractor read court reports"
  on storage.objects for select to authenticated
  using (bucket_id = 'court-reports' and private.is_court_report_path(name));
create policy "Admins and the assigned contractor upload court reports"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'court-reports' and private.is_court_report_path(name));
create policy "Admins delete court reports"
  on storage.objects for delete to authenticated
  using (bucket_id = 'court-reports' and (select private.is_admin()));

create policy "Admins read report templates, contractors the active one"
  on storage.objects for select to authenticated
  using (bucket_id = 'report-templates'
         and ((select private.is_admin())
              or ((select private.is_contractor()) and private.is_active_report_template(name))));
create policy "Admins upload report templates"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'report-templates' and (select private.is_admin())
              and name ~ '^[0-9a-f-]{36}\.docx$');
create policy "Admins delete report templates"
  on storage.objects for delete to authenticated
  using (bucket_id = 'report-templates' and (select private.is_admin()));

-- The report's data ------------------------------------------------------------------------
-- Everything a report shows, for one court date, from its own case only.
-- Authorises first: an admin, or the case's assigned contractor. period_start
-- defaults to the previous hearing's day (or the case's first day),
-- period_end to this hearing's day, both in the court's zone.
create function public.court_report_data(
  court_date_id uuid,
  period_start date default null,
  period_end date default null
) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  d public.court_dates;
  c public.cases;
  zone text;
  court_circuit smallint;
  previous_at timestamptz;
  default_start date;
  start_day date;
  end_day date;
begin
  if auth.uid() is null or private.is_anonymous() then
    raise exception 'Sign in to draft a report' using errcode = '42501';
  end if;
  select * into d from public.court_dates x where x.id = court_report_data.court_date_id;
  if not found or not (private.is_admin() or d.case_id in (select private.held_case_ids())) then
    raise exception 'Only admins and the case''s contractor draft its reports' using errcode = '42501';
  end if;
  select * into c from public.cases x where x.id = d.case_id;
  select k.time_zone, k.circuit into zone, court_circuit
    from public.court_counties k where k.county = c.county;
  zone := coalesce(zone, 'America/New_York');

  select max(x.hearing_at) into previous_at
    from public.court_dates x where x.case_id = d.case_id and x.hearing_at < d.hearing_at;
  default_start := coalesce((previous_at at time zone zone)::date, (c.created_at at time zone zone)::date);
  start_day := coalesce(court_report_data.period_start, default_start);
  end_day := coalesce(court_report_data.period_end, (d.hearing_at at time zone zone)::date);
  if start_day > end_day then
    raise exception 'The period starts after it ends' using errcode = '22023';
  end if;

  return jsonb_build_object(
    'case', jsonb_build_object(
      'id', c.id, 'title', c.title, 'category', c.category, 'county', c.county,
      'circuit', court_circuit, 'time_zone', zone, 'opened_at', c.created_at),
    'hearing', jsonb_build_object(
      'id', d.id, 'hearing_at', d.hearing_at, 'hearing_type', private.hearing_type_label(d.hearing_type),
      'courtroom', d.courtroom, 'judge', d.judge, 'report_due_at', d.report_due_at,
      'due_reason', d.due_reason, 'due_rule', d.due_rule, 'report_status', d.report_status),
    'previous_hearing_at', previous_at,
    'gal_name', (select u.full_name from public.users u where u.id = c.contractor_id),
    'period', jsonb_build_object('start', start_day, 'end', end_day, 'default_start', default_start),
    'visit_threshold_days', (select s.visit_threshold_days from public.program_settings s where s.id),
    'contacts', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', k.id, 'contact_date', k.contact_date,
               'contact_type', private.contact_type_label(k.contact_type),
               'in_person', k.contact_type = 'in_person',
               'contact_with', to_jsonb(k.contact_with), 'contact_made', k.contact_made,
               'minutes', k.minutes, 'miles', k.miles, 'notes', k.notes)
             order by k.contact_date, k.created_at, k.id)
        from public.case_contacts k
       where k.case_id = d.case_id and k.status = 'submitted'
         and k.contact_date between start_day and end_day
    ), '[]'::jsonb),
    'hours', (select coalesce(sum(t.hours), 0) from public.time_entries t
               where t.case_id = d.case_id and t.date between start_day and end_day),
    'miles', (select coalesce(sum(k.miles), 0) from public.case_contacts k
               where k.case_id = d.case_id and k.status = 'submitted'
                 and k.contact_date between start_day and end_day)
  );
end
$$;
revoke all on function public.court_report_data(uuid, date, date) from public, anon;
grant execute on function public.court_report_data(uuid, date, date) to authenticated;

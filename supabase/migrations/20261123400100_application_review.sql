-- Application review (issue 8): admins decide on both kinds of application
-- with a reason, in one list; applicants keep their real answers and see when
-- a decision was made.
--
-- Decisions where the issue is silent:
-- * A decision's reason is a code from a short list (status_reason_code) plus
--   the existing free text (status_reason). A rejection needs a code; 'other'
--   needs text; an approval may have neither. The audit trigger records the
--   code with the event, next to the text it already recorded.
-- * reviewed_at is when the status last changed, stamped by the database (no
--   client may set it); a rejected applicant may reapply 6 months after it.
-- * contractor_applications.specialized_trainings keeps the GAL form's
--   trainings as typed (the original overwrote practice_areas with them).
-- * public.application_reviews lists both kinds for the admin page. It is
--   security_invoker (each table's RLS applies) and also filtered to admins,
--   so an applicant gets nothing from it even for their own rows.
-- * public.review_application() approves or rejects either kind in one call.
--   Security invoker: the update policies (admins only) are the rule; it adds
--   the reason checks and refuses a decision that changes nothing (no event).
--
-- Replaces private.on_application_status() (20261122000600_applications): the
-- audit event also records the reason code.
-- private.on_application_status() and public.review_application() are
-- replaced by 20261126000330_application_decisions; status_reason becomes the
-- message to the applicant and internal notes move to application_notes
-- (20261126000320_application_internal_notes).

-- Reasons --------------------------------------------------------------------------
create function private.application_reason_valid(code text) returns boolean
  language sql immutable set search_path = ''
as $$
  select code is null or code in (
    'qualifications_verified', 'references_confirmed', 'interview_passed',
    'incomplete_application', 'qualifications_not_met', 'references_unverified',
    'background_check', 'other'
  )
$$;
revoke all on function private.application_reason_valid(text) from public;
grant execute on function private.application_reason_valid(text) to authenticated, service_role;

alter table public.contractor_applications
  add column status_reason_code text
    constraint contractor_applications_status_reason_code_valid
    check (private.application_reason_valid(status_reason_code)),
  add column reviewed_at timestamptz,
  add column specialized_trainings text[] not null default '{}'
    constraint contractor_applications_specialized_trainings_size
    check (cardinality(specialized_trainings) <= 50
      and private.texts_within(specialized_trainings, 200));

alter table public.assistant_applications
  add column status_reason_code text
    constraint assistant_applications_status_reason_code_valid
    check (private.application_reason_valid(status_reason_code)),
  add column reviewed_at timestamptz;

alter table public.application_events
  add column reason_code text
    constraint application_events_reason_code_valid
    check (private.application_reason_valid(reason_code));

grant insert (specialized_trainings) on public.contractor_applications to authenticated;
grant update (status_reason_code) on public.contractor_applications to authenticated;
grant update (status_reason_code) on public.assistant_applications to authenticated;

-- reviewed_at follows every status change, whoever makes it.
create function private.stamp_reviewed_at() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.reviewed_at := now();
  end if;
  return new;
end
$$;
revoke all on function private.stamp_reviewed_at() from public;

create trigger contractor_applications_stamp_reviewed_at
  before update on public.contractor_applications
  for each row execute function private.stamp_reviewed_at();
create trigger assistant_applications_stamp_reviewed_at
  before update on public.assistant_applications
  for each row execute function private.stamp_reviewed_at();

-- The audit trigger of 20261122000600, now also recording the reason code.
create or replace function private.on_application_status() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  kind public.application_kind := tg_argv[0]::public.application_kind;
  actor uuid := auth.uid();
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  if actor is not null and not exists (select 1 from public.users where id = actor) then
    actor := null;
  end if;
  insert into public.application_events
    (application_id, application_kind, applicant_id, from_status, to_status, reason,
     reason_code, actor_id)
  values (
    new.id, kind, new.user_id,
    case when tg_op = 'UPDATE' then old.status end,
    new.status,
    case when tg_op = 'UPDATE' then new.status_reason end,
    case when tg_op = 'UPDATE' then new.status_reason_code end,
    actor
  );
  if kind = 'contractor' and new.status = 'approved' then
    update public.users set role = 'contractor' where id = new.user_id and role = 'free';
  end if;
  return null;
end
$$;

-- One list of both kinds, for admins ----------------------------------------------
create view public.application_reviews with (security_invoker = true) as
  select 'contractor'::public.application_kind as kind, a.id, a.user_id, a.full_name, a.email,
         a.status, a.status_reason_code, a.created_at, a.reviewed_at
    from public.contractor_applications a
   where (select private.is_admin())
  union all
  select 'assistant'::public.application_kind, a.id, a.user_id, a.full_name, a.email,
         a.status, a.status_reason_code, a.created_at, a.reviewed_at
    from public.assistant_applications a
   where (select private.is_admin());
revoke all on public.application_reviews from public, anon, authenticated;
grant select on public.application_reviews to authenticated;

-- Approve or reject, with a reason ------------------------------------------------
create function public.review_application(
  kind public.application_kind,
  application_id uuid,
  decision public.application_status,
  reason_code text default null,
  reason text default null
) returns public.application_status
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  note text := nullif(trim(review_application.reason), '');
  current_status public.application_status;
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins review applications' using errcode = '42501';
  end if;
  if decision not in ('approved', 'rejected') then
    raise exception 'A decision is approved or rejected' using errcode = '22023';
  end if;
  if decision = 'rejected' and review_application.reason_code is null then
    raise exception 'Choose a reason for the rejection' using errcode = '22023';
  end if;
  if review_application.reason_code = 'other' and note is null then
    raise exception 'Describe the reason' using errcode = '22023';
  end if;

  if kind = 'contractor' then
    select a.status into current_status from public.contractor_applications a
     where a.id = review_application.application_id;
  else
    select a.status into current_status from public.assistant_applications a
     where a.id = review_application.application_id;
  end if;
  if current_status is null then
    raise exception 'No such application' using errcode = 'P0002';
  end if;
  if current_status = decision then
    raise exception 'This application is already %', decision using errcode = '22023';
  end if;

  if kind = 'contractor' then
    update public.contractor_applications a
       set status = decision, status_reason = note,
           status_reason_code = review_application.reason_code
     where a.id = review_application.application_id;
  else
    update public.assistant_applications a
       set status = decision, status_reason = note,
           status_reason_code = review_application.reason_code
     where a.id = review_application.application_id;
  end if;
  return decision;
end
$$;
revoke all on function public.review_application(public.application_kind, uuid, public.application_status, text, text) from public, anon;
grant execute on function public.review_application(public.application_kind, uuid, public.application_status, text, text) to authenticated;

-- Decisions that hold (issue 17 item 2, issue 18 item 2): reversing an
-- approval left the person a contractor with an active case while their card
-- said Rejected; the approval could not set the billing rate; the decision's
-- text reached the applicant although the form called it an internal note.
--
-- Decisions where the issues are silent:
-- * Reversing an approved GAL application (to Rejected, or back to Pending)
--   withdraws the contractor access it gave, whichever path changes the
--   status (review_application or an admin's update): role back to free, and
--   each case they hold goes back to open and unassigned, so another
--   contractor can take it. The case history records the unassignment by the
--   admin; the application history records the reversal. Nothing is deleted.
-- * Once the contractor has worked (any time entry, or a case of theirs in
--   progress or completed) the approval is not reversed: the change is
--   refused (23514) and the admin deactivates them on the Contractors page
--   instead, which keeps their work and invoices whole.
-- * An admin keeps their role; another approved GAL application of the same
--   person keeps the access it gave. Assistant approvals change no role either
--   way.
-- * Back to Pending is allowed from Approved (withdrawing access, as above) or
--   Rejected (the reapply wait no longer applies: the application is being
--   reviewed again), unless the applicant has another application of that
--   kind under review (23505).
-- * public.review_application() takes the message to the applicant (reason),
--   an internal note (note, admins only: application_notes) and, when
--   approving a GAL application, the billing rate (0 to 1000.00 USD/h, the
--   same rule as public.set_billing_rate). It is now security definer: one
--   call makes the decision, writes the note and sets the rate, or none of
--   them; it checks the caller is an admin before anything else. 'other'
--   needs a message or a note that says what the reason is.
--
-- Replaces private.on_application_status() (20261123400100_application_review):
-- leaving Approved withdraws contractor access.
-- Replaces public.review_application() (20261123400100_application_review):
-- pending allowed, note and billing_rate added, security definer (the old
-- five-argument function is dropped so PostgREST sees one).

create function private.withdraw_contractor_access(applicant uuid) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not exists (select 1 from public.users u where u.id = applicant and u.role = 'contractor')
     or exists (select 1 from public.contractor_applications a
                 where a.user_id = applicant and a.status = 'approved') then
    return;
  end if;
  if exists (select 1 from public.time_entries t where t.user_id = applicant)
     or exists (select 1 from public.cases c
                 where c.contractor_id = applicant and c.status in ('in_progress', 'completed')) then
    raise exception 'This contractor has already worked on cases, so the approval stands. Deactivate them on the Contractors page instead.'
      using errcode = '23514';
  end if;
  update public.cases c set contractor_id = null, status = 'open' where c.contractor_id = applicant;
  update public.users u set role = 'free' where u.id = applicant;
end
$$;
revoke all on function private.withdraw_contractor_access(uuid) from public;

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
  elsif kind = 'contractor' and tg_op = 'UPDATE' and old.status = 'approved' then
    perform private.withdraw_contractor_access(new.user_id);
  end if;
  return null;
end
$$;

drop function public.review_application(public.application_kind, uuid, public.application_status, text, text);

create function public.review_application(
  kind public.application_kind,
  application_id uuid,
  decision public.application_status,
  reason_code text default null,
  reason text default null,
  note text default null,
  billing_rate numeric default null
) returns public.application_status
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  message text := nullif(trim(review_application.reason), '');
  internal text := nullif(trim(review_application.note), '');
  current_status public.application_status;
  applicant uuid;
  decided_event bigint;
begin
  if not private.is_admin() then
    raise exception 'Only admins review applications' using errcode = '42501';
  end if;
  if review_application.decision = 'rejected' and review_application.reason_code is null then
    raise exception 'Choose a reason for the rejection' using errcode = '22023';
  end if;
  if review_application.reason_code = 'other' and message is null and internal is null then
    raise exception 'Describe the reason' using errcode = '22023';
  end if;
  if review_application.billing_rate is not null then
    if review_application.kind <> 'contractor' or review_application.decision <> 'approved' then
      raise exception 'A billing rate is set only when approving a GAL application'
        using errcode = '22023';
    end if;
    if review_application.billing_rate < 0 or review_application.billing_rate > 1000 then
      raise exception 'A billing rate is between 0 and 1000.00 USD per hour' using errcode = '23514';
    end if;
  end if;

  if review_application.kind = 'contractor' then
    select a.status, a.user_id into current_status, applicant
      from public.contractor_applications a
     where a.id = review_application.application_id for update;
  else
    select a.status, a.user_id into current_status, applicant
      from public.assistant_applications a
     where a.id = review_application.application_id for update;
  end if;
  if current_status is null then
    raise exception 'No such application' using errcode = 'P0002';
  end if;
  if current_status = review_application.decision then
    raise exception 'This application is already %', review_application.decision
      using errcode = '22023';
  end if;
  if review_application.decision = 'pending' and (
       (review_application.kind = 'contractor' and exists (
          select 1 from public.contractor_applications a
           where a.user_id = applicant and a.status = 'pending'))
    or (review_application.kind = 'assistant' and exists (
          select 1 from public.assistant_applications a
           where a.user_id = applicant and a.status = 'pending'))) then
    raise exception 'The applicant has another application of this kind under review'
      using errcode = '23505';
  end if;

  -- The status trigger writes the history event (with the message) and grants
  -- or withdraws contractor access.
  if review_application.kind = 'contractor' then
    update public.contractor_applications a
       set status = review_application.decision, status_reason = message,
           status_reason_code = review_application.reason_code
     where a.id = review_application.application_id;
  else
    update public.assistant_applications a
       set status = review_application.decision, status_reason = message,
           status_reason_code = review_application.reason_code
     where a.id = review_application.application_id;
  end if;

  if internal is not null then
    select max(e.id) into decided_event from public.application_events e
     where e.application_kind = review_application.kind
       and e.application_id = review_application.application_id;
    insert into public.application_notes (event_id, note, author_id)
    values (decided_event, internal, auth.uid());
  end if;
  if review_application.billing_rate is not null then
    perform private.set_billing_rate(applicant, review_application.billing_rate);
  end if;
  return review_application.decision;
end
$$;
revoke all on function public.review_application(public.application_kind, uuid, public.application_status, text, text, text, numeric) from public, anon;
grant execute on function public.review_application(public.application_kind, uuid, public.application_status, text, text, text, numeric) to authenticated;

-- Application rules in the database (issue 17 item 8, issue 18 item 1): the
-- Enroll page held them, /apply and raw API calls did not. A rejected
-- applicant filed again at once, a pending one filed a second, contractors
-- filed GAL applications, and the name and email were whatever was typed.
--
-- Decisions where the issues are silent:
-- * The newest application of a kind decides, as the app's enrollmentFor()
--   (applications/lib/status.ts) does, so the screens and the database agree:
--   pending -> no second one of that kind; approved -> none again; rejected ->
--   none until 6 months after the decision (reviewed_at; the same day six
--   months on, the month's last day when that day does not exist, as
--   interval '6 months' and the app's reapplyDate() both count).
-- * Both kinds follow these rules, each on its own: a pending GAL application
--   does not stop an assistant application (SPEC 2's FAQ allows both).
-- * One pending application per kind per user is also a partial unique index,
--   so it holds on every path (an admin setting an old one back to pending
--   included) and under a race; the trigger says it first, in words (23505).
-- * A GAL (contractor) application is for free accounts only: contractors are
--   contractors already, and an admin is never demoted or promoted by one.
--   Anyone signed in may still file an assistant application.
-- * The email is the account's email (compared without case, stored as the
--   account spells it), for applications filed through the API. The name
--   stays as the applicant types it: it is their legal name for the review,
--   which may differ from the account's display name; the account is tied by
--   user_id and the email. Inserts by the platform (seed, service role: not
--   the authenticated role) are trusted for name and email but follow every
--   other rule.
-- * Authorise first: a row naming another user gets the insert policy's own
--   denial (42501) before any rule is checked, so no message tells one user
--   anything about another's applications. Refusals: 23505 one under review,
--   23514 the others.

create unique index contractor_applications_one_pending_idx
  on public.contractor_applications (user_id) where status = 'pending';
create unique index assistant_applications_one_pending_idx
  on public.assistant_applications (user_id) where status = 'pending';

-- Why this user may not file an application of this kind now (null: they
-- may), in the applicant's words.
create function private.application_refusal(kind public.application_kind, applicant uuid)
  returns text
  language plpgsql stable security definer set search_path = ''
as $$
declare
  label text := case kind when 'contractor' then 'GAL' else 'GAL Assistant' end;
  latest_status public.application_status;
  decided_at timestamptz;
  until timestamptz;
begin
  if kind = 'contractor' then
    select a.status, coalesce(a.reviewed_at, a.created_at) into latest_status, decided_at
      from public.contractor_applications a
     where a.user_id = applicant
     order by (a.status = 'pending') desc, a.created_at desc
     limit 1;
  else
    select a.status, coalesce(a.reviewed_at, a.created_at) into latest_status, decided_at
      from public.assistant_applications a
     where a.user_id = applicant
     order by (a.status = 'pending') desc, a.created_at desc
     limit 1;
  end if;
  if latest_status = 'pending' then
    return format('You already have a %s application under review', label);
  elsif latest_status = 'approved' then
    return format('Your %s application was approved already', label);
  elsif latest_status = 'rejected' then
    until := decided_at + interval '6 months';
    if until > now() then
      return format('You may apply again from %s',
        to_char(until at time zone 'UTC', 'FMMonth FMDD, YYYY'));
    end if;
  end if;
  return null;
end
$$;
revoke all on function private.application_refusal(public.application_kind, uuid) from public;

create function private.check_application_filing() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  kind public.application_kind := tg_argv[0]::public.application_kind;
  -- A signed-in request (PostgREST's role), not the platform's own inserts.
  from_api boolean := current_setting('role', true) = 'authenticated';
  account public.users;
  refusal text;
begin
  -- The insert policy's rule (own row, pending), said first and in its words.
  if from_api and (new.user_id is distinct from auth.uid() or new.status is distinct from 'pending') then
    raise exception 'new row violates row-level security policy for table "%"', tg_table_name
      using errcode = '42501';
  end if;
  select * into account from public.users u where u.id = new.user_id;
  if from_api then
    if lower(trim(new.email)) is distinct from lower(account.email) then
      raise exception 'The application''s email must be your account''s email, %', account.email
        using errcode = '23514';
    end if;
    new.email := account.email;
  end if;
  if kind = 'contractor' and account.role = 'contractor' then
    raise exception 'You are already a GAL contractor' using errcode = '23514';
  elsif kind = 'contractor' and account.role = 'admin' then
    raise exception 'Admins do not apply to become GAL contractors' using errcode = '23514';
  end if;
  refusal := private.application_refusal(kind, new.user_id);
  if refusal is not null then
    raise exception '%', refusal
      using errcode = case when refusal like 'You already have%' then '23505' else '23514' end;
  end if;
  return new;
end
$$;
revoke all on function private.check_application_filing() from public;

create trigger contractor_applications_check_filing
  before insert on public.contractor_applications
  for each row execute function private.check_application_filing('contractor');
create trigger assistant_applications_check_filing
  before insert on public.assistant_applications
  for each row execute function private.check_application_filing('assistant');

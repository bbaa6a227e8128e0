-- Florida eligibility (issue 21; §61.402, Fla. Stat.): how each contractor
-- qualifies to serve as a guardian ad litem, and which cases carry an
-- allegation of child abuse, abandonment or neglect.
--
-- Reading of the statute (docs/decisions.md; the program must confirm it with
-- counsel): §61.402(1) lets a certified GAL program volunteer or staff member,
-- a legal aid attorney or certified legal aid volunteer, or a member in good
-- standing of The Florida Bar who completed GAL training serve; §61.402(2)
-- allows only a person certified by a GAL program or a Florida Bar member on
-- a case involving an allegation of child abuse, abandonment or neglect. So
-- legal_aid_certified qualifies for other cases but not for those.
--
-- Decisions where the issue is silent:
-- * One eligibility row per person (contractor_eligibility, keyed by user_id);
--   "none" is no row. Admins set, change and remove it, never on their own
--   row; the person reads their own; nobody else reads any.
-- * credential holds the Bar number (florida_bar_member) or the certificate's
--   number or name (the certified paths); verified_on is when an admin checked
--   it (not in the future); verified_by is stamped by the database.
-- * cases.abuse_allegation (default false) is set by admins when posting
--   (insert policy: admins only) and later through set_abuse_allegation();
--   there is no update grant, so a contractor's accept cannot clear it.

create type public.eligibility_path as enum (
  'gal_program_certified', 'legal_aid_certified', 'florida_bar_member'
);

create table public.contractor_eligibility (
  user_id uuid primary key
    constraint contractor_eligibility_user_id_fkey references public.users (id) on delete cascade,
  path public.eligibility_path not null,
  credential text not null
    constraint contractor_eligibility_credential_check
    check (length(trim(credential)) between 1 and 100),
  verified_on date not null,
  verified_by uuid default auth.uid()
    constraint contractor_eligibility_verified_by_fkey references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contractor_eligibility_verified_by_idx on public.contractor_eligibility (verified_by);

create trigger contractor_eligibility_touch_updated_at
  before update on public.contractor_eligibility
  for each row execute function private.touch_updated_at();

create function private.stamp_eligibility() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if private.is_api_request() then
    if new.verified_on > current_date then
      raise exception 'The verification date cannot be in the future' using errcode = '23514';
    end if;
    new.verified_by := (select auth.uid());
  end if;
  return new;
end
$$;
revoke all on function private.stamp_eligibility() from public;

create trigger contractor_eligibility_stamp
  before insert or update on public.contractor_eligibility
  for each row execute function private.stamp_eligibility();

alter table public.contractor_eligibility enable row level security;

revoke all on public.contractor_eligibility from anon, authenticated;
grant select, delete on public.contractor_eligibility to authenticated;
grant insert (user_id, path, credential, verified_on) on public.contractor_eligibility to authenticated;
grant update (path, credential, verified_on) on public.contractor_eligibility to authenticated;

create policy "People read their own eligibility, admins read all"
  on public.contractor_eligibility for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "Admins record others' eligibility"
  on public.contractor_eligibility for insert to authenticated
  with check ((select private.is_admin()) and user_id <> (select auth.uid()));

create policy "Admins change others' eligibility"
  on public.contractor_eligibility for update to authenticated
  using ((select private.is_admin()) and user_id <> (select auth.uid()))
  with check ((select private.is_admin()) and user_id <> (select auth.uid()));

create policy "Admins remove others' eligibility"
  on public.contractor_eligibility for delete to authenticated
  using ((select private.is_admin()) and user_id <> (select auth.uid()));

-- §61.402(2): who may serve on an abuse, abandonment or neglect case.
create function private.abuse_case_eligible(target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.contractor_eligibility e
     where e.user_id = target and e.path in ('gal_program_certified', 'florida_bar_member')
  )
$$;
revoke all on function private.abuse_case_eligible(uuid) from public;
grant execute on function private.abuse_case_eligible(uuid) to authenticated;

-- Cases -------------------------------------------------------------------------
alter table public.cases add column abuse_allegation boolean not null default false;
comment on column public.cases.abuse_allegation is
  'The case involves an allegation of child abuse, abandonment or neglect (§61.402(2), Fla. Stat.).';
create index cases_abuse_allegation_idx on public.cases (abuse_allegation) where abuse_allegation;

grant insert (abuse_allegation) on public.cases to authenticated;

create function private.set_abuse_allegation(case_id uuid, flag boolean)
  returns setof public.cases
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only admins mark abuse allegations' using errcode = '42501';
  end if;
  return query
    update public.cases c set abuse_allegation = set_abuse_allegation.flag
     where c.id = set_abuse_allegation.case_id
    returning c.*;
  if not found then
    raise exception 'No such case' using errcode = 'P0002';
  end if;
end
$$;
revoke all on function private.set_abuse_allegation(uuid, boolean) from public;
grant execute on function private.set_abuse_allegation(uuid, boolean) to authenticated;

create function public.set_abuse_allegation(case_id uuid, abuse_allegation boolean)
  returns setof public.cases
  language sql volatile security invoker set search_path = ''
as $$
  select * from private.set_abuse_allegation(set_abuse_allegation.case_id,
                                             set_abuse_allegation.abuse_allegation)
$$;
revoke all on function public.set_abuse_allegation(uuid, boolean) from public, anon;
grant execute on function public.set_abuse_allegation(uuid, boolean) to authenticated;

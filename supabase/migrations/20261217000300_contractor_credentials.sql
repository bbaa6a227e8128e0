-- Screening and credentials per contractor: the background screening's date, Florida Bar
-- number and status for attorneys, and the program certification's expiry. Good standing
-- now needs each of them current, not only the training hours.
--
-- The rules:
-- * credential_rules holds the legal rules as data with their source, as
--   report_deadline_rules does: the background screening's renewal interval (default 60
--   months: Level 2 screening under §39.821(1), Fla. Stat., renewed every five years under
--   §435.12(2)(b) through the Clearinghouse), marked unconfirmed until program counsel
--   confirms it. Admins change it; admins and contractors read it.
-- * contractor_credentials is one row per contractor, written by admins (who verify the
--   screening, the Bar's records and the certificate) and read by admins and the contractor
--   it belongs to; nobody else, a demoted user included (a contractor reads it only while
--   a contractor).
-- * A credential lapses on its expiry day: the screening on screened_on + the interval, the
--   certification on certification_expires_on, the Bar membership as soon as its status is
--   anything but active (a row with a Bar number is an attorney's). Days are Florida's
--   (America/New_York): a date, not a moment.
-- * A credential not yet recorded does not refuse a case: the program enters dates as it
--   verifies them, and refusing on a blank would stop every contractor the day this ships.
--   The admin directory shows "not recorded" so the gap is visible.
-- * The gate: private.case_gate_refusal (accept and assign both pass through it, and so does
--   Accept's reason on the case page) refuses with the lapsed credential named.
-- * Reminders 30 and 7 days before a lapse, to the contractor and every admin, once per
--   credential, expiry and threshold (private.credential_reminders), through private.notify
--   so they reach the bell and the email outbox like every other notification. The
--   scheduler (pg_cron on hosted) runs private.run_credential_reminders().
--
-- Replaces private.case_gate_refusal() (20261121001000_compliance): a lapsed credential refuses too.

create table public.credential_rules (
  credential text primary key
    constraint credential_rules_credential_check check (credential in ('background_screening')),
  renewal_months integer not null
    constraint credential_rules_renewal_months_check check (renewal_months between 1 and 240),
  source text not null
    constraint credential_rules_source_check check (length(trim(source)) between 1 and 300),
  confirmed_with_counsel boolean not null default false,
  updated_by uuid references public.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
create index credential_rules_updated_by_idx on public.credential_rules (updated_by);

insert into public.credential_rules (credential, renewal_months, source) values
  ('background_screening', 60,
   'Level 2 screening, §39.821(1), Fla. Stat.; rescreened every 5 years, §435.12(2)(b), Fla. Stat. To confirm with program counsel.');

create trigger credential_rules_stamp
  before update on public.credential_rules
  for each row execute function private.stamp_rule_change();

alter table public.credential_rules enable row level security;
revoke all on public.credential_rules from anon, authenticated;
grant select on public.credential_rules to authenticated;
grant update (renewal_months, source, confirmed_with_counsel) on public.credential_rules to authenticated;

create policy "Admins and contractors read the credential rules" on public.credential_rules
  for select to authenticated
  using ((select private.is_admin()) or (select private.is_contractor()));
create policy "Admins change the credential rules" on public.credential_rules
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Anonymous sessions have no access" on public.credential_rules
  as restrictive to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

create table public.contractor_credentials (
  user_id uuid primary key references public.users (id) on delete cascade,
  screened_on date,
  bar_number text
    constraint contractor_credentials_bar_number_check check (bar_number ~ '^[0-9]{1,10}$'),
  bar_status text
    constraint contractor_credentials_bar_status_check
      check (bar_status in ('active', 'inactive', 'suspended', 'delinquent', 'retired')),
  certification_expires_on date,
  updated_by uuid references public.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  constraint contractor_credentials_bar_status_with_number
    check ((bar_number is null) = (bar_status is null))
);
create index contractor_credentials_updated_by_idx on public.contractor_credentials (updated_by);

create trigger contractor_credentials_stamp
  before insert or update on public.contractor_credentials
  for each row execute function private.stamp_rule_change();

alter table public.contractor_credentials enable row level security;
revoke all on public.contractor_credentials from anon, authenticated;
grant select, delete on public.contractor_credentials to authenticated;
grant insert (user_id, screened_on, bar_number, bar_status, certification_expires_on),
      update (screened_on, bar_number, bar_status, certification_expires_on)
  on public.contractor_credentials to authenticated;

create policy "Admins and the contractor read the contractor's credentials"
  on public.contractor_credentials for select to authenticated
  using ((select private.is_admin())
         or (user_id = (select auth.uid()) and (select private.is_contractor())));
create policy "Admins record credentials" on public.contractor_credentials
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins change credentials" on public.contractor_credentials
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins delete credentials" on public.contractor_credentials
  for delete to authenticated using ((select private.is_admin()));
create policy "Anonymous sessions have no access" on public.contractor_credentials
  as restrictive to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

-- One contractor's recorded credentials with the day each lapses (null: never, e.g. an
-- attorney whose Bar status is active), as a named row type the app reads.
create type public.credential_expiry as (
  user_id uuid,
  full_name text,
  credential text,
  label text,
  expires_on date,
  lapsed boolean
);

create function private.florida_today() returns date
  language sql stable
  set search_path = ''
  as $$ select (now() at time zone 'America/New_York')::date $$;
revoke all on function private.florida_today() from public;

-- Every recorded credential of the given contractors, no authorisation (callers authorise).
create function private.credential_expiries_of(user_ids uuid[]) returns setof public.credential_expiry
  language sql stable security definer
  set search_path = ''
  as $$
  with today as (select private.florida_today() as d)
  select x.user_id, u.full_name, x.credential, x.label, x.expires_on,
         case when x.credential = 'florida_bar' then x.expires_on is not null
              else x.expires_on <= (select d from today) end
    from public.contractor_credentials k
    join public.users u on u.id = k.user_id
    cross join lateral (
      select k.user_id, 'background_screening' as credential, 'Background screening' as label,
             (k.screened_on + make_interval(months => r.renewal_months))::date as expires_on
        from public.credential_rules r
       where r.credential = 'background_screening' and k.screened_on is not null
      union all
      select k.user_id, 'certification', 'GAL certification', k.certification_expires_on
       where k.certification_expires_on is not null
      union all
      -- The Bar lapses with its status, not on a date: lapsed rows carry the day it was recorded.
      select k.user_id, 'florida_bar', 'Florida Bar membership',
             case when k.bar_status <> 'active' then (k.updated_at at time zone 'America/New_York')::date end
       where k.bar_number is not null
    ) x
   where k.user_id = any (user_ids)
$$;
revoke all on function private.credential_expiries_of(uuid[]) from public;

-- The caller's own credentials (a contractor), or every contractor's (an admin).
create function public.credential_expiries() returns setof public.credential_expiry
  language plpgsql stable security definer
  set search_path = ''
  as $$
begin
  if private.is_admin() then
    return query select * from private.credential_expiries_of(
      array(select u.id from public.users u where u.role = 'contractor'))
      order by 5 nulls last, 2, 3;
  elsif private.is_contractor() then
    return query select * from private.credential_expiries_of(array[(select auth.uid())])
      order by 5 nulls last, 3;
  end if;
end
$$;
revoke all on function public.credential_expiries() from public;
grant execute on function public.credential_expiries() to authenticated;

-- Why a contractor's credentials refuse a case, or null when none has lapsed.
create function private.credential_refusal(contractor_id uuid) returns text
  language sql stable security definer
  set search_path = ''
  as $$
  select string_agg(
           case e.credential
             when 'florida_bar' then 'Florida Bar status is ' || k.bar_status
             else e.label || ' lapsed on ' || to_char(e.expires_on, 'FMMonth FMDD, YYYY')
           end, '; ' order by e.credential)
    from private.credential_expiries_of(array[contractor_id]) e
    join public.contractor_credentials k on k.user_id = e.user_id
   where e.lapsed
$$;
revoke all on function private.credential_refusal(uuid) from public;

create or replace function private.case_gate_refusal(
  contractor_id uuid, abuse_allegation boolean, check_standing boolean, self boolean
) returns text
  language plpgsql stable security definer
  set search_path = ''
  as $$
declare
  standing public.training_standing;
  who text := 'You are';
  name text;
  lapsed text;
begin
  if not self then
    select coalesce(nullif(trim(u.full_name), ''), 'This contractor') into name
      from public.users u where u.id = case_gate_refusal.contractor_id;
    who := name || ' is';
  end if;
  if check_standing then
    standing := private.training_standing(case_gate_refusal.contractor_id);
    if not standing.good_standing then
      return who || ' not in good standing: ' || standing.shortfall;
    end if;
    lapsed := private.credential_refusal(case_gate_refusal.contractor_id);
    if lapsed is not null then
      return who || ' not in good standing: ' || lapsed;
    end if;
  end if;
  if case_gate_refusal.abuse_allegation
     and not private.abuse_case_eligible(case_gate_refusal.contractor_id) then
    return who || ' not eligible for a case with an abuse allegation: only a contractor '
      || 'certified by a GAL program or a member of The Florida Bar may serve on it '
      || '(§61.402(2), Fla. Stat.)';
  end if;
  return null;
end
$$;

-- Reminders sent, so each goes once per credential, expiry day and threshold.
create table private.credential_reminders (
  user_id uuid not null references public.users (id) on delete cascade,
  credential text not null,
  expires_on date not null,
  threshold text not null check (threshold in ('30d', '7d')),
  created_at timestamptz not null default now(),
  primary key (user_id, credential, expires_on, threshold)
);
alter table private.credential_reminders enable row level security;

create function private.run_credential_reminders() returns integer
  language plpgsql security definer
  set search_path = ''
  as $$
declare
  r record;
  admin record;
  recorded integer := 0;
  title text;
  body text;
begin
  for r in
    select e.*, (e.expires_on - private.florida_today()) as days_left,
           case when e.expires_on - private.florida_today() <= 7 then '7d' else '30d' end as threshold
      from private.credential_expiries_of(
             array(select u.id from public.users u
                    where u.role = 'contractor' and u.deactivated_at is null)) e
     where e.credential <> 'florida_bar'
       and e.expires_on > private.florida_today()
       and e.expires_on <= private.florida_today() + 30
     order by e.expires_on, e.user_id, e.credential
  loop
    insert into private.credential_reminders (user_id, credential, expires_on, threshold)
    values (r.user_id, r.credential, r.expires_on, r.threshold)
    on conflict do nothing;
    continue when not found;
    recorded := recorded + 1;
    title := r.label || ' lapses in ' || r.days_left || case when r.days_left = 1 then ' day' else ' days' end;
    body := r.label || ' lapses on ' || to_char(r.expires_on, 'FMMonth FMDD, YYYY')
      || '; after that no new case may be accepted or assigned until it is renewed.';
    perform private.notify(r.user_id, 'credential_' || r.threshold, title, body,
                           '/dashboard/profile', 'deadlines');
    for admin in select u.id from public.users u where u.role = 'admin' loop
      perform private.notify(admin.id, 'credential_' || r.threshold,
                             coalesce(nullif(trim(r.full_name), ''), 'A contractor') || ': ' || title,
                             body, '/dashboard/contractors', 'deadlines');
    end loop;
  end loop;
  return recorded;
end
$$;
revoke all on function private.run_credential_reminders() from public;

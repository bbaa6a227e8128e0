-- Billing rates: what an invoice charges per hour is set by an admin, never by
-- the contractor (issue 12: a contractor set 99,999,999.99 on their own row,
-- logged time, and the entries kept it).
--
-- Decisions where the issue is silent:
-- * billing_rate is a column on public.users, not its own table: users get
--   only column grants (full_name, hourly_rate, avatar_url), so nobody can
--   write billing_rate through the API, while the contractor still reads their
--   own rate and admins read everyone's in the Contractors directory with no
--   extra join or policy. Only the definer functions below write it.
-- * users.hourly_rate stays the contractor's asking rate (SPEC's profile
--   field), editable by them; it reaches an invoice only when an admin adopts
--   it (public.adopt_asking_rate) or sets a rate (public.set_billing_rate).
-- * Both rates are bounded: 0 to 1000.00 USD/h.
-- * When someone becomes a contractor (application approved, or an admin's
--   set_user_role) and has no billing rate yet, it starts at their asking
--   rate. A contractor demoted and promoted again keeps the rate they had.
--   (Dropped by 20261126000300_billing_rate_set_by_admins: the applicant chose
--   their own rate that way; the billing rate now starts unset.)
-- * time_entries.hourly_rate snapshots billing_rate when the entry is logged
--   and never changes afterwards. An entry logged while the contractor had no
--   billing rate is unpriced (null) and takes the first billing rate set for
--   them; a priced entry never changes, so a new rate affects only entries
--   not priced yet.
-- * Errors: 42501 not an admin; P0002 no such contractor; 22023 the user is
--   not a contractor or has no asking rate to adopt; 23514 out of bounds.
--
-- Replaces private.snapshot_hourly_rate() (20261122000500_time_entries): the
-- snapshot now takes users.billing_rate.

alter table public.users
  add column billing_rate numeric(10, 2),
  add constraint users_billing_rate_range
    check (billing_rate is null or billing_rate between 0 and 1000),
  add constraint users_hourly_rate_range
    check (hourly_rate is null or hourly_rate <= 1000);

comment on column public.users.hourly_rate is
  'The contractor''s own asking rate (USD/h). Never billed until an admin adopts it.';
comment on column public.users.billing_rate is
  'The rate (USD/h) time entries are billed at. Set by admins only.';
comment on column public.time_entries.hourly_rate is
  'The billing rate in force when the entry was logged (null: not priced yet).';

-- Becoming a contractor starts the billing rate at the asking rate.
create function private.init_billing_rate() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.role = 'contractor' and new.billing_rate is null
     and (tg_op = 'INSERT' or old.role is distinct from 'contractor') then
    new.billing_rate := new.hourly_rate;
  end if;
  return new;
end
$$;
revoke all on function private.init_billing_rate() from public;

create trigger users_init_billing_rate
  before insert or update of role on public.users
  for each row execute function private.init_billing_rate();

-- The snapshot: taken at insert; an unpriced entry takes the billing rate the
-- first time it is touched once there is one; a taken snapshot never changes.
create or replace function private.snapshot_hourly_rate() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.hourly_rate is not null then
    new.hourly_rate := old.hourly_rate;
  else
    new.hourly_rate := (select u.billing_rate from public.users u where u.id = new.user_id);
  end if;
  return new;
end
$$;

-- Sets a contractor's billing rate and prices their unpriced entries.
create function private.set_billing_rate(contractor_id uuid, rate numeric) returns numeric
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  target_role public.user_role;
begin
  if not private.is_admin() then
    raise exception 'Only admins set billing rates' using errcode = '42501';
  end if;
  select u.role into target_role from public.users u where u.id = set_billing_rate.contractor_id;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  if target_role <> 'contractor' then
    raise exception 'Billing rates are set only for contractors' using errcode = '22023';
  end if;
  if rate is null or rate < 0 or rate > 1000 then
    raise exception 'A billing rate is between 0 and 1000.00 USD per hour'
      using errcode = '23514';
  end if;
  update public.users u set billing_rate = rate where u.id = set_billing_rate.contractor_id;
  -- The snapshot trigger fills these from the new billing rate.
  update public.time_entries t set hourly_rate = null
   where t.user_id = set_billing_rate.contractor_id and t.hourly_rate is null;
  return round(rate, 2);
end
$$;
revoke all on function private.set_billing_rate(uuid, numeric) from public;
grant execute on function private.set_billing_rate(uuid, numeric) to authenticated;

create function public.set_billing_rate(contractor_id uuid, rate numeric) returns numeric
  language sql volatile security invoker set search_path = ''
as $$
  select private.set_billing_rate(set_billing_rate.contractor_id, set_billing_rate.rate)
$$;
revoke all on function public.set_billing_rate(uuid, numeric) from public, anon;
grant execute on function public.set_billing_rate(uuid, numeric) to authenticated;

-- Adopts the contractor's current asking rate as their billing rate.
create function private.adopt_asking_rate(contractor_id uuid) returns numeric
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  asking numeric;
begin
  if not private.is_admin() then
    raise exception 'Only admins set billing rates' using errcode = '42501';
  end if;
  select u.hourly_rate into asking from public.users u where u.id = adopt_asking_rate.contractor_id;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  if asking is null then
    raise exception 'This contractor has no asking rate to adopt' using errcode = '22023';
  end if;
  return private.set_billing_rate(adopt_asking_rate.contractor_id, asking);
end
$$;
revoke all on function private.adopt_asking_rate(uuid) from public;
grant execute on function private.adopt_asking_rate(uuid) to authenticated;

create function public.adopt_asking_rate(contractor_id uuid) returns numeric
  language sql volatile security invoker set search_path = ''
as $$
  select private.adopt_asking_rate(adopt_asking_rate.contractor_id)
$$;
revoke all on function public.adopt_asking_rate(uuid) from public, anon;
grant execute on function public.adopt_asking_rate(uuid) to authenticated;

-- Mileage rates (issue 19): what a mile driven for a case is reimbursed at, from a
-- date on, managed by admins in Settings.
--
-- Decisions where the issue is silent:
-- * Seeded here (so hosted projects get them too) with the IRS business standard
--   rates: 70 cents a mile from 2025-01-01 and 72.5 cents from 2026-01-01 (IRS
--   Notice 2026-10, IR-2025-128 of Dec 29, 2025; docs/decisions.md says where this
--   was read). Admins correct or add rates; nothing else changes them.
-- * cents_per_mile has one decimal, because the 2026 rate has a half cent; every
--   amount made from it is integer cents: a trip's amount is round(miles x rate)
--   (miles have one decimal), half a cent rounding up.
-- * The rate in force on a date is the one with the latest effective_from on or
--   before it (private.mileage_rate_on). A trip dated before every rate has none:
--   an invoice cannot be submitted with it until an admin adds one.
-- * Admins and contractors read the rates (a contractor sees what a trip pays);
--   free users and visitors read none. A rate is 0 to 1000 cents a mile; one
--   rate per date.

create table public.mileage_rates (
  id bigint generated always as identity primary key,
  effective_from date not null constraint mileage_rates_effective_from_key unique,
  cents_per_mile numeric(5, 1) not null
    constraint mileage_rates_cents_per_mile_range check (cents_per_mile between 0 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger mileage_rates_touch_updated_at
  before update on public.mileage_rates
  for each row execute function private.touch_updated_at();

create function private.mileage_rate_on(on_date date) returns numeric
  language sql stable security definer set search_path = ''
as $$
  select r.cents_per_mile from public.mileage_rates r
   where r.effective_from <= on_date
   order by r.effective_from desc
   limit 1
$$;
revoke all on function private.mileage_rate_on(date) from public;
grant execute on function private.mileage_rate_on(date) to authenticated;

alter table public.mileage_rates enable row level security;

revoke all on public.mileage_rates from anon, authenticated;
grant select, delete on public.mileage_rates to authenticated;
grant insert (effective_from, cents_per_mile) on public.mileage_rates to authenticated;
grant update (effective_from, cents_per_mile) on public.mileage_rates to authenticated;

create policy "Admins and contractors read mileage rates"
  on public.mileage_rates for select to authenticated
  using ((select private.is_admin()) or (select private.is_contractor()));

create policy "Admins add mileage rates"
  on public.mileage_rates for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins correct mileage rates"
  on public.mileage_rates for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete mileage rates"
  on public.mileage_rates for delete to authenticated
  using ((select private.is_admin()));

insert into public.mileage_rates (effective_from, cents_per_mile)
values ('2025-01-01', 70.0), ('2026-01-01', 72.5);

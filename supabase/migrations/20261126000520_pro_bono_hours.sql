-- Pro bono time is not billed (issue 17, item 5): an entry on a pro_bono case is
-- priced at 0, whatever the contractor's billing rate, and shown as pro bono.
--
-- Decisions where the issue is silent:
-- * The rate snapshot of a pro bono case's entry is 0, set by its own trigger after
--   the snapshot of 20261123000100_billing_rates (triggers of one kind fire in name
--   order: time_entries_snapshot_hourly_rate, then time_entries_snapshot_pro_bono),
--   so the earlier trigger is not replaced. 0 is a price, not 'unpriced' (null):
--   a pro bono entry never waits for a billing rate.
-- * Mileage and expenses of pro bono cases are reimbursed as on paid cases
--   (issue 19); only hours are free.
-- * A case's type never changes through the API (no update grant on cases.type),
--   so an entry's price cannot flip afterwards. Entries already logged on pro bono
--   cases are re-priced at 0 here.

create function private.price_pro_bono_entry() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.cases c where c.id = new.case_id and c.type = 'pro_bono') then
    new.hourly_rate := 0;
  end if;
  return new;
end
$$;
revoke all on function private.price_pro_bono_entry() from public;

create trigger time_entries_snapshot_pro_bono
  before insert or update on public.time_entries
  for each row execute function private.price_pro_bono_entry();

update public.time_entries t
   set hourly_rate = 0
  from public.cases c
 where c.id = t.case_id and c.type = 'pro_bono' and t.hourly_rate is distinct from 0;

-- A sibling group visit fulfils the planned visit on every case it covers, as it clears
-- each ticked case's Visits Due: one visit seen on three cases is the visit each case's
-- plan was for.
--
-- Rules:
-- * An open plan on any case a submitted, made, in-person contact covers
--   (public.contact_cases) is fulfilled by it when the plan was made on or before the
--   visit's day (the rule private.fulfil_planned_visits() applies to the contact's own
--   case), keeping the contact and its day.
-- * Both ways a case comes to be covered count: the contact submitted with its sibling
--   cases already linked (save_contact links them while it is a draft, then submits),
--   and a sibling case ticked on a contact already submitted.
-- * A phone call, an attempt, a draft or a visit on a case not ticked fulfils nothing.
-- * private.fulfil_covered_plans() is a trigger function (security definer: it writes
--   plans the contractor's policies would not let a contact's save reach); it runs only
--   on contacts and links the caller was allowed to write.

create function private.fulfil_covered_plans() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  contact uuid;
  only_case uuid;
begin
  if tg_table_name = 'contact_cases' then
    contact := new.contact_id;
    only_case := new.case_id;
  elsif old.status is distinct from new.status then
    contact := new.id;
  else
    return null;
  end if;
  update public.planned_visits p
     set fulfilled_by = k.id, fulfilled_on = k.contact_date
    from public.case_contacts k
    join public.contact_cases s on s.contact_id = k.id
   where k.id = contact
     and (only_case is null or s.case_id = only_case)
     and k.status = 'submitted' and k.contact_type = 'in_person' and k.contact_made
     and p.case_id = s.case_id
     and p.fulfilled_on is null
     and (p.created_at at time zone 'America/New_York')::date <= k.contact_date;
  return null;
end
$$;
revoke all on function private.fulfil_covered_plans() from public;

create trigger case_contacts_fulfil_covered_plans
  after update of status on public.case_contacts
  for each row execute function private.fulfil_covered_plans();

create trigger contact_cases_fulfil_covered_plans
  after insert on public.contact_cases
  for each row execute function private.fulfil_covered_plans();

-- Planned visits: the assigned contractor schedules the next visit on a case (a day, an
-- optional time, and with whom: free text such as "Maya and her foster mother" or a
-- role), and logging a visit fulfils the plan.
--
-- The rules:
-- * A plan belongs to its case and to the contractor who made it. The assigned contractor
--   adds, changes and deletes plans on the cases they hold; admins read every plan (they
--   see what is planned on any case); nobody else reads one, a demoted user included
--   (held_case_ids needs the contractor role). A plan's time is a wall-clock time in the
--   case's court zone, kept with its day as the contractor typed it.
-- * An open plan is fulfilled by the first submitted, made, in-person contact on its case
--   dated on or after the day the plan was made: a visit on the planned day fulfils it, and
--   so does one earlier or later (the visit happened; the plan was for it). A trigger on
--   case_contacts does it, so the contact's own save path is untouched. A fulfilled plan
--   keeps the contact that fulfilled it and that contact's day, and is no longer changed.
-- * The calendar feed carries plans as their own events: public.planned_visit_feed(token),
--   granted to the service role only like public.calendar_feed, which the calendar Edge
--   Function reads beside the court dates.

create table public.planned_visits (
  id uuid primary key default gen_random_uuid(),
  case_id uuid not null references public.cases (id) on delete cascade,
  contractor_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  planned_on date not null,
  planned_time time,
  with_whom text not null
    constraint planned_visits_with_whom_check check (length(trim(with_whom)) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  fulfilled_by uuid references public.case_contacts (id) on delete set null,
  fulfilled_on date
);
create index planned_visits_case_id_idx on public.planned_visits (case_id, planned_on);
create index planned_visits_contractor_id_idx on public.planned_visits (contractor_id, planned_on)
  where fulfilled_on is null;
create index planned_visits_fulfilled_by_idx on public.planned_visits (fulfilled_by);
-- The update policy allows open plans only (fulfilled_on is null).
create index planned_visits_fulfilled_on_idx on public.planned_visits (fulfilled_on);

create trigger planned_visits_touch_updated_at
  before update on public.planned_visits
  for each row execute function private.touch_updated_at();

create trigger audit_planned_visits
  after insert or delete or update on public.planned_visits
  for each row execute function private.audit_row_change();

alter table public.planned_visits enable row level security;
revoke all on public.planned_visits from anon, authenticated;
grant select, delete on public.planned_visits to authenticated;
grant insert (case_id, planned_on, planned_time, with_whom),
      update (planned_on, planned_time, with_whom)
  on public.planned_visits to authenticated;

create policy "Admins and the assigned contractor read planned visits" on public.planned_visits
  for select to authenticated
  using ((select private.is_admin()) or case_id in (select private.held_case_ids()));
create policy "The assigned contractor plans visits on their cases" on public.planned_visits
  for insert to authenticated
  with check (contractor_id = (select auth.uid()) and case_id in (select private.held_case_ids()));
create policy "The assigned contractor changes their open plans" on public.planned_visits
  for update to authenticated
  using (contractor_id = (select auth.uid()) and case_id in (select private.held_case_ids())
         and fulfilled_on is null)
  with check (contractor_id = (select auth.uid()) and case_id in (select private.held_case_ids()));
create policy "The assigned contractor deletes their plans" on public.planned_visits
  for delete to authenticated
  using (contractor_id = (select auth.uid()) and case_id in (select private.held_case_ids()));
create policy "Anonymous sessions have no access" on public.planned_visits
  as restrictive to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

-- A visit logged (submitted, in person, made) fulfils the case's open plans made on or
-- before the visit's day.
create function private.fulfil_planned_visits() returns trigger
  language plpgsql security definer
  set search_path = ''
  as $$
begin
  if new.status = 'submitted' and new.contact_type = 'in_person' and new.contact_made
     and (tg_op = 'INSERT' or old.status is distinct from new.status) then
    update public.planned_visits p
       set fulfilled_by = new.id, fulfilled_on = new.contact_date
     where p.case_id = new.case_id
       and p.fulfilled_on is null
       and (p.created_at at time zone 'America/New_York')::date <= new.contact_date;
  end if;
  return null;
end
$$;
revoke all on function private.fulfil_planned_visits() from public;

create trigger case_contacts_fulfil_planned_visits
  after insert or update of status on public.case_contacts
  for each row execute function private.fulfil_planned_visits();

-- The feed's plans: the token's owner's open plans (an admin's: every open plan), from 90
-- days back, as the court dates are.
create function private.planned_visit_feed(token text) returns jsonb
  language plpgsql stable security definer
  set search_path = ''
  as $$
declare
  owner public.users;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select u.* into owner
    from public.calendar_feeds f join public.users u on u.id = f.user_id
   where f.token_hash = sha256(convert_to(token, 'UTF8'));
  if not found or owner.role not in ('admin', 'contractor') then
    return null;
  end if;
  return jsonb_build_object(
    'visits', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', p.id,
               'case_title', c.title,
               'with_whom', p.with_whom,
               'planned_on', p.planned_on,
               'planned_time', p.planned_time,
               'starts_at', case when p.planned_time is null then null
                            else (p.planned_on + p.planned_time)
                                 at time zone coalesce(z.time_zone, 'America/New_York') end,
               'updated_at', p.updated_at
             ) order by p.planned_on, p.planned_time nulls first, p.id)
        from public.planned_visits p
        join public.cases c on c.id = p.case_id
        left join public.court_counties z on z.county = c.county::text
       where p.fulfilled_on is null
         and p.planned_on >= (now() at time zone 'America/New_York')::date - 90
         and c.status <> 'completed'
         and (owner.role = 'admin' or (c.contractor_id = owner.id and p.contractor_id = owner.id))
    ), '[]'::jsonb)
  );
end
$$;
revoke all on function private.planned_visit_feed(text) from public;

create function public.planned_visit_feed(token text) returns jsonb
  language sql stable
  set search_path = ''
  as $$ select private.planned_visit_feed(token) $$;
revoke all on function public.planned_visit_feed(text) from public, anon, authenticated;
grant execute on function private.planned_visit_feed(text) to service_role;
grant execute on function public.planned_visit_feed(text) to service_role;

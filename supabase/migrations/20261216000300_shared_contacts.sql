-- One contact for several cases, and the people a contact saw.
--
-- Rules:
-- * A contact covers one or more cases (public.contact_cases): always its own case
--   (case_contacts.case_id, the case its mileage and expenses are billed on) and,
--   when that case is in a sibling group, any of the group's other cases that are
--   assigned to the same contractor and not completed. The insert, update and
--   delete policies say so: the contact is the caller's and still writable, the
--   case is one the caller may log on (assigned to them), and it is the contact's
--   own case or its sibling (private.may_share_case).
-- * The contact's time is split between its cases in quarter hours, never billed
--   twice: each case gets one time entry (time_entries is unique on contact and
--   case), and the entries always add up to the contact's time rounded up to the
--   quarter hour. A case's share is the contractor's (contact_cases.quarters) when
--   every share is given and they add up; otherwise the split is even, the first
--   cases (the contact's own first) taking the quarters left over. save_contact
--   refuses shares that do not add up unless the duration itself changed, which
--   re-splits evenly.
-- * The contact stays one record: editing or deleting it changes every case's
--   entry, under the same invoice locks as before (private.invoice_lock looks at
--   every entry of the contact, so an approved invoice holding any share locks it),
--   and changing its cases is refused while it is locked.
-- * A contact records the people seen (public.contact_people: children and parties
--   of its cases); their roles are added to contact_with, which stays the roles
--   kept for reports.
-- * The contractor chooses the case that carries a shared contact's mileage and
--   expenses: its own case may move to one of its siblings, nowhere else.
--
-- Replaces public.save_contact() (20261121000600_work_record): takes the shared
-- cases and the people seen (null keeps them as they are).
-- Replaces private.sync_contact_time_entry() (20261121000600_work_record): one
-- entry per case the contact covers.

set check_function_bodies = false;

create table public.contact_cases (
  contact_id uuid not null references public.case_contacts (id) on delete cascade,
  case_id uuid not null references public.cases (id) on delete cascade,
  quarters smallint,
  created_at timestamptz not null default now(),
  primary key (contact_id, case_id),
  constraint contact_cases_quarters_range check (quarters between 1 and 96)
);
create index contact_cases_case_id_idx on public.contact_cases (case_id);

comment on table public.contact_cases is 'The cases one contact covers, each with its share of the time in quarter hours (null: an even share).';

insert into public.contact_cases (contact_id, case_id)
select k.id, k.case_id from public.case_contacts k;

alter table public.time_entries drop constraint time_entries_contact_id_key;
alter table public.time_entries add constraint time_entries_contact_case_key unique (contact_id, case_id);

create table public.contact_people (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid not null references public.case_contacts (id) on delete cascade,
  child_id uuid references public.case_children (id) on delete cascade,
  party_id uuid references public.case_parties (id) on delete cascade,
  constraint contact_people_one_person check (num_nonnulls(child_id, party_id) = 1)
);
create unique index contact_people_child_once on public.contact_people (contact_id, child_id) where child_id is not null;
create unique index contact_people_party_once on public.contact_people (contact_id, party_id) where party_id is not null;
create index contact_people_child_id_idx on public.contact_people (child_id);
create index contact_people_party_id_idx on public.contact_people (party_id);

comment on table public.contact_people is 'The children and parties a contact saw.';

-- Helpers

create function private.may_share_case(contact uuid, target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.case_contacts k
     where k.id = may_share_case.contact
       and (k.case_id = may_share_case.target
            or exists (
              select 1 from public.sibling_links a
              join public.sibling_links b on b.group_id = a.group_id
               where a.case_id = k.case_id and b.case_id = may_share_case.target))
  )
$$;
revoke all on function private.may_share_case(uuid, uuid) from public;
grant execute on function private.may_share_case(uuid, uuid) to authenticated;

-- Each case's share of the contact's time, in hours: the contractor's when given in
-- full and adding up, otherwise even.
create function private.contact_shares(contact uuid)
  returns table (case_id uuid, hours numeric)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  k public.case_contacts;
  total integer;
  n integer;
  given integer;
begin
  select * into k from public.case_contacts x where x.id = contact_shares.contact;
  if not found or k.minutes is null then
    return;
  end if;
  total := ceil(k.minutes / 15.0)::integer;
  select count(*), case when count(*) = count(s.quarters) then sum(s.quarters) end
    into n, given
    from public.contact_cases s where s.contact_id = k.id;
  if n = 0 then
    return query select k.case_id, total / 4.0;
    return;
  end if;
  if given = total then
    return query select s.case_id, s.quarters / 4.0 from public.contact_cases s where s.contact_id = k.id;
    return;
  end if;
  if total < n then
    raise exception 'A contact of % minutes cannot be split across % cases: each case needs at least a quarter hour',
      k.minutes, n using errcode = 'GC212';
  end if;
  return query
    select s.case_id,
           ((total / n) + case when row_number() over (order by s.case_id <> k.case_id, s.case_id) <= total % n
                               then 1 else 0 end) / 4.0
      from public.contact_cases s where s.contact_id = k.id;
end
$$;
revoke all on function private.contact_shares(uuid) from public;
grant execute on function private.contact_shares(uuid) to authenticated;

-- Keeps a submitted contact's entries, one per case it covers, in step with it.
create function private.sync_contact_time_entries(contact uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  k public.case_contacts;
  covered integer;
  label text;
begin
  select * into k from public.case_contacts x where x.id = sync_contact_time_entries.contact;
  if not found or k.status <> 'submitted' then
    return;
  end if;
  select count(*) into covered from public.contact_cases s where s.contact_id = k.id;
  label := private.contact_description(k)
           || case when covered > 1 then format(' (one visit shared by %s sibling cases)', covered) else '' end;
  delete from public.time_entries t
   where t.contact_id = k.id
     and t.case_id not in (select s.case_id from private.contact_shares(k.id) s);
  insert into public.time_entries as t (case_id, user_id, description, hours, date, contact_id)
  select s.case_id, k.user_id, label, s.hours, k.contact_date, k.id
    from private.contact_shares(k.id) s
  on conflict (contact_id, case_id) do update
    set description = excluded.description, hours = excluded.hours, date = excluded.date
    where (t.description, t.hours, t.date)
          is distinct from (excluded.description, excluded.hours, excluded.date);
end
$$;
revoke all on function private.sync_contact_time_entries(uuid) from public;

create or replace function private.sync_contact_time_entry() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.status <> 'submitted' then
    return null;
  end if;
  perform private.sync_contact_time_entries(new.id);

  if new.follow_up and (tg_op = 'INSERT' or old.status = 'draft' or not old.follow_up) then
    insert into public.messages (case_id, sender_id, body)
    values (
      new.case_id, new.user_id,
      'Follow-up needed after the ' || lower(private.contact_type_label(new.contact_type))
        || ' of ' || to_char(new.contact_date, 'FMMonth FMDD, YYYY')
        || case when trim(new.notes) <> '' then ': ' || left(trim(new.notes), 4500) else '.' end
    );
  end if;
  return null;
end
$$;

-- A contact always covers its own case: written with the contact, before any share.
-- Its own case (where mileage and expenses are billed) moves only to a sibling.
create function private.cover_own_case() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.case_id = new.case_id then
    return null;
  end if;
  if tg_op = 'UPDATE' and not exists (
    select 1 from public.sibling_links a
    join public.sibling_links b on b.group_id = a.group_id
     where a.case_id = old.case_id and b.case_id = new.case_id
  ) then
    raise exception 'A contact''s mileage and expenses go on one of its sibling cases' using errcode = '22023';
  end if;
  insert into public.contact_cases (contact_id, case_id) values (new.id, new.case_id)
  on conflict do nothing;
  return null;
end
$$;
revoke all on function private.cover_own_case() from public;

create trigger case_contacts_cover_own_case
  after insert or update of case_id on public.case_contacts
  for each row execute function private.cover_own_case();

-- Changing which cases a contact covers, or their shares, is refused while the
-- contact is on a submitted, approved or paid invoice; the entries follow.
create function private.refuse_locked_contact_case() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  locked text := private.invoice_lock(contact_id => coalesce(new.contact_id, old.contact_id));
begin
  if locked is not null then
    raise exception '%', locked using errcode = 'GC210';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
revoke all on function private.refuse_locked_contact_case() from public;

create function private.sync_contact_case() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform private.sync_contact_time_entries(coalesce(new.contact_id, old.contact_id));
  return null;
end
$$;
revoke all on function private.sync_contact_case() from public;

create trigger contact_cases_lock_invoiced before insert or update or delete on public.contact_cases
  for each row execute function private.refuse_locked_contact_case();
create trigger contact_cases_sync_time_entries after insert or update or delete on public.contact_cases
  for each row execute function private.sync_contact_case();

-- RLS

alter table public.contact_cases enable row level security;
alter table public.contact_people enable row level security;
revoke all on public.contact_cases, public.contact_people from anon, authenticated;
grant select, insert, delete on public.contact_cases to authenticated;
-- The contractor picks which of a shared contact's cases carries its mileage and
-- expenses (a sibling only: private.cover_own_case; the update policy: a case they log on).
grant update (case_id) on public.case_contacts to authenticated;
grant update (quarters) on public.contact_cases to authenticated;
grant select, insert, delete on public.contact_people to authenticated;

create policy "Anonymous sessions have no access"
  on public.contact_cases as restrictive to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access"
  on public.contact_people as restrictive to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

create policy "Contractors read their own contacts' cases and admins read all"
  on public.contact_cases for select to authenticated
  using (contact_id in (select private.own_contact_ids()) or (select private.is_admin()));
create policy "Contractors add only their own sibling cases to their contacts"
  on public.contact_cases for insert to authenticated
  with check (
    contact_id in (select private.writable_contact_ids())
    and case_id in (select private.loggable_case_ids())
    and private.may_share_case(contact_id, case_id)
  );
create policy "Contractors adjust the shares of their own contacts"
  on public.contact_cases for update to authenticated
  using (contact_id in (select private.writable_contact_ids()) and case_id in (select private.loggable_case_ids()))
  with check (contact_id in (select private.writable_contact_ids()) and case_id in (select private.loggable_case_ids()));
create policy "Contractors take their own cases off their contacts"
  on public.contact_cases for delete to authenticated
  using (contact_id in (select private.writable_contact_ids()) and case_id in (select private.loggable_case_ids()));

create policy "Contractors read whom their own contacts saw and admins read all"
  on public.contact_people for select to authenticated
  using (contact_id in (select private.own_contact_ids()) or (select private.is_admin()));
create policy "Contractors record whom their own contacts saw"
  on public.contact_people for insert to authenticated
  with check (contact_id in (select private.writable_contact_ids()));
create policy "Contractors correct whom their own contacts saw"
  on public.contact_people for delete to authenticated
  using (contact_id in (select private.writable_contact_ids()));

-- A person seen must be a child or party of one of the contact's cases.
create function private.check_contact_person() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.contact_cases s
     where s.contact_id = new.contact_id
       and s.case_id in (
         select c.case_id from public.case_children c where c.id = new.child_id
         union all
         select p.case_id from public.case_parties p where p.id = new.party_id)
  ) then
    raise exception 'A person seen must be on one of the contact''s cases' using errcode = '22023';
  end if;
  return new;
end
$$;
revoke all on function private.check_contact_person() from public;
create trigger contact_people_check before insert on public.contact_people
  for each row execute function private.check_contact_person();

-- Saving

drop function public.save_contact(uuid, uuid, date, public.contact_type, public.contact_party[],
  boolean, integer, numeric, text, boolean, boolean, jsonb);

create function public.save_contact(
  contact_id uuid, case_id uuid, contact_date date default null,
  contact_type public.contact_type default null,
  contact_with public.contact_party[] default '{}', contact_made boolean default true,
  minutes integer default null, miles numeric default 0, notes text default '',
  follow_up boolean default false, submit boolean default false, expenses jsonb default '[]',
  shares jsonb default null, people uuid[] default null
) returns setof public.case_contacts
  language plpgsql set search_path = ''
as $$
declare
  saved public.case_contacts;
  before_minutes integer;
  kept uuid[];
  roles public.contact_party[];
  wanted uuid[];
  given integer;
  counted integer;
  total integer;
begin
  if jsonb_typeof(coalesce(expenses, '[]')) <> 'array' then
    raise exception 'expenses must be a JSON array' using errcode = '22023';
  end if;
  if shares is not null and jsonb_typeof(shares) <> 'array' then
    raise exception 'shares must be a JSON array' using errcode = '22023';
  end if;
  -- The roles of the people seen are the roles the contact records.
  roles := array(
    select 'child'::public.contact_party from public.case_children c where c.id = any (coalesce(people, '{}'))
    union
    select private.party_role(p.kind) from public.case_parties p where p.id = any (coalesce(people, '{}'))
  );
  select k.minutes into before_minutes from public.case_contacts k where k.id = save_contact.contact_id;

  insert into public.case_contacts as k (
    id, case_id, contact_date, contact_type, contact_with, contact_made, minutes, miles, notes,
    follow_up, status
  )
  values (
    save_contact.contact_id, save_contact.case_id, coalesce(save_contact.contact_date, current_date),
    save_contact.contact_type, coalesce(save_contact.contact_with, '{}') || roles,
    coalesce(save_contact.contact_made, true), save_contact.minutes,
    coalesce(save_contact.miles, 0), coalesce(save_contact.notes, ''),
    coalesce(save_contact.follow_up, false), 'draft'
  )
  on conflict (id) do update
    set case_id = excluded.case_id,
        contact_date = excluded.contact_date, contact_type = excluded.contact_type,
        contact_with = excluded.contact_with, contact_made = excluded.contact_made,
        minutes = excluded.minutes, miles = excluded.miles, notes = excluded.notes,
        follow_up = excluded.follow_up
    where (save_contact.submit or k.status = 'draft')
      and (k.case_id, k.contact_date, k.contact_type, k.contact_with, k.contact_made, k.minutes,
           k.miles, k.notes, k.follow_up)
          is distinct from
          (excluded.case_id, excluded.contact_date, excluded.contact_type, excluded.contact_with,
           excluded.contact_made, excluded.minutes, excluded.miles, excluded.notes,
           excluded.follow_up);

  select * into saved from public.case_contacts k where k.id = save_contact.contact_id;
  -- Autosave of a contact submitted meanwhile (another tab): leave it as it is.
  if not found or (saved.status = 'submitted' and not save_contact.submit) then
    return query select saved.* where saved.id is not null;
    return;
  end if;

  select coalesce(array_agg((x ->> 'id')::uuid), '{}') into kept
    from jsonb_array_elements(coalesce(expenses, '[]')) x;
  delete from public.contact_expenses e
   where e.contact_id = save_contact.contact_id and not (e.id = any (kept));
  insert into public.contact_expenses as e (id, contact_id, description, amount_cents, receipt_path)
  select (x ->> 'id')::uuid, save_contact.contact_id, nullif(trim(x ->> 'description'), ''),
         (x ->> 'amount_cents')::integer, nullif(x ->> 'receipt_path', '')
    from jsonb_array_elements(coalesce(expenses, '[]')) x
  on conflict (id) do update
    set description = excluded.description, amount_cents = excluded.amount_cents,
        receipt_path = excluded.receipt_path
    where e.contact_id = excluded.contact_id
      and (e.description, e.amount_cents, e.receipt_path)
          is distinct from (excluded.description, excluded.amount_cents, excluded.receipt_path);

  if shares is not null then
    wanted := array(select (x ->> 'case_id')::uuid from jsonb_array_elements(shares) x)
              || save_contact.case_id;
    select count(*), case when count(*) = count(x ->> 'quarters') then sum((x ->> 'quarters')::integer) end
      into counted, given
      from jsonb_array_elements(shares) x;
    total := ceil(save_contact.minutes / 15.0)::integer;
    -- Shares that do not add up: refused, unless the duration changed (then re-split evenly).
    if given is not null and total is not null and given <> total then
      if before_minutes is distinct from save_contact.minutes then
        given := null;
      elsif save_contact.submit then
        raise exception 'The shares add up to % hours, not the contact''s % hours', (given / 4.0)::numeric(6,2), (total / 4.0)::numeric(6,2)
          using errcode = 'GC212';
      end if;
    end if;
    delete from public.contact_cases s
     where s.contact_id = save_contact.contact_id and not (s.case_id = any (wanted));
    insert into public.contact_cases as s (contact_id, case_id, quarters)
    select save_contact.contact_id, w.case_id,
           case when given is not null then (
             select (x ->> 'quarters')::smallint from jsonb_array_elements(shares) x
              where (x ->> 'case_id')::uuid = w.case_id limit 1) end
      from (select distinct u as case_id from unnest(wanted) u) w
    on conflict on constraint contact_cases_pkey do update
      set quarters = excluded.quarters
      where s.quarters is distinct from excluded.quarters;
  end if;

  if people is not null then
    if (select count(distinct u) from unnest(people) u)
       <> (select count(*) from public.case_children c where c.id = any (people))
          + (select count(*) from public.case_parties x where x.id = any (people)) then
      raise exception 'A person seen must be on one of the contact''s cases' using errcode = '22023';
    end if;
    delete from public.contact_people p
     where p.contact_id = save_contact.contact_id
       and not (coalesce(p.child_id, p.party_id) = any (people));
    insert into public.contact_people (contact_id, child_id)
    select save_contact.contact_id, c.id from public.case_children c
     where c.id = any (people)
       and not exists (select 1 from public.contact_people p
                        where p.contact_id = save_contact.contact_id and p.child_id = c.id);
    insert into public.contact_people (contact_id, party_id)
    select save_contact.contact_id, x.id from public.case_parties x
     where x.id = any (people)
       and not exists (select 1 from public.contact_people p
                        where p.contact_id = save_contact.contact_id and p.party_id = x.id);
  end if;

  if save_contact.submit and saved.status = 'draft' then
    update public.case_contacts k set status = 'submitted' where k.id = save_contact.contact_id;
  end if;
  return query select * from public.case_contacts k where k.id = save_contact.contact_id;
end
$$;
revoke all on function public.save_contact(uuid, uuid, date, public.contact_type, public.contact_party[],
  boolean, integer, numeric, text, boolean, boolean, jsonb, jsonb, uuid[]) from public, anon;
grant execute on function public.save_contact(uuid, uuid, date, public.contact_type, public.contact_party[],
  boolean, integer, numeric, text, boolean, boolean, jsonb, jsonb, uuid[]) to authenticated, service_role;

-- Case data: every change is on the audit log.
create trigger audit_contact_cases after insert or update or delete on public.contact_cases
  for each row execute function private.audit_row_change();
create trigger audit_contact_people after insert or update or delete on public.contact_people
  for each row execute function private.audit_row_change();

reset check_function_bodies;

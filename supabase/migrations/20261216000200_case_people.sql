-- The people on a case: its children (name, date of birth, placement and school)
-- and its parties (parents, caregivers, relatives, attorneys, the caseworker, the
-- judge), so a contact can say whom it saw and a GAL can answer "when did I last
-- see Maya?".
--
-- Rules:
-- * Children and parties follow the case: admins and the case's assigned
--   contractor read and write them (private.participant_case_ids, which asks for
--   the role, so a demoted admin or contractor reads none); nobody else reads
--   them, another contractor included. Anonymous sessions have no access.
-- * A party's kind is one of the roles a contact records; a relative is kept as
--   'other' in a contact's roles (contact_with has no relative).
-- * Every change is on the audit log (case data).

create type public.child_placement as enum (
  'parent', 'relative', 'non_relative', 'foster_home', 'group_home', 'residential',
  'independent_living', 'other'
);

create type public.party_kind as enum (
  'parent', 'caregiver', 'relative', 'attorney', 'caseworker', 'judge', 'other'
);

create table public.case_children (
  id uuid primary key default gen_random_uuid(),
  case_id uuid not null references public.cases (id) on delete cascade,
  full_name text not null,
  birth_date date,
  placement_type public.child_placement,
  placement_county public.florida_county,
  school text not null default '',
  notes text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint case_children_full_name_length check (length(trim(full_name)) between 1 and 200),
  constraint case_children_school_length check (length(school) <= 200),
  constraint case_children_notes_length check (length(notes) <= 2000),
  constraint case_children_birth_date_range check (birth_date > date '1990-01-01')
);
create index case_children_case_id_idx on public.case_children (case_id, full_name);

create table public.case_parties (
  id uuid primary key default gen_random_uuid(),
  case_id uuid not null references public.cases (id) on delete cascade,
  kind public.party_kind not null,
  full_name text not null,
  phone text not null default '',
  email text not null default '',
  organisation text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint case_parties_full_name_length check (length(trim(full_name)) between 1 and 200),
  constraint case_parties_phone_length check (length(phone) <= 40),
  constraint case_parties_email_shape check (email = '' or (length(email) <= 254 and email like '%_@_%')),
  constraint case_parties_organisation_length check (length(organisation) <= 200)
);
create index case_parties_case_id_idx on public.case_parties (case_id, kind, full_name);

create trigger case_children_touch before update on public.case_children
  for each row execute function private.touch_updated_at();
create trigger case_parties_touch before update on public.case_parties
  for each row execute function private.touch_updated_at();

alter table public.case_children enable row level security;
alter table public.case_parties enable row level security;
revoke all on public.case_children, public.case_parties from anon, authenticated;
grant select, delete on public.case_children, public.case_parties to authenticated;
grant insert (id, case_id, full_name, birth_date, placement_type, placement_county, school, notes),
      update (full_name, birth_date, placement_type, placement_county, school, notes)
  on public.case_children to authenticated;
grant insert (id, case_id, kind, full_name, phone, email, organisation),
      update (kind, full_name, phone, email, organisation)
  on public.case_parties to authenticated;

create policy "Anonymous sessions have no access"
  on public.case_children as restrictive to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));
create policy "Anonymous sessions have no access"
  on public.case_parties as restrictive to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

create policy "Admins and the assigned contractor read a case's children"
  on public.case_children for select to authenticated
  using ((select private.is_admin()) or case_id in (select private.participant_case_ids()));
create policy "Admins and the assigned contractor add a case's children"
  on public.case_children for insert to authenticated
  with check ((select private.is_admin()) or case_id in (select private.participant_case_ids()));
create policy "Admins and the assigned contractor edit a case's children"
  on public.case_children for update to authenticated
  using ((select private.is_admin()) or case_id in (select private.participant_case_ids()))
  with check ((select private.is_admin()) or case_id in (select private.participant_case_ids()));
create policy "Admins and the assigned contractor remove a case's children"
  on public.case_children for delete to authenticated
  using ((select private.is_admin()) or case_id in (select private.participant_case_ids()));

create policy "Admins and the assigned contractor read a case's parties"
  on public.case_parties for select to authenticated
  using ((select private.is_admin()) or case_id in (select private.participant_case_ids()));
create policy "Admins and the assigned contractor add a case's parties"
  on public.case_parties for insert to authenticated
  with check ((select private.is_admin()) or case_id in (select private.participant_case_ids()));
create policy "Admins and the assigned contractor edit a case's parties"
  on public.case_parties for update to authenticated
  using ((select private.is_admin()) or case_id in (select private.participant_case_ids()))
  with check ((select private.is_admin()) or case_id in (select private.participant_case_ids()));
create policy "Admins and the assigned contractor remove a case's parties"
  on public.case_parties for delete to authenticated
  using ((select private.is_admin()) or case_id in (select private.participant_case_ids()));

-- The contact role a party is recorded under.
create function private.party_role(kind public.party_kind) returns public.contact_party
  language sql immutable set search_path = ''
as $$
  select case kind
    when 'parent' then 'parent'
    when 'caregiver' then 'caregiver'
    when 'attorney' then 'attorney'
    when 'caseworker' then 'caseworker'
    when 'judge' then 'judge'
    else 'other'
  end::public.contact_party
$$;
revoke all on function private.party_role(public.party_kind) from public;
grant execute on function private.party_role(public.party_kind) to authenticated;

-- Case data: every change is on the audit log.
create trigger audit_case_children after insert or update or delete on public.case_children
  for each row execute function private.audit_row_change();
create trigger audit_case_parties after insert or update or delete on public.case_parties
  for each row execute function private.audit_row_change();

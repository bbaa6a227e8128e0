-- Sibling groups: dependency cases of brothers and sisters, linked by an admin so
-- one GAL's visit, court date or contact can cover the whole group.
--
-- Rules:
-- * A case belongs to at most one sibling group (public.sibling_links, keyed by the
--   case). Only admins link and unlink (insert, update and delete policies: admins
--   only); public.link_siblings() merges the groups of the cases it is given, and
--   public.unlink_sibling() takes one case out (a group left with one case ends).
-- * Admins read every link; a contractor reads the links of the groups their own
--   cases are in (private.visible_sibling_group_ids: participants only, so a
--   demoted user reads none). public.case_siblings() lists a case's other siblings
--   as the caller may see them (security invoker: the cases' own RLS decides, so a
--   contractor never learns the title of a sibling held by someone else).
-- * Every change is on the audit log (case data).

create table public.sibling_links (
  case_id uuid primary key references public.cases (id) on delete cascade,
  group_id uuid not null,
  linked_by uuid default auth.uid() references public.users (id) on delete set null,
  linked_at timestamptz not null default now()
);
create index sibling_links_group_id_idx on public.sibling_links (group_id);
create index sibling_links_linked_by_idx on public.sibling_links (linked_by);

comment on table public.sibling_links is 'Which sibling group each linked case is in (a group is the cases sharing a group_id).';

alter table public.sibling_links enable row level security;
revoke all on public.sibling_links from anon, authenticated;
grant select, insert, delete on public.sibling_links to authenticated;
grant update (group_id) on public.sibling_links to authenticated;

create function private.visible_sibling_group_ids() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select l.group_id from public.sibling_links l
   where l.case_id in (select private.participant_case_ids())
$$;
revoke all on function private.visible_sibling_group_ids() from public;
grant execute on function private.visible_sibling_group_ids() to authenticated;

create policy "Anonymous sessions have no access"
  on public.sibling_links as restrictive to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

create policy "Admins read every sibling link, contractors those of their cases' groups"
  on public.sibling_links for select to authenticated
  using ((select private.is_admin()) or group_id in (select private.visible_sibling_group_ids()));

create policy "Only admins link sibling cases"
  on public.sibling_links for insert to authenticated
  with check ((select private.is_admin()));

create policy "Only admins move a case between sibling groups"
  on public.sibling_links for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "Only admins unlink sibling cases"
  on public.sibling_links for delete to authenticated
  using ((select private.is_admin()));

-- A case as a sibling: what the case page lists.
create type public.sibling_case as (
  id uuid,
  title text,
  status public.case_status,
  county text,
  contractor_id uuid,
  group_id uuid
);

-- Links the cases into one group, merging any groups they are already in.
create function public.link_siblings(case_ids uuid[]) returns setof public.sibling_links
  language plpgsql set search_path = ''
as $$
declare
  target uuid;
  wanted uuid[] := array(select distinct x from unnest(link_siblings.case_ids) x where x is not null);
begin
  if not private.is_admin() then
    raise exception 'Only admins link sibling cases' using errcode = '42501';
  end if;
  if cardinality(wanted) < 2 then
    raise exception 'Choose at least two cases to link as siblings' using errcode = '22023';
  end if;
  if (select count(*) from public.cases c where c.id = any (wanted)) <> cardinality(wanted) then
    raise exception 'A case to link was not found' using errcode = '22023';
  end if;
  select l.group_id into target from public.sibling_links l
   where l.case_id = any (wanted) order by l.linked_at, l.group_id limit 1;
  target := coalesce(target, gen_random_uuid());
  update public.sibling_links l set group_id = target
   where l.group_id in (select g.group_id from public.sibling_links g where g.case_id = any (wanted))
     and l.group_id <> target;
  insert into public.sibling_links (case_id, group_id)
  select x, target from unnest(wanted) x
  on conflict (case_id) do nothing;
  return query select * from public.sibling_links l where l.group_id = target order by l.linked_at, l.case_id;
end
$$;
revoke all on function public.link_siblings(uuid[]) from public, anon;
grant execute on function public.link_siblings(uuid[]) to authenticated;

-- Takes a case out of its sibling group; a group left with one case ends.
create function public.unlink_sibling(case_id uuid) returns void
  language plpgsql set search_path = ''
as $$
declare
  old_group uuid;
begin
  if not private.is_admin() then
    raise exception 'Only admins unlink sibling cases' using errcode = '42501';
  end if;
  delete from public.sibling_links l where l.case_id = unlink_sibling.case_id
  returning l.group_id into old_group;
  if old_group is not null
     and (select count(*) from public.sibling_links l where l.group_id = old_group) < 2 then
    delete from public.sibling_links l where l.group_id = old_group;
  end if;
end
$$;
revoke all on function public.unlink_sibling(uuid) from public, anon;
grant execute on function public.unlink_sibling(uuid) to authenticated;

-- The case's other siblings that the caller may see, by title.
create function public.case_siblings(case_id uuid) returns setof public.sibling_case
  language sql stable set search_path = ''
as $$
  select c.id, c.title, c.status, c.county::text, c.contractor_id, l.group_id
    from public.sibling_links me
    join public.sibling_links l on l.group_id = me.group_id and l.case_id <> me.case_id
    join public.cases c on c.id = l.case_id
   where me.case_id = case_siblings.case_id
   order by c.title, c.id
$$;
revoke all on function public.case_siblings(uuid) from public, anon;
grant execute on function public.case_siblings(uuid) to authenticated;

-- Case data: every change is on the audit log.
create trigger audit_sibling_links after insert or update or delete on public.sibling_links
  for each row execute function private.audit_row_change();

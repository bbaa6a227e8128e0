-- A GAL request becomes a case: the admin opens New Case filled from the request and
-- posts it; the request is then marked converted and both link to each other.
--
-- The rules:
-- * cases.request_id names the request a case was made from (one case per request: a
--   unique index). It is the one link: the request's case is the case whose request_id is
--   the request's id (PostgREST embeds it both ways through the foreign key), so the two
--   can never disagree. A request that is deleted leaves its case, unlinked.
-- * Posting a case with a request_id marks the request converted in the same statement
--   (a definer trigger: the admin's insert policy already decides who posts cases). A
--   request already closed or converted is refused: the form offers conversion only from
--   the inbox's open requests, and a second case for one request is a mistake.
-- * request_status gains 'converted' between contacted and closed: statuses only move
--   forward (private.stamp_gal_request_status), so a converted request may still be
--   closed later and its case link stays.

alter type public.request_status add value if not exists 'converted' before 'closed';

alter table public.cases
  add column request_id uuid references public.gal_requests (id) on delete set null;
create unique index cases_request_id_key on public.cases (request_id);
grant insert (request_id) on public.cases to authenticated;

create function private.convert_request() returns trigger
  language plpgsql security definer
  set search_path = ''
  as $$
declare
  current public.request_status;
begin
  select r.status into current from public.gal_requests r where r.id = new.request_id for update;
  if not found then
    raise exception 'No such request' using errcode = 'P0002';
  end if;
  -- Compared as text: the value added above cannot be cast to in the transaction that adds it.
  if current::text in ('converted', 'closed') then
    raise exception 'This request is already % and cannot become a case', current
      using errcode = 'GC007';
  end if;
  update public.gal_requests set status = 'converted'::text::public.request_status
   where id = new.request_id;
  return new;
end
$$;
revoke all on function private.convert_request() from public;

create trigger cases_convert_request
  before insert on public.cases
  for each row when (new.request_id is not null)
  execute function private.convert_request();

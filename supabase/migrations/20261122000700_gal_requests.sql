-- GAL requests: the landing page's 'Find a Guardian ad Litem for your Case'
-- form. Anyone (anon or signed in) may file one; only admins read or change it.
--
-- Decisions where SPEC is silent:
-- * case_type must be one of the form's five labels, stored as shown.
-- * county is free text (the form shows 'X County'); only its length is capped.
-- * Every text field is length-capped and the email shape-checked, because
--   this is the one table strangers can write to.
-- * A filer never reads their request back (insert with return=minimal).
-- * voice_note_path is the object name in the private voice-notes bucket,
--   which must be 'requests/{uuid}.webm' (see the storage migration).
-- * Admins may change only status; nobody deletes requests through the API.

create type public.request_status as enum ('new', 'contacted', 'closed');

create table public.gal_requests (
  id uuid primary key default gen_random_uuid(),
  case_type text not null check (case_type in (
    'Divorce with Minor Children', 'Child Custody Dispute', 'Parenting Plan Modification',
    'Relocation Case', 'Other Family Law Matter'
  )),
  county text not null check (length(trim(county)) between 1 and 100),
  name text not null check (length(trim(name)) between 1 and 200),
  email text not null check (length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text not null check (length(trim(phone)) between 1 and 50),
  details text not null check (length(trim(details)) between 1 and 10000),
  urgent boolean not null default false,
  voice_note_path text check (
    voice_note_path ~ '^requests/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webm$'
  ),
  status public.request_status not null default 'new',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index gal_requests_status_idx on public.gal_requests (status);
create index gal_requests_created_at_idx on public.gal_requests (created_at desc);

create trigger gal_requests_touch_updated_at
  before update on public.gal_requests
  for each row execute function private.touch_updated_at();

alter table public.gal_requests enable row level security;

revoke all on public.gal_requests from anon, authenticated;
grant insert (case_type, county, name, email, phone, details, urgent, voice_note_path)
  on public.gal_requests to anon, authenticated;
grant select on public.gal_requests to authenticated;
grant update (status) on public.gal_requests to authenticated;

create policy "Anyone files a new GAL request"
  on public.gal_requests for insert to anon, authenticated
  with check (status = 'new');

create policy "Admins read GAL requests"
  on public.gal_requests for select to authenticated
  using ((select private.is_admin()));

create policy "Admins change GAL request status"
  on public.gal_requests for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

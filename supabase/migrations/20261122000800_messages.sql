-- Messages: per case, between the case's admin and its contractor.
--
-- Decisions where SPEC is silent:
-- * Participants are the case's admin_id and contractor_id. Other admins read
--   every message (oversight) but write only on their own cases.
-- * A message is immutable: nobody edits a body, their own or another's.
--   The only change is read_at, set by the recipient (the participant who
--   did not send it). Nobody deletes messages through the API.
-- * A contractor unassigned from a case loses access to its messages.

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  case_id uuid not null
    constraint messages_case_id_fkey references public.cases (id) on delete cascade,
  sender_id uuid not null default auth.uid()
    constraint messages_sender_id_fkey references public.users (id) on delete cascade,
  body text not null check (length(trim(body)) between 1 and 5000),
  read_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index messages_case_id_idx on public.messages (case_id, created_at);
create index messages_sender_id_idx on public.messages (sender_id);

create trigger messages_touch_updated_at
  before update on public.messages
  for each row execute function private.touch_updated_at();

-- Cases on which the caller is the admin or the contractor.
create function private.participant_case_ids() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select c.id from public.cases c
   where c.admin_id = (select auth.uid()) or c.contractor_id = (select auth.uid())
$$;
revoke all on function private.participant_case_ids() from public;
grant execute on function private.participant_case_ids() to authenticated;

alter table public.messages enable row level security;

revoke all on public.messages from anon, authenticated;
grant select on public.messages to authenticated;
grant insert (case_id, sender_id, body) on public.messages to authenticated;
grant update (read_at) on public.messages to authenticated;

create policy "Case participants and admins read messages"
  on public.messages for select to authenticated
  using (
    (select private.is_admin())
    or case_id in (select private.participant_case_ids())
  );

create policy "Case participants send messages as themselves"
  on public.messages for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and case_id in (select private.participant_case_ids())
  );

create policy "Recipients mark messages read"
  on public.messages for update to authenticated
  using (
    sender_id <> (select auth.uid())
    and case_id in (select private.participant_case_ids())
  )
  with check (
    sender_id <> (select auth.uid())
    and case_id in (select private.participant_case_ids())
  );

-- Internal decision notes (issue 17, item 4): the applicant read
-- status_reason and application_events.reason through the API, while the
-- review form called that field a note "recorded in the history".
--
-- Decisions where the issue is silent:
-- * Two texts per decision. status_reason (and the event's reason) is the
--   message to the applicant: they read it with the decision and the reason
--   code. The internal note lives in public.application_notes, one row per
--   history event, which only admins read (RLS) and nobody writes through the
--   API: public.review_application() (security definer) adds it with the
--   event it belongs to.
-- * A table, not a column: RLS on a whole table is one rule for every path
--   (select, embeds from application_events, views), where a column grant
--   cannot tell an admin from an applicant (both are `authenticated`).
-- * Texts written before this migration were typed into a field labelled as
--   a note for the history, so they are treated as internal: each becomes the
--   internal note of its event, and the copies the applicant could read are
--   cleared. Nothing is lost; nothing is shown to the applicant that an admin
--   did not write for them.

create table public.application_notes (
  id bigint generated always as identity primary key,
  event_id bigint not null
    constraint application_notes_event_id_fkey references public.application_events (id) on delete cascade
    constraint application_notes_event_id_key unique,
  note text not null check (length(trim(note)) between 1 and 2000),
  author_id uuid
    constraint application_notes_author_id_fkey references public.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index application_notes_author_id_idx on public.application_notes (author_id);

comment on table public.application_notes is
  'Admin-only notes on application decisions, one per history event. Applicants never read them.';
comment on column public.contractor_applications.status_reason is
  'The message to the applicant with the latest decision (they read it).';
comment on column public.assistant_applications.status_reason is
  'The message to the applicant with the latest decision (they read it).';
comment on column public.application_events.reason is
  'The message to the applicant with this decision (they read it); internal notes are in application_notes.';

alter table public.application_notes enable row level security;
revoke all on public.application_notes from anon, authenticated;
grant select on public.application_notes to authenticated;

create policy "Admins read internal application notes"
  on public.application_notes for select to authenticated
  using ((select private.is_admin()));

-- Earlier texts become internal notes.
insert into public.application_notes (event_id, note, author_id, created_at)
select e.id, e.reason, e.actor_id, e.created_at
  from public.application_events e
 where nullif(trim(e.reason), '') is not null;
update public.application_events set reason = null where reason is not null;
update public.contractor_applications set status_reason = null where status_reason is not null;
update public.assistant_applications set status_reason = null where status_reason is not null;

-- One entry feeds everything (issue 19): a submitted contact writes exactly one
-- linked time entry, kept in step by the database, and a follow-up contact posts
-- into the case's message thread.
--
-- Decisions where the issue is silent:
-- * time_entries.contact_id links the entry (unique; null for work that is not a
--   contact, logged with 'Add Time Entry'). Clients cannot write it (no grant).
-- * The entry: hours = the contact's minutes rounded up to the quarter hour, date =
--   the contact date, description from the type, whether it was made and who it was
--   with ('In-person contact with child, parent'; 'Phone call attempted with
--   caseworker'). It follows every change of the submitted contact and goes with it
--   (on delete cascade). The usual time entry rules apply to it (its rate snapshot,
--   GC001, 24 hours a day: a contact that would pass 24 hours is refused with GC002).
-- * A linked entry is changed only through its contact: editing or deleting it
--   directly is refused (GC211, 'change or delete the contact instead'). The guard
--   lets the sync (a trigger inside a trigger) and the cascade through.
-- * follow_up: when a contact is submitted with follow-up ticked, or a submitted
--   contact gets it ticked, one message from the contractor goes into the case's
--   thread (public.messages, read by the case's admin), saying what contact it
--   follows and the notes. Unticking it later does not take the message back.
-- * These triggers are new and separate from the time entry triggers of earlier
--   migrations (snapshot, limits), which are not replaced here.

alter table public.time_entries
  add column contact_id uuid
    constraint time_entries_contact_id_fkey references public.case_contacts (id) on delete cascade,
  add constraint time_entries_contact_id_key unique (contact_id);

comment on column public.time_entries.contact_id is
  'The submitted contact this entry comes from (null: work that is not a contact).';

-- 'In-person', 'Text message', ... as a person reads them.
create function private.contact_type_label(t public.contact_type) returns text
  language sql immutable set search_path = ''
as $$
  select case t
    when 'in_person' then 'In-person contact'
    when 'phone' then 'Phone call'
    when 'video' then 'Video call'
    when 'email' then 'Email'
    when 'text_message' then 'Text message'
    when 'court' then 'Court appearance'
    else 'Other contact'
  end
$$;
revoke all on function private.contact_type_label(public.contact_type) from public;

create function private.contact_description(k public.case_contacts) returns text
  language sql immutable set search_path = ''
as $$
  select private.contact_type_label(k.contact_type)
         || case when k.contact_made then ' with ' else ' attempted with ' end
         || array_to_string(
              array(select replace(p::text, '_', ' ') from unnest(k.contact_with) p), ', '
            )
$$;
revoke all on function private.contact_description(public.case_contacts) from public;

create function private.sync_contact_time_entry() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.status <> 'submitted' then
    return null;
  end if;
  insert into public.time_entries as t (case_id, user_id, description, hours, date, contact_id)
  values (
    new.case_id, new.user_id, private.contact_description(new),
    ceil(new.minutes / 15.0) / 4, new.contact_date, new.id
  )
  on conflict (contact_id) do update
    set description = excluded.description, hours = excluded.hours, date = excluded.date
    where (t.description, t.hours, t.date)
          is distinct from (excluded.description, excluded.hours, excluded.date);

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
revoke all on function private.sync_contact_time_entry() from public;

create trigger case_contacts_sync_time_entry
  after insert or update on public.case_contacts
  for each row execute function private.sync_contact_time_entry();

-- Direct edits of a linked entry are refused; the sync and the cascade run one
-- trigger level deeper and pass.
create function private.guard_contact_time_entry() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if old.contact_id is not null and pg_trigger_depth() < 2 then
    raise exception 'This entry comes from a contact: change or delete the contact instead'
      using errcode = 'GC211';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
revoke all on function private.guard_contact_time_entry() from public;

create trigger time_entries_guard_contact
  before update of case_id, user_id, description, hours, date or delete on public.time_entries
  for each row execute function private.guard_contact_time_entry();

-- Case contacts (issue 19): every contact a contractor has with the child and the
-- people around them, with what it cost (expenses, receipts). Names are as issue 19
-- writes them: later features (issue 21's 30-day visit standard) read
-- case_contacts.contact_type = 'in_person', contact_made, 'child' = any(contact_with)
-- and status = 'submitted'.
--
-- Decisions where the issue is silent:
-- * A draft is a row with status 'draft', saved while the contractor types. Drafts
--   keep only the bounds (minutes 1..1440, miles 0..1000 with one decimal, notes up
--   to 5,000 characters, an expense 1 cent to $10,000); a submitted contact needs
--   everything: a type, at least one person, minutes, a date not in the future and
--   not before its case was created (its Florida date, as time entries' GC001), and
--   every expense complete. Each refusal is GC201 with a sentence naming the rule;
--   a bound is 23514 from its named constraint.
-- * Submitted is final: a submitted contact may be corrected or deleted (until an
--   invoice locks it), never turned back into a draft.
-- * contact_with is a set: stored sorted, without repeats.
-- * Who: the case's assigned contractor writes contacts on it while they are a
--   contractor and the case is not completed (private.loggable_case_ids, as time
--   entries); they read their own, admins read all, nobody else reads any (free
--   users never). The validation trigger is security invoker, so it reads only what
--   the caller may read: a case of someone else's is invisible to it and RLS refuses
--   the row with its usual denial, never with a figure of that case.
-- * public.save_contact() saves a contact and its expenses in one call, by an id the
--   client makes up when the form opens: a retried or doubled save updates the same
--   row, so autosave never makes a second draft and Submit never submits twice.
--   Autosave (submit false) touches only drafts; submit true validates and submits
--   (or saves a correction to a submitted contact). It is security invoker: the
--   table policies below are the whole rule.
-- * Expenses: contact_expenses rows, deleted with their contact. A receipt is an
--   object in the private 'receipts' bucket named '{user id}/{contact id}/{file}',
--   PDF or image (png, jpeg, webp, gif, heic), at most 5 MB. The contractor uploads
--   into their own writable contacts' folders and reads their folder, admins read
--   every receipt; an object is deleted only by its owner and only once no expense
--   names it (so a locked expense's receipt stays). Nobody overwrites one.

create type public.contact_type as enum (
  'in_person', 'phone', 'video', 'email', 'text_message', 'court', 'other'
);
create type public.contact_party as enum (
  'child', 'parent', 'caregiver', 'foster_parent', 'caseworker', 'attorney', 'teacher',
  'therapist', 'judge', 'other'
);
create type public.contact_status as enum ('draft', 'submitted');

create table public.case_contacts (
  id uuid primary key default gen_random_uuid(),
  case_id uuid not null
    constraint case_contacts_case_id_fkey references public.cases (id) on delete restrict,
  user_id uuid not null default auth.uid()
    constraint case_contacts_user_id_fkey references public.users (id) on delete restrict,
  contact_date date not null default current_date,
  contact_type public.contact_type,
  contact_with public.contact_party[] not null default '{}'
    constraint case_contacts_contact_with_size check (cardinality(contact_with) <= 10),
  contact_made boolean not null default true,
  minutes integer constraint case_contacts_minutes_range check (minutes between 1 and 1440),
  miles numeric(5, 1) not null default 0
    constraint case_contacts_miles_range check (miles between 0 and 1000),
  notes text not null default '' constraint case_contacts_notes_length check (length(notes) <= 5000),
  follow_up boolean not null default false,
  status public.contact_status not null default 'draft',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The trigger below explains each missing piece; this keeps the rule if it is replaced.
  constraint case_contacts_submitted_complete check (
    status = 'draft'
    or (contact_type is not null and cardinality(contact_with) > 0 and minutes is not null)
  )
);
create index case_contacts_case_id_idx on public.case_contacts (case_id, contact_date desc);
create index case_contacts_user_id_idx on public.case_contacts (user_id, contact_date);

create table public.contact_expenses (
  id uuid primary key default gen_random_uuid(),
  contact_id uuid not null
    constraint contact_expenses_contact_id_fkey references public.case_contacts (id) on delete cascade,
  description text constraint contact_expenses_description_length check (length(description) <= 500),
  amount_cents integer
    constraint contact_expenses_amount_range check (amount_cents between 1 and 1000000),
  receipt_path text constraint contact_expenses_receipt_path_length check (length(receipt_path) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contact_expenses_contact_id_idx on public.contact_expenses (contact_id);
create index contact_expenses_receipt_path_idx on public.contact_expenses (receipt_path);

create trigger case_contacts_touch_updated_at
  before update on public.case_contacts
  for each row execute function private.touch_updated_at();
create trigger contact_expenses_touch_updated_at
  before update on public.contact_expenses
  for each row execute function private.touch_updated_at();

-- Contacts the caller may read: their own while a contractor.
create function private.own_contact_ids() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select k.id from public.case_contacts k
   where k.user_id = (select auth.uid()) and private.is_contractor()
$$;
revoke all on function private.own_contact_ids() from public;
grant execute on function private.own_contact_ids() to authenticated;

-- Contacts the caller may change: their own, on a case they may still log time on.
create function private.writable_contact_ids() returns setof uuid
  language sql stable security definer set search_path = ''
as $$
  select k.id from public.case_contacts k
   where k.user_id = (select auth.uid())
     and k.case_id in (select private.loggable_case_ids())
$$;
revoke all on function private.writable_contact_ids() from public;
grant execute on function private.writable_contact_ids() to authenticated;

-- A submitted contact's rules, each with its own sentence (GC201). Security invoker:
-- it reads the case and expenses as the caller may.
create function private.check_case_contact() returns trigger
  language plpgsql security invoker set search_path = ''
as $$
declare
  case_created date;
begin
  new.contact_with := array(select distinct p from unnest(new.contact_with) p order by p);
  if tg_op = 'UPDATE' and old.status = 'submitted' and new.status = 'draft' then
    raise exception 'A submitted contact cannot go back to being a draft' using errcode = 'GC201';
  end if;
  if new.status = 'draft' then
    return new;
  end if;
  if new.contact_type is null then
    raise exception 'Choose the type of contact' using errcode = 'GC201';
  end if;
  if cardinality(new.contact_with) = 0 then
    raise exception 'Choose who the contact was with' using errcode = 'GC201';
  end if;
  if new.minutes is null then
    raise exception 'Enter how many minutes the contact took' using errcode = 'GC201';
  end if;
  if new.contact_date > current_date then
    raise exception 'The contact date cannot be in the future' using errcode = 'GC201';
  end if;
  select (c.created_at at time zone 'America/Chicago')::date into case_created
    from public.cases c where c.id = new.case_id;
  if new.contact_date < case_created then
    raise exception 'A contact cannot be dated before its case was created (%)', case_created
      using errcode = 'GC201';
  end if;
  if exists (
    select 1 from public.contact_expenses e
     where e.contact_id = new.id
       and (e.amount_cents is null or coalesce(trim(e.description), '') = '')
  ) then
    raise exception 'Every expense needs a description and an amount' using errcode = 'GC201';
  end if;
  return new;
end
$$;
revoke all on function private.check_case_contact() from public;

create trigger case_contacts_check
  before insert or update on public.case_contacts
  for each row execute function private.check_case_contact();

-- An expense of a submitted contact is complete.
create function private.check_contact_expense() returns trigger
  language plpgsql security invoker set search_path = ''
as $$
begin
  if (new.amount_cents is null or coalesce(trim(new.description), '') = '')
     and exists (
       select 1 from public.case_contacts k where k.id = new.contact_id and k.status = 'submitted'
     ) then
    raise exception 'Every expense needs a description and an amount' using errcode = 'GC201';
  end if;
  return new;
end
$$;
revoke all on function private.check_contact_expense() from public;

create trigger contact_expenses_check
  before insert or update on public.contact_expenses
  for each row execute function private.check_contact_expense();

alter table public.case_contacts enable row level security;
alter table public.contact_expenses enable row level security;

revoke all on public.case_contacts from anon, authenticated;
grant select, delete on public.case_contacts to authenticated;
grant insert (id, case_id, user_id, contact_date, contact_type, contact_with, contact_made, minutes,
              miles, notes, follow_up, status) on public.case_contacts to authenticated;
grant update (contact_date, contact_type, contact_with, contact_made, minutes, miles, notes,
              follow_up, status) on public.case_contacts to authenticated;

create policy "Contractors read their own contacts and admins read all"
  on public.case_contacts for select to authenticated
  using (
    (user_id = (select auth.uid()) and (select private.is_contractor()))
    or (select private.is_admin())
  );

create policy "Contractors log contacts only on their own open cases"
  on public.case_contacts for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and case_id in (select private.loggable_case_ids())
  );

create policy "Contractors correct their own contacts until the case is completed"
  on public.case_contacts for update to authenticated
  using (
    user_id = (select auth.uid())
    and case_id in (select private.loggable_case_ids())
  )
  with check (
    user_id = (select auth.uid())
    and case_id in (select private.loggable_case_ids())
  );

create policy "Contractors delete their own contacts until the case is completed"
  on public.case_contacts for delete to authenticated
  using (
    user_id = (select auth.uid())
    and case_id in (select private.loggable_case_ids())
  );

revoke all on public.contact_expenses from anon, authenticated;
grant select, delete on public.contact_expenses to authenticated;
grant insert (id, contact_id, description, amount_cents, receipt_path)
  on public.contact_expenses to authenticated;
grant update (description, amount_cents, receipt_path) on public.contact_expenses to authenticated;

create policy "Contractors read their own contacts' expenses and admins read all"
  on public.contact_expenses for select to authenticated
  using (
    contact_id in (select private.own_contact_ids())
    or (select private.is_admin())
  );

-- A receipt must sit in the owner's folder for this very contact.
create policy "Contractors add expenses to their own open contacts"
  on public.contact_expenses for insert to authenticated
  with check (
    contact_id in (select private.writable_contact_ids())
    and (receipt_path is null
         or receipt_path like (select auth.uid())::text || '/' || contact_id::text || '/%')
  );

create policy "Contractors correct their own open contacts' expenses"
  on public.contact_expenses for update to authenticated
  using (contact_id in (select private.writable_contact_ids()))
  with check (
    contact_id in (select private.writable_contact_ids())
    and (receipt_path is null
         or receipt_path like (select auth.uid())::text || '/' || contact_id::text || '/%')
  );

create policy "Contractors delete their own open contacts' expenses"
  on public.contact_expenses for delete to authenticated
  using (contact_id in (select private.writable_contact_ids()));

-- Saves a contact and its expenses (see the decisions above). expenses is a JSON
-- array of {id, description, amount_cents, receipt_path}; expenses of the contact not
-- in it are deleted. Everything after the ids may be left out (a draft's blanks).
create function public.save_contact(
  contact_id uuid,
  case_id uuid,
  contact_date date default null,
  contact_type public.contact_type default null,
  contact_with public.contact_party[] default '{}',
  contact_made boolean default true,
  minutes integer default null,
  miles numeric default 0,
  notes text default '',
  follow_up boolean default false,
  submit boolean default false,
  expenses jsonb default '[]'
) returns setof public.case_contacts
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  saved public.case_contacts;
  kept uuid[];
begin
  if jsonb_typeof(coalesce(expenses, '[]')) <> 'array' then
    raise exception 'expenses must be a JSON array' using errcode = '22023';
  end if;
  insert into public.case_contacts as k (
    id, case_id, contact_date, contact_type, contact_with, contact_made, minutes, miles, notes,
    follow_up, status
  )
  values (
    save_contact.contact_id, save_contact.case_id, coalesce(save_contact.contact_date, current_date),
    save_contact.contact_type, coalesce(save_contact.contact_with, '{}'),
    coalesce(save_contact.contact_made, true), save_contact.minutes,
    coalesce(save_contact.miles, 0), coalesce(save_contact.notes, ''),
    coalesce(save_contact.follow_up, false), 'draft'
  )
  on conflict (id) do update
    set contact_date = excluded.contact_date, contact_type = excluded.contact_type,
        contact_with = excluded.contact_with, contact_made = excluded.contact_made,
        minutes = excluded.minutes, miles = excluded.miles, notes = excluded.notes,
        follow_up = excluded.follow_up
    where (save_contact.submit or k.status = 'draft')
      and (k.contact_date, k.contact_type, k.contact_with, k.contact_made, k.minutes, k.miles,
           k.notes, k.follow_up)
          is distinct from
          (excluded.contact_date, excluded.contact_type, excluded.contact_with,
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

  if save_contact.submit and saved.status = 'draft' then
    update public.case_contacts k set status = 'submitted' where k.id = save_contact.contact_id;
  end if;
  return query select * from public.case_contacts k where k.id = save_contact.contact_id;
end
$$;
revoke all on function public.save_contact(
  uuid, uuid, date, public.contact_type, public.contact_party[], boolean, integer, numeric, text,
  boolean, boolean, jsonb
) from public, anon;
grant execute on function public.save_contact(
  uuid, uuid, date, public.contact_type, public.contact_party[], boolean, integer, numeric, text,
  boolean, boolean, jsonb
) to authenticated;

-- Receipts ---------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'receipts', 'receipts', false, 5242880,
  array['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/heic']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- '{uid}/{contact id}/{file}' of a contact the caller may still change.
create function private.is_writable_receipt_path(name text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select split_part(name, '/', 1) = (select auth.uid())::text
     and split_part(name, '/', 3) <> ''
     and split_part(name, '/', 4) = ''
     and exists (
       select 1 from private.writable_contact_ids() w
        where w::text = split_part(name, '/', 2)
     )
$$;
revoke all on function private.is_writable_receipt_path(text) from public;
grant execute on function private.is_writable_receipt_path(text) to authenticated;

-- No expense names it (a locked expense keeps its receipt).
create function private.is_unused_receipt(name text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select not exists (select 1 from public.contact_expenses e where e.receipt_path = name)
$$;
revoke all on function private.is_unused_receipt(text) from public;
grant execute on function private.is_unused_receipt(text) to authenticated;

create policy "Contractors upload receipts for their own open contacts"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'receipts' and private.is_writable_receipt_path(name));

create policy "Contractors read their own receipts and admins read all"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'receipts'
    and (split_part(name, '/', 1) = (select auth.uid())::text or (select private.is_admin()))
  );

create policy "Contractors delete their own receipts no expense names"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'receipts'
    and split_part(name, '/', 1) = (select auth.uid())::text
    and private.is_unused_receipt(name)
  );

-- An append-only audit log of confidential child records: who changed what,
-- who looked, who exported and who opened a signed link, kept for the
-- program's retention period. Only admins (at aal2) read it, through
-- public.audit_entries() (who acted is for admins only, as in every history).
--
-- Rules:
-- * One trigger function, private.audit_row_change(), on every table that
--   holds case data (every public table with a case_id column, plus cases,
--   invoices, invoice_lines, contact_expenses, time_entries, training_records,
--   contractor_eligibility) and on the columns that decide who may see it
--   (users.role, billing_rate, deactivated_at; applications' status). Each
--   row change writes who (auth.uid(), null for the system), when, the table,
--   the row id, the operation and each changed column's old and new value.
--   updated_at alone is not a change.
-- * private.unaudited_case_tables() lists any case-data table without the
--   trigger; a pgTAP test keeps it empty, so a new table cannot skip the log.
-- * Views, exports and signed links are logged through RPCs the app calls:
--   record_case_view (at most one per user and case an hour, only for a case
--   the caller can open), record_export (dataset, filter, row count),
--   record_signed_link (bucket and path, only for an object the caller can
--   read).
-- * Nobody updates or deletes a log row: no role has the grant, and a trigger
--   refuses it even to the owner. private.purge_audit_log() is the only
--   deleter, removing rows older than program_settings.audit_retention_years
--   (default 7).
-- * public.reset_user_factors(user_id): an admin removes another user's
--   second factors and ends their sessions (a lost device), on record.

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- No foreign key: a log row outlives the account it names.
  actor_id uuid,
  table_name text not null check (length(table_name) between 1 and 100),
  row_id text check (length(row_id) <= 200),
  case_id uuid,
  operation text not null
    check (operation in ('insert', 'update', 'delete', 'view', 'export', 'signed_link', 'reset_factors')),
  -- Rows are written by triggers from already-checked rows; the cap only bounds a runaway.
  changes jsonb not null default '{}' check (length(changes::text) <= 2000000)
);
create index audit_log_at_idx on public.audit_log (at desc);
create index audit_log_actor_id_idx on public.audit_log (actor_id);
create index audit_log_case_id_idx on public.audit_log (case_id);
create index audit_log_table_row_idx on public.audit_log (table_name, row_id);

-- No role reads the table directly; admins read it through public.audit_entries().
alter table public.audit_log enable row level security;
revoke all on public.audit_log from public, anon, authenticated, service_role;
grant select on public.audit_log to service_role;

create policy "Anonymous sessions have no access"
  on public.audit_log as restrictive to authenticated
  using (not (select private.is_anonymous())) with check (not (select private.is_anonymous()));

alter table public.program_settings
  add column audit_retention_years integer not null default 7
    constraint program_settings_audit_retention_years_check check (audit_retention_years between 1 and 50);
grant update (audit_retention_years) on public.program_settings to authenticated;

-- Append-only, even for the table's owner; the purge sets the flag for itself.
create function private.refuse_audit_change() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and current_setting('gal.audit_purge', true) = 'on' then
    return old;
  end if;
  raise exception 'The audit log is append-only' using errcode = '42501';
end
$$;

create trigger audit_log_append_only
  before update or delete on public.audit_log
  for each row execute function private.refuse_audit_change();
create trigger audit_log_no_truncate
  before truncate on public.audit_log
  for each statement execute function private.refuse_audit_change();

-- The one writer of change rows. Arguments, when given, are the only columns watched.
create function private.audit_row_change() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  any_row jsonb := coalesce(new_row, old_row);
  changes jsonb := '{}';
  col text;
begin
  for col in select jsonb_object_keys(any_row) loop
    continue when col = 'updated_at';
    continue when tg_nargs > 0 and not (col = any (tg_argv));
    if (old_row -> col) is distinct from (new_row -> col) then
      changes := changes || jsonb_build_object(
        col, jsonb_build_object('old', old_row -> col, 'new', new_row -> col));
    end if;
  end loop;
  if changes = '{}' then
    return null;
  end if;
  insert into public.audit_log (actor_id, table_name, row_id, case_id, operation, changes)
  values (
    (select auth.uid()),
    tg_table_name,
    coalesce(any_row ->> 'id', any_row ->> 'user_id'),
    case when tg_table_name = 'cases' then (any_row ->> 'id')::uuid
         else (any_row ->> 'case_id')::uuid end,
    lower(tg_op),
    changes
  );
  return null;
end
$$;
revoke all on function private.audit_row_change() from public;

-- Tables named here hold case data without a case_id column.
create function private.audited_table_names() returns text[]
  language sql immutable set search_path = ''
as $$
  select array['cases', 'invoices', 'invoice_lines', 'contact_expenses', 'time_entries',
               'training_records', 'contractor_eligibility', 'users',
               'contractor_applications', 'assistant_applications']
$$;

create function private.unaudited_case_tables() returns setof text
  language sql stable set search_path = ''
as $$
  select c.relname::text
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> 'audit_log'
    and (c.relname = any (private.audited_table_names())
         or exists (select 1 from pg_catalog.pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'case_id' and not a.attisdropped))
    and not exists (select 1 from pg_catalog.pg_trigger t
                    where t.tgrelid = c.oid and not t.tgisinternal
                      and t.tgfoid = 'private.audit_row_change()'::regprocedure)
  order by 1
$$;

create trigger audit_users
  after insert or update or delete on public.users
  for each row execute function private.audit_row_change('role', 'billing_rate', 'deactivated_at');
create trigger audit_contractor_applications
  after insert or update or delete on public.contractor_applications
  for each row execute function private.audit_row_change('status', 'status_reason_code', 'status_reason');
create trigger audit_assistant_applications
  after insert or update or delete on public.assistant_applications
  for each row execute function private.audit_row_change('status', 'status_reason_code', 'status_reason');

do $$
declare
  t text;
begin
  for t in select * from private.unaudited_case_tables() loop
    execute format(
      'create trigger audit_%1$s after insert or update or delete on public.%1$I
         for each row execute function private.audit_row_change()', t);
  end loop;
end
$$;

create function private.purge_audit_log() returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  removed integer;
begin
  perform set_config('gal.audit_purge', 'on', true);
  delete from public.audit_log
  where at < now() - make_interval(
    years => (select audit_retention_years from public.program_settings where id));
  get diagnostics removed = row_count;
  perform set_config('gal.audit_purge', 'off', true);
  return removed;
end
$$;
revoke all on function private.purge_audit_log() from public, anon, authenticated;

-- Opening a case page: one row per user and case an hour, for a case the caller can open.
create function public.record_case_view(case_id uuid) returns boolean
  language plpgsql security definer set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in to open a case' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.cases c
    where c.id = record_case_view.case_id
      and ((select private.is_admin()) or c.contractor_id = me or c.admin_id = me
           or (c.status = 'open' and (select private.is_active_contractor())))
  ) then
    raise exception 'Case not found' using errcode = '42501';
  end if;
  -- Two tabs opening the same page at once still write one row.
  perform pg_advisory_xact_lock(hashtext('case_view:' || me::text || record_case_view.case_id::text));
  if exists (
    select 1 from public.audit_log l
    where l.case_id = record_case_view.case_id and l.actor_id = me and l.operation = 'view'
      and l.at > now() - interval '1 hour'
  ) then
    return false;
  end if;
  insert into public.audit_log (actor_id, table_name, row_id, case_id, operation)
  values (me, 'cases', record_case_view.case_id::text, record_case_view.case_id, 'view');
  return true;
end
$$;

create function public.record_export(dataset text, filter jsonb, row_count integer) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to export' using errcode = '42501';
  end if;
  if length(dataset) not between 1 and 100 or row_count < 0 or length(filter::text) > 4000 then
    raise exception 'Invalid export record' using errcode = '22023';
  end if;
  insert into public.audit_log (actor_id, table_name, operation, changes)
  values ((select auth.uid()), dataset, 'export',
          jsonb_build_object('filter', filter, 'row_count', row_count));
end
$$;

-- A signed link to a receipt, certificate or voice note, for an object the caller can read.
create function public.record_signed_link(bucket text, path text) returns void
  language plpgsql security invoker set search_path = ''
as $$
declare
  object_id uuid;
begin
  select o.id into object_id from storage.objects o
  where o.bucket_id = record_signed_link.bucket and o.name = record_signed_link.path;
  if object_id is null then
    raise exception 'Object not found' using errcode = '42501';
  end if;
  perform private.write_signed_link_audit(bucket, path, object_id);
end
$$;

create function private.write_signed_link_audit(bucket text, path text, object_id uuid) returns void
  language sql security definer set search_path = ''
as $$
  insert into public.audit_log (actor_id, table_name, row_id, operation, changes)
  values ((select auth.uid()), 'storage.objects', object_id::text, 'signed_link',
          jsonb_build_object('bucket', bucket, 'path', path))
$$;
revoke all on function private.write_signed_link_audit(text, text, uuid) from public, anon;
grant execute on function private.write_signed_link_audit(text, text, uuid) to authenticated;

-- A lost device: another admin removes the user's second factors and ends their sessions.
create function public.reset_user_factors(user_id uuid) returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  removed integer;
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins reset second factors' using errcode = '42501';
  end if;
  if reset_user_factors.user_id = (select auth.uid()) then
    raise exception 'Ask another admin to reset your own second factor' using errcode = '42501';
  end if;
  delete from auth.mfa_factors f where f.user_id = reset_user_factors.user_id;
  get diagnostics removed = row_count;
  delete from auth.sessions s where s.user_id = reset_user_factors.user_id;
  insert into public.audit_log (actor_id, table_name, row_id, operation, changes)
  values ((select auth.uid()), 'auth.mfa_factors', reset_user_factors.user_id::text,
          'reset_factors', jsonb_build_object('factors_removed', removed));
  return removed;
end
$$;

revoke all on function public.record_case_view(uuid) from public, anon;
revoke all on function public.record_export(text, jsonb, integer) from public, anon;
revoke all on function public.record_signed_link(text, text) from public, anon;
revoke all on function public.reset_user_factors(uuid) from public, anon;
grant execute on function public.record_case_view(uuid) to authenticated;
grant execute on function public.record_export(text, jsonb, integer) to authenticated;
grant execute on function public.record_signed_link(text, text) to authenticated;
grant execute on function public.reset_user_factors(uuid) to authenticated;

-- The log for admins at aal2, newest first, filtered by case, person, kind and dates.
create function public.audit_entries(
  for_case uuid default null,
  for_person uuid default null,
  of_kind text default null,
  since timestamptz default null,
  until timestamptz default null,
  max_rows integer default 500
) returns table (
  id bigint, at timestamptz, actor_id uuid, actor_name text, table_name text, row_id text,
  case_id uuid, case_title text, operation text, changes jsonb
)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins read the audit log' using errcode = '42501';
  end if;
  return query
    select l.id, l.at, l.actor_id, u.full_name, l.table_name, l.row_id, l.case_id, c.title,
           l.operation, l.changes
    from public.audit_log l
    left join public.users u on u.id = l.actor_id
    left join public.cases c on c.id = l.case_id
    where (for_case is null or l.case_id = for_case)
      and (for_person is null or l.actor_id = for_person
           or (l.table_name = 'users' and l.row_id = for_person::text))
      and (of_kind is null or l.operation = of_kind)
      and (audit_entries.since is null or l.at >= audit_entries.since)
      and (audit_entries.until is null or l.at < audit_entries.until)
    order by l.at desc, l.id desc
    limit least(greatest(coalesce(max_rows, 500), 1), 5000);
end
$$;
revoke all on function public.audit_entries(uuid, uuid, text, timestamptz, timestamptz, integer) from public, anon;
grant execute on function public.audit_entries(uuid, uuid, text, timestamptz, timestamptz, integer) to authenticated;

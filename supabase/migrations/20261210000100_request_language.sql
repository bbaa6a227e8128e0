-- Requests remember the visitor's language: the public form is offered in English, Spanish
-- and Haitian Creole, and the reply (the confirmation email, the team's call) goes out in the
-- language the visitor wrote in. The visitor's own words are stored as written, untranslated.

alter table public.gal_requests
  add column language text not null default 'en'
  constraint gal_requests_language_check check (language in ('en', 'es', 'ht'));

comment on column public.gal_requests.language is
  'The language the visitor filed the request in (en, es, ht): the confirmation email is written in it.';

-- The inbox filters on it beside status.
create index gal_requests_language_idx on public.gal_requests (language, created_at desc);

-- Filers may set it (the form sends the page's language); like every other column they
-- may insert, it is checked above.
grant insert (language) on table public.gal_requests to authenticated;

-- The visitor's confirmation email ("we received your request"), in their language. A
-- queue of its own beside the notifications outbox: a visitor is not a user, and the
-- send-email function writes the email from the request's language. Filed with the request
-- (a trigger), so no client can skip or forge it.
create table public.request_confirmations (
  request_id uuid primary key references public.gal_requests (id) on delete cascade,
  status public.email_status not null default 'queued',
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text check (length(last_error) <= 1000),
  created_at timestamptz not null default now()
);
create index request_confirmations_due_idx on public.request_confirmations (next_attempt_at)
  where status in ('queued', 'sending');

alter table public.request_confirmations enable row level security;
revoke all on table public.request_confirmations from anon, authenticated;
grant all on table public.request_confirmations to service_role;
-- Like every public table: no policy lets a session in, and anonymous sessions never.
create policy "Anonymous sessions have no access" on public.request_confirmations
  as restrictive to authenticated
  using (not (select private.is_anonymous()))
  with check (not (select private.is_anonymous()));

create function private.queue_request_confirmation() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
begin
  insert into public.request_confirmations (request_id) values (new.id);
  return new;
end
$$;
revoke all on function private.queue_request_confirmation() from public;

create trigger gal_requests_queue_confirmation
  after insert on public.gal_requests
  for each row execute function private.queue_request_confirmation();

-- Claims due confirmations for the sender (for update skip locked, so runs may overlap);
-- one left 'sending' by a dead sender is taken again after 10 minutes.
create function public.claim_request_confirmations(max_jobs integer default 20)
  returns table (
    request_id uuid,
    email text,
    name text,
    language text,
    case_type text,
    county text,
    created_at timestamptz
  )
  language sql
  set search_path = ''
as $$
  with picked as (
    select c.request_id from public.request_confirmations c
     where (c.status = 'queued' and c.next_attempt_at <= now())
        or (c.status = 'sending' and c.claimed_at < now() - interval '10 minutes')
     order by c.next_attempt_at, c.request_id
     limit greatest(1, least(claim_request_confirmations.max_jobs, 100))
       for update skip locked
  ), claimed as (
    update public.request_confirmations c
       set status = 'sending', claimed_at = now(), attempts = c.attempts + 1
      from picked where c.request_id = picked.request_id
    returning c.request_id
  )
  select r.id, r.email, r.name, r.language, r.case_type, r.county, r.created_at
    from claimed join public.gal_requests r on r.id = claimed.request_id
$$;

-- The sender's report: sent, or retried with backoff (1, 5, 25, 125 minutes), given up
-- after 5 attempts or at once on a permanent refusal.
create function public.finish_request_confirmation(
  request_id uuid,
  error text default null,
  permanent boolean default false
) returns void
  language sql
  set search_path = ''
as $$
  update public.request_confirmations c
     set status = case
           when finish_request_confirmation.error is null then 'sent'
           when finish_request_confirmation.permanent or c.attempts >= 5 then 'undeliverable'
           else 'queued' end::public.email_status,
         sent_at = case when finish_request_confirmation.error is null then now() end,
         next_attempt_at = case when finish_request_confirmation.error is null then c.next_attempt_at
           else now() + interval '1 minute' * power(5, c.attempts - 1) end,
         last_error = left(finish_request_confirmation.error, 1000)
   where c.request_id = finish_request_confirmation.request_id and c.status = 'sending'
$$;

revoke all on function public.claim_request_confirmations(integer) from public, anon, authenticated;
revoke all on function public.finish_request_confirmation(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.claim_request_confirmations(integer) to service_role;
grant execute on function public.finish_request_confirmation(uuid, text, boolean) to service_role;

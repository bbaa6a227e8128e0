-- Email delivery (issue 20): how the send-email Edge Function drains
-- email_outbox (filled by private.notify, 20261126000610_notifications). Two
-- functions, granted to service_role only: claim a batch, then report how each
-- email went.
--
-- Decisions where the issue is silent:
-- * Claiming is safe with several senders at once: rows are picked `for update
--   skip locked` and marked sending in the same statement, so no row goes to
--   two senders. A row left sending for 10 minutes (a sender that died) is
--   claimed again, as an attempt.
-- * One email per notification; a daily-digest user's rows due together go
--   out as one email (one job with several items).
-- * Retries: at most 5 attempts, waiting 1, 5, 25 and 125 minutes between
--   them; then the row is marked undeliverable with the last error and never
--   tried again. A permanent refusal (an SMTP 5xx, e.g. no such mailbox) marks
--   it undeliverable at once.
-- * The address is the user's current email (public.users.email follows auth).

create type public.email_job as (
  outbox_ids bigint[],
  email text,
  full_name text,
  digest boolean,
  -- [{ "title", "body", "link", "created_at" }], oldest first
  items jsonb,
  attempts integer
);

create function private.claim_email_batch(max_jobs integer) returns setof public.email_job
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  -- A row a dead sender left behind after its last attempt is given up.
  update public.email_outbox o
     set status = 'undeliverable', last_error = coalesce(o.last_error, 'The sender did not report back')
   where o.status = 'sending' and o.claimed_at < now() - interval '10 minutes' and o.attempts >= 5;

  return query
  with picked as (
    select o.id from public.email_outbox o
     where (o.status = 'queued' and o.next_attempt_at <= now())
        or (o.status = 'sending' and o.claimed_at < now() - interval '10 minutes')
     order by o.next_attempt_at, o.id
     limit greatest(1, least(max_jobs, 100))
       for update skip locked
  ), claimed as (
    update public.email_outbox o
       set status = 'sending', claimed_at = now(), attempts = o.attempts + 1
      from picked where o.id = picked.id
    returning o.id, o.user_id, o.notification_id, o.digest, o.attempts
  )
  select array_agg(c.id order by c.id), u.email, u.full_name, c.digest,
         jsonb_agg(jsonb_build_object('title', n.title, 'body', n.body, 'link', n.link,
                                      'created_at', n.created_at) order by n.created_at, c.id),
         max(c.attempts)
    from claimed c
    join public.users u on u.id = c.user_id
    join public.notifications n on n.id = c.notification_id
   group by u.id, u.email, u.full_name, c.digest, case when c.digest then null else c.id end;
end
$$;
revoke all on function private.claim_email_batch(integer) from public;
grant execute on function private.claim_email_batch(integer) to service_role;

create function private.finish_email_batch(outbox_ids bigint[], error text, permanent boolean)
  returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if error is null then
    update public.email_outbox o
       set status = 'sent', sent_at = now(), last_error = null
     where o.id = any (outbox_ids) and o.status = 'sending';
  else
    update public.email_outbox o
       set status = case when permanent or o.attempts >= 5 then 'undeliverable' else 'queued' end::public.email_status,
           next_attempt_at = now() + interval '1 minute' * power(5, o.attempts - 1),
           last_error = left(error, 1000)
     where o.id = any (outbox_ids) and o.status = 'sending';
  end if;
end
$$;
revoke all on function private.finish_email_batch(bigint[], text, boolean) from public;
grant execute on function private.finish_email_batch(bigint[], text, boolean) to service_role;

-- Claims up to max_jobs emails (1 to 100) that are due. service_role only.
create function public.claim_email_batch(max_jobs integer default 20) returns setof public.email_job
  language sql volatile security invoker set search_path = ''
as $$
  select * from private.claim_email_batch(claim_email_batch.max_jobs)
$$;
revoke all on function public.claim_email_batch(integer) from public, anon, authenticated;
grant execute on function public.claim_email_batch(integer) to service_role;

-- Reports a claimed job: sent (error null), to retry, or undeliverable (permanent). service_role only.
create function public.finish_email_batch(outbox_ids bigint[], error text default null, permanent boolean default false)
  returns void
  language sql volatile security invoker set search_path = ''
as $$
  select private.finish_email_batch(finish_email_batch.outbox_ids, finish_email_batch.error,
                                    finish_email_batch.permanent)
$$;
revoke all on function public.finish_email_batch(bigint[], text, boolean) from public, anon, authenticated;
grant execute on function public.finish_email_batch(bigint[], text, boolean) to service_role;

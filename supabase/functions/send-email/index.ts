// POST /functions/v1/send-email: delivers the email outbox over SMTP. Called every minute
// with the project's secret key (hosted: pg_cron + pg_net, docs/deploy.md §6; locally: the
// stack's scheduler); verify_jwt = false in config.toml, because the secret key is no JWT,
// and the function itself accepts nothing but a secret key. Claims due emails through
// public.claim_email_batch() (for update skip locked, so runs may overlap), sends each, and
// reports it back through public.finish_email_batch(), which retries with backoff and marks
// undeliverable mail. Then the same for visitors' request confirmations
// (claim_request_confirmations), each written in the language the request was filed in.
// Secrets: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM, SITE_URL.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import nodemailer from 'npm:nodemailer@10.6.1';
import { hasSecretKey, serviceKey } from '../_shared/keys.ts';
import { oneLine } from '../_shared/plain-text.ts';
import { requestReceivedEmail, type ReceivedRequest } from './request-received.ts';

interface Item {
  title: string;
  body: string;
  link: string | null;
}
interface Job {
  outbox_ids: number[];
  email: string;
  full_name: string | null;
  digest: boolean;
  items: Item[];
}

const BATCH = 20;
/** Stop claiming after this long, well inside hosted's wall-clock limit. */
const BUDGET_MS = 40_000;

const env = (name: string) => Deno.env.get(name) ?? '';
const supabase = createClient(env('SUPABASE_URL'), serviceKey(), {
  auth: { persistSession: false, autoRefreshToken: false },
});

function message(job: Job, siteUrl: string) {
  const lines = job.items.flatMap((item) => [
    oneLine(item.title),
    ...(item.body ? [oneLine(item.body)] : []),
    ...(item.link ? [`${siteUrl}${item.link}`] : []),
    '',
  ]);
  const subject = job.digest
    ? `GAL Connect: your daily summary (${job.items.length})`
    : oneLine(job.items[0]?.title ?? 'GAL Connect');
  const text = [
    `Hello ${oneLine(job.full_name) || 'there'},`,
    '',
    ...lines,
    '--',
    'GAL Connect. You get these emails because email notifications are on in your settings:',
    `${siteUrl}/dashboard/settings`,
  ].join('\n');
  return { subject, text };
}

Deno.serve(async (req) => {
  if (req.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!hasSecretKey(req)) {
    return Response.json({ error: "Only the project's secret key sends email" }, { status: 401 });
  }
  const host = env('SMTP_HOST');
  const from = env('SMTP_FROM');
  if (!host || !from) {
    return Response.json({ error: 'SMTP_HOST and SMTP_FROM are not set' }, { status: 500 });
  }
  // Hosted Edge Functions may not connect to ports 25 or 587: implicit TLS on 465 by default.
  const port = Number(env('SMTP_PORT') || 465);
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: port === 465,
    auth: env('SMTP_USER') ? { user: env('SMTP_USER'), pass: env('SMTP_PASS') } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const siteUrl = env('SITE_URL').replace(/\/$/, '');
  const counts = { sent: 0, failed: 0 };
  const started = Date.now();

  try {
    while (Date.now() - started < BUDGET_MS) {
      const { data, error } = await supabase.rpc('claim_email_batch', { max_jobs: BATCH });
      if (error) throw new Error(`claim_email_batch: ${error.message}`);
      const jobs = (data ?? []) as Job[];
      for (const job of jobs) {
        let failure: { error: string; permanent: boolean } | null = null;
        try {
          await transport.sendMail({
            from,
            to: { name: oneLine(job.full_name), address: job.email },
            ...message(job, siteUrl),
          });
        } catch (e) {
          const code = (e as { responseCode?: number }).responseCode ?? 0;
          failure = { error: (e as Error).message, permanent: code >= 500 && code < 600 };
        }
        const { error: finishError } = await supabase.rpc('finish_email_batch', {
          outbox_ids: job.outbox_ids,
          ...(failure ?? {}),
        });
        if (finishError) throw new Error(`finish_email_batch: ${finishError.message}`);
        counts[failure ? 'failed' : 'sent'] += 1;
      }
      if (jobs.length === 0) break;
    }
    while (Date.now() - started < BUDGET_MS) {
      const { data, error } = await supabase.rpc('claim_request_confirmations', {
        max_jobs: BATCH,
      });
      if (error) throw new Error(`claim_request_confirmations: ${error.message}`);
      const due = (data ?? []) as (ReceivedRequest & { request_id: string; email: string })[];
      for (const request of due) {
        let failure: { error: string; permanent: boolean } | null = null;
        try {
          await transport.sendMail({
            from,
            to: { name: oneLine(request.name), address: request.email },
            ...requestReceivedEmail(request),
          });
        } catch (e) {
          const code = (e as { responseCode?: number }).responseCode ?? 0;
          failure = { error: (e as Error).message, permanent: code >= 500 && code < 600 };
        }
        const { error: finishError } = await supabase.rpc('finish_request_confirmation', {
          request_id: request.request_id,
          ...(failure ?? {}),
        });
        if (finishError) throw new Error(`finish_request_confirmation: ${finishError.message}`);
        counts[failure ? 'failed' : 'sent'] += 1;
      }
      if (due.length === 0) break;
    }
  } catch (e) {
    console.error((e as Error).message);
    return Response.json(
      { ...counts, error: 'Delivery stopped; see the function logs' },
      { status: 500 },
    );
  } finally {
    transport.close();
  }
  return Response.json(counts);
});

// The stack's stand-in for the project's pg_cron jobs on hosted Supabase
// (docs/deploy.md §6): every minute, the report and credential reminders (the same SQL,
// as postgres, the role pg_cron runs a job as), the audit log's and the error groups' purges, and a call to the send-email Edge
// Function with the project's secret key (pg_net's part on hosted). A tick never
// overlaps the one before; a failure is printed once per tick and the next tries again.
import pg from 'pg';

/** What hosted's `cron.schedule` runs in the database, word for word. */
export const REMINDERS_SQL = 'select private.run_reminders()';
/** Reminders of credentials that lapse in 30 or 7 days (hosted: a pg_cron job too). */
export const CREDENTIAL_REMINDERS_SQL = 'select private.run_credential_reminders()';
/** The audit log's retention purge (hosted: a daily pg_cron job; here with every tick). */
export const AUDIT_PURGE_SQL = 'select private.purge_audit_log()';
/** Error groups not seen for 90 days and spent rate-limit budgets (hosted: daily, with it). */
export const ERROR_PURGE_SQL = 'select private.purge_client_errors()';

export interface SchedulerOptions {
  /** The database as postgres. */
  dbUrl: string;
  /** The gateway's /functions/v1, or null when Edge Functions are off. */
  functionsUrl: string | null;
  /** The project's secret key (sb_secret_...): send-email checks it. */
  secretKey: string;
  intervalMs: number;
  log?: (line: string) => void;
}

export interface Scheduler {
  /** One run of every job now (waits for a run in progress instead of starting another). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export function startScheduler(opts: SchedulerOptions): Scheduler {
  const log = opts.log ?? ((line: string) => console.warn(`[scheduler] ${line}`));
  let running: Promise<void> | null = null;

  const runSql = (sql: string) => async () => {
    const client = new pg.Client({ connectionString: opts.dbUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const reminders = runSql(REMINDERS_SQL);
  const credentialReminders = runSql(CREDENTIAL_REMINDERS_SQL);
  const auditPurge = runSql(AUDIT_PURGE_SQL);
  const errorPurge = runSql(ERROR_PURGE_SQL);

  async function sendEmail() {
    if (!opts.functionsUrl) return;
    const res = await fetch(`${opts.functionsUrl}/send-email`, {
      method: 'POST',
      headers: {
        apikey: opts.secretKey,
        Authorization: `Bearer ${opts.secretKey}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    if (!res.ok) throw new Error(`send-email answered ${res.status}: ${await res.text()}`);
  }

  async function run() {
    for (const [name, job] of [
      ['reminders', reminders],
      ['credential-reminders', credentialReminders],
      ['audit-purge', auditPurge],
      ['error-purge', errorPurge],
      ['send-email', sendEmail],
    ] as const) {
      try {
        await job();
      } catch (error) {
        log(`${name}: ${(error as Error).message}`);
      }
    }
  }

  function tick(): Promise<void> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void tick(), opts.intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

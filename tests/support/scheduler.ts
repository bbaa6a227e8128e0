// The stack's scheduler (hosted: pg_cron) run by hand, as a test asks for it: two ticks,
// so a job that ran once shows it sends nothing twice; any job's failure fails the test.
import { expect, inject } from 'vitest';
import { startScheduler } from '../../local-supabase';

export async function runSchedulerTwice(): Promise<void> {
  const scheduler = startScheduler({
    dbUrl: inject('dbUrl'),
    functionsUrl: `${inject('apiUrl')}/functions/v1`,
    secretKey: inject('secretKey'),
    intervalMs: 60_000,
    log: (line) => expect.fail(line),
  });
  try {
    await scheduler.tick();
    await scheduler.tick();
  } finally {
    await scheduler.stop();
  }
}

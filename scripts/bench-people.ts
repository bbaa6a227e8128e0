// Prints figures for the people features' database calls on a throwaway local stack:
// the contractors directory (search, sort, page), the message thread list and
// the admin's stat cards, with 200 contractors, 1,000 cases, 4,000 time entries and 5,000 messages.
// Run: npx tsx scripts/bench-people.ts
import pg from 'pg';
import { insertEmailUser, startEphemeralStack } from '../local-supabase';
import { createUser, releaseStack, useStack } from '../tests/support/supabase';

const CONTRACTORS = 200;
const CASES_EACH = 5;
const ENTRIES_PER_CASE = 4;
const MESSAGES_PER_CASE = 5;
const RUNS = 20;

async function timed(label: string, fn: () => Promise<unknown>) {
  await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const p = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  console.log(`${label.padEnd(44)} median ${p(0.5)} ms  p95 ${p(0.95)} ms  (${RUNS} runs)`);
}

const stack = await startEphemeralStack({ seed: false });
useStack(stack);
const db = new pg.Client({ connectionString: stack.dbUrl });
try {
  await db.connect();
  const { id: adminId, client: admin } = await createUser('admin', { name: 'Bench Admin' });
  for (let i = 1; i <= CONTRACTORS; i++) {
    await insertEmailUser(db, {
      email: `c${i}@bench.test`,
      passwordHash: null,
      data: { full_name: `Contractor ${i}` },
      confirmed: true,
    });
  }
  await db.query(
    `update public.users set role = 'contractor', hourly_rate = 40 + (random() * 40)::int
      where email like 'c%@bench.test'`,
  );
  await db.query(
    `insert into public.cases (title, description, admin_id, contractor_id, status, created_at)
     select 'Case ' || u.email || ' ' || n, 'Bench', $1, u.id, 'in_progress', now() - interval '90 days'
       from public.users u cross join generate_series(1, ${CASES_EACH}) n
      where u.role = 'contractor'`,
    [adminId],
  );
  await db.query(
    `insert into public.time_entries (case_id, user_id, description, hours, date)
     select c.id, c.contractor_id, 'Work', 1.5, current_date - (n * 7)
       from public.cases c cross join generate_series(0, ${ENTRIES_PER_CASE - 1}) n`,
  );
  await db.query(
    `insert into public.messages (case_id, sender_id, body, created_at)
     select c.id, case when n % 2 = 0 then c.admin_id else c.contractor_id end, 'Message ' || n,
            now() - (n || ' hours')::interval
       from public.cases c cross join generate_series(1, ${MESSAGES_PER_CASE}) n`,
  );
  const counts = await db.query(
    `select (select count(*) from public.cases) cases, (select count(*) from public.time_entries) entries,
            (select count(*) from public.messages) messages`,
  );
  console.log('rows:', counts.rows[0]);

  const ok = async (p: PromiseLike<{ error: unknown }>) => {
    const { error } = await p;
    if (error) throw new Error(JSON.stringify(error));
  };
  await timed('contractor_directory page 1 by name', () =>
    ok(admin.rpc('contractor_directory', {})),
  );
  await timed('contractor_directory search + sort by hours', () =>
    ok(
      admin.rpc('contractor_directory', {
        search: 'contractor 1',
        sort_by: 'hours_this_month',
        sort_desc: true,
      }),
    ),
  );
  await timed('contractor_directory page 10 by last entry', () =>
    ok(admin.rpc('contractor_directory', { sort_by: 'last_entry_date', page: 10 })),
  );
  await timed(`message_threads (admin, ${CONTRACTORS * CASES_EACH} threads)`, () =>
    ok(admin.rpc('message_threads')),
  );
  await timed('unread_message_count (admin)', () => ok(admin.rpc('unread_message_count')));
  await timed('dashboard_stats (admin, every card)', () => ok(admin.rpc('dashboard_stats')));
} finally {
  await db.end();
  await releaseStack();
  await stack.stop();
}

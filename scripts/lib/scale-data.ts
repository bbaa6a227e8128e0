// The scale data (scripts/seed-scale.sql) loaded into a migrated,
// demo-seeded database, in one transaction: all of it or none.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Table sizes after loading, for the printed summary and docs/performance.md. */
export const SCALE_TABLES = [
  'cases',
  'users',
  'time_entries',
  'contractor_applications',
  'application_events',
  'messages',
  'gal_requests',
  'case_contacts',
  'court_dates',
  'invoices',
  'invoice_lines',
  'notifications',
  'training_records',
] as const;

/** Rules the skipped triggers would have enforced, checked over what was loaded. */
const CHECKS: [rule: string, sql: string][] = [
  [
    'no one logs more than 24 hours a day',
    `select count(*) from (select 1 from public.time_entries
      group by user_id, date having sum(hours) > 24) t`,
  ],
  [
    'no time entry before its case was created',
    `select count(*) from public.time_entries t join public.cases c on c.id = t.case_id
      where t.date < (c.created_at at time zone 'America/Chicago')::date`,
  ],
  [
    'every time entry is by the case contractor',
    `select count(*) from public.time_entries t join public.cases c on c.id = t.case_id
      where c.contractor_id is distinct from t.user_id`,
  ],
  [
    'every invoice adds up to its lines',
    `select count(*) from public.invoices i
      where i.labour_cents <> (select coalesce(sum(l.amount_cents), 0)
                                 from public.invoice_lines l where l.invoice_id = i.id and l.kind = 'time')`,
  ],
];

export async function hasScaleData(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from auth.users where email like '%@scale.demo.test'`,
  );
  return (rows[0]?.n ?? 0) > 0;
}

/** Loads the scale data; throws (and rolls back) if it is there already or breaks a rule. */
export async function loadScaleData(dbUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    if (await hasScaleData(client)) {
      throw new Error('Scale data is loaded already: run npm run db:reset first for a fresh copy.');
    }
    await client.query('begin');
    try {
      await client.query(read('supabase/seed/accounts.sql'));
      await client.query(read('scripts/seed-scale.sql'));
      for (const [rule, sql] of CHECKS) {
        const { rows } = await client.query<{ count: string }>(sql);
        if (Number(rows[0]?.count) !== 0) throw new Error(`scale data breaks a rule: ${rule}`);
      }
      await client.query(read('supabase/seed/drop-helpers.sql'));
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    // Fresh statistics, so the planner sees 200,000 rows and not the demo's dozen, and the
    // visibility map a production database's autovacuum keeps (PGlite runs no autovacuum):
    // without it no index-only scan is worth the planner's while.
    await client.query('vacuum analyze');
    const counts: Record<string, number> = {};
    for (const table of SCALE_TABLES) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from public.${table}`,
      );
      counts[table] = rows[0]?.n ?? 0;
    }
    return counts;
  } finally {
    await client.end();
  }
}

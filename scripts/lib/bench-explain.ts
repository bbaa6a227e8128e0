// `npm run bench -- explain`: each dashboard page's main queries,
// written as PostgREST sends them, run under EXPLAIN (ANALYZE, BUFFERS) as the
// signed-in role under RLS (admin and the busiest contractor) on the scale
// data. Fails on a sequential scan of a table over 10,000 rows or a query
// over budget. Function bodies in plpgsql do not show in the outer plan: their
// rows say so and count for time only.
import path from 'node:path';
import pg from 'pg';
import { freePort, migrate, roleUrl, startPgliteServer } from '../../local-supabase';
import { hasScaleData, loadScaleData } from './scale-data';
import { scaleDataFolder } from './scale-folder';
import { median } from './bench-stats';

const ADMIN = '00000000-0000-4000-8000-00000000a001';
const BIG_TABLE_ROWS = 10_000;
const RUNS = 5;
/** The query budgets on this 2-core machine. */
const BUDGET_MS = { pglite: 400, postgres: 150 };

const PEOPLE = `left join public.users a on a.id = c.admin_id left join public.users k on k.id = c.contractor_id`;
/**
 * [page query, SQL]; $1 is the case id the page opens, $2 the signed-in user, $3 whether
 * the page is an admin's (it asks for the contractors list).
 */
const QUERIES: [string, string][] = [
  [
    'cases list (page 1 of 10)',
    `select c.*, public.accept_blocker(c), a.full_name, k.full_name from public.cases c ${PEOPLE}
      order by c.created_at desc, c.id limit 10`,
  ],
  // count: 'estimated' (PostgREST): an exact count of at most 1,001 rows, the plan's estimate above.
  ['cases list count', `select count(*) from (select 1 from public.cases limit 1001) c`],
  [
    'case detail',
    `select c.*, public.accept_blocker(c), a.full_name, k.full_name,
            (select json_agg(e order by e.created_at) from (
              select id, case_id, kind, from_status, to_status, contractor_name,
                     previous_contractor_name, actor_name, created_at
                from public.case_events where case_id = c.id) e)
       from public.cases c ${PEOPLE} where c.id = $1`,
  ],
  // The case page's first load (case_page(), one request): the plan cannot see inside it.
  ['case page (fn)', `select public.case_page($1, $3)`],
  [
    'time entries (open cases)',
    `select t.*, c.title, c.status, c.type from public.time_entries t
       join public.cases c on c.id = t.case_id
      where c.status <> 'completed' and t.user_id = $2 order by t.date desc, t.created_at desc`,
  ],
  [
    'invoices (page 1 of 20)',
    `select i.*, u.full_name from public.invoices i left join public.users u on u.id = i.contractor_id
      order by i.period_end desc, i.created_at desc, i.id limit 20`,
  ],
  ['invoices count', `select count(*) from (select 1 from public.invoices limit 1001) i`],
  [
    'contacts of a case',
    `select * from public.case_contacts where case_id = $1 order by contact_date desc, created_at desc`,
  ],
  ['message threads (first 50)', `select * from public.message_threads(51)`],
  ['messages of a thread', `select * from public.messages where case_id = $1 order by created_at`],
  [
    'applications review (page 1)',
    `select * from public.application_reviews order by created_at desc, id limit 10`,
  ],
  [
    'applications review count',
    `select count(*) from (select 1 from public.application_reviews limit 1001) a`,
  ],
  ['contractor directory (fn)*', `select * from public.contractor_directory()`],
  // The admin's Activity page: the audit log's first keyset page, all and for one case.
  ['activity log page 1 (fn)*', `select * from public.activity_entries(max_rows => 50)`],
  [
    'activity log of a case (fn)*',
    `select * from public.activity_entries(for_case => $1, max_rows => 50)`,
  ],
  ['dashboard_stats (fn)', `select public.dashboard_stats()`],
  ['upcoming_deadlines', `select * from public.upcoming_deadlines(14)`],
  // The dashboard home's one first-load request (w6-dash): every widget a role can show.
  [
    'dashboard_home (fn)',
    `select public.dashboard_home(array['stats', 'deadlines', 'visits', 'applications'])`,
  ],
  // The dashboard's charts, read when they scroll into view: the default period (the last
  // 12 months); the function answers the caller's role's charts.
  [
    'dashboard_charts (fn)',
    `select public.dashboard_charts((current_date - interval '12 months')::date + 1, current_date)`,
  ],
  ['notifications (bell)', `select * from public.notifications order by created_at desc limit 20`],
  // The search boxes (w5-search): what a pause in typing sends.
  [
    'cases search "Miami" (page 1)',
    `select c.*, public.accept_blocker(c), a.full_name, k.full_name
       from public.search_cases('Miami') c ${PEOPLE}
      order by c.created_at desc, c.id limit 10`,
  ],
  ['cases search "Miami" count', `select count(*) from public.search_cases('Miami')`],
  [
    'applications search (page 1)',
    `select * from public.application_reviews where (full_name ilike '%ann%' or email ilike '%ann%')
      order by created_at desc, id limit 10`,
  ],
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}
interface Explained {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

/**
 * Tables read by a sequential scan. One under a Limit that stopped before reading
 * BIG_TABLE_ROWS rows (count=estimated's `limit 1001`) is a capped read, not a
 * scan of the table: it is reported as such and does not fail.
 */
function seqScans(
  node: PlanNode,
  out: Map<string, 'full' | 'capped'>,
  underLimit = false,
): Map<string, 'full' | 'capped'> {
  const table = node['Relation Name'];
  if (node['Node Type'] === 'Seq Scan' && table) {
    const read =
      ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
      (node['Actual Loops'] ?? 1);
    const capped = underLimit && read < BIG_TABLE_ROWS;
    if (!capped || out.get(table) !== 'full') out.set(table, capped ? 'capped' : 'full');
  }
  const limited = underLimit || node['Node Type'] === 'Limit';
  for (const child of node.Plans ?? []) seqScans(child, out, limited);
  return out;
}

/** Prints the table; false when any query scans a big table or is over budgetMs. */
export async function benchExplain(dbUrl: string, budgetMs: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const big = new Set(
      (
        await client.query<{ relname: string }>(
          `select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r' and c.reltuples > $1`,
          [BIG_TABLE_ROWS],
        )
      ).rows.map((r) => r.relname),
    );
    const { rows } = await client.query<{ id: string }>(
      `select user_id as id from public.time_entries group by user_id order by count(*) desc, user_id limit 1`,
    );
    const busiest = rows[0]?.id ?? ADMIN;
    const { rows: cases } = await client.query<{ admin_case: string; own_case: string }>(
      `select (select case_id from public.messages group by case_id order by count(*) desc, case_id limit 1) as admin_case,
              coalesce((select case_id from public.case_contacts where user_id = $1 group by case_id
                         order by count(*) desc, case_id limit 1),
                       (select case_id from public.time_entries where user_id = $1 limit 1)) as own_case`,
      [busiest],
    );
    const roles: [string, string, string][] = [
      ['admin', ADMIN, cases[0]?.admin_case ?? ''],
      ['contractor', busiest, cases[0]?.own_case ?? ''],
    ];
    let ok = true;
    console.log(
      `  ${'query'.padEnd(30)} ${'role'.padEnd(11)} ${'rows'.padStart(6)} ${'ms'.padStart(7)}  seq scans > ${BIG_TABLE_ROWS} rows`,
    );
    for (const [label, sql] of QUERIES) {
      // * an admin's page only: the function refuses anyone else.
      for (const [role, userId, caseId] of label.endsWith('*') ? roles.slice(0, 1) : roles) {
        const times: number[] = [];
        let scans = new Map<string, 'full' | 'capped'>();
        let returned = 0;
        // Our own ids, written in as literals: PostgREST, too, sends its filters inline.
        const text = sql
          .replaceAll('$1', `'${caseId}'::uuid`)
          .replaceAll('$2', `'${userId}'::uuid`)
          .replaceAll('$3', String(role === 'admin'));
        for (let run = 0; run < RUNS; run++) {
          await client.query('begin');
          try {
            await client.query('set local role authenticated');
            await client.query(`select set_config('request.jwt.claims', $1, true)`, [
              // Admins act only with their second factor (aal2), as the app signs them in.
              JSON.stringify({
                sub: userId,
                role: 'authenticated',
                aud: 'authenticated',
                aal: role === 'admin' ? 'aal2' : 'aal1',
              }),
            ]);
            const { rows: out } = await client.query<{ 'QUERY PLAN': Explained[] }>(
              `explain (analyze, buffers, format json) ${text}`,
            );
            const plan = out[0]!['QUERY PLAN'][0]!;
            times.push(plan['Planning Time'] + plan['Execution Time']);
            scans = seqScans(plan.Plan, new Map());
            returned = (plan.Plan as unknown as { 'Actual Rows': number })['Actual Rows'];
          } finally {
            await client.query('rollback');
          }
        }
        const bigScans = [...scans].filter(([t]) => big.has(t));
        const ms = median(times);
        const over = ms > budgetMs;
        if (over || bigScans.some(([, kind]) => kind === 'full')) ok = false;
        const shown = bigScans.map(([t, kind]) => (kind === 'capped' ? `(${t}, capped)` : t));
        console.log(
          `  ${label.padEnd(30)} ${role.padEnd(11)} ${String(returned).padStart(6)} ${ms.toFixed(1).padStart(7)}  ${shown.join(', ') || '-'}${over ? `  OVER ${budgetMs} ms` : ''}`,
        );
      }
    }
    return ok;
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL (PostgreSQL 15; migrated, seeded and given the scale data if it
 * lacks it) or a throwaway in-memory PGlite with both; then the EXPLAIN table.
 */
export async function benchExplainAtScale(): Promise<boolean> {
  const url = process.env.DATABASE_URL;
  // PGlite: the shared scale data folder itself (this part only reads).
  const dataDir = url ? null : path.join(await scaleDataFolder(), 'db');
  const server = url ? null : await startPgliteServer({ dataDir, port: await freePort() });
  try {
    const adminUrl = url ?? server!.url;
    await migrate(adminUrl, { seed: true });
    const dbUrl = roleUrl(adminUrl, 'postgres');
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const loaded = await hasScaleData(client).finally(() => client.end());
    if (!loaded) {
      const started = Date.now();
      const counts = await loadScaleData(dbUrl);
      console.log(
        `  scale data loaded in ${((Date.now() - started) / 1000).toFixed(0)} s: ` +
          Object.entries(counts)
            .map(([t, n]) => `${t} ${n}`)
            .join(', '),
      );
    }
    const budget = url ? BUDGET_MS.postgres : BUDGET_MS.pglite;
    console.log(
      `  on ${url ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}, budget ${budget} ms, median of ${RUNS}`,
    );
    return await benchExplain(dbUrl, budget);
  } finally {
    await server?.stop();
  }
}

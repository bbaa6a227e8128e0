// REST throughput of one RLS-filtered read, at 1, 8 and 32 concurrent clients:
// through the gateway and PostgREST (autocannon, in a child process so it does
// not share the stack's event loop), and the same transaction run on PGlite
// in-process (role switch, claims, then the SELECT PostgREST builds). The ratio
// is what the wire server, PostgREST and the gateway cost.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { PUBLISHABLE_KEY, startEphemeralStack } from '../../local-supabase';
import { signInDemo } from './bench-stats';

const CLIENTS = [1, 8, 32];
const SECONDS = 5;
const COLUMNS = ['id', 'title', 'status', 'contractor_id'];

/** What PostgREST 12 sends for GET /cases?select=... with max-rows 1000, in its read-only transaction. */
const SET_CONTEXT = `select set_config('search_path', 'public, extensions', true),
  set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
  set_config('request.method', 'GET', true), set_config('request.path', '/cases', true),
  set_config('request.headers', '{}', true), set_config('request.cookies', '{}', true)`;
const SELECT = `WITH pgrst_source AS ( SELECT ${COLUMNS.map((c) => `"public"."cases"."${c}"`).join(', ')}
  FROM "public"."cases" LIMIT 1000 OFFSET 0 )
  SELECT null::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total,
    coalesce(json_agg(_postgrest_t), '[]') AS body,
    nullif(current_setting('response.headers', true), '') AS response_headers,
    nullif(current_setting('response.status', true), '') AS response_status,
    '' AS response_inserted
  FROM ( SELECT * FROM pgrst_source ) _postgrest_t`;

/** The token's payload: the claims PostgREST puts in request.jwt.claims. */
const claimsOf = (token: string) =>
  Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8');

interface HttpRun {
  rps: number;
  p50: number;
  failures: number;
}

async function autocannon(url: string, token: string, clients: number): Promise<HttpRun> {
  const { stdout } = await promisify(execFile)(
    path.join('node_modules', '.bin', 'autocannon'),
    [
      '--json',
      ...['-c', String(clients), '-d', String(SECONDS)],
      ...['-H', `apikey=${PUBLISHABLE_KEY}`, '-H', `authorization=Bearer ${token}`],
      url,
    ],
    { maxBuffer: 16 << 20 },
  );
  const r = JSON.parse(stdout) as {
    requests: { total: number };
    latency: { p50: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  };
  return {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

/** The same read on PGlite in-process, `clients` callers at once for SECONDS. */
async function raw(db: PGlite, claims: string, clients: number): Promise<number> {
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      await db.transaction(async (tx) => {
        await tx.query(SET_CONTEXT, [claims]);
        await tx.query(SELECT);
      });
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, worker));
  return done / ((performance.now() - started) / 1000);
}

/** Rows the read returns both ways: the two must be the same read. */
async function rowsBothWays(db: PGlite, url: string, token: string, claims: string) {
  const res = await fetch(url, {
    headers: { apikey: PUBLISHABLE_KEY, authorization: `Bearer ${token}` },
  });
  const viaRest = ((await res.json()) as unknown[]).length;
  const viaPglite = await db.transaction(async (tx) => {
    await tx.query(SET_CONTEXT, [claims]);
    const { rows } = await tx.query<{ page_total: number }>(SELECT);
    return Number(rows[0]?.page_total);
  });
  return { viaRest, viaPglite };
}

export async function benchRestThroughput(): Promise<void> {
  const stack = await startEphemeralStack({ seed: true });
  try {
    const db = stack.pglite;
    if (!db) throw new Error('the throughput bench needs the PGlite stack');
    const { token } = await signInDemo(stack.apiUrl, 'contractor@demo.test');
    const claims = claimsOf(token);
    const url = `${stack.apiUrl}/rest/v1/cases?select=${COLUMNS.join(',')}`;
    const rows = await rowsBothWays(db, url, token, claims);
    console.log(
      `  rows per read: ${rows.viaRest} via REST, ${rows.viaPglite} via PGlite${rows.viaRest === rows.viaPglite ? '' : ' MISMATCH'}; ${SECONDS} s per cell`,
    );
    console.log('  clients   REST req/s   REST p50   PGlite req/s   PGlite / REST   failed');
    for (const clients of CLIENTS) {
      const http = await autocannon(url, token, clients);
      const direct = await raw(db, claims, clients);
      console.log(
        `  ${String(clients).padStart(7)}   ${http.rps.toFixed(0).padStart(10)}   ${`${http.p50} ms`.padStart(8)}   ${direct.toFixed(0).padStart(12)}   ${`${(direct / http.rps).toFixed(1)}x`.padStart(13)}   ${String(http.failures).padStart(6)}`,
      );
    }
  } finally {
    await stack.stop();
  }
}

// Database access for our auth and storage services: one pool, plain queries
// as the system, and transactions that run as the caller. Role and claims are
// transaction-local settings, so concurrent requests never share them.
import pg from 'pg';

export type Db = pg.Pool;

/** A pool or a client inside a transaction: what every query helper takes. */
export interface Queryable {
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

export function createPool(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 8, idleTimeoutMillis: 10_000 });
  // An idle connection dropped by the server must not crash the stack.
  pool.on('error', () => {});
  return pool;
}

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export interface Claims {
  role: DbRole | string;
  sub?: string;
  [claim: string]: unknown;
}

/** Runs `work` in one transaction on one connection, as the system (no role switch). */
export async function transaction<T>(
  db: Db,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Who is asking: their JWT claims and, where a request carries them, its headers. */
export interface CallerContext {
  claims: Claims;
  headers?: Record<string, string>;
}

/**
 * Runs `work` in one transaction as the caller's database role with their JWT
 * claims visible to auth.uid()/auth.jwt() and the request's headers in
 * `request.headers`, exactly as PostgREST does, so RLS policies (and the flood
 * guard's per-address counts) decide what the caller may do.
 */
export async function asCaller<T>(
  db: Db,
  { claims, headers = {} }: CallerContext,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const role = ['anon', 'authenticated', 'service_role'].includes(String(claims.role))
    ? String(claims.role)
    : 'anon';
  return transaction(db, async (client) => {
    await client.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.headers', $3, true)`,
      [role, JSON.stringify(claims), JSON.stringify(headers)],
    );
    return work(client);
  });
}

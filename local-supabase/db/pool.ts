// Database access for our auth and storage services. Every request gets its
// own pooled connection and its own transaction; role and claims are set with
// transaction-local settings, so concurrent requests never share them.
import pg from 'pg';

export type Db = pg.Pool;

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

/**
 * Runs `work` in one transaction as the caller's database role with their JWT
 * claims visible to auth.uid()/auth.jwt(), exactly as PostgREST does, so RLS
 * policies decide what the caller may do.
 */
export async function asCaller<T>(
  db: Db,
  claims: Claims,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const role = ['anon', 'authenticated', 'service_role'].includes(String(claims.role))
    ? String(claims.role)
    : 'anon';
  return transaction(db, async (client) => {
    await client.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [role, JSON.stringify(claims)],
    );
    return work(client);
  });
}

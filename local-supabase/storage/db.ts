// Reads as the system (no role switch, RLS bypassed), e.g. bucket limits.
import type pg from 'pg';
import { transaction, type Db } from '../db/pool';

/**
 * Always inside a transaction: pglite-socket only keeps one connection's
 * extended-protocol messages together while that connection holds a
 * transaction, so a bare parameterised pool.query can lose its portal to
 * another connection's query ('portal "" does not exist').
 */
export function systemQuery<R extends pg.QueryResultRow>(
  db: Db,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult<R>> {
  return transaction(db, (client) => client.query<R>(text, values));
}

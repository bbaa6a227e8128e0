// Real Postgres (PGlite, in WASM) on disk, served over the wire protocol so
// PostgREST, our services and psql all talk to it as to any Postgres server.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { pgtap } from '@electric-sql/pglite-pgtap';
import { PgliteWireServer } from './wire-server';

export interface PgliteServer {
  url: string;
  stop(): Promise<void>;
}

export async function startPgliteServer(opts: {
  dataDir: string | null;
  port: number;
}): Promise<PgliteServer> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    extensions: { pgcrypto, uuid_ossp, pgtap },
  });
  const server = new PgliteWireServer(db);
  await server.listen(opts.port);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${opts.port}/postgres`,
    async stop() {
      await server.close();
      await db.close();
    },
  };
}

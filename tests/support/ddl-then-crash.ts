// A child process for startup-answers.test.ts: opens PGlite on the data folder given, makes a
// catalog change through the wire server, says so, and waits to be killed (no clean stop, so
// no checkpoint: the change is only in the write-ahead log).
import pg from 'pg';
import { freePort, startPgliteServer } from '../../local-supabase';

const db = await startPgliteServer({ dataDir: process.argv[2]!, port: await freePort() });
const client = new pg.Client({ connectionString: db.url });
await client.connect();
await client.query(process.argv[3]!);
await client.end();
console.log('changed');
setInterval(() => {}, 60_000);

// npm run db:lint — Supabase-database-linter-equivalent checks. Lints
// DATABASE_URL (after applying pending migrations) or, without it, a fresh
// in-memory local stack on free ports. Exits 1 on any error-level finding.
import pg from 'pg';
import { freePort } from '../local-supabase/free-port';
import { migrate } from '../local-supabase/db/migrate';
import { startStack, type Stack } from '../local-supabase/stack';
import { formatFindings, lintDatabase } from './lib/db-lint-lib';

async function main(): Promise<number> {
  let stack: Stack | null = null;
  let dbUrl = process.env.DATABASE_URL;
  try {
    if (dbUrl) {
      await migrate(dbUrl, { seed: false });
    } else {
      stack = await startStack({
        apiPort: await freePort(),
        dbPort: await freePort(),
        restPort: await freePort(),
        dataDir: null,
        databaseUrl: null,
        seed: false,
      });
      dbUrl = stack.dbUrl;
    }
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const findings = await lintDatabase(client);
      const errors = findings.filter((f) => f.level === 'error');
      if (findings.length) console.log(formatFindings(findings));
      console.log(
        `db:lint: ${errors.length} error(s), ${findings.length - errors.length} warning(s)`,
      );
      return errors.length ? 1 : 0;
    } finally {
      await client.end();
    }
  } finally {
    await stack?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);

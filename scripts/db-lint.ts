// npm run db:lint — Supabase-database-linter-equivalent checks. Lints
// DATABASE_URL (after applying pending migrations) or, without it, a fresh
// in-memory local stack on free ports. Exits 1 on any error-level finding.
import pg from 'pg';
import { formatFindings, lintDatabase } from './lib/db-lint-lib';
import { withDatabase } from './lib/with-database';

async function main(): Promise<number> {
  return withDatabase(async (dbUrl) => {
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
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);

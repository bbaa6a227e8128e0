// npm run seed:scale: a statewide program's data (10,000 cases) on top of the demo
// seed. Against DATABASE_URL (PostgreSQL 15, migrated and seeded first) or the
// running dev stack's PGlite (start it with npm run stack or npm run dev).
import { DEFAULT_OPTIONS, isPortFree, migrate, roleUrl } from '../local-supabase';
import { loadScaleData } from './lib/scale-data';

async function main() {
  const url = process.env.DATABASE_URL;
  let dbUrl: string;
  if (url) {
    await migrate(url, { seed: true });
    dbUrl = roleUrl(url, 'postgres');
  } else {
    const port = DEFAULT_OPTIONS.dbPort;
    if (await isPortFree(port)) {
      throw new Error(
        `Nothing answers on the dev stack's database port ${port}: start it with npm run stack ` +
          '(or npm run dev) in another terminal, or set DATABASE_URL.',
      );
    }
    dbUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  }
  const started = Date.now();
  const counts = await loadScaleData(dbUrl);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(24)} ${n}`);
  console.log(`Scale data loaded in ${seconds} s (password demo-password for every account).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

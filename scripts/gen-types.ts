// npm run db:types — regenerates src/lib/database.types.ts from the live
// schema of a fresh in-memory local stack (or DATABASE_URL, migrated first).
import { writeFileSync } from 'node:fs';
import { freePort } from '../local-supabase/free-port';
import { migrate } from '../local-supabase/db/migrate';
import { startStack, type Stack } from '../local-supabase/stack';
import { generateTypes, TYPES_FILE } from './lib/gen-types-lib';

async function main() {
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
    writeFileSync(TYPES_FILE, await generateTypes(dbUrl));
    console.log(`db:types: wrote ${TYPES_FILE}`);
  } finally {
    await stack?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

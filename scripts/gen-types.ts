// npm run db:types — regenerates src/lib/database.types.ts from the live
// schema of a fresh in-memory local stack (or DATABASE_URL, migrated first).
import { writeFileSync } from 'node:fs';
import { generateTypes, TYPES_FILE } from './lib/gen-types-lib';
import { withDatabase } from './lib/with-database';

withDatabase(async (dbUrl) => {
  writeFileSync(TYPES_FILE, await generateTypes(dbUrl));
  console.log(`db:types: wrote ${TYPES_FILE}`);
}).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

// npm run db:types — regenerates src/lib/database.types.ts from the live schema of a fresh
// in-memory local stack (or DATABASE_URL, migrated first).
//   -- --check                 fails (exit 1) when the committed file differs, writes nothing
//   -- --check --db-url URL    the same against a database as it is (e.g. the hosted project's,
//                              docs/deploy.md): read only, no migrations, no bootstrap
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generateTypes, TYPES_FILE, typesDifference } from './lib/gen-types-lib';
import { withDatabase } from './lib/with-database';

const { values: args } = parseArgs({
  options: { check: { type: 'boolean', default: false }, 'db-url': { type: 'string' } },
});

async function main(): Promise<number> {
  const dbUrl = args['db-url'];
  const generate = (work: (types: string) => number) =>
    dbUrl
      ? generateTypes(dbUrl).then(work)
      : withDatabase(async (url) => work(await generateTypes(url)));
  if (!args.check) {
    if (dbUrl) throw new Error('--db-url only checks: add --check');
    return generate((types) => {
      writeFileSync(TYPES_FILE, types);
      console.log(`db:types: wrote ${TYPES_FILE}`);
      return 0;
    });
  }
  return generate((types) => {
    const difference = typesDifference(readFileSync(TYPES_FILE, 'utf8'), types);
    if (!difference) {
      console.log(`db:types: ${TYPES_FILE} matches the schema${dbUrl ? ' at --db-url' : ''}`);
      return 0;
    }
    console.error(`db:types: ${TYPES_FILE} differs from the schema ${difference}`);
    return 1;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

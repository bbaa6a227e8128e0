// npm run db:schema — rewrites supabase/schema.sql from supabase/migrations.
import { writeFileSync } from 'node:fs';
import { dumpSchema, SCHEMA_FILE } from './lib/schema-dump';

dumpSchema().then(
  (text) => {
    writeFileSync(SCHEMA_FILE, text);
    console.log(`db:schema: wrote ${SCHEMA_FILE}`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

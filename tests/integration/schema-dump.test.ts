// supabase/schema.sql must be what `npm run db:schema` makes of the migrations now.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dumpSchema, SCHEMA_FILE } from '../../scripts/lib/schema-dump';

describe('supabase/schema.sql', () => {
  // Builds a database from nothing (bootstrap and every migration) and dumps it twice.
  it('is the schema the migrations make', { timeout: 120_000 }, async () => {
    const fresh = await dumpSchema();
    expect(
      readFileSync(SCHEMA_FILE, 'utf8') === fresh,
      'supabase/schema.sql is stale: run `npm run db:schema`',
    ).toBe(true);
  });
});

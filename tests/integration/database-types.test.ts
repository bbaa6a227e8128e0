// src/lib/database.types.ts must match the live schema.
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { generateTypes, TYPES_FILE } from '../../scripts/lib/gen-types-lib';

describe('database types', () => {
  it('src/lib/database.types.ts matches the migrated schema', async () => {
    const expected = await generateTypes(inject('dbUrl'));
    const committed = readFileSync(TYPES_FILE, 'utf8');
    expect(
      committed === expected,
      'src/lib/database.types.ts is stale: run `npm run db:types`',
    ).toBe(true);
  });
});

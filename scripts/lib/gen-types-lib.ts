// Generates src/lib/database.types.ts in the shape `supabase gen types
// typescript` emits, by introspecting the live schema. Deterministic: every
// list is sorted, and the text is formatted with the project's prettier config.
import path from 'node:path';
import pg from 'pg';
import * as prettier from 'prettier';
import { introspect } from './gen-types-introspect';
import { render } from './gen-types-render';

export const TYPES_FILE = path.resolve(import.meta.dirname, '../../src/lib/database.types.ts');

/** The text of src/lib/database.types.ts for the schema at dbUrl. */
export async function generateTypes(dbUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  let text: string;
  try {
    text = render(await introspect(client));
  } finally {
    await client.end();
  }
  const config = (await prettier.resolveConfig(TYPES_FILE)) ?? {};
  return prettier.format(text, { ...config, parser: 'typescript', filepath: TYPES_FILE });
}

// Generates src/lib/database.types.ts as `supabase gen types typescript` prints
// it: postgres-meta's rendering, formatted as postgres-meta formats it
// (prettier, no semicolons) and printed with a closing newline, so that
// `supabase gen types typescript > src/lib/database.types.ts` changes nothing.
import path from 'node:path';
import pg from 'pg';
import * as prettier from 'prettier';
import { introspect, type Queryable } from './gen-types-introspect';
import { render } from './gen-types-render';

export const TYPES_FILE = path.resolve(import.meta.dirname, '../../src/lib/database.types.ts');

/** The types of the schema that db can query, as text (with the CLI's closing blank line). */
export async function renderTypes(db: Queryable): Promise<string> {
  const text = render(await introspect(db));
  return `${await prettier.format(text, { parser: 'typescript', semi: false })}\n`;
}

/** The text of src/lib/database.types.ts for the schema at dbUrl. */
export async function generateTypes(dbUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await renderTypes(client);
  } finally {
    await client.end();
  }
}

/** Where `committed` first differs from `generated` ("at line N: ..."), or null when equal. */
export function typesDifference(committed: string, generated: string): string | null {
  if (committed === generated) return null;
  const a = committed.split('\n');
  const b = generated.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `at line ${at + 1}: the file has ${JSON.stringify(a[at] ?? '(end)')}, the schema gives ${JSON.stringify(b[at] ?? '(end)')}`;
}

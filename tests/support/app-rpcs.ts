// The database functions the app calls: every `.rpc('name'` in src/ outside tests,
// so tests/integration/rpc-types.test.ts can fail when one has no typed check.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function rpcsTheAppCalls(): string[] {
  const src = path.resolve(import.meta.dirname, '../../src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('test/'),
  );
  const names = files.flatMap((f) =>
    [...readFileSync(path.join(src, f), 'utf8').matchAll(/\.rpc\(\s*'(\w+)'/g)].map((m) => m[1]!),
  );
  return [...new Set(names)].sort();
}

// Every CSV export is formula-escaped (no cell runs as a formula). They all go through
// src/lib/csv.ts (toCsv); a module that calls Papa.unparse itself fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');
const ALLOWED = new Set(['lib/csv.ts']);

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
  );
}

describe('CSV exports', () => {
  it('all go through toCsv, which escapes formulas', () => {
    const direct = sourceFiles().filter(
      (f) =>
        !ALLOWED.has(f.split(path.sep).join('/')) &&
        /\bunparse\s*\(/.test(readFileSync(path.join(SRC, f), 'utf8')),
    );
    expect(direct).toEqual([]);
  });

  it('would catch a module that unparses on its own', () => {
    expect(/\bunparse\s*\(/.test("Papa.unparse(rows, { newline: '\\r\\n' })")).toBe(true);
  });
});

// Runs Supabase-style pgTAP files (`begin; select plan(n); ... finish(); rollback;`)
// over a plain `pg` connection and reads their TAP output, so the same files
// run under `supabase test db` (pg_prove) and in our vitest suite.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

export interface TapResult {
  file: string;
  planned: number | null;
  lines: string[];
  passed: number;
  failed: string[];
  /** An error that aborted the file (the transaction is rolled back). */
  error: string | null;
}

/** Reads a test file and inlines psql `\ir` / `\i` includes, as pg_prove's psql would. */
export function expandIncludes(file: string, seen = new Set<string>()): string {
  const abs = path.resolve(file);
  if (seen.has(abs)) throw new Error(`include cycle at ${abs}`);
  seen.add(abs);
  const text = readFileSync(abs, 'utf8');
  return text
    .split('\n')
    .map((line) => {
      const m = /^\s*\\(ir|i)\s+(\S+)\s*$/.exec(line);
      if (!m) return line;
      const target = m[1] === 'ir' ? path.resolve(path.dirname(abs), m[2]!) : path.resolve(m[2]!);
      return expandIncludes(target, new Set(seen));
    })
    .join('\n');
}

/** pgTAP lives in `extensions` on hosted Supabase; create it there if it is missing. */
export async function ensurePgtap(client: pg.Client): Promise<void> {
  await client.query('create extension if not exists pgtap with schema extensions');
}

export async function runTapFile(client: pg.Client, file: string): Promise<TapResult> {
  const sql = expandIncludes(file);
  const lines: string[] = [];
  let error: string | null = null;
  try {
    const results = await client.query(sql);
    for (const result of Array.isArray(results) ? results : [results]) {
      for (const row of (result as pg.QueryResult).rows ?? []) {
        const value = Object.values(row as Record<string, unknown>)[0];
        if (typeof value === 'string') lines.push(...value.split('\n'));
      }
    }
  } catch (e) {
    const err = e as Error & { position?: string; where?: string };
    error = `${err.message}${err.where ? `\n${err.where}` : ''}`;
    await client.query('rollback').catch(() => {});
  }
  const planMatch = lines.map((l) => /^1\.\.(\d+)$/.exec(l)).find(Boolean);
  const tests = lines.filter((l) => /^(not )?ok \d+/.test(l));
  const failed = tests.filter((l) => l.startsWith('not ok'));
  // Keep each failure's diagnostics with it.
  const failedWithDiag = failed.map((f) => {
    const i = lines.indexOf(f);
    const diag: string[] = [];
    for (let j = i + 1; j < lines.length && lines[j]!.startsWith('#'); j++) diag.push(lines[j]!);
    return [f, ...diag].join('\n');
  });
  return {
    file,
    planned: planMatch ? Number(planMatch[1]) : null,
    lines,
    passed: tests.length - failed.length,
    failed: failedWithDiag,
    error,
  };
}

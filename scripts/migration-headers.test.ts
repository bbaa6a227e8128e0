// Every migration opens with a header that says what it holds and the rules it
// enforces (the baseline: one file per domain). A migration that defines a
// function an earlier migration defined says so in its header, naming the
// function and the migration whose version it replaces, so a reader of the
// older file is not misled by a body that no longer runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listMigrations } from '../local-supabase';

const DEFINES = /create\s+(?:or\s+replace\s+)?function\s+(\w+\.\w+)\s*\(/gi;

/** The leading comment block, as one line of prose. */
function header(sql: string): string {
  const lines: string[] = [];
  for (const line of sql.split('\n')) {
    if (!line.startsWith('--')) break;
    lines.push(line.replace(/^--\s?/, ''));
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}

describe('migration headers', () => {
  it('open every migration with what it holds and the rules it enforces', () => {
    const bare = listMigrations()
      .filter((m) => header(readFileSync(m.file, 'utf8')).length < 80)
      .map((m) => `${m.version}_${m.name}`);
    expect(bare).toEqual([]);
  });

  it('name each function they replace and the migration it came from', () => {
    const definedIn = new Map<string, string>();
    const missing: string[] = [];
    for (const m of listMigrations()) {
      const sql = readFileSync(m.file, 'utf8');
      const text = header(sql);
      const names = new Set([...sql.matchAll(DEFINES)].map((d) => d[1]!.toLowerCase()));
      for (const name of names) {
        const earlier = definedIn.get(name);
        if (earlier && !(text.includes(`${name}(`) && text.includes(earlier))) {
          missing.push(`${m.version}_${m.name}: replaces ${name} from ${earlier}`);
        }
        definedIn.set(name, `${m.version}_${m.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

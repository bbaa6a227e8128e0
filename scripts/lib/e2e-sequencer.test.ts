import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { E2E_SECONDS, splitByWeight } from './e2e-sequencer';

const e2eFiles = readdirSync('e2e')
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `e2e/${f}`);

describe('splitting the e2e files between shards', () => {
  it('puts every file in exactly one shard', () => {
    const shards = splitByWeight(e2eFiles, 2);
    expect(shards.flat().sort()).toEqual([...e2eFiles].sort());
  });

  it('keeps the two shards within a minute of each other on the measured times', () => {
    const seconds = (files: string[]) => files.reduce((sum, f) => sum + (E2E_SECONDS[f] ?? 0), 0);
    const [one, two] = splitByWeight(Object.keys(E2E_SECONDS), 2).map(seconds);
    expect(Math.abs(one! - two!)).toBeLessThan(60);
  });

  it('gives each shard the same split whatever order the files come in', () => {
    const reversed = [...e2eFiles].reverse();
    expect(splitByWeight(reversed, 2)).toEqual(splitByWeight(e2eFiles, 2));
  });

  it('spreads files it has no figure for instead of piling them on one shard', () => {
    const unknown = ['e2e/a.test.ts', 'e2e/b.test.ts', 'e2e/c.test.ts', 'e2e/d.test.ts'];
    const shards = splitByWeight(unknown, 2);
    expect(shards.map((s) => s.length)).toEqual([2, 2]);
  });

  it('names a current e2e file in every figure, so the table follows renames', () => {
    expect(Object.keys(E2E_SECONDS).filter((f) => !e2eFiles.includes(f))).toEqual([]);
  });
});

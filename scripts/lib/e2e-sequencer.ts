// Splits the e2e files between `npm test`'s shards by how long each takes, not by
// vitest's default hash of the path, which put 356 s in one shard and 231 s in the
// other (CI, 2 cores, beside the integration suite): the whole run waits for the
// slower one. Seconds come from that CI log; a file not listed counts as a typical
// one. A stale figure only unbalances the shards, it never drops or repeats a file.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const E2E_SECONDS: Readonly<Record<string, number>> = {
  'e2e/accessibility.test.ts': 132,
  'e2e/applications.test.ts': 72,
  'e2e/people.test.ts': 62,
  'e2e/requests.test.ts': 62,
  'e2e/accounts.test.ts': 57,
  'e2e/cases-flow.test.ts': 49,
  'e2e/compliance.test.ts': 39,
  'e2e/work-record.test.ts': 36,
  'e2e/auth-flow.test.ts': 31,
  'e2e/languages.test.ts': 30,
  'e2e/court-flow.test.ts': 25,
  'e2e/accept-and-layout.test.ts': 22,
  'e2e/public-pages.test.ts': 10,
  'e2e/network-quiet.test.ts': 4,
};
const TYPICAL_SECONDS = 45;

/**
 * Longest first, each onto the shard with the least so far (ties: the lower shard,
 * then the path, so every shard computes the same split).
 */
export function splitByWeight(files: readonly string[], count: number): string[][] {
  const weight = (f: string) => E2E_SECONDS[f] ?? TYPICAL_SECONDS;
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], total: 0 }));
  const ordered = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of ordered) {
    const lightest = shards.reduce((min, s) => (s.total < min.total ? s : min));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return shards.map((s) => s.files);
}

export class WeightedSequencer extends BaseSequencer {
  override async shard(specs: TestSpecification[]): Promise<TestSpecification[]> {
    const { root, shard } = this.ctx.config;
    if (!shard) return specs;
    const key = (s: TestSpecification) => path.relative(root, s.moduleId).split(path.sep).join('/');
    const mine = new Set(splitByWeight(specs.map(key), shard.count)[shard.index - 1]);
    return specs.filter((s) => mine.has(key(s)));
  }
}

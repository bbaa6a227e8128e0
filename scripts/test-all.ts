// npm test: unit, integration (real local stack) and end-to-end (Chromium)
// suites one after another, then one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_MISSING, findChromium } from '../e2e/support/chromium';

const args = process.argv.slice(2);
const projects = args.length ? args : ['unit', 'integration', 'e2e'];

if (projects.includes('e2e') && !findChromium()) {
  console.error(`\n${CHROMIUM_MISSING}\n`);
  process.exit(1);
}

const outDir = mkdtempSync(path.join(tmpdir(), 'gal-tests-'));
let passed = 0;
let failed = 0;
// Suites that went wrong without a failing test (nothing ran, no report, or vitest
// exited non-zero, e.g. on an unhandled error), named so CI's last line says which.
const broken: string[] = [];
for (const project of projects) {
  const report = path.join(outDir, `${project}.json`);
  console.log(`\n=== ${project} ===`);
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { stdio: 'inherit' },
  );
  try {
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
    };
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    // A suite that ran nothing is broken, not green.
    if (result.numTotalTests === 0) broken.push(`${project}: no tests ran`);
  } catch {
    broken.push(`${project}: no report`);
  }
  if (run.status !== 0 && !broken.some((b) => b.startsWith(`${project}:`)))
    broken.push(`${project}: vitest exited ${run.status ?? run.signal} (see its Errors above)`);
}
rmSync(outDir, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
for (const reason of broken) console.log(`broken: ${reason}`);
process.exit(broken.length || failed > 0 ? 1 : 0);

// npm test: the unit suite (both cores), the node suite (the stack's parts, the scripts
// and pure src/lib logic, in plain Node), then the integration suite and the
// end-to-end suite in two shards at the same time, each on a stack of its own,
// then one closing line with the totals. The three overlap because each leaves
// a core mostly idle (PGlite runs one query at a time; a browser flow waits on
// the page); TEST_SERIAL=1 runs them one after another instead.
// `tsx scripts/test-all.ts integration` (CI's PostgreSQL 15 pass) runs one suite.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_MISSING, findChromium } from '../e2e/support/chromium';

const args = process.argv.slice(2);
const projects = args.length ? args : ['unit', 'node', 'integration', 'e2e'];
const serial = process.env.TEST_SERIAL === '1';

if (projects.includes('e2e') && !findChromium()) {
  console.error(`\n${CHROMIUM_MISSING}\n`);
  process.exit(1);
}

interface Run {
  name: string;
  project: string;
  extra: string[];
}

const E2E_SHARDS = 2;
/** What runs, in groups: a group's runs go at once (unless TEST_SERIAL), groups one by one. */
const groups: Run[][] = [];
const at = (p: string) => ({ name: p, project: p, extra: [] });
if (projects.includes('unit')) groups.push([at('unit')]);
// After unit, alone: a few seconds on both cores, with its own report in the totals.
if (projects.includes('node')) groups.push([at('node')]);
const overlap: Run[] = [];
if (projects.includes('integration')) overlap.push(at('integration'));
if (projects.includes('e2e')) {
  for (let i = 1; i <= E2E_SHARDS; i++)
    overlap.push({
      name: `e2e ${i}/${E2E_SHARDS}`,
      project: 'e2e',
      extra: [`--shard=${i}/${E2E_SHARDS}`],
    });
}
if (overlap.length) groups.push(...(serial ? overlap.map((r) => [r]) : [overlap]));

const outDir = mkdtempSync(path.join(tmpdir(), 'gal-tests-'));
let passed = 0;
let failed = 0;
// Suites that went wrong without a failing test (nothing ran, no report, or vitest
// exited non-zero, e.g. on an unhandled error), named so CI's last line says which.
const broken: string[] = [];

/** Runs one suite; alone it prints as it goes, beside others its output waits for its end. */
function run({ name, project, extra }: Run, alone: boolean): Promise<void> {
  const report = path.join(outDir, `${name.replace(/\W/g, '-')}.json`);
  const argv = ['vitest', 'run', '--project', project, ...extra, '--reporter=default'];
  argv.push('--reporter=json', `--outputFile.json=${report}`);
  if (alone) console.log(`\n=== ${name} ===`);
  const startedAt = Date.now();
  const child = spawn('npx', argv, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (b: Buffer) => output.push(b));
  child.stderr?.on('data', (b: Buffer) => output.push(b));
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      if (!alone) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      try {
        const result = JSON.parse(readFileSync(report, 'utf8')) as {
          numPassedTests: number;
          numFailedTests: number;
          numTotalTests: number;
        };
        passed += result.numPassedTests;
        failed += result.numFailedTests;
        // A suite that ran nothing is broken, not green.
        if (result.numTotalTests === 0) broken.push(`${name}: no tests ran`);
      } catch {
        broken.push(`${name}: no report`);
      }
      if (status !== 0 && !broken.some((b) => b.startsWith(`${name}:`)))
        broken.push(`${name}: vitest exited ${status ?? signal} (see its Errors above)`);
      // Each suite's wall time, so CI's log shows which phase the minutes went to.
      console.log(`(${name}: ${Math.round((Date.now() - startedAt) / 1000)} s)`);
      resolve();
    });
  });
}

for (const group of groups) {
  if (group.length > 1) console.log(`\n=== ${group.map((r) => r.name).join(', ')}: at once ===`);
  await Promise.all(group.map((r) => run(r, group.length === 1)));
}
rmSync(outDir, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
for (const reason of broken) console.log(`broken: ${reason}`);
process.exit(broken.length || failed > 0 ? 1 : 0);

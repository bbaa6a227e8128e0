import { readdirSync } from 'node:fs';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { WeightedSequencer } from './scripts/lib/e2e-sequencer';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

// src/lib tests that need a browser (window, storage, the app's MSW backend) stay in the unit
// project; every other src/lib test is pure logic and runs in the node project, which skips
// jsdom, React and MSW. A new src/lib test that touches the DOM fails there until listed here.
const LIB_TESTS_NEEDING_DOM = [
  'captcha.test.ts',
  'error-listener.test.ts',
  'error-report.test.ts',
  'i18n.test.ts',
  'reload-once.test.ts',
  'resource.test.ts',
];
const PURE_LIB_TESTS = readdirSync(path.resolve(import.meta.dirname, 'src/lib'))
  .filter((f) => f.endsWith('.test.ts') && !LIB_TESTS_NEEDING_DOM.includes(f))
  .map((f) => `src/lib/${f}`);

export default defineConfig({
  test: {
    // `--shard` (npm test's e2e shards) splits files by measured time: see the sequencer.
    sequence: { sequencer: WeightedSequencer },
    projects: [
      {
        plugins: [react(), lingui()],
        // The service worker's registration is vite-plugin-pwa's virtual module, made only by
        // the build: unit tests register through a fake that records what the app asked.
        resolve: {
          alias: {
            ...alias,
            'virtual:pwa-register': path.resolve(
              import.meta.dirname,
              'src/test/fake-pwa-register.ts',
            ),
          },
        },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: PURE_LIB_TESTS,
          setupFiles: ['src/test/setup.ts'],
          // Both cores: the default leaves one idle on a 2-core machine (unit ran about 300 s
          // instead of about 180 s), and jsdom's start-up, not CPU, is most of each file.
          maxWorkers: 2,
          // One worker per core runs file after file: starting a process, jsdom, React and
          // MSW for each of ~100 files was most of the suite's time (419 s against 142 s
          // at load 6). src/test/setup.ts gives each file fresh app modules.
          isolate: false,
          // Two shared cores in CI; a slow test is not a failing one.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The stack's parts, the scripts and pure src/lib logic: plain Node, no app setup.
          name: 'node',
          environment: 'node',
          globals: true,
          include: ['local-supabase/**/*.test.ts', 'scripts/**/*.test.ts', ...PURE_LIB_TESTS],
          maxWorkers: 2,
          // As the unit project: a process per file costs more than these files' tests.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          // How our wire server hands one PGlite session between clients; on a real
          // PostgreSQL server (DATABASE_URL) every client has a session of its own.
          exclude: process.env.DATABASE_URL ? ['tests/integration/wire-session-reset.test.ts'] : [],
          globalSetup: ['tests/setup/global-stack.ts'],
          setupFiles: ['tests/setup/websocket.ts', 'tests/setup/stack-target.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['tests/setup/websocket.ts', 'tests/setup/stack-target.ts'],
          fileParallelism: false,
          // expect.poll waits for a page to change; its 1 s default is shorter than a
          // round trip plus render on two busy cores (the waits themselves end at once).
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

// Starts a fresh local stack with demo data, builds the app against it and
// serves the build, all on free ports.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import {
  PUBLISHABLE_KEY,
  freePort,
  startEphemeralStack,
  TEST_RUN_RATE_LIMITS,
  TURNSTILE_TEST_SITE_KEY,
} from '../../local-supabase';
import { CHROMIUM_MISSING, findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    apiUrl: string;
    mailUrl: string;
    dbUrl: string;
    adminDbUrl: string;
    chromiumPath: string;
    /** The served build's folder: a test may rewrite a file in it, restoring it after. */
    buildDir: string;
    /** Where expectAxeClean notes the page kinds it checked (support/axe.ts). */
    axeSeenDir: string;
  }
}

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error(CHROMIUM_MISSING);

  // The app is served from this origin, so the stack must answer CORS for it.
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const stack = await startEphemeralStack({
    seed: true,
    allowedOrigins: [appUrl],
    authRateLimits: TEST_RUN_RATE_LIMITS,
  });
  const outDir = mkdtempSync(path.join(tmpdir(), 'gal-e2e-build-'));
  const axeSeenDir = mkdtempSync(path.join(tmpdir(), 'gal-e2e-axe-'));
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  try {
    process.env.VITE_SUPABASE_URL = stack.apiUrl;
    process.env.VITE_SUPABASE_PUBLISHABLE_KEY = PUBLISHABLE_KEY;
    // The stack keeps config.toml's CAPTCHA (Turnstile's test secret): the app sends the test token.
    process.env.VITE_CAPTCHA_SITE_KEY = TURNSTILE_TEST_SITE_KEY;
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
    server = await preview({
      logLevel: 'warn',
      build: { outDir },
      preview: { port, strictPort: true, host: '127.0.0.1' },
    });
    project.provide('appUrl', appUrl);
    project.provide('apiUrl', stack.apiUrl);
    project.provide('mailUrl', stack.mailUrl);
    project.provide('dbUrl', stack.dbUrl);
    project.provide('adminDbUrl', stack.adminDbUrl);
    project.provide('chromiumPath', chromiumPath);
    project.provide('axeSeenDir', axeSeenDir);
    project.provide('buildDir', outDir);
  } catch (error) {
    await stack.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(axeSeenDir, { recursive: true, force: true });
    throw error;
  }

  return async () => {
    await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()) ?? resolve());
    await stack.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(axeSeenDir, { recursive: true, force: true });
  };
}

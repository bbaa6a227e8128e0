// The built app (vite build + preview) against a given stack, for the Chromium
// benches: the stack answers CORS only for the app's origin, so the caller picks
// the preview's port before starting the stack.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build, preview } from 'vite';
import { PUBLISHABLE_KEY, TURNSTILE_TEST_SITE_KEY } from '../../local-supabase';
import { paths } from '../../src/lib/paths';

export interface BuiltApp {
  url: string;
  stop(): Promise<void>;
}

/** `beforeListen` runs after the build, right before the preview binds `port`. */
export async function serveBuiltApp(
  apiUrl: string,
  port: number,
  beforeListen?: () => Promise<void>,
): Promise<BuiltApp> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'gal-bench-app-'));
  const env = {
    VITE_SUPABASE_URL: apiUrl,
    VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    VITE_CAPTCHA_SITE_KEY: TURNSTILE_TEST_SITE_KEY,
  };
  const saved = Object.keys(env).map((name) => [name, process.env[name]] as const);
  try {
    Object.assign(process.env, env);
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  await beforeListen?.();
  const server = await preview({
    logLevel: 'silent',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login form (every demo and scale account's password). */
export async function signInAs(page: Page, appUrl: string, email: string): Promise<void> {
  await page.goto(`${appUrl}${paths.login}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${appUrl}${paths.dashboard.home}`);
}

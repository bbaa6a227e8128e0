// A new build reaches an installed app, in real Chromium against the production build: once the
// worker controls the page, a second build is deployed (the served sw.js names a new index.html
// revision, and that index.html carries a marker); the app's update check finds it, the page
// says "A new version is ready" with Reload, and Reload opens the second build, served by the
// new worker. The second build is the first one's two files rewritten in the served folder (the
// suite builds once; its files run one at a time), and put back after.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { useBrowser } from './support/pages';

const browser = useBrowser();

/** The precache entry of index.html in the generated worker, however the build quotes it. */
const INDEX_REVISION =
  /(url["']?\s*:\s*["']index\.html["']\s*,\s*["']?revision["']?\s*:\s*["'])([^"']+)/;
const MARKER = '<meta name="gal-build" content="second">';

const isSecondBuild = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="gal-build"]') !== null);

/** Serves the second build until the returned function puts the first one back. */
function deploySecondBuild(): () => void {
  const worker = path.join(inject('buildDir'), 'sw.js');
  const html = path.join(inject('buildDir'), 'index.html');
  const first = { worker: readFileSync(worker, 'utf8'), html: readFileSync(html, 'utf8') };
  if (!INDEX_REVISION.test(first.worker)) throw new Error('sw.js: no index.html entry');
  writeFileSync(worker, first.worker.replace(INDEX_REVISION, '$1second-build'));
  writeFileSync(html, first.html.replace('<head>', `<head>${MARKER}`));
  return () => {
    writeFileSync(worker, first.worker);
    writeFileSync(html, first.html);
  };
}

describe('a new build', () => {
  it('is offered with Reload, and Reload opens it', async () => {
    const page = await browser.open({ as: 'contractor' });
    // The first build's worker installs; after a reload it controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(await isSecondBuild(page)).toBe(false);

    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    const restore = deploySecondBuild();
    try {
      // The app's next update check (hourly; asked for now) finds the new worker.
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await prompt.waitFor();
      // The page stays on the old build until the user chooses.
      expect(await isSecondBuild(page)).toBe(false);

      await prompt.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => isSecondBuild(page).catch(() => false)).toBe(true);
    } finally {
      restore();
    }
    // The second build is the new worker's: with the server back on the first build, a reload
    // still opens the second, from the new worker's precache.
    await page.reload();
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe(paths.dashboard.home);
    expect(await isSecondBuild(page)).toBe(true);
    await expect.poll(() => prompt.count()).toBe(0);
  });
});

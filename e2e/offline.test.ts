// Logging a visit with no signal, in real Chromium against the production build: after one
// online visit the service worker has the app, so a reload with the network cut still shows
// the dashboard and the contractor's cases (as last seen); contacts logged offline wait on the
// phone and say so; back online they are stored exactly once (time entry and miles included)
// and show as sent; a case an admin reassigned meanwhile (from another client) turns its
// waiting contact into "no longer yours" with the text kept; signing out wipes the device's
// store. And the built manifest and worker are what Chromium installs.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { createUser, PASSWORD } from '../tests/support/supabase';
import { expectAxeClean } from './support/axe';
import { appUrl } from './support/browser';
import { CHROMIUM_ARGS } from './support/chromium';
import { networkQuiet } from './support/network';
import { useBrowser } from './support/pages';

const run = randomUUID().slice(0, 8);
const db = new pg.Client({ connectionString: inject('dbUrl') });
const browser = useBrowser();

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

/** Every key in the app's offline store (IndexedDB 'gal-offline', store 'device'). */
function deviceKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('gal-offline');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('device');
        open.onsuccess = () => {
          const request = open.result
            .transaction('device', 'readonly')
            .objectStore('device')
            .getAllKeys();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result.map(String));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

async function logContact(page: Page, notes: string) {
  await page.getByRole('button', { name: 'Log Contact' }).click();
  const form = page.getByRole('form', { name: 'Log Contact' });
  // The form checks as it does online: nothing chosen is refused before anything waits.
  await form.getByRole('button', { name: 'Submit Contact' }).click();
  await form.getByText('Choose the type of contact').waitFor();
  await form.getByLabel('Type of contact').selectOption('in_person');
  await form.getByLabel('Child', { exact: true }).check();
  await form.getByLabel('Minutes').fill('50');
  await form.getByLabel('Miles driven').fill('12.5');
  await form.getByLabel('Notes').fill(notes);
  await form.getByRole('button', { name: 'Submit Contact' }).click();
  await page
    .getByText('Contact kept on this phone: it is sent when you are back online.')
    .waitFor();
}

describe('offline contact logging', () => {
  it('keeps contacts logged offline and sends them once when back online', async () => {
    const user = await createUser('contractor', { name: 'Fiona Field' });
    const other = await createUser('contractor', { name: 'Oscar Other' });
    const admin = await createUser('admin', { name: 'Ada Admin' });
    const cases = await db.query<{ id: string; title: string }>(
      `insert into public.cases (title, description, admin_id, contractor_id, status, county, created_at)
       values ($1, 'Placement visit.', $3, $4, 'in_progress', 'Liberty', now() - interval '30 days'),
              ($2, 'School visit.', $3, $4, 'in_progress', 'Gulf', now() - interval '30 days')
       returning id, title`,
      [`Rural visit ${run}`, `Moving away ${run}`, admin.id, user.id],
    );
    const [kept, moved] = cases.rows as [
      { id: string; title: string },
      { id: string; title: string },
    ];

    // One online visit: the cases list is seen (searched for this run's cases: the shared test
    // stack has many open cases before them), the worker installs and precaches the app.
    const page = await browser.open({
      as: { email: user.email, password: PASSWORD },
      at: `${paths.dashboard.cases}?q=${run}`,
      viewport: 'phone',
    });
    await page.getByRole('heading', { name: kept.title }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => deviceKeys(page)).toContain('loggable-cases');

    // No network: a reload still shows the app and the cases, titles and counties only.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText('Offline — contacts you log wait on this phone').waitFor();
    await page.getByRole('link', { name: moved.title }).waitFor();
    await page.getByText('Liberty County').waitFor();
    await expectAxeClean(page, 'cases offline');

    // Two contacts logged offline wait on the phone, each on its case.
    await page.getByRole('link', { name: moved.title }).click();
    await page.getByRole('heading', { name: moved.title, level: 1 }).waitFor();
    const movedNotes = `Met the teacher after class ${run}.`;
    await logContact(page, movedNotes);
    await page.getByText(/: waiting to send$/).waitFor();
    await page.getByText('Offline — 1 contact waiting to send').waitFor();
    await expectAxeClean(page, 'case offline with a waiting contact');
    // A page loaded offline comes from the worker too.
    await page.goto(`${appUrl}${paths.dashboard.case(kept.id)}`);
    await page.getByRole('heading', { name: kept.title, level: 1 }).waitFor();
    await logContact(page, `Saw the child at the placement ${run}.`);
    await page.getByText('Offline — 2 contacts waiting to send').waitFor();

    // Meanwhile an admin, on another device, gives the first case to someone else.
    const { error } = await admin.client.rpc('assign_case', {
      case_id: moved.id,
      contractor_id: other.id,
    });
    expect(error).toBeNull();

    // Back online, the kept case's contact reaches the server but its answer is lost on the
    // way back: it still waits, and goes again on the next try.
    let lost = 0;
    await page.route('**/rest/v1/rpc/save_contact', async (route) => {
      if (!route.request().postData()?.includes(kept.id)) return route.continue();
      await route.fetch();
      lost += 1;
      await route.abort('connectionreset');
    });
    await page.context().setOffline(false);
    // The reassigned case's contact is refused and says why, its text kept for copying.
    await page.getByText('This case is no longer yours', { exact: false }).waitFor();
    expect(await page.getByLabel("The contact's text").inputValue()).toContain(movedNotes);
    await expect.poll(() => lost).toBe(1);
    await page.getByText('1 contact waiting to send').waitFor();
    await page.unroute('**/rest/v1/rpc/save_contact');
    // The next try (here: the network drops and returns) sends it again; it shows as sent.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await page.getByText('Contact logged offline: sent').waitFor();
    await page.getByText('In-person contact with child').first().waitFor();
    expect(await page.getByText(/: waiting to send$/).count()).toBe(0);

    // Stored exactly once, with its time entry and its miles; nothing on the reassigned case.
    const stored = await db.query<{ status: string; miles: string; entries: number }>(
      `select k.status, k.miles::text,
              (select count(*)::int from public.time_entries t where t.contact_id = k.id) as entries
         from public.case_contacts k where k.case_id = $1`,
      [kept.id],
    );
    expect(stored.rows).toEqual([{ status: 'submitted', miles: '12.5', entries: 1 }]);
    const onMoved = await db.query('select 1 from public.case_contacts where case_id = $1', [
      moved.id,
    ]);
    expect(onMoved.rowCount).toBe(0);
    await expectAxeClean(page, 'refused offline contact');
    // The dark theme's palette (the class the user's setting puts on <html>) is as legible.
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expectAxeClean(page, 'refused offline contact (dark)');
    await page.evaluate(() => document.documentElement.classList.remove('dark'));

    // Signing out warns (a contact still waits on the phone), then wipes the device's store.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const warning = page.getByRole('dialog', { name: 'Sign out with contacts not sent?' });
    await warning.getByText('1 contact has not been sent yet.').waitFor();
    await expectAxeClean(page, 'sign-out warning');
    await warning.getByRole('button', { name: 'Sign Out and Delete Them' }).click();
    // Signed out: the public frame offers Sign In again.
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(new URL(page.url()).pathname).not.toMatch(/^\/dashboard/);
    await expect.poll(() => deviceKeys(page)).toEqual([]);
  });

  it("never registers the worker on a signed-out visitor's landing", async () => {
    const page = await browser.open({ at: '/' });
    await networkQuiet(page);
    const workers = await page.evaluate(() =>
      navigator.serviceWorker.getRegistrations().then((r) => r.length),
    );
    expect(workers).toBe(0);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    expect(scripts.filter((s) => /workbox|pwa-register|\/sw\.js/.test(s))).toEqual([]);
  });

  it('serves a manifest and a worker Chromium installs', async () => {
    const user = await createUser('contractor', { name: 'Ivy Install' });
    const page = await browser.open({
      as: { email: user.email, password: PASSWORD },
      at: paths.dashboard.home,
    });
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(`${appUrl}${href}`)).json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { sizes: string; purpose?: string; src: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'GAL Connect',
      start_url: '/dashboard',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const res = await page.request.get(`${appUrl}${icon.src}`);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    // The worker controls the app after its first visit, and the app shell comes from it.
    const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    expect(scope).toBe(`${appUrl}/`);
    // Chromium's own installability check (DevTools protocol) finds nothing missing. A test
    // context is incognito, where nothing installs; a profile of its own is not. The signed-out
    // pages never register the worker, so that profile gets this session before the dashboard.
    const session = await page.evaluate(() => Object.entries(localStorage));
    const profile = mkdtempSync(path.join(tmpdir(), 'gal-e2e-install-'));
    const installer = await chromium.launchPersistentContext(profile, {
      executablePath: inject('chromiumPath'),
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const tab = installer.pages()[0] ?? (await installer.newPage());
      await tab.goto(`${appUrl}${paths.login}`);
      await tab.evaluate((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, session);
      await tab.goto(`${appUrl}${paths.dashboard.home}`);
      await tab.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await tab.reload();
      const cdp = await installer.newCDPSession(tab);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await installer.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

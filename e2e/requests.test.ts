// The public site end to end, in Chromium with a fake microphone: a visitor sends a
// GAL request with a voice note, an admin finds it in Requests, plays the note and
// marks it contacted; a failed send keeps what was typed; the signed-out GAL path
// goes through /login to /apply with the form; the public pages pass axe at desktop
// and phone widths.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { appUrl, axeViolations, describeViolations } from './support/browser';
import { CHROMIUM_ARGS } from './support/chromium';

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
});
afterAll(async () => {
  await browser.close();
});

async function withPage<T>(run: (page: Page) => Promise<T>, width = 1280): Promise<T> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.grantPermissions(['microphone']);
  const page = await context.newPage();
  try {
    return await run(page);
  } finally {
    await context.close();
  }
}

async function fillRequest(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Find a Guardian ad Litem for your Case' });
  await form.getByLabel('Case type *').selectOption('Relocation Case');
  await form.getByLabel('Court location *').selectOption('Alachua County');
  await form.getByLabel('Name *').fill(name);
  await form.getByLabel('Email *').fill('e2e.parent@example.com');
  await form.getByLabel('Phone *').fill('(352) 555-0134');
  await form.getByLabel('Case details *').fill('The other parent wants to move out of state.');
  await form.getByLabel(/This is an urgent request/).check();
  return form;
}

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('the landing request and the admin inbox', () => {
  const name = `E2E Parent ${Date.now()}`;

  it('a visitor sends a request with a voice note', async () => {
    await withPage(async (page) => {
      await page.goto(appUrl);
      const form = await fillRequest(page, name);
      await form.getByRole('button', { name: 'Record voice note' }).click();
      await expect
        .poll(() => form.getByRole('timer').innerText(), { timeout: 5000 })
        .toMatch(/^0:0[2-9] \/ 2:00$/);
      await form.getByRole('button', { name: 'Stop recording' }).click();
      await form.getByLabel('Your voice note').waitFor();
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await expect
        .poll(() => form.getByRole('status').innerText(), { timeout: 10_000 })
        .toBe('Thank you for your request. We will contact you shortly.');
      expect(await form.getByLabel('Name *').inputValue()).toBe('');
    });
  });

  it('an admin finds it in Requests, plays the note and marks it contacted', async () => {
    await withPage(async (page) => {
      await page.goto(`${appUrl}${paths.login}`);
      await signIn(page, 'admin@demo.test');
      await page.waitForURL(`${appUrl}${paths.dashboard.home}`);
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Requests' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
      await page.getByLabel('County').selectOption('Alachua County');
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await item.waitFor();
      expect(await item.getByText('Urgent').isVisible()).toBe(true);

      await item.getByRole('button', { name: 'Play voice note' }).click();
      const audio = item.getByLabel(`Voice note from ${name}`);
      await audio.waitFor();
      await expect
        .poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(1);

      await item.getByRole('button', { name: 'Mark contacted' }).click();
      await item.getByText(/^Contacted by Alicia Admin on /).waitFor();
      expect(await item.getByRole('button', { name: 'Mark contacted' }).count()).toBe(0);
    });
  });

  it('a failed send keeps everything typed, voice note included', async () => {
    await withPage(async (page) => {
      await page.goto(appUrl);
      const form = await fillRequest(page, 'Kept Parent');
      await form.getByRole('button', { name: 'Record voice note' }).click();
      await expect
        .poll(() => form.getByRole('timer').innerText(), { timeout: 5000 })
        .toMatch(/^0:0[1-9]/);
      await form.getByRole('button', { name: 'Stop recording' }).click();
      // The stack is unreachable for the request itself.
      await page.route('**/rest/v1/gal_requests*', (route) => route.abort('connectionrefused'));
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await expect
        .poll(() => form.getByRole('alert').innerText(), { timeout: 10_000 })
        .toContain('We could not reach GAL Connect.');
      expect(await form.getByLabel('Name *').inputValue()).toBe('Kept Parent');
      expect(await form.getByLabel('Court location *').inputValue()).toBe('Alachua County');
      expect(await form.getByLabel(/This is an urgent request/).isChecked()).toBe(true);
      expect(await form.getByLabel('Your voice note').count()).toBe(1);
    });
  });
});

describe('the signed-out guardian path', () => {
  it('goes through /login and lands on /apply with the application shown', async () => {
    await withPage(async (page) => {
      await page.goto(`${appUrl}${paths.choosePath}`);
      await page.getByRole('button', { name: 'Apply as Guardian ad Litem' }).click();
      await page.waitForURL(`${appUrl}${paths.login}`);
      await signIn(page, 'applicant@demo.test');
      await page.waitForURL(`${appUrl}${paths.apply}`);
      await page
        .getByRole('heading', { name: 'Family Law Guardian ad Litem Application' })
        .waitFor();
    });
  });
});

describe('public pages pass axe at desktop and phone widths', () => {
  const pages = [paths.home, paths.apply, paths.choosePath, paths.login, paths.signup];
  for (const width of [1280, 390]) {
    it.each(pages)(`%s at ${width} px`, async (path) => {
      await withPage(async (page) => {
        await page.goto(`${appUrl}${path}`);
        await page.waitForLoadState('networkidle');
        await page.getByRole('main').waitFor();
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      }, width);
    });
  }
});

// The public site end to end, in Chromium with a fake microphone: a visitor sends a
// GAL request with a voice note, an admin finds it in Requests, plays the note and
// marks it contacted; a failed send keeps what was typed; the signed-out GAL path
// goes through /login to /apply with the form; the public pages pass axe at desktop
// and phone widths.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { expectAxeClean } from './support/axe';
import { appUrl } from './support/browser';
import { useBrowser, VIEWPORTS } from './support/pages';
import { signIn } from './support/sign-in';

const browser = useBrowser({
  args: [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
  context: { permissions: ['microphone'] },
});

/** Scrolls to the landing's request form, which loads only as it comes into view. */
async function scrollToRequestForm(page: Page) {
  await page
    .getByRole('heading', { name: 'Find a Guardian ad Litem for your Case' })
    .scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Find a Guardian ad Litem for your Case' });
  await form.waitFor();
  return form;
}

async function fillRequest(page: Page, name: string) {
  const form = await scrollToRequestForm(page);
  await form.getByLabel('Case type *').selectOption('Relocation Case');
  await form.getByLabel('Court location *').selectOption('Alachua County');
  await form.getByLabel('Name *').fill(name);
  await form.getByLabel('Email *').fill('e2e.parent@example.com');
  await form.getByLabel('Phone *').fill('(352) 555-0134');
  await form.getByLabel('Case details *').fill('The other parent wants to move out of state.');
  await form.getByLabel(/This is an urgent request/).check();
  return form;
}

describe('the landing request and the admin inbox', () => {
  const name = `E2E Parent ${Date.now()}`;

  it('a visitor sends a request with a voice note', async () => {
    const page = await browser.open({ at: paths.home });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
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
    // An anonymous session behind the CAPTCHA (the test site key: nothing from Cloudflare),
    // and the visitor is still signed out.
    expect(requested.some((url) => url.endsWith('/auth/v1/signup'))).toBe(true);
    expect(requested.filter((url) => url.includes('challenges.cloudflare.com'))).toEqual([]);
    expect(await page.getByRole('link', { name: 'Sign In' }).first().isVisible()).toBe(true);
  });

  it('an admin finds it in Requests, plays the note and marks it contacted', async () => {
    const page = await browser.open({ as: 'admin' });
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

  it('a failed send keeps everything typed, voice note included', async () => {
    const page = await browser.open({ at: paths.home });
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

describe('the signed-out guardian path', () => {
  it('goes through /login and lands on /apply with the application shown', async () => {
    const page = await browser.open();
    await page.goto(`${appUrl}${paths.choosePath}`);
    await page.getByRole('button', { name: 'Apply as Guardian ad Litem' }).click();
    await page.waitForURL(`${appUrl}${paths.login}`);
    await signIn(page, 'free', { landsOn: paths.apply });
    await page.getByRole('heading', { name: 'Family Law Guardian ad Litem Application' }).waitFor();
  });
});

describe('public pages pass axe at desktop and phone widths', () => {
  const pages = [paths.home, paths.apply, paths.choosePath, paths.login, paths.signup];
  for (const viewport of ['desktop', 'phone'] as const) {
    it.each(pages)(`%s at ${VIEWPORTS[viewport].width} px`, async (path) => {
      await expectAxeClean(await browser.open({ at: path, viewport }));
    });
    it(`the landing's request form at ${VIEWPORTS[viewport].width} px`, async () => {
      const page = await browser.open({ at: paths.home, viewport });
      await scrollToRequestForm(page);
      await expectAxeClean(page);
    });
  }
});

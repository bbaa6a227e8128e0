// People features in Chromium against the real local stack: profile and avatar, settings
// that follow the user, a message exchange with unread counts, and the directory.
// Each test makes its own accounts.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, PASSWORD, type Role, type TestUser } from '../tests/support/supabase';
import { paths } from '../src/lib/paths';
import { expectAxeClean } from './support/axe';
import { appUrl } from './support/browser';
import { useBrowser } from './support/pages';

const db = new pg.Client({ connectionString: inject('dbUrl') });
const browser = useBrowser();

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

type Account = TestUser;

// Contractors as this file had them: without training hours.
const account = (role: Role, name: string) => createUser(role, { name, trained: false });

async function assignedCase(admin: Account, contractor: Account, title: string) {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id, contractor_id, status, created_at)
     values ($1, 'Made by the people e2e test', $2, $3, 'assigned', now() - interval '40 days') returning id`,
    [title, admin.id, contractor.id],
  );
  return rows[0]!.id;
}

const signedIn = (who: Account) => browser.open({ as: { email: who.email, password: PASSWORD } });

/** A real PNG drawn by the browser, so the app can decode and shrink it. */
async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#4338ca';
      ctx.fillRect(0, 0, w!, h!);
      ctx.fillStyle = '#fbbf24';
      ctx.fillRect(w! / 4, h! / 4, w! / 2, h! / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe('profile', () => {
  it('saves circuits and practice areas, shows a shrunk avatar in the top bar, refuses big and non-image files', async () => {
    const me = await account('contractor', 'Paula Profile');
    const page = await signedIn(me);
    await page.goto(`${appUrl}${paths.dashboard.profile}`);
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: '11th Circuit - Miami-Dade' }).click();
    await page.getByRole('button', { name: '17th Circuit - Broward' }).click();
    await page.getByRole('checkbox', { name: 'Child Welfare' }).check();
    await page.getByLabel('City').fill('Miami');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();

    await page.reload();
    const chosen = page.getByRole('list', { name: 'Selected circuits' });
    await chosen.waitFor();
    expect(await chosen.getByRole('listitem').allInnerTexts()).toEqual([
      '11th Circuit - Miami-Dade',
      '17th Circuit - Broward',
    ]);
    await page.getByText('Child Welfare').waitFor();

    const input = page.getByLabel('Profile photo');
    await input.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await pngOf(page, 900, 600),
    });
    await page.getByText('Photo updated').waitFor();
    const topBarAvatar = page.getByRole('banner').getByTestId('user-avatar');
    await topBarAvatar.waitFor();
    expect(await topBarAvatar.getAttribute('src')).toContain(
      `/storage/v1/object/public/avatars/${me.id}/`,
    );
    const natural = await topBarAvatar.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(natural).toEqual([256, 256]);

    const firstObjects = await db.query(
      `select name from storage.objects where bucket_id = 'avatars' and name like $1`,
      [`${me.id}/%`],
    );
    expect(firstObjects.rowCount).toBe(1);
    await input.setInputFiles({
      name: 'again.png',
      mimeType: 'image/png',
      buffer: await pngOf(page, 300, 300),
    });
    await expect
      .poll(
        async () =>
          (await page.getByRole('banner').getByTestId('user-avatar').getAttribute('src')) ?? '',
      )
      .not.toBe(await topBarAvatar.getAttribute('src').catch(() => ''));
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select name from storage.objects where bucket_id = 'avatars' and name like $1`,
              [`${me.id}/%`],
            )
          ).rows,
      )
      .not.toEqual(firstObjects.rows);
    const after = await db.query(
      `select name from storage.objects where bucket_id = 'avatars' and name like $1`,
      [`${me.id}/%`],
    );
    expect(after.rowCount).toBe(1);

    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(3 * 1024 * 1024, 1),
    });
    await page.getByText('Image size should be less than 2MB').waitFor();
    await input.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 test'),
    });
    await page.getByText('Please upload an image file').waitFor();
    await expectAxeClean(page);
  });
});

describe('settings', () => {
  it('survive a reload and a new browser, and hide dashboard cards', async () => {
    const me = await account('contractor', 'Sam Settings');
    const page = await signedIn(me);
    await page.getByText('Assigned Cases').waitFor();
    await page.goto(`${appUrl}${paths.dashboard.settings}`);
    const caseCount = page.getByRole('checkbox', { name: /Show Case Count/ });
    await caseCount.uncheck();
    await page.getByRole('checkbox', { name: /Compact View/ }).check();
    // Waits for the saves too: the check first waits for a quiet network.
    await expectAxeClean(page);

    await page.reload();
    // Waits for the saved settings to load (the box starts checked, the default).
    await page.getByRole('checkbox', { name: /Show Case Count/, checked: false }).waitFor();

    const elsewhere = await signedIn(me);
    await elsewhere.getByText('Hours This Month').waitFor();
    await expect.poll(() => elsewhere.getByText('Assigned Cases').count()).toBe(0);
    await elsewhere.goto(`${appUrl}${paths.dashboard.settings}`);
    await elsewhere.getByRole('checkbox', { name: /Compact View/, checked: true }).waitFor();
  });
});

describe('messages and the directory', () => {
  it('admin and contractor exchange messages with unread counts; a third user sees nothing', async () => {
    const admin = await account('admin', 'Ada Admin');
    const contractor = await account('contractor', 'Cole Contractor');
    const outsider = await account('contractor', 'Otto Outsider');
    const title = `Thread case ${randomUUID().slice(0, 6)}`;
    const caseId = await assignedCase(admin, contractor, title);

    const adminPage = await signedIn(admin);
    await adminPage.goto(`${appUrl}${paths.dashboard.messages}`);
    await adminPage.getByRole('button', { name: new RegExp(title) }).click();
    const composer = adminPage.getByRole('textbox', { name: 'Message' });
    await composer.fill('Please visit <b>before</b> Friday');
    await composer.press('Enter');
    await adminPage
      .getByRole('list', { name: 'Messages' })
      .getByText('Please visit <b>before</b> Friday')
      .waitFor();
    await expectAxeClean(adminPage);

    const contractorPage = await signedIn(contractor);
    const badge = contractorPage
      .getByRole('navigation', { name: 'Dashboard' })
      .getByTestId('unread-badge');
    await expect.poll(() => badge.textContent().catch(() => '')).toBe('1 unread');
    await contractorPage.goto(`${appUrl}${paths.dashboard.messageThread(caseId)}`);
    await contractorPage
      .getByRole('list', { name: 'Messages' })
      .getByText('Please visit <b>before</b> Friday')
      .waitFor();
    await expect.poll(() => badge.count()).toBe(0);
    const reply = contractorPage.getByRole('textbox', { name: 'Message' });
    await reply.fill('Visit booked');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('for Thursday');
    await reply.press('Enter');
    await contractorPage
      .getByRole('list', { name: 'Messages' })
      .getByText(/Visit booked\s+for Thursday/)
      .waitFor();

    // The admin's open page picks the reply up by polling (or on focus), with no reload.
    await adminPage.bringToFront();
    await adminPage
      .getByRole('list', { name: 'Messages' })
      .getByText(/Visit booked/)
      .waitFor({ timeout: 20_000 });

    const outsiderPage = await signedIn(outsider);
    await outsiderPage.goto(`${appUrl}${paths.dashboard.messageThread(caseId)}`);
    await outsiderPage.getByText('No conversations yet').waitFor();
    expect(await outsiderPage.getByText(title).count()).toBe(0);
  });

  it('the admin finds the contractor in the directory with this month’s hours', async () => {
    const admin = await account('admin', 'Dora Director');
    const contractor = await account('contractor', 'Hugo Hours');
    const caseId = await assignedCase(admin, contractor, 'Directory case');
    await db.query(
      `insert into public.time_entries (case_id, user_id, description, hours, date)
       values ($1, $2, 'Home visit', 2.5, current_date), ($1, $2, 'Report', 1.25, current_date)`,
      [caseId, contractor.id],
    );
    const page = await signedIn(admin);
    await page.goto(`${appUrl}${paths.dashboard.contractors}`);
    await page.getByLabel('Search').fill(contractor.email);
    const row = page.getByRole('row', { name: /Hugo Hours/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('3.75 h');
    await expectAxeClean(page);
    await row.getByRole('link', { name: 'Hugo Hours' }).click();
    await page.getByRole('heading', { name: 'Hugo Hours' }).waitFor();
    await page.getByRole('cell', { name: 'Home visit' }).waitFor();
    await expectAxeClean(page);
  });
});

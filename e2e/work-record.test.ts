// The work record in real Chromium on the real local stack: a contractor logs an
// in-person contact with 42 miles and a $12.50 parking expense, reloads half-way
// (the draft is kept), submits; the case's hours and a new invoice show the right
// figures; the admin approves and marks it paid; editing the locked contact is
// refused with the message; the PDF and CSV match the screen to the cent.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { createUser, PASSWORD } from '../tests/support/supabase';
import { expectAxeClean } from './support/axe';
import { appUrl } from './support/browser';
import { useBrowser } from './support/pages';

const run = randomUUID().slice(0, 8);
const db = new pg.Client({ connectionString: inject('dbUrl') });
const browser = useBrowser({ context: { acceptDownloads: true } });

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

async function download(page: Page, button: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFile((await file.path())!);
}

const text = async (l: Locator) => (await l.innerText()).trim();

describe('the work record end to end', () => {
  it('logs a contact, invoices it, approves, pays and locks it', async () => {
    const user = await createUser('contractor', { name: 'Wendy Worker', trained: false });
    const { email } = user;
    await db.query('update public.users set billing_rate = 45 where id = $1', [user.id]);
    const title = `Home study ${run}`;
    const { rows } = await db.query<{ id: string; cents: string }>(
      `insert into public.cases (title, description, admin_id, contractor_id, status, county, created_at)
       values ($1, 'A home study before the 60-day review.', '00000000-0000-4000-8000-00000000a001', $2,
               'in_progress', 'Leon', now() - interval '30 days')
       returning id, round(42 * private.mileage_rate_on(current_date))::text as cents`,
      [title, user.id],
    );
    const caseId = rows[0]!.id;
    const tripCents = Number(rows[0]!.cents);
    const usd = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const labour = 3375; // 42 minutes -> 0.75 h x $45
    const total = labour + tripCents + 1250;

    // The contractor starts the contact; the draft saves itself.
    const page = await browser.open({
      as: { email, password: PASSWORD },
      at: paths.dashboard.case(caseId),
    });
    await page.getByRole('button', { name: 'Log Contact' }).click();
    let form = page.getByRole('form', { name: 'Log Contact' });
    await form.getByLabel('Type of contact').selectOption('in_person');
    await form.getByLabel('Child', { exact: true }).check();
    await form.getByLabel('Minutes').fill('42');
    await form.getByLabel('Miles driven').fill('42');
    await form.getByLabel('Notes').fill('Saw both boys at the aunt’s home.');
    await form.getByText('Saved', { exact: true }).waitFor();
    await expectAxeClean(page, 'case detail with the contact form');

    // A reload half-way keeps the draft: same form, same values.
    await page.reload();
    form = page.getByRole('form', { name: 'Log Contact' });
    // Loaded from the server: the form says Saved again.
    await form.getByText('Saved', { exact: true }).waitFor();
    expect(await form.getByLabel('Minutes').inputValue()).toBe('42');
    expect(await form.getByLabel('Miles driven').inputValue()).toBe('42');
    expect(await form.getByLabel('Child', { exact: true }).isChecked()).toBe(true);
    await page.getByRole('heading', { name: 'Drafts' }).waitFor();

    await form.getByRole('button', { name: 'Add Expense' }).click();
    await form.getByLabel('Expense 1 description').fill('Parking');
    await form.getByLabel('Expense 1 amount (USD)').fill('12.50');
    await form.getByRole('button', { name: 'Submit Contact' }).click();
    await page.getByText('Contact submitted; its time is on Time Entries.').waitFor();

    // The case's hours: one linked entry of 0.75 h.
    await page.getByText('Total: 0.75 hours').waitFor();
    await page.getByText('In-person contact with child').first().waitFor();
    await page.getByText('Last in-person contact: today').waitFor();

    // A new invoice for the period shows the same figures.
    await page.goto(`${appUrl}${paths.dashboard.invoices}`);
    await page
      .getByLabel('Period start')
      .fill(new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Review Invoice' }).click();
    await page.waitForURL(/\/dashboard\/invoices\/[0-9a-f-]{36}$/);
    const invoiceUrl = page.url();
    await page.getByRole('heading', { name: /Draft invoice/, level: 1 }).waitFor();
    expect(await text(page.getByTestId('invoice-labour'))).toBe(usd(labour));
    expect(await text(page.getByTestId('invoice-mileage'))).toBe(usd(tripCents));
    expect(await text(page.getByTestId('invoice-expenses'))).toBe('$12.50');
    expect(await text(page.getByTestId('invoice-total'))).toBe(usd(total));
    await page.getByRole('button', { name: 'Submit Invoice' }).click();
    const submitted = await text(page.getByRole('status').filter({ hasText: 'submitted' }));
    const number = /INV-\d{4}-\d{4,}/.exec(submitted)![0];
    await expectAxeClean(page, 'invoice detail (contractor)');

    // The admin approves it and marks it paid.
    const admin = await browser.open({ as: 'admin', at: paths.dashboard.invoices });
    await admin.getByRole('link', { name: number }).click();
    await admin.getByRole('heading', { name: new RegExp(number), level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(`Invoice ${number} approved.`).waitFor();
    await admin.getByRole('button', { name: 'Mark Paid' }).click();
    await admin.getByLabel('Payment reference').fill(`ACH-${run}`);
    await admin.getByRole('button', { name: 'Confirm Payment' }).click();
    await admin.getByText(`Invoice ${number} marked paid.`).waitFor();
    await admin.getByText('Alicia Admin marked it paid').waitFor();
    await expectAxeClean(admin, 'invoice detail (admin)');

    // The paid contact is locked: it shows why in place of Edit and Delete.
    await page.goto(`${appUrl}${paths.dashboard.case(caseId)}`);
    await page.getByText(`On invoice ${number} (paid)`).first().waitFor();
    expect(await page.getByRole('button', { name: /^Edit the In person contact of/ }).count()).toBe(
      0,
    );
    expect(
      await page.getByRole('button', { name: /^Delete the In person contact of/ }).count(),
    ).toBe(0);

    // The PDF and the CSV carry the screen's figures, to the cent.
    await page.goto(invoiceUrl);
    await page.getByRole('heading', { name: new RegExp(number), level: 1 }).waitFor();
    const onScreen = await text(page.getByTestId('invoice-total'));
    const pdf = await download(page, page.getByRole('button', { name: 'Download PDF' }));
    const { text: pdfText } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(pdfText).toContain(`Invoice: ${number}`);
    expect(pdfText).toContain('Status: Paid');
    expect(pdfText).toContain(`Total (USD): ${(total / 100).toFixed(2)}`);
    expect(pdfText).toContain((tripCents / 100).toFixed(2));
    expect(pdfText).toContain('12.50');

    const csv = Papa.parse<string[]>(
      (await download(page, page.getByRole('button', { name: 'Download CSV' }))).toString(),
    ).data;
    expect(csv).toContainEqual(['Invoice', number]);
    expect(csv).toContainEqual(['Status', 'Paid']);
    const header = csv.findIndex((r) => r[0] === 'Date');
    const lines = csv.slice(header + 1, header + 4);
    expect(lines.map((l) => l[7])).toEqual(
      expect.arrayContaining(['33.75', (tripCents / 100).toFixed(2), '12.50']),
    );
    const cents = lines.reduce((sum, l) => sum + Math.round(Number(l[7]) * 100), 0);
    expect(usd(cents)).toBe(onScreen);
    expect(csv).toContainEqual(['Total (USD)', (total / 100).toFixed(2)]);
    const stored = await db.query<{ total_cents: number }>(
      'select total_cents from public.invoices where number = $1',
      [number],
    );
    expect(stored.rows[0]!.total_cents).toBe(total);
  });
});

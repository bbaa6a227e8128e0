// Both application flows end to end in Chromium on the real local stack: the
// assistant wizard (gating, reload on step 4, double-click Submit), the GAL
// application from /choose-path, the admin's review and the applicant's new menu.
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DRAFT_STORAGE_KEY } from '../src/features/applications/stores/draft-store';
import { paths } from '../src/lib/paths';
import { expectAxeClean } from './support/axe';
import { appUrl } from './support/browser';
import { useBrowser } from './support/pages';

const browser = useBrowser();
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('dbUrl') });
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

/** A fresh applicant per test. */
async function signUp(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  await page.goto(`${appUrl}${paths.signup}`);
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm Password').fill('secret1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${appUrl}${paths.dashboard.home}`);
  return email;
}

/** Alerts are accepted and their texts kept, in order. */
function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function stepHeading(page: Page, title: string) {
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
}

async function next(page: Page, title: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, title);
}

describe('GAL Assistant application', () => {
  it('gates each step, survives a reload on step 4, files once on a double click and shows pending', async () => {
    const page = await browser.open();
    const alerts = recordAlerts(page);
    const email = await signUp(page, 'Wendy Wizard');

    await page.goto(`${appUrl}${paths.choosePath}`);
    await page.getByRole('button', { name: 'Apply as Assistant' }).click();
    await page.waitForURL(`${appUrl}${paths.applyAssistant}`);
    await stepHeading(page, 'Basic Information');
    await expectAxeClean(page, 'step 1');
    expect(await page.getByText('1 / 7').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByText('Please complete all required fields in this section before proceeding.')
      .waitFor();
    expect(await field(page, 'Phone').getAttribute('aria-invalid')).toBe('true');
    await expectAxeClean(page, 'step 1 with errors');
    await field(page, 'Phone').fill('(305) 555-0123');
    await field(page, 'Location').fill('Miami, Miami-Dade County');
    await next(page, 'Education & Experience');
    expect(new URL(page.url()).search).toBe('?step=2');

    // The browser's Back is one step back, with the answers kept.
    await page.goBack();
    await stepHeading(page, 'Basic Information');
    expect(new URL(page.url()).pathname).toBe(paths.applyAssistant);
    expect(await field(page, 'Location').inputValue()).toBe('Miami, Miami-Dade County');
    await page.goForward();
    await stepHeading(page, 'Education & Experience');

    await expectAxeClean(page, 'step 2');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please add at least one specialized training to continue.').waitFor();
    await field(page, 'Specialized Trainings').fill('Legal research');
    await field(page, 'Specialized Trainings').press('Enter');
    await page.getByRole('spinbutton', { name: 'Years of Experience' }).fill('3');
    await field(page, 'Professional Summary').fill('Paralegal in dependency court.');
    // Typed but not added: Next keeps it.
    await field(page, 'Specialized Trainings').fill('Trauma-informed care');
    await next(page, 'Skills Assessment');

    await expectAxeClean(page, 'step 3');
    for (const skill of [
      'Office skills',
      'Written communication',
      'Research skills',
      'Organization skills',
      'Database skills',
    ]) {
      await page.getByRole('group', { name: skill }).getByLabel('4', { exact: true }).check();
    }
    await next(page, 'Experience & Background');

    await expectAxeClean(page, 'step 4');
    await field(page, 'Why are you interested in becoming a GAL Assistant?').fill(
      'To help children be heard.',
    );
    await field(page, 'How do you handle confidential information?').fill('Need-to-know only.');
    // Once the draft holds the last answer in storage, reload: nothing is lost.
    await page.waitForFunction(
      ([key, answer]) => localStorage.getItem(key)?.includes(answer) ?? false,
      [DRAFT_STORAGE_KEY, 'Need-to-know only.'] as const,
    );
    await page.reload();
    await stepHeading(page, 'Experience & Background');
    expect(await field(page, 'How do you handle confidential information?').inputValue()).toBe(
      'Need-to-know only.',
    );
    await page.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 'Skills Assessment');
    expect(
      await page.getByRole('group', { name: 'Database skills' }).getByLabel('4').isChecked(),
    ).toBe(true);
    await next(page, 'Experience & Background');
    await next(page, 'Professional Approach');

    await expectAxeClean(page, 'step 5');
    await field(page, 'How do you handle emotional situations?').fill('Calm and patient.');
    await field(page, 'How do you stay objective?').fill('Facts first.');
    await field(page, 'How do you build rapport with children and families?').fill('Honesty.');
    await field(page, 'How do you manage stress?').fill('Planning.');
    await next(page, 'Skills & Experience');

    await expectAxeClean(page, 'step 6');
    await field(page, 'Describe your report writing experience').fill('Weekly summaries.');
    await field(page, 'What has been your biggest professional challenge?').fill('Deadlines.');
    await next(page, 'Availability & Goals');

    await expectAxeClean(page, 'step 7');
    await field(page, 'What are your goals as a GAL Assistant?').fill('Become a certified GAL.');
    await page.getByRole('checkbox', { name: 'Weekdays' }).check();
    await page.getByRole('checkbox', { name: 'Evenings' }).check();
    await page.getByRole('spinbutton', { name: 'Desired Hourly Rate (USD)' }).fill('27.50');
    await page.getByRole('button', { name: 'Submit Application' }).dblclick();
    await page.waitForURL(`${appUrl}${paths.home}`);
    expect(alerts).toEqual(['Thank you for your application! We will contact you shortly.']);

    const { rows } = await db.query(
      `select a.phone, a.field_of_study, a.years_experience::text, a.database_skills,
              a.confidential_info, a.work_schedule, a.hourly_rate::text, a.status::text
         from public.assistant_applications a join public.users u on u.id = a.user_id
        where u.email = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        phone: '(305) 555-0123',
        field_of_study: 'Legal research, Trauma-informed care',
        years_experience: '3.0',
        database_skills: 4,
        confidential_info: 'Need-to-know only.',
        work_schedule: ['Weekdays', 'Evenings'],
        hourly_rate: '27.50',
        status: 'pending',
      },
    ]);

    await page.goto(`${appUrl}${paths.dashboard.home}`);
    const card = page.getByRole('button', { name: /^GAL Assistant Pending/ });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'GAL Assistant Application' });
    await dialog
      .getByText(
        'Your application is being reviewed by our team. We will contact you within 3-5 business days with an update.',
      )
      .waitFor();
    await dialog.getByText('Background check initiation').waitFor();
    await expectAxeClean(page, 'dashboard with the details dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('GAL application and its review', () => {
  it('applies from /choose-path; an admin filters, opens and approves it; the applicant becomes a contractor', async () => {
    const applicant = await browser.open();
    const alerts = recordAlerts(applicant);
    const email = await signUp(applicant, 'Gabriel Guardian');

    await applicant.goto(`${appUrl}${paths.choosePath}`);
    await applicant.getByRole('button', { name: 'Apply as Guardian ad Litem' }).click();
    await applicant.waitForURL(`${appUrl}${paths.apply}`);
    await field(applicant, 'Full Name').waitFor();
    await expectAxeClean(applicant, 'GAL form');
    expect(await field(applicant, 'Full Name').inputValue()).toBe('Gabriel Guardian');

    await field(applicant, 'Phone').first().fill('(813) 555-0144');
    await applicant.getByRole('spinbutton', { name: 'Years of Experience' }).fill('6');
    await applicant.getByRole('combobox', { name: 'Education Level' }).selectOption('jd');
    await field(applicant, 'Professional Summary').fill('Family law attorney in Tampa.');
    await applicant.getByRole('checkbox', { name: 'Family Law' }).check();
    await field(applicant, 'Specialized Trainings').fill('Child forensic interviewing');
    await field(applicant, 'Specialized Trainings').press('Enter');
    const refs = [
      ['Ana Ruiz', 'Supervisor', '(813) 555-0100', 'ana@example.com'],
      ['Ben Cole', 'Colleague', '(813) 555-0111', 'ben@example.com'],
    ];
    for (const [i, [name, relationship, phone, refEmail]] of refs.entries()) {
      const group = applicant.getByRole('group', { name: `Reference ${i + 1}` });
      await group.getByRole('textbox', { name: 'Name', exact: true }).fill(name!);
      await group.getByRole('textbox', { name: 'Relationship' }).fill(relationship!);
      await group.getByRole('textbox', { name: 'Phone' }).fill(phone!);
      await group.getByRole('textbox', { name: 'Email' }).fill(refEmail!);
    }
    await field(applicant, 'Why do you want to serve as a Guardian ad Litem?').fill(
      'Children deserve a voice in court.',
    );
    await field(applicant, 'Describe your child advocacy experience').fill('CASA volunteer.');
    await field(applicant, 'How do you handle emotional situations?').fill('Patience.');
    await field(applicant, 'How do you stay objective?').fill('Evidence first.');
    await field(applicant, 'How do you build rapport with children?').fill('Listening.');
    await field(applicant, 'Describe your report writing experience').fill('Monthly reports.');
    await field(applicant, 'What has been your biggest professional challenge?').fill(
      'Conflicting accounts.',
    );
    await field(applicant, 'What are your goals as a Guardian ad Litem?').fill(
      'Complex custody cases.',
    );
    await applicant.getByRole('button', { name: 'Submit Application' }).click();
    await applicant.waitForURL(`${appUrl}${paths.dashboard.home}`);
    expect(alerts).toEqual([
      'Thank you for your GAL Contractor application! We will contact you shortly.',
    ]);
    await applicant
      .getByRole('button', { name: /^Family Law Guardian ad Litem Pending/ })
      .waitFor();
    const stored = await db.query(
      `select why_gal, practice_areas, specialized_trainings from public.contractor_applications a
         join public.users u on u.id = a.user_id where u.email = $1`,
      [email],
    );
    expect(stored.rows).toEqual([
      {
        why_gal: 'Children deserve a voice in court.',
        practice_areas: ['Family Law'],
        specialized_trainings: ['Child forensic interviewing'],
      },
    ]);

    // Enroll now shows the filed application instead of a second form.
    await applicant
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Enroll' })
      .click();
    const filed = applicant.getByRole('region', { name: 'Your GAL Contractor Application' });
    await filed.getByText('Background check initiation').waitFor();
    expect(await filed.innerText()).toContain('Pending');
    expect(await field(applicant, 'Full Name').count()).toBe(0);
    await expectAxeClean(applicant, 'Enroll with a pending application');

    const admin = await browser.open({ as: 'admin' });
    await admin
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Applications' })
      .click();
    await admin.getByRole('table').waitFor();
    await admin.getByLabel('Status').selectOption('pending');
    await admin.getByLabel('Application type').selectOption('contractor');
    await admin.getByLabel('Search by name or email').fill(email);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.waitForURL(/q=/);
    const rows = admin.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(2); // the header and Gabriel
    await expectAxeClean(admin, 'admin Applications list');
    await admin.getByRole('link', { name: 'Gabriel Guardian' }).click();
    await admin.getByText('Children deserve a voice in court.').waitFor();
    await expectAxeClean(admin, 'admin application detail');

    await admin.getByRole('radio', { name: /^Approve/ }).check();
    await admin.getByLabel(/^Reason/).selectOption('references_confirmed');
    await admin.getByRole('spinbutton', { name: /Billing rate/ }).fill('50');
    await admin.getByLabel('Message to the applicant (optional)').fill('Welcome to the program.');
    await admin.getByLabel('Internal note (optional)').fill('Both references called back.');
    await admin.getByRole('button', { name: 'Record Decision' }).click();
    const history = admin.getByRole('region', { name: 'History' });
    await history.getByText('Pending → Approved').waitFor();
    await history.getByText('Internal note: Both references called back.').waitFor();
    expect(await history.innerText()).toContain('by Alicia Admin');
    const rate = await db.query(`select billing_rate::text from public.users where email = $1`, [
      email,
    ]);
    expect(rate.rows).toEqual([{ billing_rate: '50.00' }]);

    // The applicant's next visit reads the approval and their new role.
    await applicant.goto(`${appUrl}${paths.dashboard.home}`);
    await applicant.getByRole('button', { name: /^Family Law Guardian ad Litem Approved/ }).click();
    const decided = applicant.getByRole('dialog', { name: /Application$/ });
    await decided.getByText('Welcome to the program.').waitFor();
    expect(await decided.innerText()).not.toContain('Both references called back.');
    await applicant.keyboard.press('Escape');
    const nav = applicant.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Time Tracking' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Enroll' }).count()).toBe(0);
  });
});

describe('the GAL path for people who may not file now', () => {
  it('shows a rejected applicant the reapply date on /apply and one under review their application, never the form', async () => {
    const james = await browser.open({
      as: { email: 'james.carter@demo.test' },
      at: paths.choosePath,
    });
    await james.getByRole('button', { name: 'Apply as Guardian ad Litem' }).click();
    await james.waitForURL(`${appUrl}${paths.apply}`);
    // The section is brought into view and focused.
    const heading = james.getByRole('heading', {
      name: 'Family Law Guardian ad Litem Application',
    });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    const box = await heading.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(720);
    const card = james.getByRole('region', { name: 'Your GAL Contractor Application' });
    await card.getByText(/^You may apply again from \w+ \d{1,2}, \d{4}\.$/).waitFor();
    expect(await field(james, 'Full Name').count()).toBe(0);
    await expectAxeClean(james, '/apply for a rejected applicant');

    const fiona = await browser.open({ as: 'free', at: paths.choosePath, viewport: 'phone' });
    await fiona.getByRole('button', { name: 'Apply as Guardian ad Litem' }).click();
    await fiona.waitForURL(`${appUrl}${paths.apply}`);
    const pending = fiona.getByRole('region', { name: 'Your GAL Contractor Application' });
    await pending.getByText('Background check initiation').waitFor();
    expect(await field(fiona, 'Full Name').count()).toBe(0);
    // The dashboard says the same, not 'Start Enrollment'.
    await fiona.goto(`${appUrl}${paths.dashboard.home}`);
    await fiona.getByRole('region', { name: 'Your GAL application is under review' }).waitFor();
    expect(await fiona.getByRole('link', { name: 'Start Enrollment' }).count()).toBe(0);
  });
});

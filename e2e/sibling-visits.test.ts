// One visit for a sibling group, in Chromium on the real local stack: a contractor holding
// three linked Rivera cases (Maya's and Leo's with their child on the roster, the baby's
// with no roster yet) logs one in-person visit from Maya's case, ticks the two other
// cases, names Maya, Leo and the DCF caseworker. One contact shows on each case, its
// hours split evenly to the total; each child's line and the baby's case line leave
// Visits Due; Maya and Leo show the visit as last seen, the caseworker has no such date;
// changing the duration re-splits. The case page's sibling and people sections pass axe
// in both themes and fit a 390 px phone.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { createUser, PASSWORD, type TestUser } from '../tests/support/supabase';
import { expectAxeClean } from './support/axe';
import { appUrl } from './support/browser';
import { useBrowser, VIEWPORTS } from './support/pages';

const run = randomUUID().slice(0, 6);
const db = new pg.Client({ connectionString: inject('dbUrl') });
const browser = useBrowser();
const DEMO_ADMIN = '00000000-0000-4000-8000-00000000a001';

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

interface Group {
  maya: string;
  leo: string;
  baby: string;
  titles: { maya: string; leo: string; baby: string };
}

/** Three sibling cases held by the contractor for 45 days, unvisited, two with their child. */
async function riveraGroup(contractor: TestUser): Promise<Group> {
  const titles = {
    maya: `Rivera ${run}: Maya`,
    leo: `Rivera ${run}: Leo`,
    baby: `Rivera ${run}: newborn`,
  };
  const { rows } = await db.query<{ id: string; title: string }>(
    `insert into public.cases (title, description, admin_id, contractor_id, status, county, category, created_at)
     select t, 'Sheltered with the siblings; relative placement with the grandmother.', $1, $2,
            'in_progress', 'Leon', 'Dependency', now() - interval '45 days'
       from unnest($3::text[]) t
     returning id, title`,
    [DEMO_ADMIN, contractor.id, [titles.maya, titles.leo, titles.baby]],
  );
  const id = (title: string) => rows.find((r) => r.title === title)!.id;
  const group = { maya: id(titles.maya), leo: id(titles.leo), baby: id(titles.baby), titles };
  const ids = [group.maya, group.leo, group.baby];
  await db.query(
    `update public.case_events set created_at = now() - interval '45 days' where case_id = any($1)`,
    [ids],
  );
  await db.query(
    `insert into public.sibling_links (case_id, group_id, linked_by) select c, $2, $3 from unnest($1::uuid[]) c`,
    [ids, randomUUID(), DEMO_ADMIN],
  );
  await db.query(
    `insert into public.case_children (case_id, full_name, birth_date, placement_type, placement_county, school, created_at)
     values ($1, 'Maya Rivera', '2016-04-02', 'relative', 'Leon', 'Sealey Elementary, 4th grade', now() - interval '45 days'),
            ($2, 'Leo Rivera', '2018-09-12', 'relative', 'Leon', 'Sealey Elementary, 2nd grade', now() - interval '45 days')`,
    [group.maya, group.leo],
  );
  await db.query(
    `insert into public.case_parties (case_id, kind, full_name, phone, email, organisation)
     values ($1, 'caseworker', 'Dana Brooks', '(850) 555-0166', 'dana.brooks@dcf.example', 'DCF, Big Bend Community Based Care'),
            ($1, 'attorney', 'Priya Nair', '(850) 555-0101', 'pnair.childrens-legal-services@cls.example', 'Children''s Legal Services')`,
    [group.maya],
  );
  return group;
}

/** The hours each case carries for the contact, by case title. */
async function shares(contactId: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ title: string; hours: string }>(
    `select c.title, t.hours::text from public.time_entries t join public.cases c on c.id = t.case_id
      where t.contact_id = $1`,
    [contactId],
  );
  return Object.fromEntries(rows.map((r) => [r.title, Number(r.hours)]));
}

const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

const visitsDue = (page: Page) => page.getByRole('region', { name: 'Visits Due' });

/** Horizontal overflow of the page at its current width, in pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('one visit for a sibling group', () => {
  it('one contact on three cases, split to the total; each child seen and each ticked case leaves Visits Due; editing re-splits', async () => {
    const contractor = await createUser('contractor', { name: 'Carla Siblings', trained: false });
    const group = await riveraGroup(contractor);
    const page = await browser.open({
      as: { email: contractor.email, password: PASSWORD },
      at: paths.dashboard.home,
    });

    // Before: a line per child on the cases with children, a case line for the newborn's.
    const due = visitsDue(page);
    await due.getByText('Maya Rivera').waitFor();
    const lines = due.getByRole('listitem');
    expect(await lines.count()).toBe(3);
    const texts = await lines.allInnerTexts();
    expect(texts.filter((t) => t.includes('Maya Rivera'))[0]).toContain(group.titles.maya);
    expect(texts.filter((t) => t.includes('Leo Rivera'))[0]).toContain(group.titles.leo);
    expect(texts.filter((t) => t.includes(group.titles.baby))[0]).toContain(
      'No in-person visit since assigned',
    );
    // The per-child lines wrap at a phone's width and pass axe.
    await page.setViewportSize(VIEWPORTS.phone);
    await expectAxeClean(page, 'dashboard: Visits Due per child (phone)');
    expect.soft(await overflow(page), 'Visits Due per child wider than a phone').toBe(0);
    await page.setViewportSize(VIEWPORTS.desktop);

    // The visit, logged once from Maya's case.
    await page.goto(`${appUrl}${paths.dashboard.case(group.maya)}`);
    await page.getByRole('button', { name: 'Log Contact' }).click();
    const form = page.getByRole('form', { name: 'Log Contact' });
    await form.getByLabel('Type of contact').selectOption('in_person');
    await form.getByLabel('Minutes').fill('90');
    const also = form.getByRole('group', { name: /Also for sibling cases/ });
    await also.getByLabel(group.titles.leo).check();
    await also.getByLabel(group.titles.baby).check();
    const split = form.getByRole('group', { name: 'Time split' });
    await split.getByRole('status').getByText('1.5 of 1.5 h split (evenly)').waitFor();
    for (const title of Object.values(group.titles))
      expect(await split.getByLabel(`Hours on ${title}`).inputValue()).toBe('0.5');
    const seen = form.getByRole('group', { name: /Who was seen/ });
    await seen.getByLabel('Maya Rivera (child)').check();
    await seen.getByLabel('Leo Rivera (child)').check();
    await seen.getByLabel('Dana Brooks (caseworker)').check();
    await form
      .getByLabel('Notes')
      .fill('Saw Maya and Leo at their grandmother’s; the newborn too.');
    await expectAxeClean(page, 'case page: Log Contact for a sibling group');
    await form.getByRole('button', { name: 'Submit Contact' }).click();
    await page.getByRole('form', { name: 'Log Contact' }).waitFor({ state: 'detached' });

    // One contact, three case links, an hour and a half split to the quarter.
    const { rows: contacts } = await db.query<{ id: string; cases: number; people: number }>(
      `select k.id,
              (select count(*)::int from public.contact_cases s where s.contact_id = k.id) as cases,
              (select count(*)::int from public.contact_people p where p.contact_id = k.id) as people
         from public.case_contacts k where k.case_id = any($1)`,
      [[group.maya, group.leo, group.baby]],
    );
    expect(contacts).toEqual([{ id: expect.any(String), cases: 3, people: 3 }]);
    const contactId = contacts[0]!.id;
    expect(await shares(contactId)).toEqual({
      [group.titles.maya]: 0.5,
      [group.titles.leo]: 0.5,
      [group.titles.baby]: 0.5,
    });

    // The contact shows on each case.
    for (const caseId of [group.maya, group.leo, group.baby]) {
      await page.goto(`${appUrl}${paths.dashboard.case(caseId)}`);
      await page.getByText('Shared by 3 sibling cases', { exact: true }).waitFor();
      await page.getByText('Saw Maya and Leo at their grandmother’s; the newborn too.').waitFor();
    }

    // Each child's last seen is the visit; the caseworker, seen too, has no such date.
    const { rows: day } = await db.query<{ shown: string }>(
      `select to_char(contact_date, 'FMMon FMDD, YYYY') as shown from public.case_contacts where id = $1`,
      [contactId],
    );
    const lastSeen = `Last seen in person: ${day[0]!.shown}`;
    await page.goto(`${appUrl}${paths.dashboard.case(group.leo)}`);
    const leoPeople = page.getByRole('region', { name: 'Children and parties' });
    await leoPeople.getByText(lastSeen).waitFor();
    await page.goto(`${appUrl}${paths.dashboard.case(group.maya)}`);
    const mayaPeople = page.getByRole('region', { name: 'Children and parties' });
    await mayaPeople.getByText(lastSeen).waitFor();
    const dana = mayaPeople.getByRole('listitem').filter({ hasText: 'Dana Brooks' });
    expect(await dana.innerText()).not.toContain('Last seen');
    const { rows: counted } = await db.query<{ n: number }>(
      `select count(*)::int as n from private.child_last_seen() v
        join public.case_children h on h.id = v.child_id where h.case_id = any($1)`,
      [[group.maya, group.leo, group.baby]],
    );
    expect(counted[0]!.n).toBe(2);

    // Every ticked case leaves Visits Due: its children seen, or (no roster) its case visited.
    await page.goto(`${appUrl}${paths.dashboard.home}`);
    await visitsDue(page)
      .getByText('Every active case has had an in-person visit on time.')
      .waitFor();

    // Two hours instead: the shares re-split evenly, the extra quarters on Maya's case first.
    await page.goto(`${appUrl}${paths.dashboard.case(group.maya)}`);
    await page.getByRole('button', { name: /^Edit the In person contact of/ }).click();
    const edit = page.getByRole('form', { name: /Contact/ });
    const minutes = edit.getByLabel('Minutes');
    await minutes.fill('120');
    await edit
      .getByRole('group', { name: 'Time split' })
      .getByRole('status')
      .getByText('2 of 2 h split (evenly)')
      .waitFor();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(async () => sum(await shares(contactId))).toBe(2);
    const after = await shares(contactId);
    expect(Object.values(after).sort()).toEqual([0.5, 0.75, 0.75]);
    expect(after[group.titles.maya]).toBe(0.75);
    const { rows: still } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.case_contacts where case_id = any($1)`,
      [[group.maya, group.leo, group.baby]],
    );
    expect(still[0]!.n).toBe(1);
  });

  it('the case page’s sibling and people sections pass axe in both themes and fit 390 px', async () => {
    const contractor = await createUser('contractor', { name: 'Theo Themes', trained: false });
    const group = await riveraGroup(contractor);
    const credentials = { email: contractor.email, password: PASSWORD };
    for (const theme of ['light', 'dark'] as const) {
      await db.query(
        `insert into public.user_settings (user_id, theme) values ($1, $2)
         on conflict (user_id) do update set theme = excluded.theme`,
        [contractor.id, theme],
      );
      for (const viewport of ['desktop', 'phone'] as const) {
        // The last pass's draft (the form saves itself) would ask to be resumed first.
        await db.query(
          `delete from public.case_contacts where status = 'draft' and case_id = any($1)`,
          [[group.maya, group.leo, group.baby]],
        );
        const page = await browser.open({
          as: credentials,
          at: paths.dashboard.case(group.maya),
          viewport,
        });
        await page.waitForFunction(
          (dark) => document.documentElement.classList.contains('dark') === dark,
          theme === 'dark',
        );
        const siblings = page.getByRole('region', { name: 'Sibling cases' });
        await siblings.getByRole('link', { name: group.titles.leo }).waitFor();
        const people = page.getByRole('region', { name: 'Children and parties' });
        await people.getByText('Maya Rivera').waitFor();
        await people.getByText('pnair.childrens-legal-services@cls.example').waitFor();
        await expectAxeClean(page, `case page with its family (${theme}, ${viewport})`);
        if (viewport === 'phone') {
          expect.soft(await overflow(page), `${theme}: the case page wider than a phone`).toBe(0);
          // Log Contact with the group's fields open: whom, which cases, the split.
          await page.getByRole('button', { name: 'Log Contact' }).click();
          const form = page.getByRole('form', { name: 'Log Contact' });
          await form.getByLabel('Minutes').fill('90');
          const also = form.getByRole('group', { name: /Also for sibling cases/ });
          await also.getByLabel(group.titles.leo).check();
          await also.getByLabel(group.titles.baby).check();
          await form.getByRole('group', { name: 'Time split' }).waitFor();
          await form.getByRole('group', { name: /Who was seen/ }).waitFor();
          await expectAxeClean(page, `Log Contact for a sibling group (${theme}, phone)`);
          expect.soft(await overflow(page), `${theme}: Log Contact wider than a phone`).toBe(0);
          await form.getByText('Saved', { exact: true }).waitFor();
          for (const section of [siblings, people]) {
            const box = await section.boundingBox();
            expect
              .soft(box!.x + box!.width, `${theme}: a section past 390 px`)
              .toBeLessThanOrEqual(390);
          }
        }
      }
    }
  });

  it('the admin’s sibling controls pass axe in the dark theme and fit 390 px', async () => {
    const contractor = await createUser('contractor', { name: 'Ana Linked', trained: false });
    const group = await riveraGroup(contractor);
    const admin = await createUser('admin', { name: 'Dark Sibling Admin' });
    await db.query(`insert into public.user_settings (user_id, theme) values ($1, 'dark')`, [
      admin.id,
    ]);
    const page = await browser.open({
      as: { email: admin.email, password: PASSWORD },
      at: paths.dashboard.case(group.maya),
      viewport: 'phone',
    });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    const siblings = page.getByRole('region', { name: 'Sibling cases' });
    await siblings.getByRole('button', { name: `Unlink ${group.titles.leo}` }).waitFor();
    const cousin = `Rivera ${run}: half-brother, placed with the paternal aunt in Wakulla County`;
    await db.query(
      `insert into public.cases (title, description, admin_id, status, county) values ($1, 'Not linked yet', $2, 'open', 'Wakulla')`,
      [cousin, DEMO_ADMIN],
    );
    await siblings.getByLabel('Link a sibling case').fill(`Rivera ${run}`);
    await siblings.getByRole('button', { name: `Link ${cousin}` }).waitFor();
    await expectAxeClean(page, 'case page: an admin links sibling cases (dark, phone)');
    expect.soft(await overflow(page), 'the admin’s case page wider than a phone').toBe(0);
  });
});

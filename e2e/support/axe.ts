// The one axe check: WCAG 2.1 A/AA and best practices, run by axe-core inside the page, once per
// page kind in a run: the first test to reach a kind checks it, later ones skip it.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { networkQuiet } from './network';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core in the page and returns what it finds. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    )
    .join('\n');
}

/**
 * What makes two checks the same page kind: the route (ids left out) or the state the caller
 * named, as seen at that width and theme by a user with that navigation, with those dialogs open.
 */
async function pageKind(page: Page, where: string | undefined): Promise<string> {
  const route = new URL(page.url()).pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, ':id');
  const seen = await page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    nav: Array.from(document.querySelectorAll('nav a'))
      .map((a) => a.textContent?.trim())
      .join(','),
    dialogs: Array.from(
      document.querySelectorAll('[role=dialog], [role=alertdialog], dialog[open]'),
    )
      .map((d) => d.getAttribute('aria-label') ?? d.querySelector('h1, h2, h3')?.textContent)
      .join(','),
  }));
  return JSON.stringify({ where: where ?? route, width: page.viewportSize()?.width, ...seen });
}

/**
 * True the first time a page kind is reached in this run (the run's e2e processes share a
 * folder of the kinds seen, written with exclusive create, so one check wins a race).
 */
function firstOfKind(kind: string): boolean {
  const marker = path.join(inject('axeSeenDir'), createHash('sha1').update(kind).digest('hex'));
  try {
    writeFileSync(marker, kind, { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks the page with axe once it is idle and shows its main landmark, unless a test already
 * checked this page kind in this run (a route as one kind of user sees it: axe is seconds a page
 * on two shared cores, and the same markup gives the same answer). A violation fails the test
 * (softly: the flow goes on, so one run reports every page), named by `where`: a state of a page
 * with no route of its own (a step of a form, an error shown) is named to count as a kind.
 */
export async function expectAxeClean(page: Page, where?: string) {
  await networkQuiet(page);
  await page
    .getByRole('main')
    .waitFor()
    .catch(async (error: unknown) => {
      // Say what the page showed instead: a stuck loading view, an error, another page.
      const shown = await page.evaluate(() => document.body.innerText.slice(0, 300));
      const at = where ?? new URL(page.url()).pathname;
      throw new Error(`${at}: no main landmark at ${page.url()}; it showed: ${shown}`, {
        cause: error,
      });
    });
  if (!firstOfKind(await pageKind(page, where))) return;
  const violations = await axeViolations(page);
  const label = where ?? new URL(page.url()).pathname;
  expect.soft(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
}

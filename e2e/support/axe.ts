// The one axe check: WCAG 2.1 A/AA and best practices, run by axe-core inside the page.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
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
 * Checks the page with axe once it is idle and shows its main landmark. A violation fails the
 * test (softly: the flow goes on, so one run reports every page), named by `where`.
 */
export async function expectAxeClean(page: Page, where = new URL(page.url()).pathname) {
  await networkQuiet(page);
  await page
    .getByRole('main')
    .waitFor()
    .catch(async (error: unknown) => {
      // Say what the page showed instead: a stuck loading view, an error, another page.
      const shown = await page.evaluate(() => document.body.innerText.slice(0, 300));
      throw new Error(`${where}: no main landmark at ${page.url()}; it showed: ${shown}`, {
        cause: error,
      });
    });
  const violations = await axeViolations(page);
  expect.soft(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}

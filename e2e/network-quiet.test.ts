// The e2e wait for a quiet network (support/network.ts), which replaced Playwright's
// 'networkidle': it waits for a request a page starts after loading, and when one never
// ends it fails naming that request instead of hanging the test.
import { expect, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { networkQuiet } from './support/network';
import { useBrowser } from './support/pages';

const browser = useBrowser();

it('waits for a request the page started after it loaded', async () => {
  const page = await browser.open({ at: paths.home });
  await networkQuiet(page);
  let answered = false;
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/slow-answer', async (route) => {
    await held;
    answered = true;
    await route.fulfill({ body: 'ok' });
  });
  const requested = page.waitForRequest('**/slow-answer');
  await page.evaluate(() => void fetch('/slow-answer'));
  await requested;
  const quiet = networkQuiet(page).then(() => answered);
  // The answer is held until another page, asked later, has been quiet for the whole window:
  // a wait that ignored the open request would have ended by then, before the answer.
  const other = await browser.open();
  await networkQuiet(other);
  answer();
  expect(await quiet).toBe(true);
});

it('fails naming a request that never ends', async () => {
  const page = await browser.open({ at: paths.home });
  await page.route('**/no-answer', () => undefined);
  await page.evaluate(() => void fetch('/no-answer'));
  await expect(networkQuiet(page, 1500)).rejects.toThrow(
    /not quiet within 1500 ms\. Open: .*\/no-answer/,
  );
});

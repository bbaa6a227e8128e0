// The public pages as a first visit gets them (within 100 kB gzip): /, /login and /apply arrive as
// prerendered HTML; for a signed-out visitor they run without React Router and their
// links load the app and navigate in the same document; a returning user's landing is
// the app's.
import { describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths';
import { appUrl } from './support/browser';
import { networkQuiet } from './support/network';
import { useBrowser } from './support/pages';

const browser = useBrowser();

describe('the public pages', () => {
  it.each([
    [
      paths.home,
      '<title>GAL Connect · Guardian ad Litem Services',
      'Ready to Serve as a Guardian ad Litem?',
    ],
    [
      paths.login,
      '<title>Sign In · GAL Connect</title>',
      'Welcome back. Sign in to reach your cases',
    ],
    [
      paths.apply,
      '<title>Careers · GAL Connect</title>',
      'Direct Access to Guardian ad Litem Work',
    ],
  ])('%s arrives as HTML with its title and content', async (path, title, text) => {
    const html = await (await fetch(`${appUrl}${path}`)).text();
    expect(html).toContain(title);
    expect(html).toContain(text);
  });

  it('a prerendered form takes input only once the app has hydrated it', async () => {
    const page = await browser.open();
    const html = await (await fetch(`${appUrl}${paths.login}`)).text();
    expect(html).toMatch(/<input disabled=""[^>]*type="email"/);
    await page.goto(`${appUrl}${paths.login}`);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
  });

  it.each([
    { path: paths.login, heading: 'Sign In', formRequested: false },
    { path: paths.apply, heading: 'Direct Access to Guardian ad Litem Work', formRequested: false },
    // The chooser's flag shows the form, which the prerendered copy cannot know of.
    { path: paths.apply, heading: 'Direct Access to Guardian ad Litem Work', formRequested: true },
  ])(
    '$path is hydrated: the same elements, no mismatch (form requested: $formRequested)',
    async ({ path, heading, formRequested }) => {
      const page = await browser.open();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript((requested) => {
        if (requested) localStorage.setItem('showGalForm', 'true');
        // The heading as the parser leaves it, before the app's (deferred) scripts run.
        document.addEventListener('DOMContentLoaded', () =>
          Object.assign(window, { prerendered: document.querySelector('h1') }),
        );
      }, formRequested);
      await page.goto(`${appUrl}${path}`);
      // React has taken the page over once its heading carries React's own fiber key.
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')),
      );
      expect(
        await page.evaluate(
          () => (window as { prerendered?: Element }).prerendered === document.querySelector('h1'),
        ),
      ).toBe(true);
      if (formRequested)
        await page
          .getByRole('heading', { name: 'Family Law Guardian ad Litem Application' })
          .waitFor();
      expect(errors).toEqual([]);
    },
  );

  it('the landing loads without the router; its links navigate in the same document', async () => {
    const page = await browser.open();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${appUrl}${paths.home}`);
    await networkQuiet(page);
    expect(scripts.some((s) => /\/(router|start-app)-/.test(s))).toBe(false);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(page.url()).toBe(`${appUrl}${paths.login}`);
    expect(await page.title()).toBe('Sign In · GAL Connect');
    expect(scripts.some((s) => /\/router-/.test(s))).toBe(true);

    await page.goBack();
    await page.getByRole('heading', { name: 'Ready to Serve as a Guardian ad Litem?' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Apply' })
      .click();
    await page.getByRole('heading', { name: 'Direct Access to Guardian ad Litem Work' }).waitFor();
    const apply = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Apply' });
    expect(await apply.getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  it.each([
    { path: paths.login, heading: 'Sign In', link: 'Sign up', next: 'Create Your Account' },
    {
      path: '/es/apply',
      heading: 'Acceso directo al trabajo como tutor ad litem',
      link: 'Elegir una trayectoria',
      next: 'Elija su trayectoria profesional',
    },
  ])(
    '$path loads without the router; its links load the app in the same document',
    async ({ path, heading, link, next }) => {
      const page = await browser.open();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(`${appUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await networkQuiet(page);
      expect(scripts.some((s) => /\/(router|start-app)-/.test(s))).toBe(false);

      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('main').getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1, name: next }).waitFor();
      expect(scripts.some((s) => /\/router-/.test(s))).toBe(true);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    },
  );

  it('a page the build did not prerender never shows the landing', async () => {
    const page = await browser.open();
    const shown: string[] = [];
    await page.exposeFunction('sawLanding', (at: string) => shown.push(at));
    // The page as the parser leaves it, before the app's (deferred, module) scripts run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        if (document.body.textContent?.includes('Ready to Serve'))
          (window as unknown as { sawLanding(at: string): void }).sawLanding(location.pathname);
      });
    });
    await page.goto(`${appUrl}${paths.choosePath}`);
    await page.getByRole('heading', { name: 'Choose Your Career Path' }).waitFor();
    expect(shown).toEqual([]);
  });

  it("a returning user's landing is the app's, with their way to the dashboard", async () => {
    const page = await browser.open({ as: 'contractor', at: paths.home });
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${appUrl}${paths.dashboard.home}`);
  });
});

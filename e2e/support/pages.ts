// The one way an e2e test opens a page: Chromium launched once per test file, a fresh
// context (own storage, so no session leaks) per page, signed in as a role or an account,
// at a path and a viewport. Every page a test opened is closed after it.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Role } from '../../src/lib/capabilities';
import { appUrl, launchBrowser } from './browser';
import { watchNetwork } from './network';
import { signIn, type Credentials } from './sign-in';

/** Playwright's default desktop size, and a 390 px phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 720 },
  phone: { width: 390, height: 844 },
} as const;

export interface OpenOptions {
  /** Signed in as a role's demo account or as these credentials; signed out when absent. */
  as?: Role | Credentials;
  /** The path to open (after signing in); a blank page, or the dashboard when signed in, if absent. */
  at?: string;
  viewport?: keyof typeof VIEWPORTS;
}

export interface BrowserSetup {
  /** Chromium flags for this file (e.g. a fake microphone). */
  args?: string[];
  /** Options for every page's context (e.g. permissions). */
  context?: BrowserContextOptions;
}

export function useBrowser({ args, context: defaults }: BrowserSetup = {}) {
  let browser: Browser;
  const contexts = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await launchBrowser(args);
  });
  afterEach(async () => {
    await Promise.all([...contexts].map((c) => c.close()));
    contexts.clear();
  });
  afterAll(async () => {
    await browser.close();
  });

  return {
    async open({ as, at, viewport = 'desktop' }: OpenOptions = {}): Promise<Page> {
      const context = await browser.newContext({ ...defaults, viewport: VIEWPORTS[viewport] });
      contexts.add(context);
      const page = await context.newPage();
      watchNetwork(page);
      if (as) await signIn(page, as);
      if (at) await page.goto(`${appUrl}${at}`);
      return page;
    },
  };
}

import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';

export const appUrl = inject('appUrl');

/** Debian's Chromium, headless; `args` add flags (e.g. a fake microphone). */
export function launchBrowser(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
  });
}

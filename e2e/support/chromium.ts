// Debian's Chromium driven by playwright-core: never a browser download.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export const CHROMIUM_MISSING =
  'No Chromium found for the end-to-end tests. Install it with `sudo apt-get install chromium` ' +
  '(Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium/Chrome binary.';

/** Flags for a headless run on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Browser: what a visitor's Chromium actually downloads for a public page.
// The built app under `vite preview`, driven by playwright-core in Debian's Chromium;
// every JavaScript file fetched until the network is idle, gzip-sized from the build
// (the same kB as the manifest figures). No stack: a signed-out landing calls no API,
// and any request it does make to the (absent) API is counted and reported.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium';
import { networkQuiet, watchNetwork } from '../../e2e/support/network';
import { gzipJsKb } from './bundle-figures';

/** Chromium's default-sized desktop window, as a first visit on a laptop sees the page. */
export const VIEWPORT = { width: 1280, height: 720 };

export interface Fetched {
  kb: number;
  files: string[];
  /** Requests to anything but the app's own server (the API, third parties). */
  elsewhere: string[];
}

/** JavaScript Chromium fetches for `route` of the build in `outDir` until the network is idle. */
export async function fetchedUntilIdle(outDir: string, route = '/'): Promise<Fetched | null> {
  const executablePath = findChromium();
  if (!executablePath) return null;
  // Port 0: the system picks a port no other bench step can take between choosing and
  // listening (a page once measured another step's server and fetched no JS at all).
  const server = await preview({
    logLevel: 'silent',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview: no port');
  const port = address.port;
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    watchNetwork(page);
    const origin = `http://127.0.0.1:${port}`;
    const files: string[] = [];
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin) elsewhere.push(url.href);
      else if (url.pathname.endsWith('.js')) files.push(url.pathname.slice(1));
    });
    await page.goto(`${origin}${route}`);
    await networkQuiet(page);
    const unique = [...new Set(files)];
    return {
      kb: gzipJsKb(
        outDir,
        unique.map((f) => path.normalize(f)),
      ),
      files: unique,
      elsewhere,
    };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

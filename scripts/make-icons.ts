// Renders the app's PNG icons (the manifest's and the home-screen icon) from favicon.svg in
// Chromium, so the committed PNGs stay the brand mark. Run after changing the mark:
// `npx tsx scripts/make-icons.ts`. "any" icons are the mark edge to edge; "maskable" ones keep
// it inside the 80 % safe zone on the mark's colour, since a launcher may crop to a circle.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium';

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found');
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = icon.maskable ? Math.round(icon.size * 0.7) : icon.size;
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.maskable ? '#4338ca' : 'transparent'}">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${inner}" height="${inner}"></body>`,
    );
    const png = await page.screenshot({ omitBackground: !icon.maskable });
    writeFileSync(path.join(root, 'public/icons', icon.file), png);
    await page.close();
  }
} finally {
  await browser.close();
}

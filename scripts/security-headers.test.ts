// The static hosts docs/deploy.md names (Vercel: vercel.json; Netlify and Cloudflare Pages:
// public/_headers, copied into dist/) send the same security headers on every path: a
// Content-Security-Policy the app works under (its own inline scripts by hash, Supabase,
// the Turnstile widget), no framing, no MIME sniffing, a referrer policy, and the microphone
// for this origin only (voice notes record audio); the service worker and the app page are
// revalidated on every load, so a deploy reaches open tabs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptsOf,
  LOADER_SCRIPT,
  ONLY_ON_LANDING_SCRIPT,
  scriptHash,
} from './lib/inline-scripts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface VercelConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** The headers vercel.json sets for one `source` pattern. */
function vercelHeaders(source = '/(.*)'): Map<string, string> {
  const config = JSON.parse(read('vercel.json')) as VercelConfig;
  const rule = config.headers.find((h) => h.source === source);
  return new Map((rule?.headers ?? []).map((h) => [h.key.toLowerCase(), h.value]));
}

/** Netlify's format: a path line, then indented `Name: value` lines. */
function netlifyHeaders(pattern = '/*'): Map<string, string> {
  const out = new Map<string, string>();
  let inRule = false;
  for (const line of read('public/_headers').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!/^\s/.test(line)) {
      inRule = line.trim() === pattern;
      continue;
    }
    if (!inRule) continue;
    const at = line.indexOf(':');
    out.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return out;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe.each([
  ['vercel.json', (file?: string) => vercelHeaders(file)],
  ['public/_headers', (file?: string) => netlifyHeaders(file)],
])('security headers in %s', (_file, load) => {
  const headers = load();
  const csp = directives(headers.get('content-security-policy') ?? '');

  it('refuses framing, sniffing and full referrers', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('lets this origin alone use the microphone, and nothing the camera or location', () => {
    const policy = headers.get('permissions-policy') ?? '';
    expect(policy).toContain('microphone=(self)');
    expect(policy).toContain('camera=()');
    expect(policy).toContain('geolocation=()');
  });

  it("allows the page's own inline scripts by hash, never any inline script", () => {
    const scripts = csp.get('script-src') ?? [];
    const inline = [...inlineScriptsOf(read('index.html')), LOADER_SCRIPT, ONLY_ON_LANDING_SCRIPT];
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const text of inline) expect(scripts).toContain(scriptHash(text));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('has the service worker and the app page revalidated on every load', () => {
    // A cached sw.js would hide a new build from open tabs; a cached index.html names old chunks.
    for (const file of ['/sw.js', '/index.html', '/']) {
      expect(load(file).get('cache-control'), file).toBe('no-cache');
    }
  });

  it('reaches Supabase and the Turnstile widget, and nothing else', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://*.supabase.co']);
    expect(csp.get('img-src')).toContain('https://*.supabase.co');
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https://*.supabase.co']);
    expect(csp.get('script-src')).toContain('https://challenges.cloudflare.com');
    expect(csp.get('frame-src')).toEqual(['https://challenges.cloudflare.com']);
  });
});

it('both configs send the same headers', () => {
  expect(Object.fromEntries(netlifyHeaders())).toEqual(Object.fromEntries(vercelHeaders()));
});

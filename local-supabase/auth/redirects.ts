// GoTrue's redirect check (utilities.IsRedirectURLValid): the site URL's host,
// any loopback address, or an entry of additional_redirect_urls, where entries
// are globs with '.' and '/' as separators (gobwas/glob, as GoTrue compiles
// them): `*` never crosses a separator, `**` does, `?` is one character,
// `{a,b}` either, `[...]` a class. No npm glob treats '.' as a separator, so
// the translation to a RegExp is ours.
import { isIP } from 'node:net';
import type { AuthSettings } from './settings';

const NOT_SEPARATOR = '[^./]';

function globToRegExp(glob: string): RegExp {
  let out = '';
  let inBraces = 0;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        out += '.*';
        i++;
      } else out += `${NOT_SEPARATOR}*`;
    } else if (ch === '?') out += NOT_SEPARATOR;
    else if (ch === '{') {
      inBraces++;
      out += '(?:';
    } else if (ch === '}' && inBraces > 0) {
      inBraces--;
      out += ')';
    } else if (ch === ',' && inBraces > 0) out += '|';
    else if (ch === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end === -1) out += '\\[';
      else {
        const body = glob.slice(i + 1, end).replace(/\\/g, '\\\\');
        out += body.startsWith('!') ? `[^${body.slice(1)}]` : `[${body}]`;
        i = end;
      }
    } else if (ch === '\\' && i + 1 < glob.length) {
      out += `\\${glob[++i]}`;
    } else out += ch.replace(/[.+^$()|\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);
const isLocalhost = (host: string) => LOOPBACK_NAMES.has(host) || host.endsWith('.localhost');
const regularHostname = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

function isLoopbackIp(host: string): boolean {
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

const hostOf = (u: URL) => u.hostname.replace(/^\[|\]$/g, '');

/** The host as written: WHATWG URLs turn `http://2130706433/` into 127.0.0.1, Go's do not. */
function rawHost(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(url);
  return (match?.[1] ?? '').replace(/^\[|\]$/g, '').toLowerCase();
}

/** The authority as written: everything between `//` and the first `/`, `?` or `#`. */
function rawAuthority(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';
}

/**
 * A browser reads `http://evil.example\@localhost/` as host evil.example (WHATWG URLs treat a
 * backslash as a slash in http(s) URLs, and drop tabs and newlines), while the host as written
 * says localhost. The link must lead where a browser goes, so an http(s) URL whose written host
 * is not the host the WHATWG parser finds, or whose authority holds a backslash or a control
 * character, is refused. Numeric hosts are left to the checks below, which refuse them.
 */
function browserAgrees(url: string, target: URL, written: string): boolean {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return true;
  const controlOrBackslash = [...rawAuthority(url)].some(
    (ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f,
  );
  if (controlOrBackslash || /[\t\n\r]/.test(url)) return false;
  return /^[0-9]+$/.test(written) || written === hostOf(target);
}

export function isRedirectUrlValid(settings: AuthSettings, redirectUrl: string): boolean {
  if (redirectUrl === '') return false;
  const base = parse(settings.siteUrl);
  const target = parse(redirectUrl);
  if (!base || !target) return false;
  const written = rawHost(redirectUrl);
  if (!browserAgrees(redirectUrl, target, written)) return false;
  const host = written || hostOf(target);
  if (
    hostOf(base) === host &&
    base.protocol === target.protocol &&
    (base.port === target.port || isLocalhost(host))
  ) {
    return true;
  }
  const isHttp = target.protocol === 'http:' || target.protocol === 'https:';
  if (/^[0-9]+$/.test(host)) return false;
  if (isIP(host) !== 0) return isLoopbackIp(host);
  if (isHttp && !regularHostname.test(host)) return false;
  const withoutFragment = redirectUrl.split('#')[0]!;
  return settings.additionalRedirectUrls.some((pattern) =>
    globToRegExp(pattern).test(withoutFragment),
  );
}

/** GoTrue's referrer: `redirect_to` if allowed, else the Referer header if allowed, else the site URL. */
export function redirectTarget(
  settings: AuthSettings,
  requested: string | undefined,
  referer: string | undefined,
): string {
  if (requested && isRedirectUrlValid(settings, requested)) return requested;
  if (referer && isRedirectUrlValid(settings, referer)) return referer;
  return settings.siteUrl;
}

// Which redirect_to values GoTrue lets an email link lead to.
import { describe, expect, it } from 'vitest';
import { isRedirectUrlValid, redirectTarget } from './redirects';
import { authSettings } from './settings';

const settings = {
  ...authSettings(),
  siteUrl: 'https://gal.example.org',
  additionalRedirectUrls: [
    'https://preview-*.gal.example.org/**',
    'https://gal.example.org/auth/callback',
    'myapp://auth/*',
  ],
};
const ok = (url: string) => isRedirectUrlValid(settings, url);

describe('redirect allow list', () => {
  it('allows the site URL host, loopback addresses and listed globs', () => {
    expect(ok('https://gal.example.org/any/path?x=1')).toBe(true);
    expect(ok('http://127.0.0.1:61234/auth/callback')).toBe(true);
    expect(ok('http://[::1]:3000/')).toBe(true);
    expect(ok('https://preview-42.gal.example.org/auth/callback')).toBe(true);
    expect(ok('myapp://auth/callback')).toBe(true);
  });

  it('refuses other hosts, schemes and ports, and globs crossing a dot or slash with one star', () => {
    expect(ok('https://evil.example/steal')).toBe(false);
    expect(ok('http://gal.example.org/')).toBe(false);
    expect(ok('https://gal.example.org:8443/')).toBe(false);
    expect(ok('https://preview-a.b.gal.example.org/x')).toBe(false);
    expect(ok('myapp://auth/a/b')).toBe(false);
    expect(ok('http://10.0.0.5/')).toBe(false);
    expect(ok('http://2130706433/')).toBe(false);
    expect(ok('not a url')).toBe(false);
  });

  it('reads the host as a browser does: a backslash or a tab in the authority is refused', () => {
    const local = { ...settings, siteUrl: 'http://localhost:5173' };
    const allowed = (url: string) => isRedirectUrlValid(local, url);
    expect(allowed('http://localhost:5173/auth/callback')).toBe(true);
    expect(allowed('http://user@localhost:5173/')).toBe(true);
    expect(allowed('http://evil.example\\@localhost:5173/')).toBe(false);
    expect(allowed('http://evil.example\\.localhost:5173/')).toBe(false);
    expect(allowed('http://local\thost:5173/')).toBe(false);
    expect(ok('https://evil.example\\@gal.example.org/')).toBe(false);
  });

  it('falls back to the Referer, then the site URL', () => {
    expect(redirectTarget(settings, 'https://evil.example/', 'http://localhost:9/x')).toBe(
      'https://gal.example.org',
    );
    expect(redirectTarget(settings, 'https://evil.example/', 'https://gal.example.org/from')).toBe(
      'https://gal.example.org/from',
    );
    expect(redirectTarget(settings, undefined, undefined)).toBe('https://gal.example.org');
  });
});

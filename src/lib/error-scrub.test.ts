import { browserName, routePattern, scrubText, topFrame } from './error-scrub';

describe('scrubText', () => {
  it('replaces email addresses, JWTs, credentials, ids and phone numbers, and drops query strings', () => {
    const raw = [
      'Failed for pat.jones@example.com',
      'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwYXQifQ.c2lnbmF0dXJl',
      'Authorization: Bearer sk_live_abc123',
      'GET https://gal.test/rest/v1/cases?id=eq.5&select=* failed',
      'case 0b0e0000-0000-4000-8000-000000000001',
      'call (407) 555-0142 or +1 305.555.0199',
      'api_key=abc123 and a long one: AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
    ].join('\n');
    const scrubbed = scrubText(raw, 4000);
    expect(scrubbed).toBe(
      [
        'Failed for [email]',
        'token [token]',
        'Authorization: Bearer [token]',
        'GET https://gal.test/rest/v1/cases failed',
        'case [id]',
        'call [phone] or [phone]',
        'api_key=[token] and a long one: [token]',
      ].join('\n'),
    );
  });

  it('keeps an ordinary message and stack frame as they are', () => {
    const text =
      "TypeError: Cannot read properties of undefined (reading 'title') at CaseHeader (https://gal.test/assets/case-page-Bx12.js:1:2345)";
    expect(scrubText(text, 500)).toBe(text);
  });

  it('cuts to the length asked', () => {
    expect(scrubText('x '.repeat(300), 500)).toHaveLength(500);
  });
});

describe('routePattern', () => {
  it('names a page by its pattern: ids become :id, query and fragment go', () => {
    expect(routePattern('/dashboard/cases/0b0e0000-0000-4000-8000-000000000001')).toBe(
      '/dashboard/cases/:id',
    );
    expect(routePattern('/dashboard/invoices/42?x=pat@example.com#top')).toBe(
      '/dashboard/invoices/:id',
    );
    expect(routePattern('/dashboard/settings')).toBe('/dashboard/settings');
  });
});

describe('topFrame', () => {
  it("finds Chromium's and Firefox's first frame", () => {
    expect(topFrame('Error: x\n    at load (https://gal.test/a.js:1:2)\n    at b')).toBe(
      'at load (https://gal.test/a.js:1:2)',
    );
    expect(topFrame('load@https://gal.test/a.js:1:2\nb@https://gal.test/a.js:3:4')).toBe(
      'load@https://gal.test/a.js:1:2',
    );
    expect(topFrame(undefined)).toBeNull();
  });
});

describe('browserName', () => {
  it('keeps the name and major version only', () => {
    expect(
      browserName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36',
      ),
    ).toBe('Chrome 131');
    expect(
      browserName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox 133');
    expect(browserName('curl/8')).toBe('Other');
  });
});

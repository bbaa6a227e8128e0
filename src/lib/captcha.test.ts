/// <reference types="cloudflare-turnstile" />
import { http, HttpResponse, server, urls } from '@/test/backend';
import { captchaToken, TEST_TOKEN, withCaptcha } from './captcha';

/** Records the JSON body of each request to `url` the wrapped fetch sends. */
function capture(url: string) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({});
    }),
  );
  return bodies;
}

const post = (f: typeof fetch, url: string, body: object) =>
  f(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('withCaptcha', () => {
  const f = withCaptcha(() => Promise.resolve('token-1'));

  it.each(['/signup', '/otp', '/recover', '/resend', '/token?grant_type=password'])(
    'puts a token in %s, as GoTrue reads it',
    async (path) => {
      const bodies = capture(urls.auth(path.split('?')[0]!));
      await post(f, urls.auth(path), { email: 'a@example.test' });
      expect(bodies).toEqual([
        { email: 'a@example.test', gotrue_meta_security: { captcha_token: 'token-1' } },
      ]);
    },
  );

  it('leaves requests GoTrue does not guard alone', async () => {
    const refresh = capture(urls.auth('/token'));
    const rest = capture(urls.rest('gal_requests'));
    await post(f, urls.auth('/token?grant_type=refresh_token'), { refresh_token: 'r' });
    await post(f, urls.rest('gal_requests'), { name: 'x' });
    expect(refresh).toEqual([{ refresh_token: 'r' }]);
    expect(rest).toEqual([{ name: 'x' }]);
  });

  it('keeps a token the caller passed itself', async () => {
    const bodies = capture(urls.auth('/signup'));
    await post(f, urls.auth('/signup'), { gotrue_meta_security: { captcha_token: 'own' } });
    expect(bodies).toEqual([{ gotrue_meta_security: { captcha_token: 'own' } }]);
  });
});

describe('captchaToken', () => {
  afterEach(() => {
    delete (globalThis as { turnstile?: unknown }).turnstile;
    document.body.innerHTML = '';
  });

  it('gives Turnstile’s dummy token for its test site keys, loading nothing', async () => {
    expect(await captchaToken('1x00000000000000000000AA')).toBe(TEST_TOKEN);
    expect(await captchaToken()).toBe(TEST_TOKEN);
    expect(document.querySelector('script')).toBeNull();
  });

  it('asks the Turnstile widget for a real key, in the form being sent, and removes it after', async () => {
    const removed: string[] = [];
    let rendered: { host: HTMLElement; inSlot: boolean; sitekey?: string } | null = null;
    (globalThis as { turnstile?: Partial<Turnstile.Turnstile> }).turnstile = {
      render: (host, params) => {
        rendered = {
          host: host as HTMLElement,
          inSlot: Boolean((host as HTMLElement).closest('form [data-captcha-slot]')),
          sitekey: params?.sitekey,
        };
        queueMicrotask(() => params?.callback?.('real-token'));
        return 'widget-1';
      },
      remove: (id) => void removed.push(String(id)),
    };
    document.body.innerHTML =
      '<form><div data-captcha-slot></div><button type="submit">Send</button></form>';
    document.querySelector('button')!.focus();

    expect(await captchaToken('0x4AAAAAAA-real')).toBe('real-token');
    expect(rendered!.sitekey).toBe('0x4AAAAAAA-real');
    expect(rendered!.inSlot).toBe(true);
    expect(rendered!.host.parentElement).toBeNull();
    expect(removed).toEqual(['widget-1']);
  });
});

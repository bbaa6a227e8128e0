// The providers' documented test secrets, answered offline as the providers answer them.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { verifyCaptcha, type CaptchaSettings } from './captcha';
import { errorResponse } from './errors';

async function verdict(settings: CaptchaSettings, token?: string) {
  const app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  app.post('/', async (c) => {
    await verifyCaptcha(
      c,
      settings,
      token === undefined ? {} : { gotrue_meta_security: { captcha_token: token } },
    );
    return c.json({ ok: true });
  });
  const res = await app.request('/', {
    method: 'POST',
    headers: { 'x-supabase-api-version': '2024-01-01' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const turnstile = (secret: string): CaptchaSettings => ({
  enabled: true,
  provider: 'turnstile',
  secret,
});

describe('verifyCaptcha', () => {
  it('lets everything through while disabled', async () => {
    expect((await verdict({ enabled: false, provider: 'turnstile', secret: '' })).status).toBe(200);
  });

  it('refuses a request without a token, as GoTrue words it', async () => {
    expect(await verdict(turnstile('1x0000000000000000000000000000000AA'))).toEqual({
      status: 400,
      body: {
        code: 'captcha_failed',
        message: 'captcha protection: request disallowed (no captcha_token found)',
      },
    });
  });

  it.each([
    ['1x0000000000000000000000000000000AA', 'XXXX.DUMMY.TOKEN.XXXX', 200, null],
    ['1x0000000000000000000000000000000AA', 'a-real-looking-token', 400, 'invalid-input-response'],
    ['2x0000000000000000000000000000000AA', 'XXXX.DUMMY.TOKEN.XXXX', 400, 'invalid-input-response'],
    ['3x0000000000000000000000000000000AA', 'XXXX.DUMMY.TOKEN.XXXX', 400, 'timeout-or-duplicate'],
  ])('Turnstile test secret %s with %s: %i', async (secret, token, status, code) => {
    const result = await verdict(turnstile(secret), token);
    expect(result.status).toBe(status);
    if (code) expect(result.body.message).toBe(`captcha protection: request disallowed (${code})`);
  });

  it('answers hCaptcha’s test secret for its test response only', async () => {
    const settings = {
      enabled: true,
      provider: 'hcaptcha',
      secret: '0x0000000000000000000000000000000000000000',
    };
    expect((await verdict(settings, '10000000-aaaa-bbbb-cccc-000000000001')).status).toBe(200);
    expect((await verdict(settings, 'XXXX.DUMMY.TOKEN.XXXX')).status).toBe(400);
  });
});

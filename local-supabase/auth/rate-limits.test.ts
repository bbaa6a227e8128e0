// Per-address caps answer 429 once an address passes them; other addresses go on.
// Failed passwords lock an address-and-email pair, never the email everywhere.
import type { Context } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceContext } from '../context';
import { RateLimitError } from './errors';
import { createAuthApp } from './index';
import { AuthRateLimiter } from './rate-limits';
import { authSettings } from './settings';

const settings = authSettings({
  // The CAPTCHA would answer first; captcha.test.ts and request-guard-http test it.
  captcha: false,
  limits: {
    signInSignUpsPerAddress: 3,
    tokenRefreshesPerAddress: 2,
    tokenVerificationsPerAddress: 2,
  },
});

// These requests fail validation before any query, so no database is needed.
const ctx = {
  db: null,
  jwtSecret: 'x'.repeat(32),
  publicUrl: 'http://api',
} as unknown as ServiceContext;

function from(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

describe('per-address rate limits', () => {
  it('caps sign-ups, password grants and mail requests together, per address', async () => {
    const app = createAuthApp(ctx, settings);
    // An email without a password: a body of {} would be an anonymous sign-in, limited apart.
    const post = (path: string, address: string) =>
      app.request(
        path,
        { method: 'POST', body: path === '/signup' ? '{"email":"a@example.test"}' : '{}' },
        from(address),
      );
    expect((await post('/signup', '10.0.0.1')).status).toBe(400);
    expect((await post('/token?grant_type=password', '10.0.0.1')).status).toBe(400);
    expect((await post('/recover', '10.0.0.1')).status).toBe(400);
    const refused = await post('/otp', '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect((await post('/signup', '10.0.0.2')).status).toBe(400);
  });

  it('caps refresh-token and PKCE grants per address', async () => {
    const app = createAuthApp(ctx, settings);
    const grant = (type: string) =>
      app.request(`/token?grant_type=${type}`, { method: 'POST', body: '{}' }, from('10.0.0.3'));
    expect((await grant('refresh_token')).status).toBe(400);
    expect((await grant('pkce')).status).toBe(400);
    expect((await grant('refresh_token')).status).toBe(429);
  });

  it('caps link verifications per address', async () => {
    const app = createAuthApp(ctx, settings);
    const verify = () => app.request('/verify', { method: 'POST', body: '{}' }, from('10.0.0.4'));
    expect((await verify()).status).toBe(400);
    expect((await verify()).status).toBe(400);
    expect((await verify()).status).toBe(429);
  });
});

describe('failed password lock', () => {
  const limits = {
    ...settings.limits,
    failedSignInsPerEmail: 3,
    failureWindowSeconds: 300,
    lockSeconds: 60,
    maxLockSeconds: 900,
  };
  const request = (address: string) => ({ env: from(address) }) as unknown as Context;

  async function retryAfter(limiter: AuthRateLimiter, address: string, email: string) {
    try {
      await limiter.assertUnlocked(request(address), email);
      return 0;
    } catch (error) {
      expect(error).toBeInstanceOf(RateLimitError);
      return (error as RateLimitError).retryAfterSeconds;
    }
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks the address and email pair only, longer each time', async () => {
    vi.useFakeTimers();
    const limiter = new AuthRateLimiter(limits);
    const fail = async (n: number) => {
      for (let i = 0; i < n; i++)
        await limiter.recordFailure(request('10.0.0.66'), 'dana@demo.test');
    };
    await fail(2);
    expect(await retryAfter(limiter, '10.0.0.66', 'dana@demo.test')).toBe(0);
    await fail(1);
    expect(await retryAfter(limiter, '10.0.0.66', 'dana@demo.test')).toBe(60);
    // The real user elsewhere, and other accounts from the attacker's address, go on.
    expect(await retryAfter(limiter, '10.0.0.7', 'dana@demo.test')).toBe(0);
    expect(await retryAfter(limiter, '10.0.0.66', 'other@demo.test')).toBe(0);

    vi.advanceTimersByTime(61_000);
    expect(await retryAfter(limiter, '10.0.0.66', 'dana@demo.test')).toBe(0);
    await fail(3);
    expect(await retryAfter(limiter, '10.0.0.66', 'dana@demo.test')).toBe(120);
  });

  it('lets a success clear the failures of its pair', async () => {
    const limiter = new AuthRateLimiter(limits);
    await limiter.recordFailure(request('10.0.0.8'), 'carlos@demo.test');
    await limiter.recordFailure(request('10.0.0.8'), 'carlos@demo.test');
    await limiter.recordSuccess(request('10.0.0.8'), 'carlos@demo.test');
    await limiter.recordFailure(request('10.0.0.8'), 'carlos@demo.test');
    expect(await retryAfter(limiter, '10.0.0.8', 'carlos@demo.test')).toBe(0);
  });
});

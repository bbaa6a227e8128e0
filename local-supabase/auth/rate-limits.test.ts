// Per-address caps answer 429 once an address passes them; other addresses go on.
import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context';
import { createAuthApp } from './index';

const limits = {
  failedSignInsPerEmail: 10,
  failureWindowSeconds: 300,
  lockSeconds: 900,
  signInSignUpsPerAddress: 3,
  tokenRefreshesPerAddress: 2,
};

// These requests fail validation before any query, so no database is needed.
const ctx = { db: null, jwtSecret: 'x'.repeat(32) } as unknown as ServiceContext;

function from(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

describe('per-address rate limits', () => {
  it('caps sign-ups and password grants together, per address', async () => {
    const app = createAuthApp(ctx, limits);
    const post = (path: string, address: string) =>
      app.request(path, { method: 'POST', body: '{}' }, from(address));
    expect((await post('/signup', '10.0.0.1')).status).toBe(422);
    expect((await post('/token?grant_type=password', '10.0.0.1')).status).toBe(400);
    expect((await post('/signup', '10.0.0.1')).status).toBe(422);
    const refused = await post('/token?grant_type=password', '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect((await post('/signup', '10.0.0.2')).status).toBe(422);
  });

  it('caps refresh-token grants per address', async () => {
    const app = createAuthApp(ctx, limits);
    const refresh = () =>
      app.request(
        '/token?grant_type=refresh_token',
        { method: 'POST', body: '{}' },
        from('10.0.0.3'),
      );
    expect((await refresh()).status).toBe(400);
    expect((await refresh()).status).toBe(400);
    expect((await refresh()).status).toBe(429);
  });
});

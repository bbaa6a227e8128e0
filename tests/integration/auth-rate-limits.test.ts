// Brute force against /token: failed password grants lock an address and
// email pair (GoTrue's 429 over_request_rate_limit) but never the user at
// another address, successes never count, and an unknown email costs about
// what a wrong password costs.
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { authFetch, PASSWORD, signUp, uniqueEmail } from '../support/auth';

const FAILURES_ALLOWED = 10;

function passwordGrant(email: string, password: string) {
  return authFetch('/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
}

/** A password grant sent from another source address, as a client elsewhere would. */
function passwordGrantFrom(localAddress: string, email: string, password: string) {
  const url = new URL(`${inject('apiUrl')}/auth/v1/token?grant_type=password`);
  const body = JSON.stringify({ email, password });
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          apikey: inject('anonKey'),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function timed(email: string, password: string) {
  const started = performance.now();
  const res = await passwordGrant(email, password);
  return { ms: performance.now() - started, status: res.status };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

describe('password grant rate limits', () => {
  it(`locks an address out of an email after ${FAILURES_ALLOWED} wrong passwords, even for the right one`, async () => {
    const { email } = await signUp('Locked Person');
    const { email: bystander } = await signUp('Bystander');
    for (let i = 0; i < FAILURES_ALLOWED; i++) {
      const res = await passwordGrant(email, `wrong-password-${i}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_credentials' });
    }
    const locked = await passwordGrant(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another email from the same address is unaffected.
    expect((await passwordGrant(bystander, PASSWORD)).status).toBe(200);
  });

  it('never locks the same account out for a client at another address', async () => {
    const { email } = await signUp('Targeted Person');
    for (let i = 0; i < FAILURES_ALLOWED; i++) await passwordGrant(email, `guess-${i}`);
    expect((await passwordGrant(email, PASSWORD)).status).toBe(429);
    // The real user, elsewhere (another loopback source address), still signs in.
    expect(await passwordGrantFrom('127.0.0.2', email, PASSWORD)).toBe(200);
  });

  it('counts failures only: many successful sign-ins never lock anyone', async () => {
    const { email } = await signUp('Frequent Person');
    for (let i = 0; i <= FAILURES_ALLOWED; i++) {
      expect((await passwordGrant(email, PASSWORD)).status).toBe(200);
    }
    // A success also clears earlier failures.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < FAILURES_ALLOWED - 1; i++) await passwordGrant(email, 'wrong-password');
      expect((await passwordGrant(email, PASSWORD)).status).toBe(200);
    }
  });

  it('treats an unknown email like a known one: same error, same lock, similar cost', async () => {
    const { email } = await signUp('Timing Person');
    const unknown = uniqueEmail('nobody');
    const wrong: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push((await timed(email, `wrong-${i}`)).ms);
      missing.push((await timed(unknown, `wrong-${i}`)).ms);
    }
    console.log(
      `password grant, median of 5: wrong password ${median(wrong).toFixed(0)} ms, ` +
        `unknown email ${median(missing).toFixed(0)} ms`,
    );
    for (let i = 5; i < FAILURES_ALLOWED; i++) await passwordGrant(unknown, 'wrong');
    expect((await passwordGrant(unknown, 'wrong')).status).toBe(429);
  });
});

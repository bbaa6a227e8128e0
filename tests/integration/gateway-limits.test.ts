// What the gateway and services refuse before doing any work: foreign CORS
// origins, and bodies over their caps, read without holding them in memory.
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../../local-supabase/config';
import { startEphemeralStack, type Stack } from '../../local-supabase/stack';

// A stack of this file's own, in this process, so its memory can be measured.
let stack: Stack;
beforeAll(async () => {
  stack = await startEphemeralStack({ seed: false });
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  await db.query(
    `insert into storage.buckets (id, name, public) values ('limitless', 'limitless', false)`,
  );
  await db.end();
});
afterAll(() => stack?.stop());

interface Sent {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A POST whose body is `megabytes` of chunks, streamed (chunked) until the server answers. */
function streamPost(path: string, megabytes: number, headers: Record<string, string>, head = '') {
  const url = new URL(stack.apiUrl + path);
  return new Promise<Sent>((resolve, reject) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      method: 'POST',
      headers: { apikey: ANON_KEY, 'transfer-encoding': 'chunked', ...headers },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(1 << 20, 0x61);
    let sent = 0;
    req.write(head);
    const pump = () => {
      while (!answered && sent < megabytes) {
        sent += 1;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('request bodies', () => {
  it('refuses a chunked multipart upload over the cap while memory stays flat', async () => {
    const rss = () => process.memoryUsage().rss / 2 ** 20;
    const before = rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 10);
    const boundary = 'limit-test';
    const res = await streamPost(
      '/storage/v1/object/limitless/huge.bin',
      256,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `--${boundary}\r\ncontent-disposition: form-data; name=""; filename="huge.bin"\r\n` +
        `content-type: application/octet-stream\r\n\r\n`,
    );
    clearInterval(sampler);
    console.log(
      `256 MB chunked upload: RSS ${before.toFixed(0)} MB before, ` +
        `${peak.toFixed(0)} MB peak, ${rss().toFixed(0)} MB after`,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    // Buffering the form (as before) grew RSS by at least the body's size.
    expect(peak - before).toBeLessThan(128);
  });

  it("caps JSON bodies at 1 MB in each service's error shape", async () => {
    const auth = await streamPost('/auth/v1/token?grant_type=password', 2, {
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    });
    expect(auth.status).toBe(413);
    expect(JSON.parse(auth.body)).toMatchObject({ code: 'request_entity_too_large' });

    const storage = await streamPost('/storage/v1/object/list/limitless', 2, {
      'content-type': 'application/json',
      authorization: `Bearer ${ANON_KEY}`,
    });
    expect(storage.status).toBe(400);
    expect(JSON.parse(storage.body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });

    const rest = await streamPost('/rest/v1/gal_requests', 2, {
      'content-type': 'application/json',
      apikey: ANON_KEY,
    });
    expect(rest.status).toBe(413);
    expect(JSON.parse(rest.body)).toMatchObject({ code: 'PGRST413' });
  });

  it('answers `Expect: 100-continue` on every service', async () => {
    const statuses = await Promise.all(
      ['/rest/v1/rpc/no_such_function', '/auth/v1/token?grant_type=password'].map(
        (path) =>
          new Promise<number>((resolve, reject) => {
            const url = new URL(stack.apiUrl + path);
            const req = http.request({
              host: url.hostname,
              port: url.port,
              path: url.pathname + url.search,
              method: 'POST',
              headers: {
                apikey: ANON_KEY,
                'content-type': 'application/json',
                expect: '100-continue',
              },
            });
            req.on('continue', () => req.end(JSON.stringify({ email: 'x@example.test' })));
            req.on('response', (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            });
            req.on('error', reject);
          }),
      ),
    );
    // PostgREST's unknown function, GoTrue's missing password: answers, not 500s.
    expect(statuses).toEqual([404, 400]);
  });
});

describe('CORS', () => {
  async function preflight(origin: string) {
    const res = await fetch(`${stack.apiUrl}/rest/v1/users`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    return res.headers.get('access-control-allow-origin');
  }

  it("allows the app's configured origins only", async () => {
    expect(await preflight('http://localhost:5173')).toBe('http://localhost:5173');
    expect(await preflight('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    expect(await preflight('https://evil.example')).toBeNull();
    expect(await preflight('null')).toBeNull();
    const res = await fetch(`${stack.apiUrl}/auth/v1/health`, {
      headers: { origin: 'https://evil.example', apikey: ANON_KEY },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

// What the gateway and services refuse before doing any work: foreign CORS
// origins, and bodies over their caps, read without holding them in memory.
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Stack, startEphemeralStack } from '../../local-supabase';

// The suite's keys (the new ones when LOCAL_SUPABASE_LEGACY_KEYS=false): this file's own
// stack takes the same setting.
const PUBLIC_KEY = inject('anonKey');
const SERVICE_KEY = inject('serviceRoleKey');

// A stack of this file's own, in this process, so its memory can be measured.
let stack: Stack;
beforeAll(async () => {
  stack = await startEphemeralStack({ seed: false });
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  await db.query(
    `insert into storage.buckets (id, name, public, file_size_limit)
     values ('limitless', 'limitless', false, null), ('small', 'small', false, 1024)`,
  );
  await db.end();
});
afterAll(() => stack?.stop());

interface Sent {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * A POST whose body is `head`, `megabytes` of chunks and `tail`, streamed
 * (chunked) until the server answers.
 */
function streamPost(
  path: string,
  megabytes: number,
  headers: Record<string, string>,
  head = '',
  tail = '',
) {
  const url = new URL(stack.apiUrl + path);
  return new Promise<Sent>((resolve, reject) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      method: 'POST',
      headers: { apikey: PUBLIC_KEY, 'transfer-encoding': 'chunked', ...headers },
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
      req.end(answered ? '' : tail);
    };
    pump();
  });
}

const MB = Buffer.alloc(1 << 20, 0x61);

/** Writes `parts` in order, waiting for the socket to drain, until `stop()` says so or it closes. */
async function writeAll(req: http.ClientRequest, parts: (string | Buffer)[], stop: () => boolean) {
  for (const part of parts) {
    if (stop() || req.destroyed) return;
    if (!req.write(part)) {
      await new Promise((resolve) => {
        req.once('drain', resolve);
        req.once('close', resolve);
      });
    }
  }
}

/**
 * A raw HTTP/1.1 POST declaring `total` bytes, as curl sends one: 1 MB, then the
 * rest once the answer has come (a client whose body is still in flight). It
 * resolves with what the server sent, or rejects with the connection's error.
 */
function postInFlight(path: string, headers: Record<string, string>, total: number) {
  const url = new URL(stack.apiUrl + path);
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let received = '';
    let rest = false;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (rest || !received.includes('\r\n\r\n')) return;
      rest = true;
      for (let sent = MB.length; sent < total; sent += MB.length) socket.write(MB);
    });
    socket.on('error', reject);
    socket.on('end', () => resolve(received));
    const head = Object.entries({ ...headers, host: url.host, 'content-length': String(total) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${url.pathname} HTTP/1.1\r\n${head}\r\n`);
    socket.write(MB);
  });
}

/** Resolves with the answer to `req`, or rejects with the connection's error (EPIPE, reset). */
function answerOf(req: http.ClientRequest) {
  return new Promise<Sent>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function post(path: string, headers: http.OutgoingHttpHeaders) {
  const url = new URL(stack.apiUrl + path);
  return http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname + url.search,
    method: 'POST',
    headers,
  });
}

const rss = () => process.memoryUsage().rss / 2 ** 20;

/** Samples this process's RSS (the stack runs in it) until the returned function is called. */
function watchPeak() {
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 10);
  return () => {
    clearInterval(sampler);
    return { before, growth: peak - before };
  };
}

describe('request bodies', () => {
  it('refuses a chunked multipart upload over the cap while memory stays flat', async () => {
    const stop = watchPeak();
    const boundary = 'limit-test';
    const res = await streamPost(
      '/storage/v1/object/limitless/huge.bin',
      256,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `--${boundary}\r\ncontent-disposition: form-data; name=""; filename="huge.bin"\r\n` +
        `content-type: application/octet-stream\r\n\r\n`,
    );
    const { before, growth } = stop();
    console.log(
      `256 MB chunked upload: RSS ${before.toFixed(0)} MB before, +${growth.toFixed(0)} MB peak`,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    // Buffering the form (as before) grew RSS by at least the body's size.
    expect(growth).toBeLessThan(128);
  });

  it('counts every byte of a chunked multipart body, not only the file part', async () => {
    const boundary = 'parts-test';
    const part = (name: string, file: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${file}"\r\n` +
      `content-type: application/octet-stream\r\n\r\n`;
    // A 5-byte file within the bucket's 1 KB, then 8 MB in a second file part that
    // storage skips: the body as a whole is far past what any upload may send.
    const res = await streamPost(
      '/storage/v1/object/small/parts.bin',
      8,
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        apikey: SERVICE_KEY,
        authorization: `Bearer ${SERVICE_KEY}`,
      },
      `${part('', 'parts.bin')}hello\r\n${part('extra', 'extra.bin')}`,
      `\r\n--${boundary}--\r\n`,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  });

  it("holds about 1 MB of an upload's text fields, so 30 open uploads stay small", async () => {
    const boundary = 'fields-test';
    const field = (i: number) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="metadata${i}"\r\n\r\n`;
    // Ten fields just under busboy's per-field cap each: before, all were kept until the end.
    const body = Array.from({ length: 10 }, (_, i) => [
      field(i),
      MB.subarray(0, MB.length - 64),
      '\r\n',
    ]).flat();
    const stop = watchPeak();
    const uploads = Array.from({ length: 30 }, (_, i) => {
      const req = post(`/storage/v1/object/limitless/fields-${i}.bin`, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
        apikey: SERVICE_KEY,
        authorization: `Bearer ${SERVICE_KEY}`,
      });
      let answered = false;
      const answer = answerOf(req).finally(() => (answered = true));
      answer.catch(() => {});
      return { req, answer, written: writeAll(req, body, () => answered) };
    });
    // Every upload has sent all its fields (or was answered) before any ends.
    await Promise.all(uploads.map((u) => u.written));
    const { before, growth } = stop();
    uploads.forEach((u) => u.req.end());
    const answers = await Promise.all(uploads.map((u) => u.answer));
    console.log(
      `30 open uploads of 10 MB fields: RSS ${before.toFixed(0)} MB, +${growth.toFixed(0)} MB peak`,
    );
    for (const res of answers) {
      expect(JSON.parse(res.body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    }
    // Kept whole, the fields alone are 300 MB.
    expect(growth).toBeLessThan(120);
  });

  it.each([
    ['auth', '/auth/v1/signup', { 'x-supabase-api-version': '2024-01-01' }, 413],
    [
      'storage',
      '/storage/v1/object/list/limitless',
      { authorization: `Bearer ${PUBLIC_KEY}` },
      400,
    ],
    ['rest', '/rest/v1/gal_requests', {}, 413],
  ])(
    'answers a 5 MB %s body with a readable 413 and closes only after it arrived',
    async (_service, path, headers, status) => {
      const answer = await postInFlight(
        path,
        { apikey: PUBLIC_KEY, 'content-type': 'application/json', ...headers },
        5 << 20,
      );
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head).toMatch(/^connection: close$/im);
      expect(body).toMatch(/413|too large/i);
    },
  );

  it("caps JSON bodies at 1 MB in each service's error shape", async () => {
    const auth = await streamPost('/auth/v1/token?grant_type=password', 2, {
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    });
    expect(auth.status).toBe(413);
    expect(JSON.parse(auth.body)).toMatchObject({ code: 'request_entity_too_large' });

    const storage = await streamPost('/storage/v1/object/list/limitless', 2, {
      'content-type': 'application/json',
      authorization: `Bearer ${PUBLIC_KEY}`,
    });
    expect(storage.status).toBe(400);
    expect(JSON.parse(storage.body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });

    const rest = await streamPost('/rest/v1/gal_requests', 2, {
      'content-type': 'application/json',
      apikey: PUBLIC_KEY,
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
                apikey: PUBLIC_KEY,
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
      headers: { origin: 'https://evil.example', apikey: PUBLIC_KEY },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

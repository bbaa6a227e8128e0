// Edge Functions through the gateway, as hosted Supabase serves them: the
// project's `health` function on the shared stack, then a stack of this file's
// own serving test functions from a temp supabase/ folder (verify_jwt, the
// platform's variables and .env secrets, paths, bodies, CORS, boot errors, reload).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  ANON_KEY,
  JWT_SECRET,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
  type Stack,
  startEphemeralStack,
} from '../../local-supabase';
import { client } from '../support/supabase';

describe("the project's health function", () => {
  it('answers without a key and sees the platform variables', async () => {
    const legacy = inject('legacyKeys');
    const res = await fetch(`${inject('apiUrl')}/functions/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      env: {
        SUPABASE_URL: true,
        SUPABASE_DB_URL: true,
        SUPABASE_PUBLISHABLE_KEYS: true,
        SUPABASE_SECRET_KEYS: true,
        // The legacy pair only while it works.
        SUPABASE_ANON_KEY: legacy,
        SUPABASE_SERVICE_ROLE_KEY: legacy,
      },
      keys: { publishable: true, secret: true },
    });
  });

  it('answers with either kind of key', async () => {
    for (const apikey of [inject('publishableKey'), inject('secretKey')]) {
      const res = await fetch(`${inject('apiUrl')}/functions/v1/health`, { headers: { apikey } });
      expect(res.status).toBe(200);
    }
  });

  it("answers an unknown function, or a folder that is no function, in hosted's shape", async () => {
    for (const name of ['no-such-function', '_shared']) {
      const res = await fetch(`${inject('apiUrl')}/functions/v1/${name}`, {
        headers: { apikey: inject('anonKey') },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Requested function was not found',
      });
    }
  });
});

// What a test function reports about the request and environment it got.
const ECHO = `
Deno.serve(async (req) => {
  const url = new URL(req.url);
  const env = Deno.env.toObject();
  return Response.json({
    method: req.method,
    path: url.pathname,
    search: url.search,
    authorization: req.headers.get('authorization'),
    custom: req.headers.get('x-custom'),
    body: await req.text(),
    env,
  }, { headers: { 'x-from-function': 'yes' } });
});
`;

describe('functions in a project of their own', () => {
  let stack: Stack;
  let supabaseDir: string;
  let functionsDir: string;
  const writeFunction = (name: string, code: string) => {
    mkdirSync(path.join(functionsDir, name), { recursive: true });
    writeFileSync(path.join(functionsDir, name, 'index.ts'), code);
  };

  beforeAll(async () => {
    supabaseDir = mkdtempSync(path.join(tmpdir(), 'functions-test-'));
    functionsDir = path.join(supabaseDir, 'functions');
    mkdirSync(functionsDir);
    writeFileSync(
      path.join(functionsDir, 'deno.json'),
      '{ "nodeModulesDir": "none", "lock": false }',
    );
    writeFileSync(
      path.join(supabaseDir, 'config.toml'),
      '[functions.open]\nverify_jwt = false\n\n[functions.off]\nenabled = false\n',
    );
    // A secret, and a platform name the project may not override.
    writeFileSync(
      path.join(functionsDir, '.env'),
      'GREETING="hello from .env"\nSUPABASE_URL=http://elsewhere.test\n',
    );
    writeFunction('echo', ECHO);
    writeFunction('open', `Deno.serve(() => new Response('version 1'));`);
    writeFunction('off', ECHO);
    writeFunction('broken', `throw new Error('cannot start');\nDeno.serve(() => new Response());`);
    writeFunction(
      'whoami',
      `import { createClient } from 'npm:@supabase/supabase-js@2';
Deno.serve(async (req) => {
  const supabase = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_PUBLISHABLE_KEY')!, {
    global: { headers: { Authorization: req.headers.get('Authorization')! } },
  });
  const { data, error } = await supabase.auth.getUser();
  return Response.json({ email: data.user?.email ?? null, error: error?.message ?? null });
});
`,
    );
    process.env.HOST_ONLY = 'not for functions';
    // Its sign-up goes straight through supabase-js, with no CAPTCHA token.
    // verify_jwt checks a JWT: the legacy keys are JWTs, so this stack keeps them on.
    stack = await startEphemeralStack({
      seed: false,
      legacyKeys: true,
      supabaseDir,
      watchFunctions: true,
      authCaptcha: false,
    });
  });

  afterAll(async () => {
    await stack?.stop();
    delete process.env.HOST_ONLY;
    rmSync(supabaseDir, { recursive: true, force: true });
  });

  const call = (name: string, init: RequestInit = {}) =>
    fetch(`${stack.apiUrl}/functions/v1/${name}`, init);

  it("refuses a request without a valid JWT with hosted's 401 (verify_jwt defaults to on)", async () => {
    const expired = await new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const foreign = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another project entirely, 32 chars+'));
    const cases: [Record<string, string>, string][] = [
      [{}, 'Missing authorization header'],
      [{ authorization: 'Bearer not-a-jwt' }, 'Invalid Token or Protected Header formatting'],
      [{ authorization: `Basic ${ANON_KEY}` }, 'Invalid Token or Protected Header formatting'],
      [{ authorization: `Bearer ${expired}` }, 'Invalid JWT'],
      [{ authorization: `Bearer ${foreign}` }, 'Invalid JWT'],
      // The new keys are no JWTs: a function that takes them says verify_jwt = false.
      [{ apikey: PUBLISHABLE_KEY }, 'Invalid Token or Protected Header formatting'],
      [{ apikey: SECRET_KEY }, 'Invalid Token or Protected Header formatting'],
    ];
    for (const [headers, message] of cases) {
      const res = await call('echo', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 401, message });
    }
    // verify_jwt = false: no key at all is fine, and so is either new key.
    const keys: Record<string, string>[] = [
      {},
      { apikey: PUBLISHABLE_KEY },
      { apikey: SECRET_KEY },
    ];
    for (const headers of keys) {
      expect((await call('open', { headers })).status).toBe(200);
    }
  });

  it('passes method, subpath, query, headers and body through, as supabase-js sends them', async () => {
    // echo keeps verify_jwt: the legacy anon key is a JWT, the publishable key is not.
    const supabase = client({ apiUrl: stack.apiUrl, key: ANON_KEY });
    const { data, error } = await supabase.functions.invoke('echo/cases/42?view=full', {
      method: 'PUT',
      body: { title: 'A case' },
      headers: { 'x-custom': 'kept' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'PUT',
      path: '/echo/cases/42',
      search: '?view=full',
      authorization: `Bearer ${ANON_KEY}`,
      custom: 'kept',
      body: JSON.stringify({ title: 'A case' }),
    });
    // The apikey header alone stands in for the bearer token, as at the Supabase gateway.
    const res = await call('echo', { headers: { apikey: ANON_KEY } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-from-function')).toBe('yes');
  });

  it("gives functions hosted's SUPABASE_* variables, the project's .env secrets and the mail catcher's SMTP, nothing else", async () => {
    const res = await call('echo', { headers: { authorization: `Bearer ${ANON_KEY}` } });
    const { env } = (await res.json()) as { env: Record<string, string> };
    expect(env).toMatchObject({
      SUPABASE_URL: stack.apiUrl,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      SUPABASE_SECRET_KEY: SECRET_KEY,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
      SUPABASE_DB_URL: stack.dbUrl,
      GREETING: 'hello from .env',
      // send-email's defaults: the stack's mail catcher.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: expect.stringMatching(/^\d+$/),
    });
    // The stack's own environment stays out (Deno sets a PATH of its own).
    expect(env).not.toHaveProperty('HOST_ONLY');
    expect(env.PATH).not.toBe(process.env.PATH);
  });

  it('runs npm: imports and reaches the stack back with the caller’s JWT', async () => {
    const email = `functions-${Date.now()}@example.test`;
    const user = client({ apiUrl: stack.apiUrl });
    const signedUp = await user.auth.signUp({ email, password: 'correct-horse-battery' });
    expect(signedUp.error).toBeNull();
    const { data, error } = await user.functions.invoke('whoami');
    expect(error).toBeNull();
    expect(data).toEqual({ email, error: null });
  });

  it("answers the app's CORS preflight at the gateway and marks the function's answer", async () => {
    const origin = 'http://localhost:5173';
    const preflight = await call('echo', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    const res = await call('open', { headers: { origin } });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    const foreign = await call('open', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 503 BOOT_ERROR for a function that fails to start, and 404 for a disabled one', async () => {
    const broken = await call('broken', { headers: { apikey: ANON_KEY } });
    expect(broken.status).toBe(503);
    expect(await broken.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Worker failed to boot (please check logs)',
    });
    const off = await call('off', { headers: { apikey: ANON_KEY } });
    expect(off.status).toBe(404);
  });

  it('serves the new code once a function file changes', async () => {
    expect(await (await call('open')).text()).toBe('version 1');
    writeFunction('open', `Deno.serve(() => new Response('version 2'));`);
    // The watcher stops the old process; the next request starts the new code.
    let text = '';
    const deadline = Date.now() + 20_000;
    while (text !== 'version 2' && Date.now() < deadline) {
      text = await (await call('open')).text();
    }
    expect(text).toBe('version 2');
  });
});

describe('a machine where Deno does not run', () => {
  it('starts the stack without functions and says why in one line', async () => {
    vi.stubEnv('DENO_BIN', '/bin/false');
    const stack = await startEphemeralStack({ seed: false });
    try {
      expect(stack.functions).toMatch(/^Edge Functions are off: Deno does not run here \(.+\)\.$/);
      expect(stack.functions).not.toContain('\n');
      const res = await fetch(`${stack.apiUrl}/functions/v1/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ code: 'FUNCTIONS_OFF', message: stack.functions });
      // Everything else still runs.
      const auth = await fetch(`${stack.apiUrl}/auth/v1/health`);
      expect(auth.status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
      await stack.stop();
    }
  });
});

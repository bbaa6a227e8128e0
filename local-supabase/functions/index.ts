// Edge Functions at /functions/v1/<name>[/...], as hosted Supabase serves them:
// `verify_jwt` per function (default on), hosted's SUPABASE_* environment plus the
// project's secrets, the function seeing `/<name>/...` as its path. Deno comes
// from npm; without it the stack runs on and /functions/v1 says why.
import { execFile } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Context } from 'hono';
import { proxy } from 'hono/proxy';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { currentPlatform, denoMissing, findDeno } from '../install-help';
import { FunctionsProject } from './project';
import { BootError, FunctionRunner } from './runner';

export interface FunctionsOptions {
  /** supabase/functions */
  dir: string;
  /** supabase/config.toml */
  configFile: string;
  jwtSecret: string;
  /** Hosted's names for what a function may call: SUPABASE_URL, keys, SUPABASE_DB_URL. */
  env: Record<string, string>;
  /** Secrets the stack supplies unless supabase/functions/.env names them (the mail catcher's SMTP). */
  defaults?: Record<string, string>;
  /** Restart functions when their files change (npm run dev). */
  watch: boolean;
  /** Print what functions log. */
  logs: boolean;
}

export interface Functions {
  /** Answers a request under /functions/v1, with the headers the gateway sends upstream. */
  handle(c: Context, headers: Headers): Promise<Response>;
  /** One line for the console: where functions are served, or why they are off. */
  status: string;
  /** False when Deno does not run here (every request gets a 503). */
  enabled: boolean;
  stop(): Promise<void>;
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// Hosted's answers when the platform, not the function, refuses a request.
const notFound = () =>
  json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
const unauthorized = (message: string) => json(401, { code: 401, message });
const bootError = () =>
  json(503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
const workerError = () =>
  json(500, {
    code: 'WORKER_ERROR',
    message: 'Function exited due to an error (please check logs)',
  });

/** Hosted's legacy JWT check: a token this project signed, not expired. */
async function jwtRefusal(authorization: string | null, secret: Uint8Array) {
  if (!authorization) return 'Missing authorization header';
  const [scheme, token = ''] = authorization.split(' ');
  try {
    if (scheme !== 'Bearer') throw new Error('not a bearer token');
    decodeProtectedHeader(token);
  } catch {
    return 'Invalid Token or Protected Header formatting';
  }
  try {
    await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return null;
  } catch {
    return 'Invalid JWT';
  }
}

/** Deno's binary if it runs here, else the one line that says why not. */
async function usableDeno(): Promise<{ deno: string } | { off: string }> {
  const platform = currentPlatform();
  let deno: string | null;
  try {
    deno = findDeno(platform);
  } catch (error) {
    return { off: `Edge Functions are off: ${(error as Error).message}` };
  }
  if (!deno) return { off: denoMissing(platform) };
  try {
    await promisify(execFile)(deno, ['--version'], { timeout: 10_000 });
    return { deno };
  } catch (error) {
    const reason = String((error as { stderr?: string }).stderr || (error as Error).message);
    return { off: denoMissing(platform, reason.trim().split('\n')[0]) };
  }
}

export async function startFunctions(opts: FunctionsOptions): Promise<Functions> {
  const found = await usableDeno();
  if ('off' in found) {
    const off = json(503, { code: 'FUNCTIONS_OFF', message: found.off });
    return {
      handle: async () => off.clone(),
      status: found.off,
      enabled: false,
      stop: async () => {},
    };
  }
  const project = new FunctionsProject(opts.dir, opts.configFile);
  const runner = new FunctionRunner({
    deno: found.deno,
    env: () => ({ ...opts.defaults, ...project.secrets(), ...opts.env }),
    logs: opts.logs,
  });
  const secret = new TextEncoder().encode(opts.jwtSecret);

  let watcher: FSWatcher | null = null;
  if (opts.watch) {
    let timer: NodeJS.Timeout | undefined;
    try {
      watcher = watch(opts.dir, { recursive: true }, (_event, file) => {
        // Deno writes its lock file while a function starts; that is no new code.
        if (file && path.basename(file) === 'deno.lock') return;
        clearTimeout(timer);
        timer = setTimeout(() => void runner.stopAll(), 100);
      });
    } catch {
      // No supabase/functions folder yet: nothing to reload.
    }
  }

  return {
    status: `Edge Functions: ${opts.env.SUPABASE_URL}/functions/v1/<name>`,
    enabled: true,
    async handle(c, headers) {
      const url = new URL(c.req.url);
      const rest = url.pathname.slice('/functions/v1/'.length);
      const name = rest.split('/')[0] ?? '';
      const entrypoint = project.entrypoint(name);
      if (!entrypoint) return notFound();
      if (c.req.method !== 'OPTIONS' && project.config(name).verifyJwt) {
        const refusal = await jwtRefusal(headers.get('authorization'), secret);
        if (refusal) return unauthorized(refusal);
      }
      let port: number;
      try {
        port = await runner.port(name, entrypoint);
      } catch (error) {
        if (error instanceof BootError) return bootError();
        throw error;
      }
      try {
        // The function sees /<name>/... as on hosted, without /functions/v1.
        return await proxy(`http://127.0.0.1:${port}/${rest}${url.search}`, {
          raw: c.req.raw,
          headers,
        });
      } catch {
        return workerError();
      }
    },
    async stop() {
      watcher?.close();
      await runner.stopAll();
    },
  };
}

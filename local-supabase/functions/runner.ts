// One Deno process per function, started by its first request (as hosted starts a
// worker on demand) and kept until the stack stops or the function's files change.
// docs/decisions/local-stack.md says why a process per function rather than one router.
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SHIM = path.join(path.dirname(fileURLToPath(import.meta.url)), 'deno-serve.js');
/** What deno-serve.js prints once the function listens. */
const LISTENING = /^local-supabase:listening:(\d+)$/;
/** A first run may download the function's npm packages into Deno's cache. */
const BOOT_TIMEOUT_MS = 120_000;

/** What Deno itself needs from this machine to fetch npm packages; nothing else leaks in. */
const HOST_ENV = [
  'HOME',
  'USERPROFILE',
  'LOCALAPPDATA',
  'APPDATA',
  'SYSTEMROOT',
  'TEMP',
  'TMP',
  'TMPDIR',
  'XDG_CACHE_HOME',
  'DENO_DIR',
  // A proxy's certificate authority (Deno reads NODE_EXTRA_CA_CERTS too).
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'NODE_EXTRA_CA_CERTS',
  'NPM_CONFIG_REGISTRY',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
];

export class BootError extends Error {}

interface Running {
  proc: ChildProcess;
  port: Promise<number>;
  exited: Promise<void>;
}

export interface RunnerOptions {
  deno: string;
  /** Environment of every function: the project's secrets, then hosted's SUPABASE_* names. */
  env: () => Record<string, string>;
  /** Print each function's output, prefixed with its name. */
  logs: boolean;
}

export class FunctionRunner {
  private readonly running = new Map<string, Running>();

  constructor(private readonly opts: RunnerOptions) {}

  /** The port `name` listens on, starting its process first if it is not running. */
  port(name: string, entrypoint: string): Promise<number> {
    let run = this.running.get(name);
    if (!run) {
      run = this.start(name, entrypoint);
      this.running.set(name, run);
    }
    return run.port;
  }

  private start(name: string, entrypoint: string): Running {
    const host: Record<string, string> = {};
    for (const key of HOST_ENV) {
      const value = process.env[key] ?? process.env[key.toLowerCase()];
      if (value !== undefined) host[key] = value;
    }
    const proc = spawn(
      this.opts.deno,
      [
        'run',
        '--no-prompt',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--allow-sys',
        // Hosted functions may write to the temp folder only.
        `--allow-write=${tmpdir()}`,
        '--preload',
        SHIM,
        entrypoint,
      ],
      {
        // Deno looks for deno.json from here up: the function's own, else supabase/functions'.
        cwd: path.dirname(entrypoint),
        env: { ...host, DENO_NO_UPDATE_CHECK: '1', ...this.opts.env() },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = new Promise<void>((resolve) =>
      proc.once('exit', () => {
        if (this.running.get(name)?.proc === proc) this.running.delete(name);
        resolve();
      }),
    );
    const log = (line: string) => {
      if (this.opts.logs) console.log(`[functions:${name}] ${line}`);
    };
    createInterface({ input: proc.stderr! }).on('line', log);
    const port = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new BootError(`${name} did not listen within ${BOOT_TIMEOUT_MS / 1000} s`));
        proc.kill('SIGKILL');
      }, BOOT_TIMEOUT_MS);
      createInterface({ input: proc.stdout! }).on('line', (line) => {
        const listening = LISTENING.exec(line);
        if (!listening) return log(line);
        clearTimeout(timer);
        resolve(Number(listening[1]));
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new BootError(`${name} exited before it listened`));
      });
    });
    port.catch(() => {});
    return { proc, port, exited };
  }

  /** Stops every function; the next request starts it again (with any new code). */
  async stopAll(): Promise<void> {
    const all = [...this.running.values()];
    this.running.clear();
    await Promise.all(
      all.map(async ({ proc, exited }) => {
        proc.kill('SIGTERM');
        const timer = setTimeout(() => proc.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}

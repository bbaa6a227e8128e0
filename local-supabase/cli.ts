// npm run stack / npm run db:reset, and the stack's half of npm run dev (scripts/dev-stack.mjs,
// a worker of scripts/dev.mjs): run.mjs bundles this module and calls main, or dev-stack.mjs
// calls serve.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ANON_KEY, DEFAULT_OPTIONS, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './config';
import { isPortFree } from './free-port';
import { phase, recordedPhases } from './phases';
import { startStack } from './stack';
import { errorText, stopOnSignal } from './stop-on-signal.mjs';

// Everything above (and what it imports) has loaded and run by now.
phase('modules loaded');

const verbose = process.argv.includes('--verbose');

function displayPath(p: string) {
  const rel = path.relative(process.cwd(), p);
  return rel.startsWith('..') ? p : rel;
}

const ALREADY_RUNNING = (port: number) =>
  `Port ${port} is in use: the local stack is probably running already (npm run dev or ` +
  `npm run stack). Stop it first (Ctrl-C in its terminal), then run this again.`;

/** Before wiping or starting anything: a running stack holds the data folder and the ports. */
async function assertNotRunning() {
  const { apiPort, dbPort, restPort, mailPort, smtpPort, databaseUrl } = DEFAULT_OPTIONS;
  const ports = [apiPort, restPort, mailPort, smtpPort, ...(databaseUrl ? [] : [dbPort])];
  for (const port of ports) {
    if (!(await isPortFree(port))) throw new Error(ALREADY_RUNNING(port));
  }
}

/** Starts the stack after checking its ports, prints its addresses; resolves to its stop. */
export async function serve(): Promise<() => Promise<void>> {
  await assertNotRunning();
  const started = Date.now();
  const stack = await startStack({ verbose });
  console.log(
    [
      `Local Supabase ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      `  API URL:          ${stack.apiUrl}`,
      `  Mail (catcher):   ${stack.mailUrl}`,
      `  DB URL:           ${DEFAULT_OPTIONS.databaseUrl ? '(DATABASE_URL)' : stack.dbUrl}`,
      `  Publishable key:  ${PUBLISHABLE_KEY}`,
      `  Secret key:       ${SECRET_KEY}`,
      ...(DEFAULT_OPTIONS.legacyKeys
        ? [`  anon key:         ${ANON_KEY}`, `  service_role key: ${SERVICE_ROLE_KEY}`]
        : ['  anon, service_role keys: off (LOCAL_SUPABASE_LEGACY_KEYS=false)']),
      `  data:             ${DEFAULT_OPTIONS.databaseUrl ? 'DATABASE_URL' : displayPath(DEFAULT_OPTIONS.dataDir ?? '')}`,
      `  ${stack.functions}`,
    ].join('\n'),
  );
  if (process.env.LOCAL_SUPABASE_PHASES) console.log(`phases ${JSON.stringify(recordedPhases())}`);
  return async () => {
    console.log('Stopping local Supabase...');
    await stack.stop();
  };
}

/** What a failed start says: a busy port names the running stack. */
export function startError(error: unknown): string {
  const busy = error as { code?: string; port?: number };
  if (busy.code === 'EADDRINUSE' && busy.port) return ALREADY_RUNNING(busy.port);
  return errorText(error);
}

async function reset() {
  await assertNotRunning();
  if (DEFAULT_OPTIONS.databaseUrl) {
    throw new Error(
      'db:reset wipes the local PGlite data only; drop and recreate DATABASE_URL yourself.',
    );
  }
  if (DEFAULT_OPTIONS.dataDir) rmSync(DEFAULT_OPTIONS.dataDir, { recursive: true, force: true });
  const stack = await startStack({ verbose, schedulerIntervalMs: null });
  console.log(
    `Database reset: ${stack.migrations.applied.length} migrations applied` +
      (stack.migrations.seeded ? ', seed loaded.' : '.'),
  );
  await stack.stop();
}

/** `start` (until Ctrl-C or SIGTERM) or `reset`; exits 1 with a clear message on failure. */
export async function main(command = 'start') {
  try {
    if (command === 'reset') return await reset();
    if (command !== 'start') throw new Error(`unknown command ${command}; use start or reset`);
    stopOnSignal([await serve()]);
  } catch (error: unknown) {
    console.error(startError(error));
    process.exit(1);
  }
}

// Starts the whole local stack: database, migrations, PostgREST, auth, storage, Edge Functions,
// gateway, and the scheduled jobs.
import { rmSync, mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { PGlite } from '@electric-sql/pglite';
import { createAuthApp } from './auth/index';
import { authSettings } from './auth/settings';
import {
  ANON_KEY,
  DEFAULT_OPTIONS,
  JWT_SECRET,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
  type ApiKeys,
  type StackOptions,
} from './config';
import { createPool } from './db/pool';
import { migrate, migrationsUpToDate, type MigrateResult } from './db/migrate';
import { pgliteUrl, startPgliteServer } from './db/pglite-server';
import type { StartupAnswers } from './db/startup-answers';
import { holdPort } from './db/held-port';
import { roleUrl } from './db/role-url';
import { freePort } from './free-port';
import { startFunctions } from './functions/index';
import { findPostgrest } from './install-help';
import { createGateway } from './gateway';
import { stringSetting } from './project-config';
import { startScheduler } from './scheduler';
import { startMailCatcher } from './mail/catcher';
import { phase, timed } from './phases';
import { startPostgrest } from './postgrest';
import { seedBucketObjects } from './storage/seed-objects';
import { createStorageApp } from './storage/index';

export interface Stack {
  apiUrl: string;
  /** PostgREST itself, behind no gateway (tests that send what hosted's edge would pass on). */
  restUrl: string;
  /** The mail catcher: its page, and Mailpit's API under /api/v1. */
  mailUrl: string;
  /** The database as `postgres`, with hosted's rights: what the Supabase CLI logs in as. */
  dbUrl: string;
  /** The database as the platform's superuser (supabase_admin); only for the bootstrap and tests of it. */
  adminDbUrl: string;
  migrations: MigrateResult;
  /** The PGlite database itself when the stack runs one (in-process measurements); else null. */
  pglite: PGlite | null;
  /** One line: where Edge Functions are served, or why they are off. */
  functions: string;
  /** Re-read the schema after SQL changes made outside migrations. */
  reloadSchema(): void;
  stop(): Promise<void>;
}

/**
 * What hosted gives every Edge Function: the URL, the database, the publishable and
 * secret keys (as JSON maps by name, as hosted sets them, and singly, as the CLI's
 * `functions serve` does), and the legacy pair only while it works.
 */
export function functionEnv(apiUrl: string, dbUrl: string, keys: ApiKeys) {
  return {
    SUPABASE_URL: apiUrl,
    SUPABASE_DB_URL: dbUrl,
    SUPABASE_PUBLISHABLE_KEY: keys.publishable,
    SUPABASE_SECRET_KEY: keys.secret,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishable }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secret }),
    ...(keys.legacy
      ? { SUPABASE_ANON_KEY: keys.anon, SUPABASE_SERVICE_ROLE_KEY: keys.serviceRole }
      : {}),
  };
}

export async function startStack(options: Partial<StackOptions> = {}): Promise<Stack> {
  const opts: StackOptions = { ...DEFAULT_OPTIONS, ...options };
  const keys: ApiKeys = {
    publishable: PUBLISHABLE_KEY,
    secret: SECRET_KEY,
    anon: ANON_KEY,
    serviceRole: SERVICE_ROLE_KEY,
    legacy: opts.legacyKeys,
  };
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
    stops.length = 0;
  };
  try {
    // Before the database: a missing binary is said at once, with its fix.
    const postgrestBin = findPostgrest();
    // Independent parts start side by side (a warm start must stay fast); each one's stop
    // is queued at once, so a failure elsewhere still stops it.
    const mailStarting = started(
      timed('mail catcher', startMailCatcher({ smtpPort: opts.smtpPort, webPort: opts.mailPort })),
      stops,
    );
    const pglite = !opts.databaseUrl;
    const adminDbUrl = opts.databaseUrl ?? pgliteUrl(opts.dbPort);
    const dbUrl = roleUrl(adminDbUrl, 'postgres');
    // Beside PGlite's files, so they go when those go (db:reset).
    const markers =
      pglite && opts.dataDir
        ? {
            bootstrapMarker: path.join(opts.dataDir, 'db', 'local-supabase-bootstrap.sha256'),
            migrationsMarker: path.join(opts.dataDir, 'db', 'local-supabase-migrations.sha256'),
          }
        : null;
    // A warm start with nothing to migrate: PostgREST (about 1.3 s to its first query)
    // starts while PGlite opens, its connections held until the database is open.
    const warm = markers !== null && migrationsUpToDate({ seed: opts.seed, ...markers });
    let stopDb = async () => {};
    stops.push(() => stopDb());
    const held = warm ? await holdPort(opts.dbPort) : null;
    let opened = () => {};
    const databaseOpen = new Promise<void>((resolve) => (opened = resolve));
    const startRest = () =>
      started(
        timed(
          'PostgREST ready (schema cache)',
          startPostgrest({
            bin: postgrestBin,
            dbUrl: process.env.PGRST_DB_URI ?? roleUrl(adminDbUrl, 'authenticator'),
            port: opts.restPort,
            jwtSecret: JWT_SECRET,
            pglite,
            verbose: opts.verbose,
            databaseOpen,
          }),
        ),
        stops,
      );
    let postgrestStarting = warm ? startRest() : null;
    const apiUrl = `http://127.0.0.1:${opts.apiPort}`;
    const mail = await mailStarting;
    // The Deno check needs no database: it runs while PGlite opens.
    const functionsStarting = started(
      timed(
        'Edge Functions (Deno check)',
        startFunctions({
          dir: path.join(opts.supabaseDir, 'functions'),
          configFile: path.join(opts.supabaseDir, 'config.toml'),
          jwtSecret: JWT_SECRET,
          env: functionEnv(apiUrl, dbUrl, keys),
          // send-email delivers to the mail catcher unless supabase/functions/.env says otherwise.
          defaults: {
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(mail.smtpPort),
            SMTP_FROM: 'GAL Connect <notifications@gal-connect.local>',
            SITE_URL: stringSetting('auth.site_url', 'http://localhost:5173'),
          },
          watch: opts.watchFunctions,
          logs: opts.functionLogs,
        }),
      ),
      stops,
    );
    let pgliteDb: PGlite | null = null;
    let answers: StartupAnswers | null = null;
    if (pglite) {
      const db = await startPgliteServer({
        dataDir: opts.dataDir ? path.join(opts.dataDir, 'db') : null,
        port: held ?? opts.dbPort,
      });
      stopDb = () => db.stop();
      pgliteDb = db.db;
      answers = db.answers;
    }
    opened();

    const migrations = await timed(
      'migrations checked',
      migrate(adminDbUrl, { seed: opts.seed, ...markers }),
    );
    // Migrations may have changed the catalogs: settled before PostgREST learns its answers.
    if (!warm && answers) await timed('catalogs settled', answers.settle(adminDbUrl));
    postgrestStarting ??= startRest();

    // Each service logs in as its own role, as GoTrue and storage-api do.
    const authPool = createPool(roleUrl(adminDbUrl, 'supabase_auth_admin'));
    stops.push(() => authPool.end());
    const storagePool = createPool(roleUrl(adminDbUrl, 'supabase_storage_admin'));
    stops.push(() => storagePool.end());

    let storageDir: string;
    if (opts.dataDir) {
      storageDir = path.join(opts.dataDir, 'storage');
      mkdirSync(storageDir, { recursive: true });
    } else {
      storageDir = mkdtempSync(path.join(tmpdir(), 'local-supabase-storage-'));
      stops.push(async () => rmSync(storageDir, { recursive: true, force: true }));
    }

    const ctx = {
      jwtSecret: JWT_SECRET,
      storageDir,
      publicUrl: apiUrl,
      verbose: opts.verbose,
    };
    const functions = await functionsStarting;
    const postgrest = await postgrestStarting;
    const reused = answers?.close();
    if (reused) phase(`PostgREST start-up: ${reused.answered} reused, ${reused.learned} asked`);
    const gateway = createGateway({
      auth: createAuthApp(
        { ...ctx, db: authPool },
        authSettings({
          confirmations: opts.emailConfirmations,
          catcherSmtpPort: mail.smtpPort,
          limits: opts.authRateLimits,
          captcha: opts.authCaptcha,
        }),
      ),
      storage: createStorageApp({ ...ctx, db: storagePool }),
      functions,
      restPort: opts.restPort,
      allowedOrigins: opts.allowedOrigins,
      keys,
      jwtSecret: JWT_SECRET,
    });
    const server = await listen(gateway, opts.apiPort);
    phase('gateway listening');
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive sockets would hold close() open.
          (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        }),
    );

    // The rows the seed wrote that name a file get it (a fresh seed only: the files stay
    // beside the database's on a warm start).
    if (migrations.seeded)
      await timed(
        'seed files uploaded',
        seedBucketObjects({ apiUrl, secretKey: SECRET_KEY, supabaseDir: opts.supabaseDir }),
      );

    if (opts.schedulerIntervalMs) {
      const scheduler = startScheduler({
        dbUrl,
        functionsUrl: functions.enabled ? `${apiUrl}/functions/v1` : null,
        secretKey: SECRET_KEY,
        intervalMs: opts.schedulerIntervalMs,
      });
      stops.push(() => scheduler.stop());
    }

    return {
      apiUrl,
      restUrl: `http://127.0.0.1:${opts.restPort}`,
      mailUrl: mail.url,
      dbUrl,
      adminDbUrl,
      migrations,
      pglite: pgliteDb,
      functions: functions.status,
      reloadSchema: () => postgrest.reloadSchema(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `starting`, with its stop queued now: it stops once up, whenever the stack stops. */
function started<T extends { stop(): Promise<void> }>(
  starting: Promise<T>,
  stops: (() => Promise<void>)[],
): Promise<T> {
  // Handled here too: a part failing while another is awaited must not crash the process.
  const up = starting.catch(() => null);
  stops.push(async () => (await up)?.stop());
  return starting;
}

function listen(app: { fetch: (req: Request) => Response | Promise<Response> }, port: number) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(server));
    server.on('error', reject);
  });
}

/** A throwaway stack on free ports with nothing on disk, for tests and scripts. */
export async function startEphemeralStack(options: Partial<StackOptions> = {}): Promise<Stack> {
  return startStack({
    apiPort: await freePort(),
    dbPort: await freePort(),
    restPort: await freePort(),
    mailPort: await freePort(),
    smtpPort: await freePort(),
    dataDir: null,
    watchFunctions: false,
    functionLogs: false,
    // Tests run the jobs themselves, when they mean to.
    schedulerIntervalMs: null,
    ...options,
  });
}

// The stack the load test drives, as a process of its own so the crash test
// can SIGKILL its whole process group (PostgREST included) and start it again
// on the same data folder and ports. Spawned by bench-load.ts; prints one JSON
// line when ready. DATABASE_URL (PostgreSQL 15) or PGlite in LOAD_STACK_DIR.
import { startStack } from '../../local-supabase';

const port = (name: string) => Number(process.env[name]);

const stack = await startStack({
  apiPort: port('LOAD_API_PORT'),
  dbPort: port('LOAD_DB_PORT'),
  restPort: port('LOAD_REST_PORT'),
  mailPort: port('LOAD_MAIL_PORT'),
  smtpPort: port('LOAD_SMTP_PORT'),
  dataDir: process.env.LOAD_STACK_DIR ?? null,
  seed: true,
  // 50 sign-ins from one loopback address inside a minute: over the per-address limit.
  authRateLimits: { signInSignUpsPerAddress: 10_000 },
  authCaptcha: false,
  watchFunctions: false,
  functionLogs: false,
  schedulerIntervalMs: null,
});
console.log(JSON.stringify({ ready: true, apiUrl: stack.apiUrl, dbUrl: stack.dbUrl }));
const stop = () => void stack.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// Errors in the browser reported to the program's own database
// (public.report_client_errors): uncaught errors, unhandled promise rejections and errors
// the route error page shows. Each report is scrubbed here (src/lib/error-scrub.ts) and
// again by the database, keeps only the message, the stack, the route pattern, the release
// and the browser's name, and is sent in batches (at most 10 a request, 20 a page load).
// The database groups them and limits each client to 20 in 10 minutes. No third-party
// service is needed; setErrorReportHook hands each scrubbed report to one as well. The page
// loads this module on its first error (error-listener.ts), or with the route error page.
import { env } from './env';
import { scriptErrorOf } from './error-listener';
import { browserName, routePattern, scrubText, topFrame } from './error-scrub';

export type ErrorKind = 'error' | 'rejection' | 'render';

export interface ErrorReport {
  kind: ErrorKind;
  message: string;
  top_frame: string | null;
  stack: string | null;
  route: string;
  release: string;
  browser: string;
}

const BATCH = 10;
const PER_PAGE = 20;
const DELAY_MS = 2000;

let queue: ErrorReport[] = [];
let sent = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let hook: ((report: ErrorReport) => void) | null = null;

/** Also hand each scrubbed report to another service (null: to ours only). */
export function setErrorReportHook(next: ((report: ErrorReport) => void) | null): void {
  hook = next;
}

/** This browser tab's made-up id, the key the database's rate limit counts by. */
function clientId(): string {
  const key = 'gal-error-client';
  try {
    const known = sessionStorage.getItem(key);
    if (known) return known;
    const made = crypto.randomUUID();
    sessionStorage.setItem(key, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

function describe(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof Error)
    return { message: `${error.name}: ${error.message}`, stack: error.stack };
  // A rejection with a plain value: its type only (a string or object may hold user content).
  return {
    message: `Non-error value rejected (${error === null ? 'null' : typeof error})`,
    stack: undefined,
  };
}

/**
 * A report of this error as it would be sent: scrubbed, with the route pattern of the page
 * (the router's location when it knows it, else the window's).
 */
export function buildReport(
  error: unknown,
  kind: ErrorKind,
  pathname = window.location.pathname,
): ErrorReport {
  const { message, stack } = describe(error);
  const frame = topFrame(stack);
  return {
    kind,
    message: scrubText(message, 500) || 'Unknown error',
    top_frame: frame ? scrubText(frame, 300) : null,
    stack: stack ? scrubText(stack, 4000) : null,
    route: routePattern(pathname),
    release: (import.meta.env.VITE_RELEASE as string | undefined) || import.meta.env.MODE,
    browser: browserName(navigator.userAgent),
  };
}

/** Sends what is queued now; keepalive lets it finish while the page unloads. */
export function flushErrorReports(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const batch = queue.splice(0, BATCH);
  if (!batch.length) return Promise.resolve();
  const request = fetch(`${env.supabaseUrl}/rest/v1/rpc/report_client_errors`, {
    method: 'POST',
    keepalive: true,
    headers: { apikey: env.supabaseKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reports: batch, client_id: clientId() }),
  }).then(
    () => undefined,
    // Reporting must never raise an error of its own.
    () => undefined,
  );
  return queue.length ? request.then(flushErrorReports) : request;
}

/** Queues a report of this error; the batch goes out after a short wait. */
export function reportError(error: unknown, kind: ErrorKind, pathname?: string): void {
  if (sent >= PER_PAGE) return;
  sent += 1;
  const report = buildReport(error, kind, pathname);
  try {
    hook?.(report);
  } catch {
    // A failing hook does not stop our own report.
  }
  queue.push(report);
  timer ??= setTimeout(() => void flushErrorReports(), DELAY_MS);
}

/** Forgets what this page sent (a test's fresh page). */
export function resetErrorReports(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  queue = [];
  sent = 0;
}

let installed = false;

/**
 * Listens for uncaught errors and unhandled rejections, once per page. Answers a function
 * that stops listening (a test's page closing).
 */
export function installErrorReporting(): () => void {
  if (installed) return () => undefined;
  installed = true;
  const onError = (event: ErrorEvent) => {
    const script = scriptErrorOf(event);
    if (script) reportError(script.error, 'error');
  };
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, 'rejection');
  const onHide = () => void flushErrorReports();
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('pagehide', onHide);
  return () => {
    installed = false;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('pagehide', onHide);
  };
}

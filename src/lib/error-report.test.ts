// The page's error reporting: uncaught errors and unhandled rejections are queued, scrubbed,
// sent in batches of 10 to our own endpoint, at most 20 a page load; a hook sees each report.
import { http, HttpResponse, server, urls } from '@/test/backend';
import {
  flushErrorReports,
  installErrorReporting,
  reportError,
  setErrorReportHook,
  type ErrorReport,
} from './error-report';

function captureReports() {
  const batches: { reports: ErrorReport[]; client_id: string }[] = [];
  server.use(
    http.post(urls.rpc('report_client_errors'), async ({ request }) => {
      batches.push((await request.json()) as (typeof batches)[number]);
      return HttpResponse.json(batches.at(-1)!.reports.length);
    }),
  );
  return batches;
}

afterEach(() => setErrorReportHook(null));

it('reports an uncaught error and an unhandled rejection, scrubbed, with the route pattern', async () => {
  const batches = captureReports();
  onTestFinished(installErrorReporting());
  window.history.replaceState(null, '', '/dashboard/invoices/42?from=pat@example.com');
  window.dispatchEvent(
    new ErrorEvent('error', { error: new TypeError('Bad token=abc123 for pat@example.com') }),
  );
  const rejection = new Event('unhandledrejection');
  Object.assign(rejection, { reason: 'the typed note of a contact' });
  window.dispatchEvent(rejection);
  await flushErrorReports();

  expect(batches).toHaveLength(1);
  expect(batches[0]!.reports).toEqual([
    expect.objectContaining({
      kind: 'error',
      message: 'TypeError: Bad token=[token] for [email]',
      route: '/dashboard/invoices/:id',
    }),
    expect.objectContaining({
      kind: 'rejection',
      // A plain value may be user content: only its type goes.
      message: 'Non-error value rejected (string)',
    }),
  ]);
  expect(JSON.stringify(batches)).not.toContain('pat@example.com');
  expect(JSON.stringify(batches)).not.toContain('typed note');
  window.history.replaceState(null, '', '/');
});

it('sends at most 20 a page load, in batches of 10, and hands each to the hook', async () => {
  const batches = captureReports();
  const hooked: string[] = [];
  setErrorReportHook((report) => hooked.push(report.message));
  for (let i = 0; i < 25; i++) reportError(new Error(`Loop ${i}`), 'error');
  await flushErrorReports();

  expect(batches.map((b) => b.reports.length)).toEqual([10, 10]);
  expect(new Set(batches.map((b) => b.client_id)).size).toBe(1);
  expect(hooked).toHaveLength(20);
});

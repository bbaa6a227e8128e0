// The page listens for errors from the start and loads the reporter with the first one:
// what happened before it loaded is still reported, at the address it happened at, once.
import { http, HttpResponse, server, urls } from '@/test/backend';
import { flushErrorReports, type ErrorReport } from './error-report';
import { listenForErrors } from './error-listener';

function captureReports() {
  const reports: ErrorReport[] = [];
  server.use(
    http.post(urls.rpc('report_client_errors'), async ({ request }) => {
      const body = (await request.json()) as { reports: ErrorReport[] };
      reports.push(...body.reports);
      return HttpResponse.json(body.reports.length);
    }),
  );
  return reports;
}

it('reports errors caught before the reporter loaded, and those after it, each once', async () => {
  const reports = captureReports();
  onTestFinished(listenForErrors());
  window.history.replaceState(null, '', '/dashboard/cases/7');
  window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('First failure') }));
  // The page moves on before the reporter's code has arrived.
  window.history.replaceState(null, '', '/login');
  const rejection = new Event('unhandledrejection');
  Object.assign(rejection, { reason: new Error('Second failure') });
  window.dispatchEvent(rejection);

  await vi.waitFor(async () => {
    await flushErrorReports();
    expect(reports.map((r) => r.message)).toEqual([
      'TypeError: First failure',
      'Error: Second failure',
    ]);
  });
  expect(reports.map((r) => r.route)).toEqual(['/dashboard/cases/:id', '/login']);

  window.dispatchEvent(new ErrorEvent('error', { error: new Error('Third failure') }));
  await flushErrorReports();
  expect(reports.map((r) => r.message)).toEqual([
    'TypeError: First failure',
    'Error: Second failure',
    'Error: Third failure',
  ]);
  window.history.replaceState(null, '', '/');
});

it('leaves a resource that failed to load (an image) unreported', async () => {
  const reports = captureReports();
  onTestFinished(listenForErrors());
  window.dispatchEvent(new ErrorEvent('error'));
  await flushErrorReports();
  expect(reports).toEqual([]);
});

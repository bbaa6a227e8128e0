// Waiting until a page's network has gone quiet. Playwright's 'networkidle' is a load state,
// not a watch on the network: reached once per document and sticky after, so it does not wait
// for what a click starts; and its bookkeeping can lose it for good when a request ends before
// DOMContentLoaded (playwright#42598, answered with "discouraged"), which hung a reload to a
// prerendered page in CI. This counts the page's own requests from the moment it was opened.
import type { Page, Request } from 'playwright-core';

/** Playwright's own idle window. */
const QUIET_MS = 500;

interface Watch {
  inflight: Set<Request>;
  changedAt: number;
  /** Called on every request that starts or ends, for a wait under way. */
  onChange: Set<() => void>;
}

const watches = new WeakMap<Page, Watch>();

/** Starts counting the page's requests; call it as the page is created. */
export function watchNetwork(page: Page): void {
  if (watches.has(page)) return;
  const watch: Watch = { inflight: new Set(), changedAt: Date.now(), onChange: new Set() };
  const changed = () => {
    watch.changedAt = Date.now();
    for (const listener of watch.onChange) listener();
  };
  page.on('request', (request) => {
    watch.inflight.add(request);
    changed();
  });
  const settled = (request: Request) => {
    watch.inflight.delete(request);
    changed();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  watches.set(page, watch);
}

/** Resolves after half a second with no request open; names what is still loading if never. */
export function networkQuiet(page: Page, timeoutMs = 30_000): Promise<void> {
  const watch = watches.get(page);
  if (!watch) throw new Error('networkQuiet: the page was not watched from its creation');
  const calledAt = Date.now();
  return new Promise<void>((resolve, reject) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = (error?: Error) => {
      clearTimeout(quiet);
      clearTimeout(deadline);
      watch.onChange.delete(check);
      if (error) reject(error);
      else resolve();
    };
    // Each start or end of a request restarts the quiet window; it runs out only with none
    // open. Quiet since the call too: a request the last action started may not be reported yet.
    function check() {
      clearTimeout(quiet);
      if (watch!.inflight.size > 0) return;
      const since = Math.max(watch!.changedAt, calledAt);
      quiet = setTimeout(() => finish(), Math.max(0, since + QUIET_MS - Date.now()));
    }
    const deadline = setTimeout(() => {
      const open = [...watch.inflight].map((r) => r.url());
      finish(
        new Error(`The network was not quiet within ${timeoutMs} ms. Open: ${open.join(', ')}`),
      );
    }, timeoutMs);
    watch.onChange.add(check);
    check();
  });
}

// Uncaught errors and unhandled rejections are listened for from the first script on, but
// the reporter (error-report.ts, with its scrubber) loads only when there is one to report:
// most page loads have none, and each public page's first load stays without its code.
// What happened before it loaded is reported with the address it happened at.
import type { ErrorKind } from './error-report';

/** The error an `error` event carries; null for a resource that failed to load (an image). */
export function scriptErrorOf(event: ErrorEvent): { error: unknown } | null {
  if (event.error === undefined && !event.message) return null;
  return { error: event.error ?? new Error(event.message) };
}

/**
 * Listens once per page; the first error loads the reporter, which takes over listening and
 * reports what was caught meanwhile. Answers a function that stops listening (tests).
 */
export function listenForErrors(): () => void {
  const caught: [error: unknown, kind: ErrorKind, pathname: string][] = [];
  let stopReporter = () => {};
  let stopped = false;
  const stopListening = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
  function keep(error: unknown, kind: ErrorKind) {
    caught.push([error, kind, window.location.pathname]);
    if (caught.length > 1) return;
    import('./error-report').then(
      ({ installErrorReporting, reportError }) => {
        if (stopped) return;
        stopListening();
        stopReporter = installErrorReporting();
        for (const [error, kind, pathname] of caught.splice(0)) reportError(error, kind, pathname);
      },
      // Reporting must never raise an error of its own (the chunk may be gone after a deploy).
      () => undefined,
    );
  }
  function onError(event: ErrorEvent) {
    const script = scriptErrorOf(event);
    if (script) keep(script.error, 'error');
  }
  function onRejection(event: PromiseRejectionEvent) {
    keep(event.reason, 'rejection');
  }
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    stopped = true;
    stopListening();
    stopReporter();
  };
}

// One error type for the UI: the user-facing text from SPEC's error catalogue,
// with the backend's error kept for logs.
export class AppError extends Error {
  readonly code: string | undefined;
  override readonly cause: unknown;

  constructor(message: string, options: { code?: string; cause?: unknown } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = options.code;
    this.cause = options.cause;
  }
}

interface BackendError {
  name?: string;
  message?: string;
  code?: string;
  details?: string;
}

export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

// A request that got no answer: Chrome, Firefox, Safari and Node's fetch, as supabase-js passes
// them on ('TypeError: Failed to fetch' from PostgREST), its Edge Function client's text, and
// auth's retryable error (no answer, or a 502-504 from the gateway).
const NO_ANSWER =
  /failed to fetch|networkerror|load failed|fetch failed|failed to send a request|AuthRetryableFetchError/i;

/** The message a user can read: a network failure in plain words, else the error's own text. */
function plainText(e: BackendError): string | undefined {
  return NO_ANSWER.test(`${e.name} ${e.message}`) ? NETWORK_MESSAGE : e.message;
}

/** Wraps a supabase-js error; with a prefix the text reads '{prefix}: {message}'. */
export function toAppError(error: unknown, prefix?: string): AppError {
  const e = (error ?? {}) as BackendError;
  const detail = plainText(e) || 'Unknown error';
  return new AppError(prefix ? `${prefix}: ${detail}` : detail, { code: e.code, cause: error });
}

/** The text to show for anything thrown (an AppError's text is already plain). */
export function messageOf(error: unknown): string {
  const e = typeof error === 'string' ? { message: error } : error instanceof Error ? error : null;
  return (e && plainText(e)) || 'Something went wrong';
}

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
  message?: string;
  code?: string;
  details?: string;
}

/** Wraps a supabase-js error; with a prefix the text reads '{prefix}: {message}'. */
export function toAppError(error: unknown, prefix?: string): AppError {
  const e = (error ?? {}) as BackendError;
  const detail = e.message || 'Unknown error';
  return new AppError(prefix ? `${prefix}: ${detail}` : detail, { code: e.code, cause: error });
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong';
}

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

/** A SQLSTATE (five letters or digits) or a PostgREST code: an answer from the database. */
const DATABASE_CODE = /^(?:[0-9A-Z]{5}|PGRST\d+)$/;

// Codes the migrations raise with text written for people (`raise ... using errcode`): their
// message is the user-facing text. Postgres raises some of the same codes itself, in its own
// words, so a message shaped like Postgres's is never passed on.
const AUTHORED = /^(?:GC\w{3}|P0001|P0002|PT\d{3}|22023|23505|23514|42501)$/;
const POSTGRES_WORDING =
  /violates|syntax|invalid input|permission denied|row-level security|duplicate key|null value|does not exist|relation "|column "|constraint "|out of range|JSON object requested|coerce the result|schema cache|JWT/i;

// Plain words for what Postgres and PostgREST raise themselves: no raw database text reaches a
// screen (it names tables and columns and means nothing to a user); the raw error stays on
// `cause` for the logs.
const FRIENDLY: Record<string, string> = {
  '22P02': 'That record could not be found.',
  PGRST116: 'That record could not be found.',
  '42501': 'You do not have permission to do that.',
  '23505': 'That already exists.',
  '23514': 'Some of the details were not accepted. Check them and try again.',
  '23502': 'Some required details are missing.',
  '23503': 'That refers to a record that no longer exists.',
  '22001': 'One of the values is too long.',
  '22003': 'One of the numbers is out of range.',
  '22007': 'One of the dates is not valid.',
  '22008': 'One of the dates is not valid.',
  PGRST301: 'Your session has ended. Please sign in again.',
  PGRST303: 'Your session has ended. Please sign in again.',
};
export const UNKNOWN_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The message a user can read: a network failure in plain words, else the error's own text. */
function plainText(e: BackendError): string | undefined {
  if (NO_ANSWER.test(`${e.name} ${e.message}`)) return NETWORK_MESSAGE;
  if (!e.code || !DATABASE_CODE.test(e.code)) return e.message;
  if (AUTHORED.test(e.code) && e.message && !POSTGRES_WORDING.test(e.message)) return e.message;
  return FRIENDLY[e.code] ?? UNKNOWN_MESSAGE;
}

/** The codes that mean "no such record": none matched, or the id in the address is malformed. */
const NOT_FOUND_CODES = new Set(['PGRST116', '22P02']);

/** True when a read found nothing to show: a well-formed unknown id and a malformed one alike. */
export function isNotFound(error: unknown): boolean {
  const code = (error as BackendError | null)?.code;
  return code !== undefined && NOT_FOUND_CODES.has(code);
}

/**
 * Wraps a supabase-js error; with a prefix the text reads '{prefix}: {message}'. A read of one
 * record names its `notFound` text: a mistyped address (22P02, not a uuid) then reads exactly as
 * an id that matches nothing, with code PGRST116.
 */
export function toAppError(
  error: unknown,
  prefix?: string,
  options: { notFound?: string } = {},
): AppError {
  const e = (error ?? {}) as BackendError;
  if (options.notFound && isNotFound(e)) {
    return new AppError(options.notFound, { code: 'PGRST116', cause: error });
  }
  const detail = plainText(e) || 'Unknown error';
  return new AppError(prefix ? `${prefix}: ${detail}` : detail, { code: e.code, cause: error });
}

/** The backend's own text under an AppError (for logs and for reading a constraint's name). */
export function backendMessage(error: unknown): string {
  let e: unknown = error;
  while (e instanceof AppError && e.cause !== undefined) e = e.cause;
  return (e as BackendError | null)?.message ?? '';
}

/** The text to show for anything thrown (an AppError's text is already plain). */
export function messageOf(error: unknown): string {
  if (error instanceof AppError) return error.message || 'Something went wrong';
  const e = typeof error === 'string' ? { message: error } : error instanceof Error ? error : null;
  return (e && plainText(e)) || 'Something went wrong';
}

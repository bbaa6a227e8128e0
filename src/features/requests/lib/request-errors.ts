// Plain words for everything that can refuse a request: the database's flood guard
// and column checks, the storage service, and a network that is down.
import { i18n } from '@lingui/core';
import { AppError } from '@/lib/errors';

/** Read when shown, so each text is in the visitor's language at that moment. */
export const REQUEST_MESSAGES = {
  get thanks() {
    return i18n._({
      id: 'request.thanks',
      message: 'Thank you for your request. We will contact you shortly.',
    });
  },
  get offline() {
    return i18n._({
      id: 'request.error.offline',
      message:
        'We could not reach GAL Connect. Check your internet connection and try again; everything you entered is still here.',
    });
  },
  get invalid() {
    return i18n._({
      id: 'request.error.invalid',
      message:
        'Some of the details were not accepted (a field may be too long or in the wrong format). Please check them and try again.',
    });
  },
  get voiceTooLarge() {
    return i18n._({
      id: 'request.error.voiceTooLarge',
      message: 'The voice note is too large to send. Please record a shorter one.',
    });
  },
  get voiceRefused() {
    return i18n._({
      id: 'request.error.voiceRefused',
      message:
        'The voice note could not be uploaded. Please try again, or delete it and send your request without it.',
    });
  },
  get unknown() {
    return i18n._({
      id: 'request.error.unknown',
      message: 'Your request could not be sent. Please try again in a moment.',
    });
  },
  get notHuman() {
    return i18n._({
      id: 'request.error.notHuman',
      message:
        'We could not confirm that this request comes from a person. Please try again; everything you entered is still here.',
    });
  },
  get busyNetwork() {
    return i18n._({
      id: 'request.error.busyNetwork',
      message: 'Too many requests have come from your network. Please wait a while and try again.',
    });
  },
};

/** Codes whose message is already written for the visitor (flood guard, session). */
const SHOWN_AS_IS = new Set(['PT429', 'GC003', 'GC004', 'GC005', 'captcha_failed']);

function isNetworkFailure(error: unknown): boolean {
  const cause = error instanceof AppError ? error.cause : error;
  const text = `${(cause as { message?: string } | null)?.message ?? ''} ${(cause as { name?: string } | null)?.name ?? ''}`;
  return /Failed to fetch|NetworkError|Load failed|fetch failed|TypeError|StorageUnknownError/i.test(
    text,
  );
}

export function requestErrorMessage(error: unknown): string {
  if (error instanceof AppError && error.code && SHOWN_AS_IS.has(error.code)) return error.message;
  if (error instanceof AppError && error.code === '23514') return REQUEST_MESSAGES.invalid;
  if (error instanceof AppError && error.code === '22001') return REQUEST_MESSAGES.invalid;
  if (isNetworkFailure(error)) return REQUEST_MESSAGES.offline;
  return REQUEST_MESSAGES.unknown;
}

/** Upload failures, from the storage service's status and message. */
export function voiceUploadError(error: unknown): AppError {
  const e = (error ?? {}) as { message?: string; statusCode?: string | number; status?: number };
  const status = Number(e.statusCode ?? e.status);
  const text = e.message ?? '';
  if (/too many|several requests|try again in a few minutes|wait a (minute|while)/i.test(text)) {
    return new AppError(text, { code: 'PT429', cause: error });
  }
  if (status === 413 || /maximum allowed size|too large/i.test(text)) {
    return new AppError(REQUEST_MESSAGES.voiceTooLarge, { code: 'voice_too_large', cause: error });
  }
  if (isNetworkFailure(error)) return new AppError(REQUEST_MESSAGES.offline, { cause: error });
  return new AppError(REQUEST_MESSAGES.voiceRefused, { code: 'voice_refused', cause: error });
}

/** Starting the visitor's session: the CAPTCHA or Auth's per-network limit can refuse it. */
export function visitorError(error: unknown): AppError {
  const e = (error ?? {}) as { code?: string; status?: number };
  if (e.code === 'captcha_failed') {
    return new AppError(REQUEST_MESSAGES.notHuman, { code: 'captcha_failed', cause: error });
  }
  if (e.status === 429) {
    return new AppError(REQUEST_MESSAGES.busyNetwork, { code: 'PT429', cause: error });
  }
  if (isNetworkFailure(error) || (error as Error | null)?.name === 'AuthRetryableFetchError') {
    return new AppError(REQUEST_MESSAGES.offline, { cause: error });
  }
  return new AppError(REQUEST_MESSAGES.unknown, { cause: error });
}

// Errors in storage-api's wire shape. storage-api answers almost every handled
// error with HTTP 400 (500 stays 500) and puts the "real" status in the body's
// `statusCode` string; storage-js exposes both (error.status, error.statusCode).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import pg from 'pg';
import { closeAfterBody } from '../request';

export class StorageError extends Error {
  constructor(
    /** The status storage-api reports in the body. */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** storage-api's older `error` field; defaults to the code. */
    readonly error: string = code,
    /** The HTTP status actually sent. */
    readonly httpStatus: number = statusCode === 500 ? 500 : 400,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  toJSON() {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message = 'Access denied') =>
    new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  duplicate: (code = 'KeyAlreadyExists') =>
    new StorageError(409, code, 'The resource already exists', 'Duplicate'),
  tooLarge: (entity = 'object') =>
    new StorageError(
      413,
      'EntityTooLarge',
      `The ${entity} exceeded the maximum allowed size`,
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidJwt: (message = 'Invalid JWT') => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', message),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  invalidRange: () =>
    new StorageError(416, 'InvalidRange', 'invalid range provided', 'invalid_range', 416),
  internal: (message = 'Internal server error') => new StorageError(500, 'InternalError', message),
};

/** Postgres errors raised by a caller's query, mapped as storage-api maps them. */
export function fromDatabaseError(error: pg.DatabaseError): StorageError {
  switch (error.code) {
    case '42501':
      return errors.accessDenied(
        error.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : error.message,
      );
    case '23505':
      return errors.duplicate('ResourceAlreadyExists');
    case 'PT429':
      // The flood guard's refusal, worded for the visitor.
      return new StorageError(429, 'TooManyRequests', error.message);
    case '23503':
      return new StorageError(404, 'InvalidRequest', 'The related resource does not exist');
    default:
      return errors.internal(error.message);
  }
}

export function renderError(c: Context, error: unknown, verbose: boolean): Response {
  let rendered: StorageError;
  if (error instanceof StorageError) rendered = error;
  else if (error instanceof pg.DatabaseError) rendered = fromDatabaseError(error);
  else rendered = errors.internal();
  if (verbose || rendered.httpStatus === 500) console.error('[storage]', error);
  // The rest of a refused body stays unread: the connection cannot be reused.
  if (rendered.statusCode === 413) closeAfterBody(c);
  return c.json(rendered.toJSON(), rendered.httpStatus as ContentfulStatusCode);
}

// Request body parsing and the input rules GoTrue applies (email format,
// password length), with GoTrue's status codes and messages.
import type { Context } from 'hono';
import { MAX_JSON_BYTES, readBody } from '../request';
import { AuthError, badRequest, validationFailed, WeakPasswordError } from './errors';

export type JsonObject = Record<string, unknown>;

/** bcrypt only reads the first 72 bytes, so GoTrue refuses longer passwords. */
const MAX_PASSWORD_BYTES = 72;
export const MIN_PASSWORD_LENGTH = 6;

/** The JSON body as an object; an empty or malformed body is GoTrue's 400 bad_json. */
export async function readJson(c: Context): Promise<JsonObject> {
  const bytes = await readBody(
    c,
    MAX_JSON_BYTES,
    () =>
      new AuthError(
        413,
        'request_entity_too_large',
        `Request body too large (max ${MAX_JSON_BYTES} bytes)`,
      ),
  );
  const text = bytes.toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = text.trim() === '' ? 'unexpected end of JSON input' : (error as Error).message;
    throw badRequest('bad_json', `Could not parse request body as JSON: ${reason}`);
  }
  if (parsed === null) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest(
      'bad_json',
      'Could not parse request body as JSON: json: cannot unmarshal into an object',
    );
  }
  return parsed as JsonObject;
}

function typeError(field: string, expected: string, value: unknown): AuthError {
  const got = Array.isArray(value) ? 'array' : typeof value;
  return badRequest(
    'bad_json',
    `Could not parse request body as JSON: json: cannot unmarshal ${got} into field ${field} of type ${expected}`,
  );
}

/** A string field; missing or null reads as '' (as Go decodes it). */
export function stringField(body: JsonObject, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw typeError(field, 'string', value);
  return value;
}

/** A string field where absent/null differs from '' (GoTrue's *string). */
export function optionalStringField(body: JsonObject, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw typeError(field, 'string', value);
  return value;
}

export function objectField(body: JsonObject, field: string): JsonObject | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw typeError(field, 'object', value);
  return value as JsonObject;
}

// The WHATWG "valid e-mail address" grammar, which GoTrue's checkmail also follows.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Checks an email and returns it lower-cased, as GoTrue stores it. */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_PATTERN.test(email))
    throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** The password rule as an error, or null when the password is strong enough. */
export function passwordWeakness(password: string): WeakPasswordError | null {
  // Go's len() counts bytes, so lengths here are UTF-8 bytes too.
  if (Buffer.byteLength(password) < MIN_PASSWORD_LENGTH) {
    return new WeakPasswordError(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, [
      'length',
    ]);
  }
  return null;
}

export function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const weakness = passwordWeakness(password);
  if (weakness) throw weakness;
}

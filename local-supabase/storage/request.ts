import type { Context } from 'hono';
import type { ServiceContext } from '../context';
import { MAX_JSON_BYTES, readBody } from '../request';
import { errors } from './errors';

/** The stack's context plus the key that signs and verifies storage JWTs. */
export interface StorageContext extends ServiceContext {
  key: Uint8Array;
}

/** One storage request: what every handler takes. `name` is '' on bucket-level routes. */
export interface StorageRequest {
  c: Context;
  ctx: StorageContext;
  bucket: string;
  name: string;
}

/** The JSON body (undefined when empty or malformed), refused past 1 MB unread. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const bytes = await readBody(c, MAX_JSON_BYTES, () => errors.tooLarge('request body'));
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

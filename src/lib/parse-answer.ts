// A jsonb answer (one call answering several views) is parsed by its api module's schema,
// never cast: a shape the app does not expect is a server bug, reported as one.
import type * as z from 'zod/mini';
import { AppError } from './errors';

export function parseAnswer<S extends z.ZodMiniType>(schema: S, json: unknown, what: string) {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new AppError(`The server sent ${what} in a shape the app does not know`, {
      code: 'BAD_ROW',
      cause: parsed.error,
    });
  }
  return parsed.data as z.output<S>;
}

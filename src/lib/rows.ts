// Rows of a function that returns a named row type arrive typed with every field
// nullable: Postgres records no NOT NULL on a row type's fields, so
// `supabase gen types` cannot say more. The api module names the fields its
// function always fills; this checks them at run time and narrows the type.
import { AppError } from './errors';

/** T with the named fields never null. */
export type Filled<T, K extends keyof T> = T & { [P in K]: NonNullable<T[P]> };

function isFilled<T extends object, K extends keyof T>(row: T, keys: K[]): row is Filled<T, K> {
  return keys.every((key) => row[key] !== null && row[key] !== undefined);
}

/** The rows, each checked to have the named fields; a row without one is a server bug. */
export function filledRows<T extends object, K extends keyof T>(
  rows: readonly T[],
  ...keys: K[]
): Filled<T, K>[] {
  return rows.map((row) => {
    if (!isFilled(row, keys)) {
      throw new AppError(`The server sent a row without ${keys.join(', ')}`, { code: 'BAD_ROW' });
    }
    return row;
  });
}

// The signed-in user's last known `users` row, kept in this browser so a returning user's
// frame (name, role, navigation) paints before the session and the row are checked (issue
// 22: the dashboard's first paint waited on three round trips). One entry, named by user id:
// it is only ever given back for that id, and it goes when the session ends.
import type { UserRow } from '../api/user-row-api';

const KEY = 'gal-user-row';

/** The cached row of this user; null when none is kept for them. */
export function cachedRow(userId: string): UserRow | null {
  try {
    const row = JSON.parse(localStorage.getItem(KEY) ?? 'null') as UserRow | null;
    return row?.id === userId ? row : null;
  } catch {
    return null;
  }
}

export function cacheRow(row: UserRow): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(row));
  } catch {
    // Storage full or blocked: the next start waits for the row, as without a cache.
  }
}

export function forgetRow(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing could be stored either.
  }
}

// The supabase client by dynamic import: modules on the landing page's first load
// (the session, the request form) use this so supabase-js arrives only when needed.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { env } from './env';

let client: Promise<SupabaseClient<Database>> | null = null;
const waiting: (() => void)[] = [];

export function loadSupabase(): Promise<SupabaseClient<Database>> {
  if (!client) {
    client = import('./supabase').then((m) => m.supabase);
    void client.then(() => waiting.splice(0).forEach((task) => task()));
  }
  return client;
}

/** Runs `task` once something has loaded the client (at once if it is loaded). */
export function whenSupabaseLoaded(task: () => void): void {
  if (client) void client.then(task);
  else waiting.push(task);
}

/** True when this browser holds no stored session: the visitor is surely signed out. */
export function noStoredSession(): boolean {
  try {
    return localStorage.getItem(env.sessionStorageKey) === null;
  } catch {
    return false;
  }
}

/**
 * The user id of the session this browser holds, read without supabase-js: enough to pick
 * that user's cached frame before the session is checked. Null when there is none.
 */
export function storedSessionUserId(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(env.sessionStorageKey) ?? 'null') as {
      user?: { id?: unknown };
    } | null;
    return typeof stored?.user?.id === 'string' ? stored.user.id : null;
  } catch {
    return null;
  }
}

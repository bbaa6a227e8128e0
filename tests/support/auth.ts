// Helpers for the auth integration suites: sign-up of fresh users, and raw HTTP
// to /auth/v1 for where the exact GoTrue wire format matters. Clients come from
// tests/support/supabase.ts.
import { randomUUID } from 'node:crypto';
import type { Session } from '@supabase/supabase-js';
import { expect, inject } from 'vitest';
import { client } from './supabase';

export const PASSWORD = 'correct-horse-battery';

export const uniqueEmail = (label = 'auth') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export async function signUp(fullName = 'Test Person', email = uniqueEmail()) {
  const { data, error } = await client().auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { full_name: fullName } },
  });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return { email, session: data.session as Session };
}

/** A raw call to /auth/v1, as supabase-js would make it unless told otherwise. */
export function authFetch(path: string, init: RequestInit & { version?: string | null } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', inject('anonKey'));
  if (init.version !== null) headers.set('X-Supabase-Api-Version', init.version ?? '2024-01-01');
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${inject('apiUrl')}/auth/v1${path}`, { ...init, headers });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

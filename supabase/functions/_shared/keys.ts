// The project's API keys as Edge Functions get them. Hosted sets SUPABASE_SECRET_KEYS and
// SUPABASE_PUBLISHABLE_KEYS (JSON maps by key name, `default` first); a single
// SUPABASE_SECRET_KEY / SUPABASE_PUBLISHABLE_KEY (local serve, self-hosting) is read too.
// The legacy JWT pair is the last resort, for a project that has not moved yet.
import { createHash, timingSafeEqual } from 'node:crypto';

const env = (name: string) => Deno.env.get(name) ?? '';

function keyMap(name: string): string[] {
  const raw = env(name);
  if (!raw) return [];
  try {
    const map = JSON.parse(raw) as Record<string, unknown>;
    const values = Object.entries(map)
      .sort(([a], [b]) => (a === 'default' ? -1 : b === 'default' ? 1 : 0))
      .map(([, value]) => value);
    return values.filter((value): value is string => typeof value === 'string' && value !== '');
  } catch {
    return [];
  }
}

/** Every secret key the project has (a rotation has two for a while). */
export function secretKeys(): string[] {
  return [...keyMap('SUPABASE_SECRET_KEYS'), env('SUPABASE_SECRET_KEY')].filter(Boolean);
}

/** The key a function uses to act as service_role: a secret key, else the legacy one. */
export function serviceKey(): string {
  return secretKeys()[0] ?? env('SUPABASE_SERVICE_ROLE_KEY');
}

/** The key a function uses to act as anon: the publishable key, else the legacy one. */
export function publishableKey(): string {
  return (
    [...keyMap('SUPABASE_PUBLISHABLE_KEYS'), env('SUPABASE_PUBLISHABLE_KEY')].find(Boolean) ??
    env('SUPABASE_ANON_KEY')
  );
}

/** Equal in time that does not depend on where the two differ (digests are equal length). */
function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * True when the request carries one of the project's secret keys, in `apikey` or as the
 * bearer token: what the database's and the scheduler's calls send. No JWT is decoded:
 * the new keys are not JWTs, so such a function is deployed with verify_jwt = false and
 * this check is its gate.
 */
export function hasSecretKey(req: Request): boolean {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1] ?? '';
  const given = [req.headers.get('apikey') ?? '', bearer].filter(Boolean);
  const keys = secretKeys();
  // Every pair is compared, so the time taken says nothing about which matched.
  let found = false;
  for (const candidate of given) for (const key of keys) found = sameKey(candidate, key) || found;
  return found;
}

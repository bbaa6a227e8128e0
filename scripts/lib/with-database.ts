import { migrate, roleUrl, type Stack, startEphemeralStack } from '../../local-supabase';

/**
 * Runs `work` as postgres against DATABASE_URL (a superuser's URL; pending
 * migrations applied first, no seed) or, without it, against a throwaway local stack.
 */
export async function withDatabase<T>(work: (dbUrl: string) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await migrate(url, { seed: false });
    return work(roleUrl(url, 'postgres'));
  }
  let stack: Stack | null = null;
  try {
    stack = await startEphemeralStack({ databaseUrl: null, seed: false });
    return await work(stack.dbUrl);
  } finally {
    await stack?.stop();
  }
}

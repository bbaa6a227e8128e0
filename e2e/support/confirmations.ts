// Email confirmations on (hosted Supabase's default) for the flows that need them, next to the
// main e2e stack (confirmations off, as config.toml). A stack of its own took about 40 s to
// start here; this one shares the main stack's database and starts in about 3 s. Only its auth
// service and mail catcher are used (its PostgREST is not: the app's data requests stay on the
// main stack), and the built app, which knows only the main stack's URL, has its auth requests
// routed here by Playwright. The emailed links point here themselves.
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { type Stack, startEphemeralStack, TEST_RUN_RATE_LIMITS } from '../../local-supabase';
import { appUrl } from './browser';

export function startConfirmationsStack(): Promise<Stack> {
  return startEphemeralStack({
    databaseUrl: inject('adminDbUrl'),
    seed: false,
    emailConfirmations: true,
    allowedOrigins: [appUrl],
    authRateLimits: TEST_RUN_RATE_LIMITS,
    watchFunctions: false,
    functionLogs: false,
  });
}

/** Sends this context's auth requests (/auth/v1) to `stack` instead of the main stack. */
export async function routeAuthTo(context: BrowserContext, stack: Stack): Promise<void> {
  const main = `${inject('apiUrl')}/auth/v1/`;
  await context.route(`${main}**`, async (route) => {
    const url = route.request().url().replace(main, `${stack.apiUrl}/auth/v1/`);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
}

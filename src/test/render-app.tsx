// Renders the real route table in a memory router, signed in as a role (through the
// fake backend and supabase-js, as a returning user would be) or signed out.
import { render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/routes';
import { startSession } from '@/app/session';
import type { Role } from '@/lib/capabilities';
import type { Tables } from '@/lib/database.types';
import { addAccount, storeSession } from './backend';
// The top bar fetches its Menu dialog (on dashboard pages) and its bell lazily. Loaded
// here up front, those fetches resolve from the module cache and cannot outlive a short
// test file (vitest reports a load after teardown as an unhandled error).
import '@/app/layouts/nav-menu-dialog';
import '@/features/notifications';

let stopSession: (() => void) | null = null;

/** Stops the rendered app's session listener, as closing the page does. */
export function endRenderedSession(): void {
  stopSession?.();
  stopSession = null;
}

// Each test starts with no auth listener left over from the last.
afterEach(endRenderedSession);

interface RenderAppOptions {
  as?: Role | 'anon';
  at?: string;
  /** Overrides for the signed-in user's row. */
  user?: Partial<Tables<'users'>>;
  /** An account made before (a returning user's next visit): signed in as it, not `as`. */
  account?: Tables<'users'>;
}

export function renderApp({
  as = 'anon',
  at = '/',
  user: overrides,
  account,
}: RenderAppOptions = {}) {
  const user = account ?? (as === 'anon' ? null : addAccount(as, { row: overrides }));
  if (user) storeSession(user);
  endRenderedSession();
  stopSession = startSession();
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
}

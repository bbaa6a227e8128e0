// The unit suite shares one worker per core between files (isolate: false in
// vitest.config.ts): each file still gets fresh app modules, so no file sees another's
// module state (the supabase client, caches), while jsdom, React and MSW load once.
vi.hoisted(() => vi.resetModules());
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
// Only edge modules here: importing app or feature code would load it before a test
// file's own vi.mock calls could apply.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetErrorReports } from '@/lib/error-report';
import { queryClient } from '@/lib/query-client';
import { supabase } from '@/lib/supabase';
import { resetBackend, server } from './backend';
import { resetAllStores } from './zustand-reset';

vi.mock('zustand', async (importOriginal) => {
  const actual = await importOriginal<typeof import('zustand')>();
  const { resettingCreate } = await import('./zustand-reset');
  return { ...actual, create: resettingCreate(actual) };
});

// CI has two cores shared by the whole suite: wait for the UI longer than the 1 s default.
configure({ asyncUtilTimeout: 4000 });

// A request no handler answers is a test bug: fail loudly instead of hitting the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  resetAllStores();
  // The query cache is server state like the stores': no test sees another's answers.
  queryClient.clear();
  resetBackend();
  localStorage.clear();
  // A page's queued error reports go with the page.
  resetErrorReports();
});
// The worker and its jsdom outlive this file (isolate: false): leave them as a fresh page
// would be for the next file.
afterAll(async () => {
  server.close();
  // The client's refresh timer, listeners and cross-tab channel would go on talking to the
  // next file's client (a broadcast session signs a signed-out test in).
  await supabase.removeAllChannels();
  await supabase.auth.dispose();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  const html = document.documentElement;
  for (const { name } of [...html.attributes]) html.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
});

// jsdom has no layout: the router's scroll restoration would otherwise log errors.
window.scrollTo = () => undefined;

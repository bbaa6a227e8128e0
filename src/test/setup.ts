import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
// Only edge modules here: importing app or feature code would load it before a test
// file's own vi.mock calls could apply.
import { afterAll, afterEach, beforeAll } from 'vitest';
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
  resetBackend();
  localStorage.clear();
});
afterAll(() => server.close());

// jsdom has no layout: the router's scroll restoration would otherwise log errors.
window.scrollTo = () => undefined;

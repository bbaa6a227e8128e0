// vite-plugin-pwa's `virtual:pwa-register` in unit tests (vitest.config.ts aliases it here):
// it records the options the app registered with and each update it asked for.
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

export const registered: RegisterSWOptions[] = [];
export const updates: (boolean | undefined)[] = [];

export function registerSW(options: RegisterSWOptions = {}) {
  registered.push(options);
  return (reloadPage?: boolean) => {
    updates.push(reloadPage);
    return Promise.resolve();
  };
}

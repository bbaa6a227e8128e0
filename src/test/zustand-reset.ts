// Zustand's documented testing recipe: every store made with `create` is put back
// to its initial state after each test, so no test sees another's state.
import type * as Zustand from 'zustand';

// On globalThis: the unit suite's files share a worker (src/test/setup.ts), and the
// zustand mock may come from an earlier file's copy of this module than the afterEach that
// calls resetAllStores. One set per worker resets every store whichever copy made it.
const shared = globalThis as { zustandResets?: Set<() => void> };
const resets = (shared.zustandResets ??= new Set<() => void>());

export function resettingCreate(actual: typeof Zustand): typeof Zustand.create {
  const createAndTrack = (<T>(init: Zustand.StateCreator<T>) => {
    const store = actual.create(init);
    const initial = store.getInitialState();
    resets.add(() => store.setState(initial, true));
    return store;
  }) as typeof Zustand.create;
  return (<T>(init?: Zustand.StateCreator<T>) =>
    init === undefined ? createAndTrack : createAndTrack(init)) as typeof Zustand.create;
}

export function resetAllStores(): void {
  for (const reset of resets) reset();
}

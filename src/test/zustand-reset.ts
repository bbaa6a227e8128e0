// Zustand's documented testing recipe: every store made with `create` is put back
// to its initial state after each test, so no test sees another's state.
import type * as Zustand from 'zustand';

const resets = new Set<() => void>();

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

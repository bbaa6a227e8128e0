// A new release of the installed app: the service worker has it and waits until the user
// chooses Reload, so a page never runs half old code and half new (src/app/service-worker.ts).
import { create } from 'zustand';

interface AppUpdateState {
  /** Activates the waiting release and reloads; null until one is waiting. */
  reload: (() => Promise<void>) | null;
  offer(reload: () => Promise<void>): void;
}

export const useAppUpdate = create<AppUpdateState>()((set) => ({
  reload: null,
  offer: (reload) => set({ reload }),
}));

// The program's thresholds: read by everyone signed in, saved by admins.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { createResource } from '@/lib/resource';
import * as api from '../api/program-settings-api';

export const useProgramSettings = createResource(() => api.getProgramSettings(), {
  initial: null,
});

interface State {
  saving: boolean;
  error: string | null;
  saved: boolean;
  save(change: api.ProgramSettingsChange): Promise<void>;
}

export const useProgramSettingsStore = create<State>()((set) => ({
  saving: false,
  error: null,
  saved: false,
  async save(change) {
    set({ saving: true, error: null, saved: false });
    try {
      const row = await api.saveProgramSettings(change);
      useProgramSettings.getState().update(() => row);
      set({ saving: false, saved: true });
    } catch (e) {
      set({ saving: false, error: messageOf(e) });
    }
  },
}));

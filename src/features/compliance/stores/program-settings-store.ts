// The program's thresholds: read by everyone signed in, saved by admins.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { complianceKeys } from '../api/keys';
import * as api from '../api/program-settings-api';

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
      // The write's answer is the stored row: no need to ask for it again.
      queryClient.setQueryData(complianceKeys.programSettings(), row);
      set({ saving: false, saved: true });
    } catch (e) {
      set({ saving: false, error: messageOf(e) });
    }
  },
}));

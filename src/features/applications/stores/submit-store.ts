// Filing an application: one submission at a time (a double click files once),
// the backend's message kept for the form, the draft cleared only on success.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { insertAssistantApplication, insertContractorApplication } from '../api/applications-api';
import { buildAssistantPayload, type AssistantValues } from '../lib/assistant-schema';
import { buildContractorPayload, type GalValues } from '../lib/gal-schema';
import { useDraftStore } from './draft-store';
import { reloadMyApplicationsSoon } from './my-applications-store';

interface SubmitState {
  submitting: boolean;
  error: string | null;
  /** True when filed. */
  submitAssistant(values: AssistantValues, userId: string | null | undefined): Promise<boolean>;
  submitGal(values: GalValues, userId: string | null | undefined): Promise<boolean>;
  /** Ready for a new form: called when a form goes away. */
  reset(): void;
}

export const useSubmitStore = create<SubmitState>()((set, get) => {
  async function file(
    userId: string | null | undefined,
    form: 'assistant' | 'gal',
    send: () => Promise<void>,
  ): Promise<boolean> {
    // Checked and set synchronously, before any await: the second click sees it.
    if (get().submitting) return false;
    set({ submitting: true, error: null });
    try {
      await send();
      if (userId) {
        useDraftStore.getState().clear(userId, form);
        reloadMyApplicationsSoon();
      }
      // Stays 'submitting' until the form goes away: a late second click files nothing.
      return true;
    } catch (e) {
      set({ submitting: false, error: messageOf(e) });
      return false;
    }
  }
  return {
    submitting: false,
    error: null,
    submitAssistant: (values, userId) =>
      file(userId, 'assistant', () =>
        insertAssistantApplication(buildAssistantPayload(values, userId)),
      ),
    submitGal: (values, userId) =>
      file(userId, 'gal', () =>
        insertContractorApplication(buildContractorPayload(values, userId)),
      ),
    reset: () => set({ submitting: false, error: null }),
  };
});

// Application drafts, saved in the browser per user as they type and restored
// after a reload, a closed tab or a failed submit; cleared after success.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AssistantValues } from '../lib/assistant-schema';
import type { GalValues } from '../lib/gal-schema';

export interface UserDrafts {
  assistant?: { step: number; values: AssistantValues };
  gal?: { values: GalValues };
}

interface DraftState {
  /** Keyed by user id, so people sharing a browser never see each other's answers. */
  drafts: Record<string, UserDrafts>;
  saveAssistant(userId: string, step: number, values: AssistantValues): void;
  saveGal(userId: string, values: GalValues): void;
  clear(userId: string, form: keyof UserDrafts): void;
}

export const DRAFT_STORAGE_KEY = 'gal-connect:application-drafts';

export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      saveAssistant(userId, step, values) {
        set((s) => ({
          drafts: { ...s.drafts, [userId]: { ...s.drafts[userId], assistant: { step, values } } },
        }));
      },
      saveGal(userId, values) {
        set((s) => ({
          drafts: { ...s.drafts, [userId]: { ...s.drafts[userId], gal: { values } } },
        }));
      },
      clear(userId, form) {
        set((s) => {
          const { [form]: _dropped, ...rest } = s.drafts[userId] ?? {};
          return { drafts: { ...s.drafts, [userId]: rest } };
        });
      },
    }),
    {
      name: DRAFT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ drafts: s.drafts }),
    },
  ),
);

// The signed-in applicant's own applications (dashboard 'Your Applications').
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { listMySubmissions, type Submission } from '../api/applications-api';

/** SPEC 4 and 9: the list is reloaded about a second after a submit. */
export const RELOAD_AFTER_SUBMIT_MS = 1000;

interface MyApplicationsState {
  userId: string | null;
  items: Submission[];
  loading: boolean;
  error: string | null;
  load(userId: string): Promise<void>;
  reloadSoon(userId: string): void;
}

export const useMyApplicationsStore = create<MyApplicationsState>()((set, get) => ({
  userId: null,
  items: [],
  loading: false,
  error: null,
  async load(userId) {
    // Another user's list never shows, even for a moment.
    if (get().userId !== userId) set({ userId, items: [] });
    set({ loading: true, error: null });
    try {
      const items = await listMySubmissions(userId);
      if (get().userId === userId) set({ items, loading: false });
    } catch (e) {
      if (get().userId === userId) set({ error: messageOf(e), loading: false });
    }
  },
  reloadSoon(userId) {
    setTimeout(() => void get().load(userId), RELOAD_AFTER_SUBMIT_MS);
  },
}));

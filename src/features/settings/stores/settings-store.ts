// The signed-in user's dashboard settings. A change shows at once and is saved
// to the database; if the save fails the previous choice comes back with a message.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import * as api from '../api/settings-api';
import {
  DEFAULT_SETTINGS,
  fromRow,
  toRow,
  type DisplayKey,
  type NotificationKey,
  type Settings,
  type Theme,
} from '../lib/settings';

interface SettingsState {
  /** Whose settings these are; null before the first load. */
  userId: string | null;
  settings: Settings;
  loading: boolean;
  error: string | null;
  load(userId: string): Promise<void>;
  setTheme(theme: Theme): Promise<void>;
  setNotification(key: NotificationKey, on: boolean): Promise<void>;
  setDisplay(key: DisplayKey, on: boolean): Promise<void>;
}

export const useSettingsStore = create<SettingsState>()((set, get) => {
  // What the database holds, and the saves in flight. Saves run one at a time and
  // each sends the newest choices, so two quick clicks can never land out of order.
  let saved: Settings = DEFAULT_SETTINGS;
  let queue: Promise<void> = Promise.resolve();
  // Bumped by every change, so a load that started earlier does not undo it.
  let edits = 0;

  function change(next: Settings): Promise<void> {
    const userId = get().userId;
    if (!userId) return Promise.resolve();
    edits++;
    set({ settings: next, error: null });
    queue = queue.then(async () => {
      const current = get().settings;
      if (get().userId !== userId || current === saved) return;
      try {
        await api.saveSettings(toRow(userId, current));
        saved = current;
      } catch (e) {
        if (get().userId === userId) set({ settings: saved, error: messageOf(e) });
      }
    });
    return queue;
  }

  return {
    userId: null,
    settings: DEFAULT_SETTINGS,
    loading: false,
    error: null,

    async load(userId) {
      if (get().userId !== userId) set({ userId, settings: DEFAULT_SETTINGS });
      set({ loading: true, error: null });
      const editsBefore = edits;
      try {
        const row = await api.fetchSettings(userId);
        if (get().userId !== userId) return;
        saved = fromRow(row);
        if (edits === editsBefore) set({ settings: saved });
        set({ loading: false });
      } catch (e) {
        set({ loading: false, error: messageOf(e) });
      }
    },

    setTheme: (theme) => change({ ...get().settings, theme }),
    setNotification: (key, on) => {
      const s = get().settings;
      return change({ ...s, notifications: { ...s.notifications, [key]: on } });
    },
    setDisplay: (key, on) => {
      const s = get().settings;
      return change({ ...s, display: { ...s.display, [key]: on } });
    },
  };
});

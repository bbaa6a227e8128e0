// The signed-in user's dashboard settings. A change shows at once and is saved
// to the database; if the save fails the previous choice comes back with a message.
import { create } from 'zustand';
import { useProfileStore } from '@/features/profile';
import { messageOf } from '@/lib/errors';
import { queryClient } from '@/lib/query-client';
import { settingsKeys } from '../api/keys';
import * as api from '../api/settings-api';
import {
  DEFAULT_SETTINGS,
  fromRow,
  toRow,
  type DisplayKey,
  type EmailKey,
  type DateFormat,
  type NotificationKey,
  type Settings,
  type Theme,
} from '../lib/settings';

interface Owned {
  userId: string;
  settings: Settings;
}

interface SettingsState {
  /** This session's choices: shown instead of the stored ones, so a slower load never undoes them. */
  choices: Owned | null;
  /** The newest choices the database confirmed. */
  saved: Owned | null;
  /** The last failed save. */
  error: string | null;
  setTheme(theme: Theme): Promise<void>;
  setNotification(key: NotificationKey, on: boolean): Promise<void>;
  setDisplay(key: DisplayKey, on: boolean): Promise<void>;
  setEmail(key: EmailKey, on: boolean): Promise<void>;
  setWidget(key: string, on: boolean): Promise<void>;
  setExportDateFormat(format: DateFormat): Promise<void>;
  setExportColumn(key: string, on: boolean): Promise<void>;
}

/** The list with `key` in it (on = false) or out of it (on = true). */
const hiddenUnless = (list: readonly string[], key: string, on: boolean) =>
  on ? list.filter((k) => k !== key) : list.includes(key) ? list : [...list, key];

const mine = (owned: Owned | null, userId: string | undefined) =>
  owned && owned.userId === userId ? owned.settings : null;

function shownTo(userId: string, choices: Owned | null): Settings {
  const stored = queryClient.getQueryData(settingsKeys.stored(userId));
  return mine(choices, userId) ?? stored ?? DEFAULT_SETTINGS;
}

export const useSettingsStore = create<SettingsState>()((set, get) => {
  // Saves run one at a time and each sends the newest choices, so two quick clicks
  // can never land out of order.
  let queue: Promise<void> = Promise.resolve();

  function change(edit: (s: Settings) => Settings): Promise<void> {
    const userId = useProfileStore.getState().user?.id;
    if (!userId) return Promise.resolve();
    set({ choices: { userId, settings: edit(shownTo(userId, get().choices)) }, error: null });
    queue = queue.then(async () => {
      const current = mine(get().choices, userId);
      if (!current || current === mine(get().saved, userId)) return;
      try {
        const row = await api.saveSettings(toRow(userId, current));
        set({ saved: { userId, settings: current } });
        // The write's answer is the stored row: no need to ask for it again.
        queryClient.setQueryData(settingsKeys.stored(userId), fromRow(row));
      } catch (e) {
        if (!mine(get().choices, userId)) return;
        const saved = mine(get().saved, userId);
        set({ choices: saved && { userId, settings: saved }, error: messageOf(e) });
      }
    });
    return queue;
  }

  return {
    choices: null,
    saved: null,
    error: null,
    setTheme: (theme) => change((s) => ({ ...s, theme })),
    setNotification: (key, on) =>
      change((s) => ({ ...s, notifications: { ...s.notifications, [key]: on } })),
    setDisplay: (key, on) => change((s) => ({ ...s, display: { ...s.display, [key]: on } })),
    setEmail: (key, on) => change((s) => ({ ...s, email: { ...s.email, [key]: on } })),
    setWidget: (key, on) =>
      change((s) => ({ ...s, hiddenWidgets: hiddenUnless(s.hiddenWidgets, key, on) })),
    setExportDateFormat: (dateFormat) =>
      change((s) => ({ ...s, exports: { ...s.exports, dateFormat } })),
    setExportColumn: (key, on) =>
      change((s) => ({
        ...s,
        exports: { ...s.exports, hiddenColumns: hiddenUnless(s.exports.hiddenColumns, key, on) },
      })),
  };
});

/** This session's choices for this user, or null: shown instead of the stored ones. */
export const useChoices = (userId: string | undefined) =>
  useSettingsStore((s) => mine(s.choices, userId));

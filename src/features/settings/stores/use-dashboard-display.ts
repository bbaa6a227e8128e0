import { useEffect } from 'react';
import { useSettings, useSettingsStore, useStoredSettings } from './settings-store';
import type { Settings } from '../lib/settings';

/** The signed-in user's settings, loaded on first use (defaults until then). */
export function useUserSettings(userId: string | undefined): Settings {
  const owner = useStoredSettings((s) => s.params);
  const load = useStoredSettings((s) => s.load);
  // Read afresh: the dashboard frame may have seeded the store since this render.
  useEffect(() => {
    if (userId && useStoredSettings.getState().params !== userId) void load(userId);
  }, [userId, owner, load]);
  return useSettings(userId);
}

/**
 * Whether this user's settings are known: loaded (or failed, so the defaults stand) or
 * changed in this session. Widgets wait for it, so one the user switched off never
 * flashes on screen nor asks the server for its data.
 */
export function useSettingsKnown(userId: string | undefined): boolean {
  const chosen = useSettingsStore((s) => s.choices?.userId === userId);
  const loaded = useStoredSettings((s) => s.params === userId && !s.loading);
  return userId !== undefined && (chosen || loaded);
}

/** The signed-in user's display toggles, loaded on first use (defaults until then). */
export function useDashboardDisplay(userId: string | undefined): Settings['display'] {
  return useUserSettings(userId).display;
}

/** Where the theme is kept for index.html's script, which applies it before first paint. */
export const THEME_STORAGE_KEY = 'gal-theme';

/**
 * Applies the user's theme to the document while the dashboard is open: the `dark` class
 * on <html> remaps the palette (src/index.css). The choice is copied to localStorage so the
 * next load of a dashboard page paints dark at once; leaving the dashboard paints light.
 */
export function useApplyTheme(userId: string | undefined): void {
  const theme = useUserSettings(userId).theme;
  const known = useStoredSettings((s) => s.params === userId && !s.loading);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    try {
      if (known) localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Storage may be off (private mode); the theme still applies for this visit.
    }
    return () => root.classList.remove('dark');
  }, [theme, known]);
}

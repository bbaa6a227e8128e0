import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '@/lib/query-client';
import { storedSettingsQuery } from '../api/queries';
import { DEFAULT_SETTINGS, type Settings } from '../lib/settings';
import { useChoices, useSettingsStore } from './settings-store';

/** What the database holds for this user (the dashboard frame's one request usually answered). */
export function useStoredSettings(userId: string | undefined) {
  const read = useQuery({ ...storedSettingsQuery(userId ?? ''), enabled: !!userId });
  return {
    stored: read.data ?? DEFAULT_SETTINGS,
    /** Loaded, or failed so the defaults stand. */
    known: !!userId && !read.isPending,
    error: errorText(read.error),
  };
}

/** The signed-in user's settings: this session's choices, else the stored ones (defaults until then). */
export function useUserSettings(userId: string | undefined): Settings {
  const choices = useChoices(userId);
  const { stored } = useStoredSettings(userId);
  return choices ?? stored;
}

/**
 * Whether this user's settings are known: loaded (or failed, so the defaults stand) or
 * changed in this session. Widgets wait for it, so one the user switched off never
 * flashes on screen nor asks the server for its data.
 */
export function useSettingsKnown(userId: string | undefined): boolean {
  const chosen = useSettingsStore((s) => s.choices?.userId === userId);
  const { known } = useStoredSettings(userId);
  return userId !== undefined && (chosen || known);
}

/** The signed-in user's display toggles, loaded on first use (defaults until then). */
export function useDashboardDisplay(userId: string | undefined): Settings['display'] {
  return useUserSettings(userId).display;
}

/** Where the theme is kept for index.html's script, which applies it before first paint. */
export const THEME_STORAGE_KEY = 'gal-theme';

/** The browser's and the installed app's bar colour per theme (the manifest's is the light one). */
const THEME_COLOR = { light: '#312e81', dark: '#0f172a' } as const;

function setThemeColor(color: string): void {
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
}

/**
 * Applies the user's theme to the document while the dashboard is open: the `dark` class
 * on <html> remaps the palette (src/index.css). The choice is copied to localStorage so the
 * next load of a dashboard page paints dark at once; leaving the dashboard paints light.
 */
export function useApplyTheme(userId: string | undefined): void {
  const theme = useUserSettings(userId).theme;
  const { known } = useStoredSettings(userId);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    setThemeColor(theme === 'dark' ? THEME_COLOR.dark : THEME_COLOR.light);
    try {
      if (known) localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Storage may be off (private mode); the theme still applies for this visit.
    }
    return () => {
      root.classList.remove('dark');
      setThemeColor(THEME_COLOR.light);
    };
  }, [theme, known]);
}

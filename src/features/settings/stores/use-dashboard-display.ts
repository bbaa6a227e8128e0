import { useEffect } from 'react';
import { useSettingsStore } from './settings-store';
import type { Settings } from '../lib/settings';

/** The signed-in user's display toggles, loaded on first use (defaults until then). */
export function useDashboardDisplay(userId: string | undefined): Settings['display'] {
  const owner = useSettingsStore((s) => s.userId);
  const load = useSettingsStore((s) => s.load);
  const display = useSettingsStore((s) => s.settings.display);
  useEffect(() => {
    if (userId && owner !== userId) void load(userId);
  }, [userId, owner, load]);
  return display;
}

import { useEffect } from 'react';
import { useSettings, useStoredSettings } from './settings-store';
import type { Settings } from '../lib/settings';

/** The signed-in user's display toggles, loaded on first use (defaults until then). */
export function useDashboardDisplay(userId: string | undefined): Settings['display'] {
  const owner = useStoredSettings((s) => s.params);
  const load = useStoredSettings((s) => s.load);
  useEffect(() => {
    if (userId && owner !== userId) void load(userId);
  }, [userId, owner, load]);
  return useSettings(userId).display;
}

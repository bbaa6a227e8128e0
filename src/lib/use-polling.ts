import { useEffect } from 'react';

/**
 * Calls `refresh` every `ms` while the tab is visible, and at once when the window
 * regains focus or the tab becomes visible. This stands in for Realtime, which the
 * local stack does not run.
 */
export function usePolling(refresh: () => unknown, ms: number, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const tick = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const timer = window.setInterval(tick, ms);
    window.addEventListener('focus', tick);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', tick);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [refresh, ms, enabled]);
}

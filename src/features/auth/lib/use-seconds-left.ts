import { useSyncExternalStore } from 'react';

const everySecond = (tick: () => void) => {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
};
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Whole seconds until `until` (ms), counting down once a second; 0 when past or unset. */
export function useSecondsLeft(until: number | undefined): number {
  const now = useSyncExternalStore(everySecond, nowSeconds);
  return until ? Math.max(0, Math.floor(until / 1000) - now) : 0;
}

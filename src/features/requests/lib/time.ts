/** A voice note is at most 120 seconds. */
export const MAX_RECORDING_SECONDS = 120;

/** 75 -> '1:15' (the recorder shows 'm:ss / 2:00'). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

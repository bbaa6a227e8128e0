// 'just now', '5 minutes ago', '3 hours ago', '2 days ago'; a date after a week.
import { formatDate } from '@/lib/format';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds >= 7 * 24 * 60 * 60) return formatDate(iso);
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [u, s] of STEPS) {
    if (seconds >= s) [unit, size] = [u, s];
  }
  return relative.format(-Math.floor(seconds / size), unit);
}

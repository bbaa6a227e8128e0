// The date formats an export can use, as both the Exports page and Settings offer them.
import type { DateFormat } from '@/features/settings';

export const DATE_FORMAT_OPTIONS: { value: DateFormat; label: string }[] = [
  { value: 'iso', label: 'ISO (2026-11-25)' },
  { value: 'us', label: 'US (11/25/2026)' },
];

import { formatDate, formatHours, formatRate } from '@/lib/format';

export const money = (n: number | null) => (n === null ? 'Not set' : formatRate(n));

export const hours = (n: number) => `${formatHours(Number(n))} h`;

/** A date column (YYYY-MM-DD) shown as a calendar date. */
export const day = (iso: string | null) => (iso ? formatDate(iso) : 'No entries');

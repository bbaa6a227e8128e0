// The settings feature's query keys: the stored settings of a user.
import { typed } from '@/lib/query-keys';
import type { Settings } from '../lib/settings';

export const settingsKeys = {
  all: ['settings'] as const,
  /** What the database holds for a user: the defaults until they save a row. */
  stored: (userId: string) => typed<Settings>()(['settings', userId] as const),
};

// The settings feature's reads, as the views ask for them.
import { queryOptions } from '@tanstack/react-query';
import { fromRow } from '../lib/settings';
import { settingsKeys } from './keys';
import { fetchSettings } from './settings-api';

export const storedSettingsQuery = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.stored(userId),
    queryFn: async () => fromRow(await fetchSettings(userId)),
  });

// The profile page's query key: the user's user_profiles row (null when there is none).
import { typed } from '@/lib/query-keys';
import type { fetchProfile } from './profile-api';

export const profileKeys = {
  all: ['profile'] as const,
  row: (userId: string) =>
    typed<Awaited<ReturnType<typeof fetchProfile>>>()(['profile', userId] as const),
};

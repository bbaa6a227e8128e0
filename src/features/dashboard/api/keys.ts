// The dashboard feature's query keys: the stat cards' figures.
import type { Role } from '@/lib/capabilities';
import { typed } from '@/lib/query-keys';
import type { DashboardStats } from './stats-api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Keyed by user and role: the database answers for whoever is signed in, and a new role has other cards. */
  stats: (userId: string, role: Role) =>
    typed<DashboardStats>()(['dashboard', 'stats', userId, role] as const),
};

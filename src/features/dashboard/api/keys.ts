// The dashboard feature's query keys: the stat cards' figures and the charts' series.
import type { Role } from '@/lib/capabilities';
import { typed } from '@/lib/query-keys';
import type { ChartPeriod, DashboardCharts } from './charts-schema';
import type { DashboardStats } from './stats-api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Keyed by user and role: the database answers for whoever is signed in, and a new role has other cards. */
  stats: (userId: string, role: Role) =>
    typed<DashboardStats>()(['dashboard', 'stats', userId, role] as const),
  /** The charts of a period, for whoever is signed in (the role decides which charts). */
  charts: (userId: string, role: Role, period: ChartPeriod) =>
    typed<DashboardCharts>()([
      'dashboard',
      'charts',
      userId,
      role,
      period.from,
      period.to,
    ] as const),
};

// The charts' read, apart from the stat cards' (api/queries.ts): only the lazy charts
// section imports it, so the charts' call and schema stay out of the dashboard's first load.
import { queryOptions } from '@tanstack/react-query';
import type { Role } from '@/lib/capabilities';
import { getDashboardCharts, type ChartPeriod } from './charts-api';
import { dashboardKeys } from './keys';

export const chartsQuery = (userId: string, role: Role, period: ChartPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.charts(userId, role, period),
    queryFn: () => getDashboardCharts(period),
  });

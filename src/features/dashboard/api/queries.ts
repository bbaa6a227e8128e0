// The dashboard feature's reads, as the views ask for them.
import { queryOptions } from '@tanstack/react-query';
import type { Role } from '@/lib/capabilities';
import { dashboardKeys } from './keys';
import { getDashboardStats } from './stats-api';

export const statsQuery = (userId: string, role: Role) =>
  queryOptions({ queryKey: dashboardKeys.stats(userId, role), queryFn: getDashboardStats });

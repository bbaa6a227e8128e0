// The signed-in user's stat cards, from one dashboard_stats call. Keyed by user and
// role: the database answers for whoever is signed in, and a new role has other cards.
import { createResource } from '@/lib/resource';
import type { Role } from '@/lib/capabilities';
import { getDashboardStats, statsFrom } from '../api/stats-api';

export const useStats = createResource(
  (_whose: { userId: string; role: Role }) => getDashboardStats(),
  { initial: null },
);

/** The dashboard home's one request answers the cards (see createResource's prime). */
export const primeStats = (whose: { userId: string; role: Role }, json: Promise<unknown>) =>
  useStats.getState().prime(whose, json.then(statsFrom));

// The signed-in user's stat cards, from one dashboard_stats call.
import { create } from 'zustand';
import { messageOf } from '@/lib/errors';
import { getDashboardStats, type DashboardStats } from '../api/stats-api';

interface StatsState {
  stats: DashboardStats | null;
  error: string | null;
  load(): Promise<void>;
}

export const useStatsStore = create<StatsState>()((set) => ({
  stats: null,
  error: null,
  async load() {
    set({ error: null });
    try {
      set({ stats: await getDashboardStats() });
    } catch (e) {
      set({ error: messageOf(e), stats: null });
    }
  },
}));

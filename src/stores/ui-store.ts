// App-wide UI state: the global loading flag and the side navigation's collapsed state.
import { create } from 'zustand';

/** The loading flag never stays on longer than this (SPEC 9). */
export const LOADING_FLAG_MAX_MS = 4000;

interface UiState {
  loading: boolean;
  sidebarCollapsed: boolean;
  /** Turns the full-screen loading view on; it turns itself off after LOADING_FLAG_MAX_MS. */
  startLoading(): void;
  stopLoading(): void;
  toggleSidebar(): void;
}

let loadingTimer: ReturnType<typeof setTimeout> | undefined;

export const useUiStore = create<UiState>()((set) => ({
  loading: false,
  sidebarCollapsed: false,
  startLoading() {
    clearTimeout(loadingTimer);
    set({ loading: true });
    loadingTimer = setTimeout(() => set({ loading: false }), LOADING_FLAG_MAX_MS);
  },
  stopLoading() {
    clearTimeout(loadingTimer);
    loadingTimer = undefined;
    set({ loading: false });
  },
  toggleSidebar() {
    set((s) => ({ sidebarCollapsed: !s.sidebarCollapsed }));
  },
}));

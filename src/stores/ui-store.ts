// App-wide UI state: the global loading flag (the side navigation's state is sidebar-store's).
import { create } from 'zustand';

/** The loading flag never stays on longer than this (the specification's limit). */
export const LOADING_FLAG_MAX_MS = 4000;

interface UiState {
  loading: boolean;
  /** Turns the full-screen loading view on; it turns itself off after LOADING_FLAG_MAX_MS. */
  startLoading(): void;
  stopLoading(): void;
}

let loadingTimer: ReturnType<typeof setTimeout> | undefined;

export const useUiStore = create<UiState>()((set) => ({
  loading: false,
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
}));

// The side navigation's collapsed state, kept in this browser across reloads. Apart
// from the entry chunk's ui-store: only the dashboard layout (a lazy chunk) reads it.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SidebarState {
  collapsed: boolean;
  toggle(): void;
}

export const SIDEBAR_STORAGE_KEY = 'gal-connect:sidebar';

// Per browser, not per user: how wide the navigation should be is about the screen.
export const useSidebarStore = create<SidebarState>()(
  persist(
    (set) => ({
      collapsed: false,
      toggle() {
        set((s) => ({ collapsed: !s.collapsed }));
      },
    }),
    {
      name: SIDEBAR_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ collapsed: s.collapsed }),
    },
  ),
);

import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DeferredLoadingView } from './deferred-loading-view';
import { useAuthStore } from '@/features/auth';
import { useUiStore } from '@/stores/ui-store';
import { usePublicDocumentTitle } from '../document-title';
import { TopBar } from './top-bar';

/** Top bar and main landmark; the loading view while auth restores or the loading flag is on. */
export function RootLayout() {
  const initializing = useAuthStore((s) => s.initializing);
  const loading = useUiStore((s) => s.loading);
  usePublicDocumentTitle();

  if (initializing) return <DeferredLoadingView />;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <TopBar />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      {loading ? <DeferredLoadingView /> : null}
      <ScrollRestoration />
    </div>
  );
}

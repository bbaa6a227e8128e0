import type { ReactNode } from 'react';
import { TopBar } from './top-bar';

/** Skip link, top bar and main landmark of every public page (the app's and the landing's entry). */
export function PublicFrame({ children }: { children: ReactNode }) {
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
        {children}
      </main>
    </div>
  );
}

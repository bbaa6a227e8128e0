// The query cache for signed-in views. Each lazy module that shows server state wraps
// itself (the dashboard layout, the top bar's signed-in controls, the signed-in forms on
// /apply): no public page's first load carries the query library.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

// The app's one cache of server state (TanStack Query). Each feature's api module owns its
// query keys and options; a write invalidates its domain's key so every view of it
// refreshes. Only signed-in pages load this module: the landing's first load stays small.
import { QueryClient } from '@tanstack/react-query';
import { messageOf } from './errors';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A page's one request fills several views' keys: a view mounting just after takes
      // that answer instead of asking again. Writes invalidate what they touched.
      staleTime: 30_000,
      // A failure shows at once with the server's message, as the user would retry it.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});

/** A query's failure as the user-facing text (null while there is none). */
export const errorText = (error: unknown): string | null => (error ? messageOf(error) : null);

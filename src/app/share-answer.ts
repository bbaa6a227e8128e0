// One request that answers several views (the dashboard frame's my_shell(), the dashboard
// home's dashboard_home(), the case page's case_page()) is unpacked here, in the page that
// makes it, into each view's own query key. The part is that key's load: a view mounting
// before the answer arrives joins it instead of asking, one mounting after finds it fresh,
// and a failed answer is each view's error. After a write the views read on their own.
import type { DataTag, QueryKey } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

/** Makes `pick(answer)` the next answer under `key` (even where an older one is cached). */
export function shareAnswer<A, T>(
  key: DataTag<QueryKey, T, Error>,
  answer: Promise<A>,
  pick: (answer: A) => T,
): void {
  void queryClient.prefetchQuery({ queryKey: key, queryFn: () => answer.then(pick), staleTime: 0 });
}

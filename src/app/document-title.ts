// Each route's document title: public routes name theirs in the route table's
// handle; dashboard pages use their navigation label (set by the dashboard layout).
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from './guards';

export const SITE_NAME = 'GAL Connect';
export const SITE_TAGLINE = 'Guardian ad Litem Services for Florida Family Courts';

function deepestHandle(matches: ReturnType<typeof useMatches>): RouteHandle | undefined {
  return matches
    .map((m) => m.handle as RouteHandle | undefined)
    .filter((h) => h?.title !== undefined || h?.page !== undefined)
    .pop();
}

/** The root layout's part: public pages' titles. */
export function usePublicDocumentTitle(): void {
  const handle = deepestHandle(useMatches());
  const title = handle?.page === undefined ? (handle?.title ?? SITE_NAME) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** The dashboard layout's part: '{label} · GAL Connect' for the matched page. */
export function useDashboardDocumentTitle(labelOf: (handle: RouteHandle) => string): void {
  const handle = deepestHandle(useMatches());
  const title = handle?.page !== undefined ? `${labelOf(handle)} · ${SITE_NAME}` : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

// The case page's one read (case_page()) also carries parts that features above cases
// hold (the court dates, the deadline rules): they subscribe here and seed their own
// stores with it, so cases never imports them.
import type { CasePage } from '../api/case-page-api';

type Listener = (caseId: string, page: Promise<CasePage>) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with each case page read as it starts; returns the unsubscribe. */
export function onCasePageRead(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceCasePageRead(caseId: string, page: Promise<CasePage>): void {
  for (const listener of listeners) listener(caseId, page);
}

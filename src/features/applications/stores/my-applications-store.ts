// After a submit the applicant's list is read again (about a second later).
import { queryClient } from '@/lib/query-client';
import { applicationKeys } from '../api/keys';

/** The list is reloaded about a second after a submit. */
export const RELOAD_AFTER_SUBMIT_MS = 1000;

export function reloadMyApplicationsSoon(): void {
  setTimeout(
    () => void queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    RELOAD_AFTER_SUBMIT_MS,
  );
}

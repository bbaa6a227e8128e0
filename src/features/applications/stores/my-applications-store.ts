// The signed-in applicant's own applications (dashboard 'Your Applications').
// Keyed by user: another user's list never shows, even for a moment.
import { createResource } from '@/lib/resource';
import { listMySubmissions, submissionsFrom } from '../api/applications-api';

/** SPEC 4 and 9: the list is reloaded about a second after a submit. */
export const RELOAD_AFTER_SUBMIT_MS = 1000;

export const useMyApplications = createResource((userId: string) => listMySubmissions(userId), {
  initial: [],
});

export function reloadMyApplicationsSoon(userId: string): void {
  setTimeout(() => void useMyApplications.getState().load(userId), RELOAD_AFTER_SUBMIT_MS);
}

/** The dashboard home's one request answers the list (see createResource's prime). */
export const primeMyApplications = (userId: string, json: Promise<unknown>) =>
  useMyApplications.getState().prime(userId, json.then(submissionsFrom));

// Visits Due on the dashboard, read once per user (RLS picks whose cases).
import { createResource } from '@/lib/resource';
import { listVisitsDue, visitsFrom } from '../api/visits-api';

export const useVisitsDue = createResource((_userId: string) => listVisitsDue(), {
  initial: { items: [], total: 0, overdue: 0 },
});

/** The dashboard home's one request answers the widget (see createResource's prime). */
export const primeVisitsDue = (userId: string, json: Promise<unknown>) =>
  useVisitsDue.getState().prime(userId, json.then(visitsFrom));

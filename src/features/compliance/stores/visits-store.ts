// Visits Due on the dashboard, read once per user (RLS picks whose cases).
import { createResource } from '@/lib/resource';
import { listVisitsDue } from '../api/visits-api';

export const useVisitsDue = createResource((_userId: string) => listVisitsDue(), {
  initial: [],
});

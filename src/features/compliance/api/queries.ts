// The compliance feature's reads, as the views ask for them.
import { queryOptions } from '@tanstack/react-query';
import { complianceKeys } from './keys';
import { listVisitsDue } from './visits-api';

export const visitsDueQuery = (userId: string) =>
  queryOptions({ queryKey: complianceKeys.visits(userId), queryFn: () => listVisitsDue() });

// The applications feature's reads, as the views ask for them.
import { queryOptions } from '@tanstack/react-query';
import { listMySubmissions } from './applications-api';
import { applicationKeys } from './keys';

export const mySubmissionsQuery = (userId: string) =>
  queryOptions({
    queryKey: applicationKeys.mine(userId),
    queryFn: () => listMySubmissions(userId),
  });

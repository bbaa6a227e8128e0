// The cases feature's reads, as the views ask for them.
import { queryOptions } from '@tanstack/react-query';
import * as casesApi from './cases-api';
import { caseKeys } from './keys';

export const caseQuery = (id: string) =>
  queryOptions({ queryKey: caseKeys.detail(id), queryFn: () => casesApi.getCase(id) });

export const contractorsQuery = () =>
  queryOptions({ queryKey: caseKeys.contractors(), queryFn: () => casesApi.listContractors() });

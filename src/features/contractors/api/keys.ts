// The contractors feature's query keys. An admin's change to a contractor invalidates
// 'contractors': the detail and the directory read again.
import { typed } from '@/lib/query-keys';
import type * as api from './contractors-api';

export interface ContractorDetail {
  contractor: Awaited<ReturnType<typeof api.getContractor>>;
  cases: Awaited<ReturnType<typeof api.listContractorCases>>;
  entries: Awaited<ReturnType<typeof api.listRecentEntries>>;
}

export const contractorKeys = {
  all: ['contractors'] as const,
  directory: (query: api.DirectoryQuery) =>
    typed<Awaited<ReturnType<typeof api.listContractors>>>()([
      'contractors',
      'directory',
      query,
    ] as const),
  detail: (id: string) => typed<ContractorDetail>()(['contractors', 'detail', id] as const),
};

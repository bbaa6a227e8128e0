// The contractors feature's reads, as the views ask for them.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from './contractors-api';
import { contractorKeys } from './keys';

/** One page of the directory; the last page stays on screen while another query loads. */
export const directoryQuery = (query: api.DirectoryQuery) =>
  queryOptions({
    queryKey: contractorKeys.directory(query),
    queryFn: () => api.listContractors(query),
    placeholderData: keepPreviousData,
  });

export const contractorQuery = (id: string) =>
  queryOptions({
    queryKey: contractorKeys.detail(id),
    queryFn: async () => {
      const [contractor, cases, entries] = await Promise.all([
        api.getContractor(id),
        api.listContractorCases(id),
        api.listRecentEntries(id),
      ]);
      return { contractor, cases, entries };
    },
  });

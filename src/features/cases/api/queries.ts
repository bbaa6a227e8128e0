// The cases feature's reads, as the views ask for them.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CaseListFilters, OpportunityFilters } from '../lib/filters';
import * as casesApi from './cases-api';
import { caseKeys } from './keys';
import { listOpportunities } from './opportunities-api';
import { casePeople, caseSiblings } from './family-api';

/** One page of cases; the last page stays on screen (busy) while new filters load. */
export const caseListQuery = (filters: CaseListFilters) =>
  queryOptions({
    queryKey: caseKeys.list(filters),
    queryFn: () => casesApi.listCases(filters),
    placeholderData: keepPreviousData,
  });

export const opportunitiesQuery = (filters: OpportunityFilters, redacted: boolean) =>
  queryOptions({
    queryKey: caseKeys.opportunities(filters, redacted),
    queryFn: () => listOpportunities(filters, redacted),
    placeholderData: keepPreviousData,
  });

export const caseQuery = (id: string) =>
  queryOptions({ queryKey: caseKeys.detail(id), queryFn: () => casesApi.getCase(id) });

export const contractorsQuery = () =>
  queryOptions({ queryKey: caseKeys.contractors(), queryFn: () => casesApi.listContractors() });

export const siblingsQuery = (id: string) =>
  queryOptions({ queryKey: caseKeys.siblings(id), queryFn: () => caseSiblings(id) });

export const peopleQuery = (id: string) =>
  queryOptions({ queryKey: caseKeys.people(id), queryFn: () => casePeople(id) });

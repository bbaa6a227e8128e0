// The cases feature's query keys. A write invalidates 'cases', so every view of a case
// reads again (its page, the assign list).
import { typed } from '@/lib/query-keys';
import type { CaseDetail, Person } from './cases-api';
import type * as cases from './cases-api';
import type * as opportunities from './opportunities-api';
import type { CasePeople, SiblingCase } from './family-api';
import type { CaseListFilters, OpportunityFilters } from '../lib/filters';

export const caseKeys = {
  all: ['cases'] as const,
  /** One page of cases for the filters in the URL. */
  list: (filters: CaseListFilters) =>
    typed<Awaited<ReturnType<typeof cases.listCases>>>()(['cases', 'list', filters] as const),
  /** Open cases; free users get the redacted listing. */
  opportunities: (filters: OpportunityFilters, redacted: boolean) =>
    typed<Awaited<ReturnType<typeof opportunities.listOpportunities>>>()([
      'cases',
      'opportunities',
      filters,
      redacted,
    ] as const),
  detail: (id: string) => typed<CaseDetail>()(['cases', 'detail', id] as const),
  /** The contractors an admin may assign a case to. */
  contractors: () => typed<Person[]>()(['cases', 'contractors'] as const),
  /** The case's other sibling cases the caller may see. */
  siblings: (id: string) => typed<SiblingCase[]>()(['cases', 'siblings', id] as const),
  /** The case's children and parties. */
  people: (id: string) => typed<CasePeople>()(['cases', 'people', id] as const),
};

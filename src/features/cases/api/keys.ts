// The cases feature's query keys. A write invalidates 'cases', so every view of a case
// reads again (its page, the assign list).
import { typed } from '@/lib/query-keys';
import type { CaseDetail, Person } from './cases-api';

export const caseKeys = {
  all: ['cases'] as const,
  detail: (id: string) => typed<CaseDetail>()(['cases', 'detail', id] as const),
  /** The contractors an admin may assign a case to. */
  contractors: () => typed<Person[]>()(['cases', 'contractors'] as const),
};

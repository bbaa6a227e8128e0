// Filters kept in the URL (shareable, survive a reload) and read back safely:
// an unknown value falls back to the default instead of reaching a query.
import { FLORIDA_COUNTIES } from '@/content/florida';
import type { Database } from '@/lib/database.types';

type Enums = Database['public']['Enums'];
export type CaseStatus = Enums['case_status'];
export type CaseType = Enums['case_type'];
export type CaseCategory = Enums['case_category'];
export type CaseUrgency = Enums['case_urgency'];

export const CASE_STATUSES: readonly CaseStatus[] = [
  'open',
  'assigned',
  'in_progress',
  'completed',
];
export const CASE_CATEGORIES: readonly CaseCategory[] = ['Dependency', 'Family Court', 'Juvenile'];
export const CASE_URGENCIES: readonly CaseUrgency[] = ['High', 'Medium', 'Low'];
/** The Opportunities location filter: every Florida county (cases come from all 67). */
export const OPPORTUNITY_COUNTIES = FLORIDA_COUNTIES;

export const PAGE_SIZE = 10;

export interface CaseListFilters {
  status: CaseStatus | null;
  search: string;
  page: number;
}

export interface OpportunityFilters {
  tab: CaseType;
  county: string | null;
  category: CaseCategory | null;
  page: number;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function readCaseListFilters(params: URLSearchParams): CaseListFilters {
  return {
    status: oneOf(params.get('status'), CASE_STATUSES),
    search: (params.get('q') ?? '').slice(0, 100),
    page: pageOf(params.get('page')),
  };
}

export function writeCaseListFilters(f: CaseListFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.status) p.set('status', f.status);
  if (f.search.trim()) p.set('q', f.search.trim());
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

export function readOpportunityFilters(params: URLSearchParams): OpportunityFilters {
  return {
    tab: params.get('tab') === 'pro_bono' ? 'pro_bono' : 'paid',
    county: oneOf(params.get('county'), OPPORTUNITY_COUNTIES),
    category: oneOf(params.get('type'), CASE_CATEGORIES),
    page: pageOf(params.get('page')),
  };
}

export function writeOpportunityFilters(f: OpportunityFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.tab !== 'paid') p.set('tab', f.tab);
  if (f.county) p.set('county', f.county);
  if (f.category) p.set('type', f.category);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

/** PostgREST range for a 1-based page. */
export function pageRange(page: number, size = PAGE_SIZE): { from: number; to: number } {
  const from = (page - 1) * size;
  return { from, to: from + size - 1 };
}

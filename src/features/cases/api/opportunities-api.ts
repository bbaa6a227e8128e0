// Open cases for the Opportunities page. Contractors and admins read the
// cases table (with descriptions); free users get the redacted listing
// function, which has no description column at all.
import { toAppError } from '@/lib/errors';
import { filledRows } from '@/lib/rows';
import { supabase } from '@/lib/supabase';
import { pageRange } from '../lib/filters';
import type { OpportunityFilters, CaseCategory, CaseType, CaseUrgency } from '../lib/filters';

export interface Opportunity {
  id: string;
  title: string;
  type: CaseType;
  county: string | null;
  category: CaseCategory;
  urgency: CaseUrgency;
  compensation: string | null;
  created_at: string;
  /** Absent in the redacted listing free users get. */
  description?: string;
  abuse_allegation?: boolean;
  /** Why the signed-in contractor cannot accept it (standing); absent when redacted. */
  accept_blocker?: string | null;
}

const COLUMNS = 'id, title, type, county, category, urgency, compensation, created_at';

interface Filterable<Q> {
  eq(column: string, value: string): Q;
}
interface Pageable<Q> {
  order(column: string, options?: { ascending?: boolean }): Q;
  range(from: number, to: number): Q;
}

function applyFilters<Q extends Filterable<Q>>(query: Q, f: OpportunityFilters): Q {
  let q = query.eq('type', f.tab);
  if (f.county) q = q.eq('county', f.county);
  if (f.category) q = q.eq('category', f.category);
  return q;
}

/** The listing fields open_case_listings() always fills (its row type says nothing about nulls). */
const LISTING_FILLED = ['id', 'title', 'type', 'category', 'urgency', 'created_at'] as const;

export async function listOpportunities(
  filters: OpportunityFilters,
  redacted: boolean,
  pageSize?: number,
): Promise<{ items: Opportunity[]; total: number }> {
  const { from, to } = pageRange(filters.page, pageSize);
  const page = <Q extends Filterable<Q> & Pageable<Q>>(query: Q) =>
    applyFilters(query, filters)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to);
  if (redacted) {
    // PostgREST filters a function's rows only on columns it selects, so the
    // listing selects every column it filters on.
    const { data, error, count } = await page(
      supabase.rpc('open_case_listings', undefined, { get: true, count: 'exact' }).select(COLUMNS),
    );
    if (error) throw toAppError(error, 'Error loading cases');
    return { items: filledRows(data, ...LISTING_FILLED), total: count ?? 0 };
  }
  const { data, error, count } = await page(
    supabase
      .from('cases')
      .select(`${COLUMNS}, description, abuse_allegation, accept_blocker`, { count: 'exact' })
      .eq('status', 'open'),
  );
  if (error) throw toAppError(error, 'Error loading cases');
  return { items: data, total: count ?? 0 };
}

// Open cases for the Opportunities page. Contractors and admins read the
// cases table (with descriptions); free users get the redacted listing
// function, which has no description column at all.
import { toAppError } from '@/lib/errors';
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
}

const COLUMNS = 'id, title, type, county, category, urgency, compensation, created_at';

interface Filterable<Q> {
  eq(column: string, value: string): Q;
}

function applyFilters<Q extends Filterable<Q>>(query: Q, f: OpportunityFilters): Q {
  let q = query.eq('type', f.tab);
  if (f.county) q = q.eq('county', f.county);
  if (f.category) q = q.eq('category', f.category);
  return q;
}

export async function listOpportunities(
  filters: OpportunityFilters,
  redacted: boolean,
  pageSize?: number,
): Promise<{ items: Opportunity[]; total: number }> {
  const { from, to } = pageRange(filters.page, pageSize);
  // PostgREST filters a function's rows only on columns it selects, so the
  // listing selects every column it filters on.
  const query = redacted
    ? applyFilters(
        supabase
          .rpc('open_case_listings', undefined, { get: true, count: 'exact' })
          .select(COLUMNS),
        filters,
      )
    : applyFilters(
        supabase
          .from('cases')
          .select(`${COLUMNS}, description`, { count: 'exact' })
          .eq('status', 'open'),
        filters,
      );
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, to);
  if (error) throw toAppError(error, 'Error loading cases');
  return { items: (data ?? []) as unknown as Opportunity[], total: count ?? 0 };
}

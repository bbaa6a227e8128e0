// The Activity page's filters live in its URL (?case=&person=&kind=&from=&to=), so a
// filtered log can be bookmarked and sent to a colleague. Dates are days in the program's
// zone: 'from' starts at its midnight, 'to' runs to the end of its day.
import { courtLocalToUtcIso, PROGRAM_TIME_ZONE } from '@/lib/court-time';
import type { ActivityFilters } from '../api/activity-api';
import { isKind, operationsOf, type KindKey } from './activity-kinds';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ActivityParams {
  caseId: string | null;
  personId: string | null;
  kind: KindKey | null;
  from: string | null;
  to: string | null;
}

export function readParams(params: URLSearchParams): ActivityParams {
  const uuid = (name: string) => {
    const value = params.get(name);
    return value && UUID.test(value) ? value : null;
  };
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : null;
  };
  const kind = params.get('kind');
  return {
    caseId: uuid('case'),
    personId: uuid('person'),
    kind: isKind(kind) ? kind : null,
    from: day('from'),
    to: day('to'),
  };
}

function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function toFilters(p: ActivityParams): ActivityFilters {
  return {
    caseId: p.caseId,
    personId: p.personId,
    operations: operationsOf(p.kind),
    since: p.from ? courtLocalToUtcIso(p.from, '00:00', PROGRAM_TIME_ZONE) : null,
    until: p.to ? courtLocalToUtcIso(dayAfter(p.to), '00:00', PROGRAM_TIME_ZONE) : null,
  };
}

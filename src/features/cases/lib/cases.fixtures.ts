// Cases as PostgREST answers the cases list, for the list screens' tests.
import { HttpResponse } from '@/test/backend';

/** An open case in the list's shape (its admin and contractor embedded). */
export const caseRow = (over: object = {}) => ({
  id: 'case-1',
  title: 'Shelter review, Miami-Dade',
  description: 'Two siblings in shelter care.',
  type: 'paid',
  status: 'open',
  county: 'Miami-Dade',
  category: 'Dependency',
  urgency: 'High',
  compensation: '$45/hour',
  admin_id: 'id-admin',
  contractor_id: null,
  accept_blocker: null,
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
  admin: { id: 'id-admin', full_name: 'Alicia Admin', email: 'a@example.test' },
  contractor: null,
  ...over,
});

/** A page of rows with the count PostgREST sends in Content-Range. */
export const caseList = (rows: object[]) =>
  HttpResponse.json(rows, {
    headers: { 'content-range': `0-${Math.max(rows.length - 1, 0)}/${rows.length}` },
  });

// New Case filled from a GAL request, so the admin retypes nothing: the county (the
// request names it "Broward County"), the request's case type as the title, the visitor's
// own words as the description's first paragraph with who asked after them, urgency as
// priority (urgent: High), and the family-law category every request type belongs to.
import { FLORIDA_COUNTIES } from '@/content/florida';
import type { GalRequest } from '@/features/requests';
import type { NewCase } from '../api/cases-api';

/** 'Miami-Dade County' -> 'Miami-Dade'; '' when it names no Florida county. */
export function requestCounty(text: string): string {
  const name = text.trim().replace(/\s+county$/i, '');
  return FLORIDA_COUNTIES.find((c) => c.toLowerCase() === name.toLowerCase()) ?? '';
}

export function caseFromRequest(request: GalRequest): NewCase {
  const county = requestCounty(request.county);
  const received = new Date(request.created_at).toLocaleDateString('en-US', {
    dateStyle: 'medium',
  });
  return {
    title: county ? `${request.case_type}, ${county}` : request.case_type,
    description: `${request.details.trim()}\n\nFrom the request of ${request.name} (${request.email}, ${request.phone}), received ${received}.`,
    type: 'paid',
    county,
    category: 'Family Court',
    urgency: request.urgent ? 'High' : 'Medium',
    compensation: '',
    abuseAllegation: false,
    requestId: request.id,
  };
}

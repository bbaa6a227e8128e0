// The compliance feature's query keys. A training write invalidates 'compliance': the
// records, the standing they add up to and the review queue read again.
import { typed } from '@/lib/query-keys';
import type { CredentialExpiry, CredentialRecord, CredentialRule } from './credentials-api';
import type { Eligibility } from './eligibility-api';
import type { ProgramSettings } from './program-settings-api';
import type { ReviewItem, Standing } from './training-api';
import type { TrainingRecord, TrainingStatus } from '../lib/training';
import type { VisitsDue } from './visits-api';

export const complianceKeys = {
  all: ['compliance'] as const,
  /** Keyed by the user: RLS picks whose cases. */
  visits: (userId: string) => typed<VisitsDue>()(['compliance', 'visits', userId] as const),
  standing: (userId: string) => typed<Standing>()(['compliance', 'standing', userId] as const),
  records: (userId: string) =>
    typed<TrainingRecord[]>()(['compliance', 'records', userId] as const),
  eligibility: (userId: string) =>
    typed<Eligibility | null>()(['compliance', 'eligibility', userId] as const),
  /** The caller's credentials (an admin's: every contractor's), with when each lapses. */
  expiries: (userId: string) =>
    typed<CredentialExpiry[]>()(['compliance', 'expiries', userId] as const),
  credentials: (userId: string) =>
    typed<CredentialRecord | null>()(['compliance', 'credentials', userId] as const),
  credentialRules: () => typed<CredentialRule[]>()(['compliance', 'credential-rules'] as const),
  programSettings: () => typed<ProgramSettings>()(['compliance', 'program-settings'] as const),
  review: (status: TrainingStatus) =>
    typed<ReviewItem[]>()(['compliance', 'review', status] as const),
};

// The compliance feature's reads, as the views ask for them.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TrainingStatus } from '../lib/training';
import { getEligibility } from './eligibility-api';
import { complianceKeys } from './keys';
import { getProgramSettings } from './program-settings-api';
import { getStanding, listForReview, listTraining } from './training-api';
import { listVisitsDue } from './visits-api';

export const visitsDueQuery = (userId: string) =>
  queryOptions({ queryKey: complianceKeys.visits(userId), queryFn: () => listVisitsDue() });

export const standingQuery = (userId: string) =>
  queryOptions({ queryKey: complianceKeys.standing(userId), queryFn: () => getStanding(userId) });

export const recordsQuery = (userId: string) =>
  queryOptions({ queryKey: complianceKeys.records(userId), queryFn: () => listTraining(userId) });

export const eligibilityQuery = (userId: string) =>
  queryOptions({
    queryKey: complianceKeys.eligibility(userId),
    queryFn: () => getEligibility(userId),
  });

export const programSettingsQuery = () =>
  queryOptions({ queryKey: complianceKeys.programSettings(), queryFn: getProgramSettings });

/** One status's records; the last list stays on screen while another status loads. */
export const reviewQuery = (status: TrainingStatus) =>
  queryOptions({
    queryKey: complianceKeys.review(status),
    queryFn: () => listForReview(status),
    placeholderData: keepPreviousData,
  });

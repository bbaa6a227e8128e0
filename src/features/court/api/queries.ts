// The court feature's reads, as the views ask for them.
import { queryOptions } from '@tanstack/react-query';
import * as api from './court-api';
import { courtKeys } from './keys';

export const courtDatesQuery = (caseId: string) =>
  queryOptions({ queryKey: courtKeys.dates(caseId), queryFn: () => api.listCourtDates(caseId) });

export const deadlinesQuery = (userId: string) =>
  queryOptions({ queryKey: courtKeys.deadlines(userId), queryFn: () => api.upcomingDeadlines() });

export const deadlineRulesQuery = () =>
  queryOptions({ queryKey: courtKeys.rules(), queryFn: () => api.listDeadlineRules() });

export const calendarFeedQuery = (userId: string) =>
  queryOptions({ queryKey: courtKeys.feed(userId), queryFn: () => api.calendarFeedCreatedAt() });

export const courtHolidaysQuery = (year: number) =>
  queryOptions({ queryKey: courtKeys.holidays(year), queryFn: () => api.listCourtHolidays(year) });

export const dueChangesQuery = () =>
  queryOptions({ queryKey: courtKeys.dueChanges(), queryFn: () => api.listDueChanges() });

// What the reports feature reads, as TanStack Query options under its keys.
import { queryOptions } from '@tanstack/react-query';
import * as api from './reports-api';
import { reportKeys } from './keys';

export const reportDataQuery = (courtDateId: string) =>
  queryOptions({
    queryKey: reportKeys.data(courtDateId),
    queryFn: () => api.getReportData(courtDateId),
  });

export const draftsQuery = (courtDateId: string) =>
  queryOptions({
    queryKey: reportKeys.drafts(courtDateId),
    queryFn: () => api.listDrafts(courtDateId),
  });

export const templatesQuery = () =>
  queryOptions({ queryKey: reportKeys.templates(), queryFn: () => api.listTemplates() });

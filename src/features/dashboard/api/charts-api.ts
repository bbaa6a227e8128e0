// The dashboard's charts: one database call answers the caller's role's series for a
// period (public.dashboard_charts), each computed there from the rows the stat cards read.
import { toAppError } from '@/lib/errors';
import { parseAnswer } from '@/lib/parse-answer';
import { supabase } from '@/lib/supabase';
import { chartsSchema, type ChartPeriod, type DashboardCharts } from './charts-schema';

export {
  isAdminCharts,
  isContractorCharts,
  type AdminCharts,
  type ChartPeriod,
  type ContractorCharts,
  type DashboardCharts,
} from './charts-schema';

export async function getDashboardCharts(period: ChartPeriod): Promise<DashboardCharts> {
  const { data, error } = await supabase.rpc('dashboard_charts', {
    from_on: period.from,
    to_on: period.to,
  });
  if (error) throw toAppError(error);
  return parseAnswer(chartsSchema, data, 'the dashboard charts');
}

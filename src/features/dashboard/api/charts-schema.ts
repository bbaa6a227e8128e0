// dashboard_charts' answer, checked by zod/mini alone (no client here), so the charts'
// integration test parses the database's answer with the app's own schema.
import * as z from 'zod/mini';

const count = z.number();
const weekOf = z.string();

const adminChartsSchema = z.object({
  hours_mileage: z.array(z.object({ month: z.string(), hours: z.number(), miles: z.number() })),
  caseloads: z.object({
    cap: z.number(),
    rows: z.array(z.object({ contractor_id: z.string(), name: z.string(), active_cases: count })),
  }),
  pipeline: z.array(
    z.object({
      stage: z.enum(['received', 'decided', 'approved']),
      count,
      conversion: z.nullable(z.number()),
    }),
  ),
  report_deadlines: z.array(
    z.object({
      week_of: weekOf,
      not_started: count,
      drafting: count,
      submitted: count,
      filed: count,
    }),
  ),
  visits_overdue: z.array(z.object({ county: z.nullable(z.string()), overdue: count })),
});

const contractorChartsSchema = z.object({
  hours: z.array(z.object({ month: z.string(), hours: z.number() })),
  deadlines: z.array(z.object({ week_of: weekOf, hearings: count, reports: count })),
  visit_intervals: z.object({
    threshold: z.number(),
    rows: z.array(
      z.object({
        case_id: z.string(),
        title: z.string(),
        last_visit_on: z.nullable(z.string()),
        days_since: count,
      }),
    ),
  }),
});

export type AdminCharts = z.output<typeof adminChartsSchema>;
export type ContractorCharts = z.output<typeof contractorChartsSchema>;

/** dashboard_charts' object: an admin's charts, a contractor's, or none (any other role). */
export const chartsSchema = z.union([
  adminChartsSchema,
  contractorChartsSchema,
  z.strictObject({}),
]);
export type DashboardCharts = z.output<typeof chartsSchema>;

export const isAdminCharts = (c: DashboardCharts): c is AdminCharts => 'hours_mileage' in c;
export const isContractorCharts = (c: DashboardCharts): c is ContractorCharts => 'hours' in c;

/** The days a chart covers: the first and the last, both included (ISO dates). */
export interface ChartPeriod {
  from: string;
  to: string;
}

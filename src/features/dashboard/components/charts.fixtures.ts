// dashboard_charts answers as the database sends them, for the charts' component tests.
import type { AdminCharts, ContractorCharts } from '../api/charts-api';

const months = ['2025-12-01', '2026-01-01', '2026-02-01'];
const weeks = ['2026-11-28', '2026-12-05'];

export const adminAnswer: AdminCharts = {
  hours_mileage: months.map((month, i) => ({
    month,
    hours: [2.5, 0, 16.25][i]!,
    miles: [0, 0, 44.5][i]!,
  })),
  caseloads: {
    cap: 3,
    rows: [
      { contractor_id: 'c1', name: '=HYPERLINK("x")', active_cases: 4 },
      { contractor_id: 'c2', name: 'Dana Delgado', active_cases: 2 },
    ],
  },
  pipeline: [
    { stage: 'received', count: 4, conversion: null },
    { stage: 'decided', count: 3, conversion: 75 },
    { stage: 'approved', count: 2, conversion: 66.7 },
  ],
  report_deadlines: weeks.map((week_of, i) => ({
    week_of,
    not_started: i,
    drafting: 2,
    submitted: 0,
    filed: 0,
  })),
  visits_overdue: [
    { county: 'Orange', overdue: 2 },
    { county: null, overdue: 1 },
  ],
};

export const contractorAnswer: ContractorCharts = {
  hours: months.map((month, i) => ({ month, hours: [1.5, 2.75, 6.5][i]! })),
  deadlines: weeks.map((week_of, i) => ({ week_of, hearings: 1 - i, reports: 2 })),
  visit_intervals: {
    threshold: 30,
    rows: [
      { case_id: 'k1', title: 'Teen parent support', last_visit_on: '2026-09-20', days_since: 69 },
      { case_id: 'k2', title: 'Parenting plan', last_visit_on: null, days_since: 10 },
    ],
  },
};

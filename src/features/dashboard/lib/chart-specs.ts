// Each dashboard chart as data: its title, the one-sentence summary screen readers hear,
// what the picture draws and the table (and CSV) of the same numbers. Built from the
// database's series as they come (no re-counting of rows here); the summary's totals
// add up the series' few points.
// The charts' data types from their plain module: this file runs in Node too (the
// integration test builds the charts from the database's answer with it).
import type { BarListRow, BarSeries, ChartTable } from '@/components/charts/chart-data';
import type { Tone } from '@/components/charts/tones';
import type { AdminCharts, ContractorCharts } from '../api/charts-schema';
import { dayLabel, monthLabel } from './period';

export type ChartPicture =
  | {
      kind: 'bars';
      categories: readonly string[];
      series: readonly BarSeries[];
      line?: BarSeries;
      mark?: { value: number; label: string };
    }
  | {
      kind: 'list';
      rows: readonly BarListRow[];
      tone: Tone;
      mark?: { value: number; label: string };
    };

export interface ChartSpec {
  id: string;
  title: string;
  summary: string;
  note?: string;
  fileName: string;
  /** Its numbers follow the period picker (the file's name says which period). */
  periodic?: boolean;
  legend?: readonly { label: string; tone: Tone; line?: boolean }[];
  picture: ChartPicture;
  table: ChartTable;
  /** Shown instead of the picture when there is nothing to draw. */
  empty?: string;
}

const total = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const round2 = (n: number) => Math.round(n * 100) / 100;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function busiest(labels: readonly string[], values: readonly number[]): string {
  let at = -1;
  values.forEach((v, i) => {
    if (v > 0 && (at < 0 || v > values[at]!)) at = i;
  });
  return at < 0 ? '' : labels[at]!;
}

function span(months: readonly string[]): string {
  if (!months.length) return 'the period';
  return `${monthLabel(months[0]!)} to ${monthLabel(months[months.length - 1]!)}`;
}

export function adminChartSpecs(c: AdminCharts): ChartSpec[] {
  const months = c.hours_mileage.map((p) => p.month);
  const monthNames = months.map(monthLabel);
  const hours = c.hours_mileage.map((p) => p.hours);
  const miles = c.hours_mileage.map((p) => p.miles);
  const top = busiest(monthNames, hours);

  const cap = c.caseloads.cap;
  const loads = c.caseloads.rows;
  const over = loads.filter((r) => r.active_cases > cap).length;

  const stageNames = { received: 'Received', decided: 'Decided', approved: 'Approved' } as const;
  const stage = (s: keyof typeof stageNames) => c.pipeline.find((p) => p.stage === s);
  const pct = (n: number | null | undefined) => (n == null ? '' : `${n}%`);

  const weeks = c.report_deadlines.map((w) => dayLabel(w.week_of));
  const statuses = [
    ['not_started', 'Not started', 'red'],
    ['drafting', 'Drafting', 'amber'],
    ['submitted', 'Submitted', 'indigo'],
    ['filed', 'Filed', 'emerald'],
  ] as const;
  const byStatus = statuses.map(([key]) => c.report_deadlines.map((w) => w[key]));
  const due = total(byStatus.map(total));

  const overdue = c.visits_overdue;
  const overdueTotal = total(overdue.map((v) => v.overdue));
  const county = (name: string | null) => name ?? 'No county';

  return [
    {
      id: 'hours-mileage',
      title: 'Hours and mileage per month',
      summary:
        `From ${span(months)}, contractors logged ${round2(total(hours))} hours and ` +
        `${round2(total(miles))} miles${top ? `; the busiest month was ${top}` : ''}.`,
      fileName: 'hours-and-mileage-per-month',
      periodic: true,
      legend: [
        { label: 'Hours', tone: 'indigo' },
        { label: 'Miles (right axis)', tone: 'amber', line: true },
      ],
      picture: {
        kind: 'bars',
        categories: monthNames,
        series: [{ label: 'Hours', values: hours, tone: 'indigo' }],
        line: { label: 'Miles', values: miles, tone: 'amber' },
      },
      table: {
        columns: [
          { header: 'Month' },
          { header: 'Hours', numeric: true },
          { header: 'Miles', numeric: true },
        ],
        rows: c.hours_mileage.map((p, i) => [monthNames[i]!, p.hours, p.miles]),
      },
    },
    {
      id: 'caseloads',
      title: 'Active cases per contractor',
      note: `The program's cap is ${plural(cap, 'active case')}.`,
      summary:
        `${plural(loads.length, 'contractor')} carry ${total(loads.map((r) => r.active_cases))} ` +
        `active cases; ${over} ${over === 1 ? 'is' : 'are'} over the cap of ${cap}.`,
      fileName: 'active-cases-per-contractor',
      legend: [
        { label: 'Active cases', tone: 'indigo' },
        { label: 'Over the cap', tone: 'red' },
      ],
      picture: {
        kind: 'list',
        tone: 'indigo',
        rows: loads.map((r) => ({ key: r.contractor_id, label: r.name, value: r.active_cases })),
        mark: { value: cap, label: `Cap ${cap}` },
      },
      table: {
        columns: [
          { header: 'Contractor' },
          { header: 'Active cases', numeric: true },
          { header: 'Over the cap' },
        ],
        rows: loads.map((r) => [r.name, r.active_cases, r.active_cases > cap ? 'Yes' : 'No']),
      },
      empty: loads.length ? undefined : 'No contractors yet.',
    },
    {
      id: 'pipeline',
      title: 'Application pipeline',
      note: 'Applications received in the period, by how far they have come.',
      summary:
        `Of ${stage('received')?.count ?? 0} applications received, ${stage('decided')?.count ?? 0} ` +
        `were decided (${pct(stage('decided')?.conversion) || 'none'}) and ` +
        `${stage('approved')?.count ?? 0} approved (${pct(stage('approved')?.conversion) || 'none'} of those decided).`,
      fileName: 'application-pipeline',
      periodic: true,
      picture: {
        kind: 'bars',
        categories: c.pipeline.map((p) => stageNames[p.stage]),
        series: [{ label: 'Applications', values: c.pipeline.map((p) => p.count), tone: 'indigo' }],
      },
      table: {
        columns: [
          { header: 'Stage' },
          { header: 'Applications', numeric: true },
          { header: 'Conversion from the stage before', numeric: true },
        ],
        rows: c.pipeline.map((p) => [stageNames[p.stage], p.count, pct(p.conversion)]),
      },
    },
    {
      id: 'report-deadlines',
      title: 'Report deadlines in the next 8 weeks',
      note: 'By the week they are due and the report’s status.',
      summary:
        `${plural(due, 'report')} ${due === 1 ? 'is' : 'are'} due in the next 8 weeks: ` +
        statuses.map(([, label], i) => `${total(byStatus[i]!)} ${label.toLowerCase()}`).join(', ') +
        '.',
      fileName: 'report-deadlines-next-8-weeks',
      legend: statuses.map(([, label, tone]) => ({ label, tone })),
      picture: {
        kind: 'bars',
        categories: weeks,
        series: statuses.map(([, label, tone], i) => ({ label, values: byStatus[i]!, tone })),
      },
      table: {
        columns: [
          { header: 'Week of' },
          ...statuses.map(([, label]) => ({ header: label, numeric: true })),
        ],
        rows: c.report_deadlines.map((w, i) => [weeks[i]!, ...statuses.map(([key]) => w[key])]),
      },
    },
    {
      id: 'visits-overdue',
      title: 'Visits overdue by county',
      summary: overdueTotal
        ? `${plural(overdueTotal, 'case')} ${overdueTotal === 1 ? 'is' : 'are'} overdue for a visit in ` +
          `${plural(overdue.length, 'county', 'counties')}; the most in ${county(overdue[0]!.county)}.`
        : 'No case is overdue for a visit.',
      fileName: 'visits-overdue-by-county',
      picture: {
        kind: 'list',
        tone: 'red',
        rows: overdue.map((v) => ({
          key: county(v.county),
          label: county(v.county),
          value: v.overdue,
        })),
      },
      table: {
        columns: [{ header: 'County' }, { header: 'Overdue visits', numeric: true }],
        rows: overdue.map((v) => [county(v.county), v.overdue]),
      },
      empty: overdue.length ? undefined : 'No visits are overdue.',
    },
  ];
}

export function contractorChartSpecs(c: ContractorCharts): ChartSpec[] {
  const months = c.hours.map((p) => p.month);
  const monthNames = months.map(monthLabel);
  const hours = c.hours.map((p) => p.hours);
  const top = busiest(monthNames, hours);
  const weeks = c.deadlines.map((w) => dayLabel(w.week_of));
  const hearings = c.deadlines.map((w) => w.hearings);
  const reports = c.deadlines.map((w) => w.reports);
  const threshold = c.visit_intervals.threshold;
  const cases = c.visit_intervals.rows;
  const late = cases.filter((r) => r.days_since > threshold).length;
  return [
    {
      id: 'my-hours',
      title: 'My hours per month',
      summary: `From ${span(months)} you logged ${round2(total(hours))} hours${top ? `; the most in ${top}` : ''}.`,
      fileName: 'my-hours-per-month',
      periodic: true,
      picture: {
        kind: 'bars',
        categories: monthNames,
        series: [{ label: 'Hours', values: hours, tone: 'indigo' }],
      },
      table: {
        columns: [{ header: 'Month' }, { header: 'Hours', numeric: true }],
        rows: c.hours.map((p, i) => [monthNames[i]!, p.hours]),
      },
    },
    {
      id: 'my-deadlines',
      title: 'My upcoming deadlines by week',
      note: 'Hearings and reports not yet submitted, in the next 8 weeks.',
      summary:
        `In the next 8 weeks you have ${plural(total(hearings), 'hearing')} and ` +
        `${plural(total(reports), 'report')} due.`,
      fileName: 'my-deadlines-by-week',
      legend: [
        { label: 'Hearings', tone: 'indigo' },
        { label: 'Reports due', tone: 'amber' },
      ],
      picture: {
        kind: 'bars',
        categories: weeks,
        series: [
          { label: 'Hearings', values: hearings, tone: 'indigo' },
          { label: 'Reports due', values: reports, tone: 'amber' },
        ],
      },
      table: {
        columns: [
          { header: 'Week of' },
          { header: 'Hearings', numeric: true },
          { header: 'Reports due', numeric: true },
        ],
        rows: c.deadlines.map((w, i) => [weeks[i]!, w.hearings, w.reports]),
      },
    },
    {
      id: 'my-visit-intervals',
      title: 'Days since each case’s last visit',
      note: `The program's standard is a visit every ${threshold} days.`,
      summary: cases.length
        ? `Of your ${plural(cases.length, 'active case')}, ${late} ${late === 1 ? 'is' : 'are'} past ` +
          `the ${threshold}-day visit standard.`
        : 'You have no active cases.',
      fileName: 'my-visit-intervals',
      legend: [
        { label: 'Days since the visit', tone: 'indigo' },
        { label: 'Past the standard', tone: 'red' },
      ],
      picture: {
        kind: 'list',
        tone: 'indigo',
        rows: cases.map((r) => ({ key: r.case_id, label: r.title, value: r.days_since })),
        mark: { value: threshold, label: `${threshold} days` },
      },
      table: {
        columns: [
          { header: 'Case' },
          { header: 'Last visit' },
          { header: 'Days since', numeric: true },
        ],
        rows: cases.map((r) => [r.title, r.last_visit_on ?? 'Not yet visited', r.days_since]),
      },
      empty: cases.length ? undefined : 'You have no active cases.',
    },
  ];
}

// The dashboard charts end to end on the seeded local stack: the database's answer, parsed
// by the app's schema and turned into each chart by the app's own code, gives the same
// numbers in the picture, in the "Show as table" rows and in the CSV, and those equal a
// direct query of the rows. A contractor's charts hold their own work only.
import Papa from 'papaparse';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chartCsv, type ChartTable } from '../../src/components/charts/chart-data';
import {
  chartsSchema,
  isAdminCharts,
  isContractorCharts,
} from '../../src/features/dashboard/api/charts-schema';
import {
  adminChartSpecs,
  contractorChartSpecs,
  type ChartSpec,
} from '../../src/features/dashboard/lib/chart-specs';
import { last12Months, monthLabel } from '../../src/features/dashboard/lib/period';
import { createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;
let contractor: TestUser;
let other: TestUser;
const period = last12Months();

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Charts Admin' });
  contractor = await createUser('contractor', { name: 'Charts Contractor' });
  other = await createUser('contractor', { name: 'Charts Other' });
  // A few months of work for each contractor, so their charts and the program's differ.
  for (const [user, hours] of [
    [contractor, 1.5],
    [other, 4],
  ] as const) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.cases (title, description, admin_id, contractor_id, status, county, created_at)
       values ('Charts case', 'For dashboard-charts.test', $1, $2, 'in_progress', 'Leon', now() - interval '200 days')
       returning id`,
      [admin.id, user.id],
    );
    await db.query(
      `insert into public.time_entries (case_id, user_id, description, hours, date)
       select $1, $2, 'Charts work', $3, current_date - n * 31 from generate_series(0, 4) n`,
      [rows[0]!.id, user.id, hours],
    );
  }
});
afterAll(() => db.end());

async function chartsOf(user: TestUser) {
  const { data, error } = await user.client.rpc('dashboard_charts', {
    from_on: period.from,
    to_on: period.to,
  });
  expect(error).toBeNull();
  return chartsSchema.parse(data);
}

/** The CSV read back as rows of text, the header row first. */
function csvRows(table: ChartTable): string[][] {
  return Papa.parse<string[]>(chartCsv(table).trimEnd(), { newline: '\r\n' }).data;
}

/** The picture's numbers per category, the table's and the CSV's, side by side. */
function agree(spec: ChartSpec, valueColumns: number[]) {
  const p = spec.picture;
  const picture =
    p.kind === 'bars'
      ? p.categories.map((c, i) => [
          c,
          ...p.series.map((s) => s.values[i]),
          ...(p.line ? [p.line.values[i]] : []),
        ])
      : p.rows.map((r) => [r.label, r.value]);
  const table = spec.table.rows.map((r) => [r[0], ...valueColumns.map((i) => r[i])]);
  expect(table).toEqual(picture);
  const csv = csvRows(spec.table);
  expect(csv[0]).toEqual(spec.table.columns.map((c) => c.header));
  expect(csv.slice(1)).toEqual(spec.table.rows.map((r) => r.map((cell) => String(cell ?? ''))));
  return table;
}

describe('dashboard charts on the seeded stack', () => {
  it('an admin’s hours and mileage: picture, table, CSV and the rows agree', async () => {
    const charts = await chartsOf(admin);
    if (!isAdminCharts(charts)) throw new Error('an admin gets the program’s charts');
    const spec = adminChartSpecs(charts).find((s) => s.id === 'hours-mileage')!;
    const shown = agree(spec, [1, 2]);
    const { rows } = await db.query<{ month: string; hours: string; miles: string }>(
      `select to_char(m, 'YYYY-MM-DD') as month,
              (select coalesce(sum(hours), 0) from public.time_entries
                where date >= m and date < m + interval '1 month' and date between $1 and $2) as hours,
              (select coalesce(sum(miles), 0) from public.case_contacts
                where status = 'submitted' and contact_date >= m and contact_date < m + interval '1 month'
                  and contact_date between $1 and $2) as miles
         from generate_series(date_trunc('month', $1::date), $2::date, interval '1 month') m`,
      [period.from, period.to],
    );
    expect(shown).toEqual(rows.map((r) => [monthLabel(r.month), Number(r.hours), Number(r.miles)]));
    expect(rows).toHaveLength(12);
    // The seed's year of work: most months have hours.
    expect(rows.filter((r) => Number(r.hours) > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('an admin’s caseloads and overdue visits agree with the rows', async () => {
    const charts = await chartsOf(admin);
    if (!isAdminCharts(charts)) throw new Error('an admin gets the program’s charts');
    const specs = adminChartSpecs(charts);
    const loads = agree(
      specs.find((s) => s.id === 'caseloads')!,
      [1],
    );
    const { rows } = await db.query<{ name: string; n: number }>(
      `select u.full_name as name, count(c.id)::int as n
         from public.users u
         left join public.cases c on c.contractor_id = u.id and private.case_is_active(c.status)
        where u.role = 'contractor' and (u.deactivated_at is null or c.id is not null)
        group by u.id, u.full_name
        order by count(c.id) desc, u.full_name, u.id`,
    );
    expect(loads).toEqual(rows.map((r) => [r.name, r.n]));
    expect(loads.filter(([, n]) => Number(n) > 0).length).toBeGreaterThanOrEqual(3);

    const overdue = agree(
      specs.find((s) => s.id === 'visits-overdue')!,
      [1],
    );
    const { rows: byCounty } = await db.query<{ county: string | null; n: number }>(
      `select county, count(*)::int as n from public.visits_due() where overdue
        group by county order by count(*) desc, county nulls last`,
    );
    expect(overdue).toEqual(byCounty.map((r) => [r.county ?? 'No county', r.n]));
    agree(
      specs.find((s) => s.id === 'report-deadlines')!,
      [1, 2, 3, 4],
    );
    agree(
      specs.find((s) => s.id === 'pipeline')!,
      [1],
    );
  });

  it('a contractor’s hours are their own, and agree with their rows', async () => {
    const charts = await chartsOf(contractor);
    if (!isContractorCharts(charts)) throw new Error('a contractor gets their own charts');
    const spec = contractorChartSpecs(charts).find((s) => s.id === 'my-hours')!;
    const shown = agree(spec, [1]);
    const { rows } = await db.query<{ month: string; hours: string }>(
      `select to_char(m, 'YYYY-MM-DD') as month,
              (select coalesce(sum(hours), 0) from public.time_entries
                where user_id = $3 and date >= m and date < m + interval '1 month'
                  and date between $1 and $2) as hours
         from generate_series(date_trunc('month', $1::date), $2::date, interval '1 month') m`,
      [period.from, period.to, contractor.id],
    );
    expect(shown).toEqual(rows.map((r) => [monthLabel(r.month), Number(r.hours)]));
    const total = shown.reduce((sum, [, h]) => sum + Number(h), 0);
    expect(total).toBe(7.5);
    const visits = contractorChartSpecs(charts).find((s) => s.id === 'my-visit-intervals')!;
    expect(visits.table.rows.map((r) => r[0])).toEqual(['Charts case']);
  });

  it('a contractor gets none of the program’s charts, and a free user none at all', async () => {
    const charts = await chartsOf(contractor);
    expect(Object.keys(charts).sort()).toEqual(['deadlines', 'hours', 'visit_intervals']);
    const free = await createUser('free', { name: 'Charts Free' });
    expect(await chartsOf(free)).toEqual({});
  });
});

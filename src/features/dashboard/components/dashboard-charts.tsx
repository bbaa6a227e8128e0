// The dashboard's charts, below its widgets: loaded (this module and its one request) when
// the section scrolls into view, never with the page's first load. One call answers every
// chart of the signed-in role for the chosen period; each chart shows the database's numbers
// as a picture, a table and a CSV.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BarChart, BarList, ChartCard } from '@/components/charts';
import type { Role } from '@/lib/capabilities';
import { errorText } from '@/lib/query-client';
import { isAdminCharts, isContractorCharts, type ChartPeriod } from '../api/charts-api';
import { chartsQuery } from '../api/chart-queries';
import { adminChartSpecs, contractorChartSpecs, type ChartSpec } from '../lib/chart-specs';
import { last12Months } from '../lib/period';
import { PeriodPicker } from './period-picker';

function Chart({ spec, period }: { spec: ChartSpec; period: ChartPeriod }) {
  const p = spec.picture;
  const fileName = spec.periodic
    ? `${spec.fileName}-${period.from}-to-${period.to}`
    : spec.fileName;
  return (
    <ChartCard
      title={spec.title}
      summary={spec.summary}
      note={spec.note}
      table={spec.table}
      fileName={fileName}
      legend={spec.empty ? undefined : spec.legend}
    >
      {spec.empty ? (
        <p className="text-sm text-slate-600">{spec.empty}</p>
      ) : p.kind === 'bars' ? (
        <BarChart categories={p.categories} series={p.series} line={p.line} mark={p.mark} />
      ) : (
        <BarList rows={p.rows} tone={p.tone} mark={p.mark} label={spec.title} />
      )}
    </ChartCard>
  );
}

export function DashboardCharts({ user }: { user: { id: string; role: Role } }) {
  const [period, setPeriod] = useState<ChartPeriod>(() => last12Months());
  const read = useQuery({
    ...chartsQuery(user.id, user.role, period),
    placeholderData: (prev) => prev,
  });
  const charts = read.data;
  const specs = !charts
    ? []
    : isAdminCharts(charts)
      ? adminChartSpecs(charts)
      : isContractorCharts(charts)
        ? contractorChartSpecs(charts)
        : [];
  return (
    <section aria-labelledby="charts-title" className="mt-8" aria-busy={read.isFetching}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="charts-title" className="text-lg font-semibold text-slate-900">
          Charts
        </h2>
        <PeriodPicker period={period} onChange={setPeriod} />
      </div>
      {read.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorText(read.error)}
        </p>
      ) : !charts ? (
        <p className="text-sm text-slate-600">Loading charts…</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {specs.map((spec) => (
            <Chart key={spec.id} spec={spec} period={period} />
          ))}
        </div>
      )}
    </section>
  );
}

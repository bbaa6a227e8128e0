// The period the dashboard's charts cover: the last 12 months (the default), this year, or
// a custom range of days. A custom range applies once both days are in and it is one the
// database takes (it ends on or after its start, 24 months at most).
import { useState } from 'react';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import type { ChartPeriod } from '../api/charts-api';
import {
  customRangeProblem,
  last12Months,
  PERIOD_CHOICES,
  thisYear,
  type PeriodKind,
} from '../lib/period';

interface Props {
  period: ChartPeriod;
  onChange(period: ChartPeriod): void;
}

export function PeriodPicker({ period, onChange }: Props) {
  const [kind, setKind] = useState<PeriodKind>('last12');
  const [custom, setCustom] = useState<ChartPeriod>(period);
  const problem = kind === 'custom' ? customRangeProblem(custom) : null;

  const choose = (next: PeriodKind) => {
    setKind(next);
    if (next === 'year') onChange(thisYear());
    if (next === 'last12') onChange(last12Months());
    if (next === 'custom') setCustom(period);
  };
  const edit = (part: Partial<ChartPeriod>) => {
    const next = { ...custom, ...part };
    setCustom(next);
    if (!customRangeProblem(next)) onChange(next);
  };

  return (
    <div className="flex flex-wrap items-start gap-3">
      <Select
        label="Period"
        value={kind}
        options={PERIOD_CHOICES}
        onChange={(e) => choose(e.target.value as PeriodKind)}
        className="w-full sm:w-48"
      />
      {kind === 'custom' ? (
        <>
          <TextField
            label="From"
            type="date"
            value={custom.from}
            onChange={(e) => edit({ from: e.target.value })}
            error={problem && problem !== 'Enter both dates.' ? problem : undefined}
            className="w-full sm:w-44"
          />
          <TextField
            label="To"
            type="date"
            value={custom.to}
            onChange={(e) => edit({ to: e.target.value })}
            className="w-full sm:w-44"
          />
        </>
      ) : null}
    </div>
  );
}

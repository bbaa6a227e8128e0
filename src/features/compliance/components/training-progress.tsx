// Progress towards good standing: pre-service hours against the program's
// threshold and this year's in-service hours against the yearly one, with what is
// still missing in the database's own words.
import { useId } from 'react';
import type { Standing } from '../api/training-api';
import { hoursText } from '../lib/training';

function Bar({ label, value, required }: { label: string; value: number; required: number }) {
  const id = useId();
  const done = required <= 0 ? 100 : Math.min(100, (value / required) * 100);
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span id={id} className="font-medium text-slate-800">
          {label}
        </span>
        <span className="text-slate-700">
          {hoursText(value)} / {hoursText(required)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={required}
        aria-valuenow={Math.min(value, required)}
        aria-valuetext={`${hoursText(value)} of ${hoursText(required)}`}
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${done >= 100 ? 'bg-green-600' : 'bg-indigo-600'}`}
          style={{ width: `${done}%` }}
        />
      </div>
    </div>
  );
}

export function TrainingProgress({ standing }: { standing: Standing }) {
  const year = standing.in_service_year;
  const from = standing.in_service_applies_from;
  const owesThisYear = Number(standing.in_service_required) > 0;
  return (
    <div className="space-y-4">
      <p
        className={`rounded-lg px-3 py-2 text-sm font-medium ${
          standing.good_standing ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'
        }`}
      >
        {standing.good_standing
          ? 'In good standing'
          : `Not in good standing: ${standing.shortfall ?? 'training hours still needed'}`}
      </p>
      <Bar
        label="Pre-service training"
        value={Number(standing.pre_service_hours)}
        required={Number(standing.pre_service_required)}
      />
      {owesThisYear ? (
        <Bar
          label={`In-service training, ${year}`}
          value={Number(standing.in_service_hours)}
          required={Number(standing.in_service_required)}
        />
      ) : (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-800">In-service training, {year}: </span>
          {hoursText(Number(standing.in_service_hours))}.{' '}
          {from
            ? `Yearly hours are required from ${from}, the first full year after approval.`
            : 'Yearly hours are required once you are approved as a contractor.'}
        </p>
      )}
    </div>
  );
}

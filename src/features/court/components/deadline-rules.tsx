// 'Report Deadlines' in Settings (admins): how long before a hearing each category's
// report is due, the rule it comes from and whether counsel has confirmed it. Saving a
// rule moves the due dates of hearings still ahead.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { Select } from '@/components/select';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { errorText } from '@/lib/query-client';
import type { DeadlineRule } from '../api/court-api';
import { deadlineRulesQuery } from '../api/queries';
import { periodText } from '../lib/deadlines';
import { courtErrorMessage } from '../lib/errors';
import { useCourtActions } from '../stores/court-store';

export function DeadlineRules() {
  const user = useCurrentUser();
  const allowed = can(user, 'editDeadlineRules');
  const read = useQuery({ ...deadlineRulesQuery(), enabled: allowed });
  const rules = read.data ?? [];
  const error = errorText(read.error);
  if (!allowed) return null;

  return (
    <Card title="Report Deadlines" className="lg:col-span-2">
      <p className="text-sm text-slate-700">
        A GAL report is due this long before each hearing, by the case&apos;s category. These
        defaults come from the rules named; the program must confirm them with counsel. A change
        moves the due dates of hearings still ahead.
      </p>
      <FormError message={error} />
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {rules.map((rule) => (
          <RuleForm key={`${rule.category}-${rule.updated_at}`} rule={rule} />
        ))}
      </div>
    </Card>
  );
}

function RuleForm({ rule }: { rule: DeadlineRule }) {
  const [hours, setHours] = useState(String(rule.hours_before));
  const [source, setSource] = useState(rule.source);
  const [confirmed, setConfirmed] = useState(rule.confirmed_with_counsel);
  const [unit, setUnit] = useState(rule.period_unit === 'days' ? 'days' : 'hours');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const value = Number(hours);
  const hoursError =
    Number.isInteger(value) && value >= 1 && value <= 8760
      ? undefined
      : 'Enter whole hours from 1 to 8760.';
  // A days rule counts whole calendar days (report_deadline_rules_whole_days).
  const unitError =
    !hoursError && unit === 'days' && value % 24 !== 0
      ? 'Counting days needs whole days of hours (24, 48, 72...).'
      : undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    setProblem(source.trim() ? null : 'Name the rule this comes from.');
    if (hoursError || unitError || !source.trim()) return;
    setBusy(true);
    const failure = await useCourtActions.getState().saveRule(rule.category, {
      hours_before: value,
      period_unit: unit,
      source,
      confirmed_with_counsel: confirmed,
    });
    setBusy(false);
    if (failure) setProblem(courtErrorMessage(failure));
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`${rule.category} report deadline`}
      className="space-y-3 rounded-xl border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{rule.category}</h3>
        {rule.confirmed_with_counsel ? (
          <Badge tone="success">Confirmed</Badge>
        ) : (
          <Badge tone="warning">To confirm with counsel</Badge>
        )}
      </div>
      <TextField
        label="Hours before the hearing"
        type="number"
        min={1}
        max={8760}
        step={1}
        inputMode="numeric"
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        hint={hoursError || unitError ? undefined : `Due ${periodText(value, unit)}.`}
        error={(hours !== '' || tried) && hoursError ? hoursError : undefined}
      />
      <Select
        label="Counted in"
        options={PERIOD_UNITS}
        value={unit}
        onChange={(e) => setUnit(e.target.value === 'days' ? 'days' : 'hours')}
        hint="Hours count every elapsed hour, so across a daylight saving change the clock time shifts an hour; days keep the hearing's clock time."
        error={unitError}
      />
      <TextField
        label="Source"
        maxLength={300}
        value={source}
        onChange={(e) => setSource(e.target.value)}
      />
      <Checkbox
        label="Confirmed with counsel"
        checked={confirmed}
        onChange={(e) => setConfirmed(e.target.checked)}
      />
      <FormError message={problem} />
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {busy ? 'Saving...' : `Save ${rule.category}`}
      </button>
    </form>
  );
}

const PERIOD_UNITS = [
  { value: 'hours', label: 'Elapsed hours' },
  { value: 'days', label: 'Calendar days' },
];

// Settings' 'Program Settings' (admins only): the training hours that make good
// standing, the visit standard, the caseload cap the dashboard's chart marks, and the
// billing policy (most miles and hours a
// contractor may claim for one day, and the amount above which an expense needs a
// receipt). Each value says what is wrong with it; a change applies at once to every
// standing, the Visits Due widget and the next work saved. The limits are the
// database's own (program_settings' checks), so nothing the form accepts is refused.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { centsToDecimal, toCents } from '@/lib/money';
import { errorText } from '@/lib/query-client';
import type { ProgramSettings as Row } from '../api/program-settings-api';
import { programSettingsQuery } from '../api/queries';
import { useProgramSettingsStore } from '../stores/program-settings-store';

type Key =
  | 'pre_service_hours'
  | 'in_service_hours_per_year'
  | 'visit_threshold_days'
  | 'visit_due_soon_days'
  | 'caseload_cap'
  | 'max_miles_per_day'
  | 'max_hours_per_day'
  | 'receipt_required_above_cents';

/** How a value is typed: quarter hours, whole days or cases, miles to a tenth, or dollars and cents. */
type Kind = 'hours' | 'days' | 'count' | 'miles' | 'dollars';

const FIELDS: {
  key: Key;
  label: string;
  hint: string;
  kind: Kind;
  min: number;
  max: number;
}[] = [
  {
    key: 'pre_service_hours',
    label: 'Pre-service training hours',
    hint: 'Approved hours before a contractor may take cases (National CASA/GAL: 30).',
    kind: 'hours',
    min: 0,
    max: 500,
  },
  {
    key: 'in_service_hours_per_year',
    label: 'In-service training hours per year',
    hint: 'Each calendar year after the year of approval (National CASA/GAL: 12).',
    kind: 'hours',
    min: 0,
    max: 500,
  },
  {
    key: 'visit_threshold_days',
    label: 'Visit standard (days)',
    hint: 'A case is overdue with no in-person contact with the child for this long.',
    kind: 'days',
    min: 1,
    max: 365,
  },
  {
    key: 'visit_due_soon_days',
    label: 'Due-soon window (days)',
    hint: 'Visits Due also lists cases this many days before they are overdue (0: off).',
    kind: 'days',
    min: 0,
    max: 90,
  },
  {
    key: 'caseload_cap',
    label: 'Caseload cap (active cases)',
    hint: 'Most active cases one contractor should carry; the caseload chart marks it.',
    kind: 'count',
    min: 1,
    max: 100,
  },
  {
    key: 'max_miles_per_day',
    label: 'Most miles per day',
    hint: 'Program policy: a contractor’s mileage for one day may not pass this (default 300).',
    kind: 'miles',
    min: 1,
    max: 2000,
  },
  {
    key: 'max_hours_per_day',
    label: 'Most hours per day',
    hint: 'Program policy: a contractor’s logged time for one day may not pass this (default 16).',
    kind: 'hours',
    min: 0.25,
    max: 24,
  },
  {
    key: 'receipt_required_above_cents',
    label: 'Receipt required above ($)',
    hint: 'Program policy: a submitted expense above this amount needs a receipt (default $25.00).',
    kind: 'dollars',
    min: 0,
    max: 10000,
  },
];

const STEPS: Record<Kind, number> = { hours: 0.25, days: 1, count: 1, miles: 0.1, dollars: 0.01 };

function problem(field: (typeof FIELDS)[number], text: string): string | null {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) return 'Enter a number';
  if (n < field.min || n > field.max) {
    return field.kind === 'dollars'
      ? `Between $${field.min.toFixed(2)} and $${field.max.toLocaleString('en-US')}.00`
      : `Between ${field.min} and ${field.max}`;
  }
  const whole = (scale: number) => Math.abs(n * scale - Math.round(n * scale)) < 1e-9;
  if (field.kind === 'hours' && !whole(4)) return 'Whole quarter hours (0.25 steps)';
  if (field.kind === 'days' && !Number.isInteger(n)) return 'Whole days';
  if (field.kind === 'count' && !Number.isInteger(n)) return 'A whole number';
  if (field.kind === 'miles' && !whole(10)) return 'Miles to a tenth (0.1 steps)';
  if (field.kind === 'dollars' && !whole(100)) return 'Dollars and cents (0.01 steps)';
  return null;
}

/** The stored value as the field shows it: cents as dollars, numbers as typed. */
function shown(field: (typeof FIELDS)[number], row: Row): string {
  const value = Number(row[field.key]);
  return field.kind === 'dollars' ? centsToDecimal(value) : String(value);
}

/** The typed value as the database stores it: dollars as integer cents. */
function stored(field: (typeof FIELDS)[number], text: string): number {
  return field.kind === 'dollars' ? toCents(Number(text)) : Number(text);
}

const asText = (row: Row) =>
  Object.fromEntries(FIELDS.map((f) => [f.key, shown(f, row)])) as Record<Key, string>;

export function ProgramSettingsSection() {
  const user = useCurrentUser();
  const admin = can(user, 'editProgramSettings');
  const read = useQuery({ ...programSettingsQuery(), enabled: admin });
  const row = read.data ?? null;
  const loadError = errorText(read.error);
  const saving = useProgramSettingsStore((s) => s.saving);
  const saveError = useProgramSettingsStore((s) => s.error);
  const saved = useProgramSettingsStore((s) => s.saved);
  // What the admin typed; until then, the saved row.
  const [draft, setDraft] = useState<Record<Key, string> | null>(null);
  const values = draft ?? (row ? asText(row) : null);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});

  if (!admin) return null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!values) return;
    const found = Object.fromEntries(
      FIELDS.map((f) => [f.key, problem(f, values[f.key])]).filter(([, p]) => p),
    ) as Partial<Record<Key, string>>;
    setErrors(found);
    if (Object.keys(found).length) return;
    void useProgramSettingsStore
      .getState()
      .save(Object.fromEntries(FIELDS.map((f) => [f.key, stored(f, values[f.key])])))
      .then(() => {
        if (!useProgramSettingsStore.getState().error) setDraft(null);
      });
  }

  return (
    <Card title="Program Settings" className="lg:col-span-2">
      <FormError message={loadError} />
      {!values ? (
        loadError ? null : (
          <Spinner label="Loading program settings" />
        )
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <TextField
              key={f.key}
              label={f.label}
              hint={f.hint}
              type="number"
              inputMode="decimal"
              min={f.min}
              max={f.max}
              step={STEPS[f.kind]}
              value={values[f.key]}
              error={errors[f.key]}
              onChange={(e) => setDraft({ ...values, [f.key]: e.target.value })}
            />
          ))}
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <button type="submit" className={buttonClass('primary')} disabled={saving}>
              {saving ? 'Saving...' : 'Save Program Settings'}
            </button>
            <FormError message={saveError} />
            {saved && !saveError ? (
              <p role="status" className="text-sm text-green-800">
                Program settings saved.
              </p>
            ) : null}
          </div>
        </form>
      )}
    </Card>
  );
}

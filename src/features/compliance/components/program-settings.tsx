// Settings' 'Program Settings' (admins only): the training hours that make good
// standing, the visit standard and the caseload cap the dashboard's chart marks. Each value says what is wrong with it; a change
// applies at once to every standing and to the Visits Due widget.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { errorText } from '@/lib/query-client';
import type { ProgramSettings as Row } from '../api/program-settings-api';
import { programSettingsQuery } from '../api/queries';
import { useProgramSettingsStore } from '../stores/program-settings-store';

type Key =
  | 'pre_service_hours'
  | 'in_service_hours_per_year'
  | 'visit_threshold_days'
  | 'visit_due_soon_days'
  | 'caseload_cap';

const FIELDS: {
  key: Key;
  label: string;
  hint: string;
  hours: boolean;
  min: number;
  max: number;
}[] = [
  {
    key: 'pre_service_hours',
    label: 'Pre-service training hours',
    hint: 'Approved hours before a contractor may take cases (National CASA/GAL: 30).',
    hours: true,
    min: 0,
    max: 500,
  },
  {
    key: 'in_service_hours_per_year',
    label: 'In-service training hours per year',
    hint: 'Each calendar year after the year of approval (National CASA/GAL: 12).',
    hours: true,
    min: 0,
    max: 500,
  },
  {
    key: 'visit_threshold_days',
    label: 'Visit standard (days)',
    hint: 'A case is overdue with no in-person contact with the child for this long.',
    hours: false,
    min: 1,
    max: 365,
  },
  {
    key: 'visit_due_soon_days',
    label: 'Due-soon window (days)',
    hint: 'Visits Due also lists cases this many days before they are overdue (0: off).',
    hours: false,
    min: 0,
    max: 90,
  },
  {
    key: 'caseload_cap',
    label: 'Caseload cap (active cases)',
    hint: 'Most active cases one contractor should carry; the caseload chart marks it.',
    hours: false,
    min: 1,
    max: 100,
  },
];

function problem(field: (typeof FIELDS)[number], text: string): string | null {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) return 'Enter a number';
  if (n < field.min || n > field.max) return `Between ${field.min} and ${field.max}`;
  if (field.hours && !Number.isInteger(n * 4)) return 'Whole quarter hours (0.25 steps)';
  if (!field.hours && !Number.isInteger(n)) return 'Whole days';
  return null;
}

const asText = (row: Row) =>
  Object.fromEntries(FIELDS.map((f) => [f.key, String(Number(row[f.key]))])) as Record<Key, string>;

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
      .save(Object.fromEntries(FIELDS.map((f) => [f.key, Number(values[f.key])])))
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
              step={f.hours ? 0.25 : 1}
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

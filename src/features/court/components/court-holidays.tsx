// 'Court Holidays' in Settings (admins): the days Florida's courts are closed, statewide or
// in one circuit, by year, which Rule 2.514 skips when it counts a report's due date. An
// admin adds, corrects and deletes them with the source (a circuit's administrative order)
// and whether the program has confirmed them; each change recounts the unfinished reports
// it touches, and the due dates that moved are listed under it. RLS lets only admins
// write holidays and read the moves; this section is only offered to them.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { FormError } from '@/components/form-error';
import { Select } from '@/components/select';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { countyTimeZone } from '@/content/florida';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { formatCourtDateTime } from '@/lib/court-time';
import { paths } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import type { CourtHoliday, DueChange, HolidayFields } from '../api/court-api';
import { courtHolidaysQuery, dueChangesQuery } from '../api/queries';
import { courtErrorMessage } from '../lib/errors';
import { useCourtActions } from '../stores/court-store';

const STATEWIDE = 'statewide';

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const SCOPES = [
  { value: STATEWIDE, label: 'Statewide' },
  ...Array.from({ length: 20 }, (_, i) => ({
    value: String(i + 1),
    label: `${ordinal(i + 1)} Circuit`,
  })),
];

const scopeText = (circuit: number | null) =>
  circuit === null ? 'Statewide' : `${ordinal(circuit)} Circuit`;

/** A calendar day ('2026-07-03') as 'Fri, Jul 3, 2026', whatever the browser's zone. */
function dayText(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return d.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

export function CourtHolidays() {
  const user = useCurrentUser();
  const allowed = can(user, 'editCourtHolidays');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const read = useQuery({ ...courtHolidaysQuery(year), enabled: allowed });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!allowed) return null;

  const holidays = read.data ?? [];
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
  const { saveHoliday, removeHoliday } = useCourtActions.getState();
  const done = (error: unknown) => {
    if (!error) setEditing(null);
    return error;
  };

  async function remove(h: CourtHoliday) {
    if (!window.confirm(`Delete ${h.name} (${dayText(h.day)})? Due dates it moved are recounted.`))
      return;
    const error = await removeHoliday(h.id);
    setProblem(error ? courtErrorMessage(error) : null);
  }

  return (
    <Card title="Court Holidays" className="lg:col-span-2">
      <p className="text-sm text-slate-700">
        Days the courts are closed. A report due on one of them, or on a weekend, is due the court
        day before (Fla. R. Gen. Prac. &amp; Jud. Admin. 2.514). Confirm each with the
        circuit&apos;s administrative order; a change recounts unfinished reports for hearings
        ahead.
      </p>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <Select
          label="Year"
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          value={String(year)}
          onChange={(e) => {
            setYear(Number(e.target.value));
            setEditing(null);
          }}
        />
        {editing === null ? (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setEditing('new')}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Holiday
          </button>
        ) : null}
      </div>
      <FormError message={problem ?? errorText(read.error)} />
      {editing === 'new' ? (
        <div className="mt-3">
          <HolidayForm
            onSubmit={async (f) => done(await saveHoliday(null, f))}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      {read.isPending ? (
        <Spinner label="Loading court holidays" className="mt-3" />
      ) : holidays.length ? (
        <ul className="mt-3 divide-y divide-slate-100" aria-label={`Court holidays in ${year}`}>
          {holidays.map((h) =>
            editing === h.id ? (
              <li key={h.id} className="py-3">
                <HolidayForm
                  initial={h}
                  onSubmit={async (f) => done(await saveHoliday(h.id, f))}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={h.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    <time dateTime={h.day}>{dayText(h.day)}</time>: {h.name}
                  </p>
                  <p className="text-sm break-words text-slate-600">
                    {scopeText(h.circuit)} · {h.source}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {h.confirmed_by_program ? (
                    <Badge tone="success">Confirmed</Badge>
                  ) : (
                    <Badge tone="warning">To confirm</Badge>
                  )}
                  {editing === null ? (
                    <button
                      type="button"
                      className={buttonClass('ghost')}
                      onClick={() => setEditing(h.id)}
                      aria-label={`Edit ${h.name}, ${dayText(h.day)}`}
                    >
                      Edit
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={buttonClass('ghost', 'text-red-700 hover:text-red-800')}
                    onClick={() => void remove(h)}
                    aria-label={`Delete ${h.name}, ${dayText(h.day)}`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      ) : (
        <p className="mt-3 text-slate-600">No court holidays entered for {year}.</p>
      )}
      <DueChanges />
    </Card>
  );
}

interface HolidayFormProps {
  initial?: CourtHoliday;
  onSubmit(f: HolidayFields): Promise<unknown>;
  onCancel(): void;
}

function HolidayForm({ initial, onSubmit, onCancel }: HolidayFormProps) {
  const id = useId();
  const [day, setDay] = useState(initial?.day ?? '');
  const [name, setName] = useState(initial?.name ?? '');
  const [scope, setScope] = useState(
    initial?.circuit == null ? STATEWIDE : String(initial.circuit),
  );
  const [source, setSource] = useState(initial?.source ?? '');
  const [confirmed, setConfirmed] = useState(initial?.confirmed_by_program ?? false);
  const [errors, setErrors] = useState<{ day?: string; name?: string; source?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = {
      day: /^\d{4}-\d{2}-\d{2}$/.test(day) ? undefined : 'Enter the date.',
      name: name.trim() ? undefined : 'Name the holiday.',
      source: source.trim() ? undefined : 'Name the source, e.g. the administrative order.',
    };
    setErrors(found);
    setFailure(null);
    if (found.day || found.name || found.source) return;
    setBusy(true);
    const error = await onSubmit({
      day,
      name,
      circuit: scope === STATEWIDE ? null : Number(scope),
      source,
      confirmed_by_program: confirmed,
    });
    setBusy(false);
    if (error) setFailure(courtErrorMessage(error));
  }

  const title = initial ? `Edit ${initial.name}` : 'Add Court Holiday';
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900 sm:col-span-2">
        {title}
      </h3>
      <TextField
        label="Date"
        type="date"
        required
        value={day}
        onChange={(e) => setDay(e.target.value)}
        error={errors.day}
      />
      <TextField
        label="Name"
        required
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <Select
        label="Courts closed"
        options={SCOPES}
        value={scope}
        onChange={(e) => setScope(e.target.value)}
      />
      <TextField
        label="Source"
        required
        maxLength={300}
        hint="The statute or the circuit's administrative order."
        value={source}
        onChange={(e) => setSource(e.target.value)}
        error={errors.source}
      />
      <Checkbox
        label="Confirmed by the program"
        className="sm:col-span-2"
        checked={confirmed}
        onChange={(e) => setConfirmed(e.target.checked)}
      />
      <div className="sm:col-span-2">
        <FormError message={failure} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Saving...' : initial ? 'Save Holiday' : 'Add Holiday'}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The report due dates a rule or a holiday moved, latest first, in each court's zone. */
function DueChanges() {
  const read = useQuery(dueChangesQuery());
  const changes = read.data ?? [];
  return (
    <section aria-labelledby="due-changes-heading" className="mt-6">
      <h3 id="due-changes-heading" className="font-semibold text-slate-900">
        Report due dates moved
      </h3>
      <FormError message={errorText(read.error)} />
      {read.isPending ? (
        <Spinner label="Loading due date changes" className="mt-2" />
      ) : changes.length ? (
        <ul className="mt-2 space-y-2">
          {changes.map((c) => (
            <DueChangeItem key={c.id} change={c} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No report due dates have been moved.</p>
      )}
    </section>
  );
}

function DueChangeItem({ change }: { change: DueChange }) {
  const theCase = change.court_date?.case ?? null;
  const zone = countyTimeZone(theCase?.county);
  return (
    <li className="text-sm text-slate-700">
      {theCase ? (
        <Link
          to={paths.dashboard.case(theCase.id)}
          className="font-medium break-words text-indigo-800 hover:underline"
        >
          {theCase.title}
        </Link>
      ) : (
        <span className="font-medium">A court date</span>
      )}
      : due <time dateTime={change.due_at}>{formatCourtDateTime(change.due_at, zone)}</time>, was{' '}
      <time dateTime={change.previous_due_at}>
        {formatCourtDateTime(change.previous_due_at, zone)}
      </time>
      . <span className="text-slate-600">{change.cause}.</span>
    </li>
  );
}

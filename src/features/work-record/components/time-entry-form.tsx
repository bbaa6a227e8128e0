// Add or edit a time entry: date (default today), hours in 0.25 steps,
// description. Checks run here first; the database has the last word and its
// refusal is explained in the same place.
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import type { TimeEntryFields } from '../api/time-entries-api';
import { todayIso } from '@/lib/dates';
import {
  timeEntryErrorMessage,
  validateTimeEntry,
  type TimeEntryErrors,
  type TimeEntryInput,
} from '../lib/time-entry-rules';

interface TimeEntryFormProps {
  title: string;
  /** h2 on its own (Add Time Entry), h3 inside the Time Entries list. */
  headingLevel?: 2 | 3;
  submitLabel: string;
  initial?: TimeEntryFields;
  caseCompleted: boolean;
  /** The case's first loggable day (`caseStartIso`): the picker's minimum. */
  firstDate: string;
  /** Resolves to null when saved, or the error to explain. */
  onSubmit: (fields: TimeEntryFields) => Promise<unknown>;
  onCancel?: () => void;
}

export function TimeEntryForm(props: TimeEntryFormProps) {
  const {
    title,
    headingLevel = 3,
    submitLabel,
    initial,
    caseCompleted,
    firstDate,
    onSubmit,
    onCancel,
  } = props;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const blank = { date: todayIso(), hours: '', description: '' };
  const [form, setForm] = useState<TimeEntryInput>(
    initial ? { ...initial, hours: String(initial.hours) } : blank,
  );
  const [errors, setErrors] = useState<TimeEntryErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateTimeEntry(form, todayIso(), firstDate);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    const error = await onSubmit({
      date: form.date,
      hours: Number(form.hours),
      description: form.description,
    });
    setBusy(false);
    if (error) setFailure(timeEntryErrorMessage(error, caseCompleted));
    else if (!initial) setForm(blank);
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      noValidate
      className="grid gap-3 sm:grid-cols-4"
    >
      <Heading id={`${id}-title`} className="font-semibold text-slate-900 sm:col-span-4">
        {title}
      </Heading>
      <div>
        <TextField
          label="Date"
          type="date"
          min={firstDate}
          max={todayIso()}
          value={form.date}
          error={errors.date}
          onChange={(e) => setForm({ ...form, date: e.target.value })}
        />
      </div>
      <div>
        <TextField
          label="Hours"
          type="number"
          inputMode="decimal"
          step="0.25"
          min="0.25"
          max="24"
          value={form.hours}
          error={errors.hours}
          onChange={(e) => setForm({ ...form, hours: e.target.value })}
        />
      </div>
      <TextArea
        label="Description"
        className="sm:col-span-2"
        rows={2}
        maxLength={2000}
        value={form.description}
        error={errors.description}
        onChange={(e) => setForm({ ...form, description: e.target.value })}
      />
      <div className="sm:col-span-4">
        <FormError message={failure} />
      </div>
      <div className="flex gap-2 sm:col-span-4">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

// Add or edit a court date: when (date and time, the browser's time zone), hearing type,
// courtroom, judge, notes. Checked here first; a refusal from the database is explained in
// the same place and nothing typed is lost.
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import type { CourtDate, CourtDateFields } from '../api/court-api';
import { fromLocalInput, toLocalInput } from '../lib/deadlines';
import { courtErrorMessage } from '../lib/errors';
import { HEARING_TYPES, type HearingType } from '../lib/labels';

interface CourtDateFormProps {
  /** The court date being edited; a new one when absent. */
  initial?: CourtDate;
  /** Resolves to null when saved, or the error to explain. */
  onSubmit(fields: CourtDateFields): Promise<unknown>;
  onCancel(): void;
}

interface Draft {
  when: string;
  hearingType: HearingType | '';
  courtroom: string;
  judge: string;
  notes: string;
}

export function CourtDateForm({ initial, onSubmit, onCancel }: CourtDateFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({
    when: initial ? toLocalInput(initial.hearing_at) : '',
    hearingType: initial?.hearing_type ?? '',
    courtroom: initial?.courtroom ?? '',
    judge: initial?.judge ?? '',
    notes: initial?.notes ?? '',
  });
  const [errors, setErrors] = useState<{ when?: string; hearingType?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const edit = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const hearingAt = fromLocalInput(draft.when);
    const found = {
      when: hearingAt ? undefined : 'Enter the hearing date and time.',
      hearingType: draft.hearingType ? undefined : 'Choose the hearing type.',
    };
    setErrors(found);
    setFailure(null);
    if (!hearingAt || !draft.hearingType) return;
    setBusy(true);
    const error = await onSubmit({
      hearing_at: hearingAt,
      hearing_type: draft.hearingType,
      courtroom: draft.courtroom,
      judge: draft.judge,
      notes: draft.notes,
    });
    setBusy(false);
    if (error) setFailure(courtErrorMessage(error));
  }

  const title = initial ? 'Edit Court Date' : 'Add Court Date';
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
        label="Hearing date and time"
        type="datetime-local"
        required
        value={draft.when}
        onChange={(e) => edit({ when: e.target.value })}
        error={errors.when}
      />
      <Select
        label="Hearing type"
        required
        placeholder="Select a hearing type"
        options={HEARING_TYPES}
        value={draft.hearingType}
        onChange={(e) => edit({ hearingType: e.target.value as HearingType | '' })}
        error={errors.hearingType}
      />
      <TextField
        label="Courtroom"
        maxLength={100}
        value={draft.courtroom}
        onChange={(e) => edit({ courtroom: e.target.value })}
      />
      <TextField
        label="Judge"
        maxLength={200}
        value={draft.judge}
        onChange={(e) => edit({ judge: e.target.value })}
      />
      <TextArea
        label="Notes"
        hint="Seen only by admins and this case's contractor; never in the calendar feed or email."
        rows={2}
        maxLength={2000}
        className="sm:col-span-2"
        value={draft.notes}
        onChange={(e) => edit({ notes: e.target.value })}
      />
      <div className="sm:col-span-2">
        <FormError message={failure} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Saving...' : initial ? 'Save Court Date' : 'Add Court Date'}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

// Add or edit a court date: when (date and time on the court's clock, in the zone of the
// case's courthouse, whatever the browser's zone), hearing type, courtroom, judge, notes. Checked here first; a refusal from the database is explained in
// the same place and nothing typed is lost. A new hearing dated in the past asks whether it
// already happened (then it is recorded as held) before it is saved. A blank judge or
// courtroom takes the case's (the database fills them from the case's court details).
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormError } from '@/components/form-error';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { countyLabel } from '@/content/florida';
import { courtLocalToUtcIso, utcToCourtLocal } from '@/lib/court-time';
import type { CourtDate, CourtDateFields } from '../api/court-api';
import { courtErrorMessage } from '../lib/errors';
import { HEARING_TYPES, type HearingType } from '../lib/labels';

interface CourtDateFormProps {
  /** The court date being edited; a new one when absent. */
  initial?: CourtDate;
  /** Resolves to null when saved, or the error to explain. */
  onSubmit(fields: CourtDateFields): Promise<unknown>;
  onCancel(): void;
  /** The court's IANA zone: the date and time are typed on its clock. */
  zone: string;
  /** The case's county, to name the court; null for a case without one. */
  county: string | null;
}

const ZONE_NAMES: Readonly<Record<string, string>> = {
  'America/Chicago': 'Central',
  'America/New_York': 'Eastern',
};

interface Draft {
  date: string;
  time: string;
  hearingType: HearingType | '';
  courtroom: string;
  judge: string;
  notes: string;
}

export function CourtDateForm({ initial, onSubmit, onCancel, zone, county }: CourtDateFormProps) {
  const id = useId();
  const typed = initial ? utcToCourtLocal(initial.hearing_at, zone) : null;
  const [draft, setDraft] = useState<Draft>({
    date: typed?.date ?? '',
    time: typed?.time ?? '',
    hearingType: initial?.hearing_type ?? '',
    courtroom: initial?.courtroom ?? '',
    judge: initial?.judge ?? '',
    notes: initial?.notes ?? '',
  });
  const [errors, setErrors] = useState<{ when?: string; hearingType?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A new hearing's past time, waiting for the answer to "did it already happen?". */
  const [pastAt, setPastAt] = useState<string | null>(null);
  const edit = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  async function save(hearingAt: string, held: boolean) {
    if (!draft.hearingType) return;
    setBusy(true);
    const error = await onSubmit({
      hearing_at: hearingAt,
      hearing_type: draft.hearingType,
      courtroom: draft.courtroom,
      judge: draft.judge,
      notes: draft.notes,
      ...(held ? { hearing_status: 'held' as const } : {}),
    });
    setBusy(false);
    if (error) setFailure(courtErrorMessage(error));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const hearingAt = courtLocalToUtcIso(draft.date, draft.time, zone);
    const found = {
      when: hearingAt ? undefined : 'Enter the hearing date and time.',
      hearingType: draft.hearingType ? undefined : 'Choose the hearing type.',
    };
    setErrors(found);
    setFailure(null);
    if (!hearingAt || !draft.hearingType) return;
    if (!initial && Date.parse(hearingAt) < Date.now()) {
      setPastAt(hearingAt);
      return;
    }
    await save(hearingAt, false);
  }

  const title = initial ? 'Edit Court Date' : 'Add Court Date';
  const court = county ? `${countyLabel(county)} court` : 'the program (the case has no county)';
  const zoneName = ZONE_NAMES[zone] ?? zone;
  // Says back what was typed, on whose clock: '9:00 AM Central — Escambia County court'.
  const clock = /^(\d{2}):(\d{2})$/.exec(draft.time);
  const zoneHint = clock
    ? `${Number(clock[1]) % 12 || 12}:${clock[2]} ${Number(clock[1]) < 12 ? 'AM' : 'PM'} ${zoneName} — ${court}`
    : `${zoneName} time — ${court}`;
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
        label="Hearing date"
        type="date"
        required
        value={draft.date}
        onChange={(e) => edit({ date: e.target.value })}
        error={errors.when}
      />
      <TextField
        label="Hearing time"
        type="time"
        required
        hint={zoneHint}
        value={draft.time}
        onChange={(e) => edit({ time: e.target.value })}
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
        label="Courtroom or location"
        hint="As on the notice, e.g. Courtroom 4B"
        maxLength={100}
        value={draft.courtroom}
        placeholder={initial ? undefined : 'Blank: the case’s courtroom'}
        onChange={(e) => edit({ courtroom: e.target.value })}
      />
      <TextField
        label="Judge"
        maxLength={200}
        placeholder={initial ? undefined : 'Blank: the case’s judge'}
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
      <ConfirmDialog
        open={pastAt !== null}
        title="Did this hearing already happen?"
        description="The date you entered has passed. If the hearing was held, it is recorded as held; otherwise correct the date."
        confirmLabel="Yes, it was held"
        cancelLabel="No, change the date"
        onCancel={() => setPastAt(null)}
        onConfirm={() => {
          const at = pastAt;
          setPastAt(null);
          if (at) void save(at, true);
        }}
      />
    </form>
  );
}

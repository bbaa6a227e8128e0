// A hearing's outcome: held (with what the court did), continued or rescheduled to a new
// time (its report deadline moves with it; the old time stays in the history), or
// cancelled (no report is then due). Whoever may edit the hearing records it.
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { courtLocalToUtcIso } from '@/lib/court-time';
import type { CourtDate, OutcomeFields } from '../api/court-api';
import { courtErrorMessage } from '../lib/errors';
import { HEARING_OUTCOMES } from '../lib/labels';
import { useCourtActions } from '../stores/court-store';

const STATUS_TEXT: Record<string, string> = {
  held: 'Held',
  continued: 'Continued to this date',
  cancelled: 'Cancelled',
};

export function HearingOutcome({ item, zone }: { item: CourtDate; zone: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeFields['hearing_status']>('held');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = item.hearing_status ?? 'scheduled';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const movedTo = outcome === 'continued' ? courtLocalToUtcIso(date, time, zone) : undefined;
    if (outcome === 'continued' && !movedTo) {
      setFailure('Enter the new date and time the hearing was continued to.');
      return;
    }
    setBusy(true);
    const error = await useCourtActions.getState().recordOutcome(item.id, {
      hearing_status: outcome,
      hearing_at: movedTo ?? undefined,
      outcome_notes: notes,
    });
    setBusy(false);
    if (error) setFailure(courtErrorMessage(error));
    else {
      setFailure(null);
      setOpen(false);
    }
  }

  return (
    <div className="mt-2">
      {status !== 'scheduled' ? (
        <p className="text-sm text-slate-800">
          <span className="font-medium">{STATUS_TEXT[status] ?? status}</span>
          {item.outcome_notes ? `: ${item.outcome_notes}` : null}
        </p>
      ) : null}
      {open ? (
        <form
          onSubmit={submit}
          noValidate
          aria-labelledby={`${id}-title`}
          className="mt-2 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2"
        >
          <h4 id={`${id}-title`} className="font-semibold text-slate-900 sm:col-span-2">
            Record the outcome
          </h4>
          <Select
            label="Outcome"
            options={HEARING_OUTCOMES}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as OutcomeFields['hearing_status'])}
          />
          {outcome === 'continued' ? (
            <>
              <TextField
                label="New hearing date"
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
              />
              <TextField
                label="New hearing time"
                type="time"
                value={time}
                onChange={(e) => setTime(e.target.value)}
              />
            </>
          ) : null}
          <TextArea
            label={outcome === 'held' ? 'What the court did' : 'Notes'}
            rows={2}
            maxLength={2000}
            className="sm:col-span-2"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <div className="sm:col-span-2">
            <FormError message={failure} />
          </div>
          <div className="flex gap-2 sm:col-span-2">
            <button type="submit" className={buttonClass('primary')} disabled={busy}>
              {busy ? 'Saving...' : 'Save Outcome'}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setOpen(false)}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : status !== 'cancelled' ? (
        <button type="button" className={buttonClass('ghost')} onClick={() => setOpen(true)}>
          Record outcome
        </button>
      ) : null}
    </div>
  );
}

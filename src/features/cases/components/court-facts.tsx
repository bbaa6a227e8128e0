// The court's facts on the case: its court case number, division, judge and courtroom.
// Everyone who reads the case sees them; an admin edits them (a new hearing then takes
// the judge and courtroom). The number is checked loosely against Florida's format.
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { messageOf } from '@/lib/errors';
import type { CourtFacts } from '../api/case-file-api';
import type { CaseDetail } from '../api/cases-api';
import { COURT_CASE_NUMBER_HINT, courtCaseNumberValid } from '../lib/court-case-number';

const factsOf = (item: CaseDetail): CourtFacts => ({
  court_case_number: item.court_case_number ?? null,
  court_division: item.court_division ?? null,
  court_judge: item.court_judge ?? null,
  court_courtroom: item.court_courtroom ?? null,
});

const LABELS: [keyof CourtFacts, string][] = [
  ['court_case_number', 'Court case number'],
  ['court_division', 'Division'],
  ['court_judge', 'Judge'],
  ['court_courtroom', 'Courtroom'],
];

export function CourtFactsSection({
  item,
  editable,
  onSave,
}: {
  item: CaseDetail;
  editable: boolean;
  /** Resolves to null when saved, or the error. */
  onSave(facts: CourtFacts): Promise<unknown>;
}) {
  const facts = factsOf(item);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState(facts);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const number = form.court_case_number?.trim() ?? '';
    if (number && !courtCaseNumberValid(number)) {
      setError(`The court case number is not in Florida's format. ${COURT_CASE_NUMBER_HINT}`);
      return;
    }
    setBusy(true);
    setError(null);
    const blank = (v: string | null) => (v?.trim() ? v.trim() : null);
    const failed = await onSave({
      court_case_number: blank(form.court_case_number),
      court_division: blank(form.court_division),
      court_judge: blank(form.court_judge),
      court_courtroom: blank(form.court_courtroom),
    });
    setBusy(false);
    if (failed) setError(messageOf(failed));
    else setEditing(false);
  }

  return (
    <section aria-labelledby="court-facts-heading" className="mt-6">
      <h2 id="court-facts-heading" className="text-lg font-semibold text-slate-900">
        Court
      </h2>
      {editing ? (
        <form onSubmit={submit} className="mt-2 grid gap-3 sm:grid-cols-2" noValidate>
          {LABELS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              hint={key === 'court_case_number' ? COURT_CASE_NUMBER_HINT : undefined}
              value={form[key] ?? ''}
              maxLength={key === 'court_judge' ? 200 : 100}
              onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
            />
          ))}
          <div className="sm:col-span-2">
            <FormError message={error} />
          </div>
          <div className="flex gap-2 sm:col-span-2">
            <button type="submit" className={buttonClass('primary')} disabled={busy}>
              {busy ? 'Saving...' : 'Save Court Details'}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setEditing(false)}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-4">
            {LABELS.map(([key, label]) => (
              <div key={key}>
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className="text-slate-900">{facts[key] ?? 'Not recorded'}</dd>
              </div>
            ))}
          </dl>
          {editable ? (
            <button
              type="button"
              className={buttonClass('secondary', 'mt-2')}
              onClick={() => {
                setForm(facts);
                setEditing(true);
              }}
            >
              Edit Court Details
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

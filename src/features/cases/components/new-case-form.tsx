// The specification's new-case form (title, description, type paid/pro_bono, default paid)
// plus county, category, urgency and, for paid cases, compensation.
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button-styles';
import { Checkbox } from '@/components/checkbox';
import { FormError } from '@/components/form-error';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { countyLabel, FLORIDA_COUNTIES } from '@/content/florida';
import { messageOf } from '@/lib/errors';
import type { NewCase } from '../api/cases-api';
import { CASE_CATEGORIES, CASE_URGENCIES } from '../lib/filters';

interface NewCaseFormProps {
  onSubmit: (input: NewCase) => Promise<unknown>;
  onCancel: () => void;
  /** Values to start from (a GAL request's); empty when absent. */
  initial?: NewCase;
  /** Who asked for the case, said above the form when it is filled from a request. */
  fromRequestOf?: string;
}

const TYPE_OPTIONS = [
  { value: 'paid', label: 'Paid' },
  { value: 'pro_bono', label: 'Pro Bono' },
];
const COUNTY_OPTIONS = FLORIDA_COUNTIES.map((c) => ({ value: c, label: countyLabel(c) }));

const EMPTY: NewCase = {
  title: '',
  description: '',
  type: 'paid',
  county: '',
  category: 'Dependency',
  urgency: 'Medium',
  compensation: '',
  abuseAllegation: false,
};

export function NewCaseForm({ onSubmit, onCancel, initial, fromRequestOf }: NewCaseFormProps) {
  const [form, setForm] = useState<NewCase>(initial ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof NewCase>(key: K, value: NewCase[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.title.trim() || !form.description.trim() || !form.county) {
      setError('Title, description and county are required.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(form);
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="new-case-heading"
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
      noValidate
    >
      <h2 id="new-case-heading" className="text-lg font-semibold text-slate-900 sm:col-span-2">
        New Case
      </h2>
      {fromRequestOf ? (
        <p className="text-sm text-slate-600 sm:col-span-2">
          Filled from the request of {fromRequestOf}. Posting the case marks the request converted
          and links the two.
        </p>
      ) : null}
      <TextField
        label="Title"
        className="sm:col-span-2"
        value={form.title}
        maxLength={200}
        required
        onChange={(e) => set('title', e.target.value)}
      />
      <TextArea
        label="Description"
        className="sm:col-span-2"
        rows={4}
        value={form.description}
        maxLength={10000}
        required
        onChange={(e) => set('description', e.target.value)}
      />
      <Select
        label="Type"
        value={form.type}
        options={TYPE_OPTIONS}
        onChange={(e) => set('type', e.target.value as NewCase['type'])}
      />
      <Select
        label="County"
        placeholder="Select a county"
        value={form.county}
        options={COUNTY_OPTIONS}
        required
        onChange={(e) => set('county', e.target.value)}
      />
      <Select
        label="Category"
        value={form.category}
        options={CASE_CATEGORIES.map((c) => ({ value: c, label: c }))}
        onChange={(e) => set('category', e.target.value as NewCase['category'])}
      />
      <Select
        label="Urgency"
        value={form.urgency}
        options={CASE_URGENCIES.map((u) => ({ value: u, label: u }))}
        onChange={(e) => set('urgency', e.target.value as NewCase['urgency'])}
      />
      {form.type === 'paid' ? (
        <TextField
          label="Compensation"
          className="sm:col-span-2"
          placeholder="$45.00/hour"
          maxLength={100}
          value={form.compensation}
          onChange={(e) => set('compensation', e.target.value)}
        />
      ) : null}
      <Checkbox
        className="sm:col-span-2"
        label="Abuse, abandonment or neglect alleged"
        hint="Only a contractor certified by a GAL program or a member of The Florida Bar may serve on it (§61.402(2), Fla. Stat.)."
        checked={form.abuseAllegation}
        onChange={(e) => set('abuseAllegation', e.target.checked)}
      />
      <div className="sm:col-span-2">
        <FormError message={error} />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Creating...' : 'Create Case'}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

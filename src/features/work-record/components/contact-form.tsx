// Log Contact: type, with whom, made or attempted, date, minutes, miles,
// notes, follow-up and expenses. A draft saves itself while typing; Submit checks
// everything first. A submitted contact opens here for corrections (Save Changes).
import { useEffect, useId, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { buttonClass } from '@/components/button-styles';
import { Checkbox } from '@/components/checkbox';
import { CheckboxGroup } from '@/components/checkbox-group';
import { FormError } from '@/components/form-error';
import { RadioGroup } from '@/components/radio-group';
import { Select } from '@/components/select';
import { Spinner } from '@/components/spinner';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { formatHours, formatUsd } from '@/lib/format';
import type { ContactParty, ContactType } from '../api/contacts-api';
import {
  CONTACT_PARTIES,
  CONTACT_TYPES,
  entryHours,
  NOTES_MAX,
  parseMiles,
  parseMinutes,
} from '../lib/contact-rules';
import { todayIso } from '@/lib/dates';
import { mileageRateLabel, rateOn, tripCents } from '../lib/mileage';
import { useContactDraft, type QueueTarget } from '../stores/contact-draft-store';
import type { MileageRate } from '../api/mileage-api';
import { mileageRatesQuery } from '../api/queries';
import { ExpenseFields } from './expense-fields';
import { LockNote } from './lock-note';
import { SaveStatus } from './save-status';
import { SiblingFields, type CaseChoice, type PersonChoice } from './sibling-fields';

const NO_RATES: MileageRate[] = [];
const NO_CHOICES: never[] = [];

interface ContactFormProps {
  caseId: string;
  contactId: string;
  /** The case's creation date: no contact before it. */
  caseCreated: string;
  userId: string;
  /** The case's title: it names the case in the time split, and a new contact submitted
   * after the network went waits under it. */
  caseTitle?: string;
  /** Its sibling cases this contractor may log on: the contact may cover them too. */
  siblings?: readonly CaseChoice[];
  /** The children and parties of the case and those siblings. */
  people?: readonly PersonChoice[];
  /** Logging with no network: Submit puts the contact in the device's outbox. */
  queue?: QueueTarget;
  /** The form is done: submitted (with the contact's id and date), closed or deleted. */
  onDone(
    outcome: 'submitted' | 'queued' | 'saved' | 'closed' | 'deleted',
    contact?: { id: string; date: string },
  ): void;
}

export function ContactForm(props: ContactFormProps) {
  const { caseId, contactId, caseCreated, userId, queue, caseTitle, onDone } = props;
  const { siblings = NO_CHOICES, people = NO_CHOICES } = props;
  const id = useId();
  const today = todayIso();
  const bounds = { today, caseCreated };
  const s = useContactDraft(
    useShallow((st) => ({
      values: st.values,
      mode: st.mode,
      lock: st.lock,
      loading: st.loading,
      loadError: st.loadError,
      save: st.save,
      saveError: st.saveError,
      busy: st.busy,
      actionError: st.actionError,
      errors: st.errors,
      receiptErrors: st.receiptErrors,
    })),
  );
  // Until this contact is loaded nothing can be typed, so nothing typed is overwritten.
  const ready = useContactDraft((st) => st.contactId === contactId && !st.loading);
  const { open, change, retry, submit, attachReceipt, remove, close } = useContactDraft.getState();
  const rates = useQuery(mileageRatesQuery()).data ?? NO_RATES;

  const queueTitle = queue?.caseTitle;
  useEffect(() => {
    const target = queueTitle === undefined ? undefined : { userId, caseTitle: queueTitle };
    const fallback = caseTitle === undefined ? undefined : { userId, caseTitle };
    void open(caseId, contactId, todayIso(), target, fallback);
    return () => close();
  }, [caseId, contactId, open, close, queueTitle, caseTitle, userId]);
  // Back online: save what waited.
  useEffect(() => {
    const online = () => void retry();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [retry]);

  const v = s.values;
  const set = (patch: Parameters<typeof change>[0]) => change(patch, bounds);
  // A locked contact opens read only (a link to it, a reload): Save would only be refused.
  const disabled = !ready || s.busy || !!s.lock;
  const minutes = parseMinutes(v.minutes);
  const miles = parseMiles(v.miles);
  const rate = v.date ? rateOn(rates, v.date) : null;
  const editing = s.mode === 'edit';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (await submit(bounds)) {
      const outcome = useContactDraft.getState().queued
        ? 'queued'
        : editing
          ? 'saved'
          : 'submitted';
      onDone(outcome, { id: contactId, date: v.date });
    }
  }
  async function onClose() {
    // Whatever is typed is saved first; offline, the form stays open and says so.
    if (editing || (await retry())) onDone('closed');
  }

  if (s.loadError) return <FormError message={s.loadError} />;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={!ready || undefined}
      className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <fieldset disabled={disabled} className="m-0 grid min-w-0 gap-4 border-0 p-0 sm:grid-cols-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2 sm:col-span-2">
          <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {editing ? 'Edit Contact' : 'Log Contact'}
          </h3>
          {!ready ? (
            <Spinner label="Loading the contact" />
          ) : queue ? (
            <p className="text-sm text-slate-700">Waits on this phone until you are online</p>
          ) : editing ? null : (
            <SaveStatus state={s.save} error={s.saveError} onRetry={() => void retry()} />
          )}
        </div>
        <Select
          label="Type of contact"
          placeholder="Choose a type"
          options={CONTACT_TYPES}
          value={v.type}
          error={s.errors?.fields.type}
          disabled={disabled}
          onChange={(e) => set({ type: e.target.value as ContactType | '' })}
        />
        <TextField
          label="Date"
          type="date"
          min={caseCreated}
          max={today}
          value={v.date}
          error={s.errors?.fields.date}
          disabled={disabled}
          onChange={(e) => set({ date: e.target.value })}
        />
        <CheckboxGroup
          className="sm:col-span-2"
          legend="With whom"
          inline
          options={CONTACT_PARTIES}
          value={v.with}
          error={s.errors?.fields.with}
          onChange={(parties) => set({ with: parties as ContactParty[] })}
        />
        <SiblingFields
          caseId={caseId}
          caseTitle={caseTitle ?? 'This case'}
          siblings={siblings}
          people={people}
          values={v}
          error={s.errors?.fields.split}
          disabled={disabled}
          onChange={set}
        />
        <RadioGroup
          className="sm:col-span-2"
          legend="Was contact made?"
          inline
          options={[
            { value: 'made', label: 'Contact made' },
            { value: 'attempted', label: 'Attempted, not reached' },
          ]}
          value={v.made ? 'made' : 'attempted'}
          onChange={(value) => set({ made: value === 'made' })}
        />
        <TextField
          label="Minutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={1440}
          step={1}
          value={v.minutes}
          error={s.errors?.fields.minutes}
          hint={
            minutes
              ? `${formatHours(entryHours(minutes))} h on Time Entries (rounded up to the quarter hour)`
              : 'Rounded up to the quarter hour on Time Entries'
          }
          disabled={disabled}
          // A new duration is split evenly again.
          onChange={(e) => set({ minutes: e.target.value, split: null })}
        />
        <TextField
          label="Miles driven"
          type="number"
          inputMode="decimal"
          min={0}
          max={1000}
          step={0.1}
          value={v.miles}
          error={s.errors?.fields.miles}
          hint={
            rate === null
              ? 'No mileage rate is set for this date yet; an admin adds one in Settings.'
              : miles
                ? `${formatUsd(tripCents(miles, rate))} at ${mileageRateLabel(rate)}`
                : `Reimbursed at ${mileageRateLabel(rate)}`
          }
          disabled={disabled}
          onChange={(e) => set({ miles: e.target.value })}
        />
        <TextArea
          className="sm:col-span-2"
          label="Notes"
          rows={4}
          maxLength={NOTES_MAX}
          hint={`${v.notes.length} of ${NOTES_MAX} characters`}
          value={v.notes}
          disabled={disabled}
          onChange={(e) => set({ notes: e.target.value })}
        />
        <Checkbox
          className="sm:col-span-2"
          label="Follow-up needed"
          hint="Submitting posts a message about it to the case's admin."
          checked={v.followUp}
          disabled={disabled}
          onChange={(e) => set({ followUp: e.target.checked })}
        />
        <ExpenseFields
          expenses={v.expenses}
          errors={s.errors?.expenses ?? {}}
          receiptErrors={s.receiptErrors}
          disabled={disabled}
          onChange={(expenses) => set({ expenses })}
          onReceipt={(expenseId, file) => void attachReceipt(expenseId, file, userId, bounds)}
        />
      </fieldset>
      <div className="mt-4">
        <FormError message={s.actionError} />
      </div>
      {s.lock ? (
        <p className="mt-4 text-sm text-slate-700">
          <LockNote lock={s.lock} />: it cannot be changed or deleted until the invoice is returned
          or voided.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {s.lock ? null : (
          <button type="submit" className={buttonClass('primary')} disabled={disabled}>
            {s.busy ? 'Saving...' : editing ? 'Save Changes' : 'Submit Contact'}
          </button>
        )}
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={s.busy}
          onClick={() => void onClose()}
        >
          {editing ? 'Cancel' : 'Close'}
        </button>
        {editing || queue ? null : (
          <button
            type="button"
            className={buttonClass('ghost')}
            disabled={s.busy}
            onClick={async () => {
              if (await remove()) onDone('deleted');
            }}
          >
            Delete Draft
          </button>
        )}
      </div>
    </form>
  );
}

// A case's time entries, newest date first; the contractor who logged one may
// correct or delete it until the case is completed. A delete asks first and
// then says which entry went. An entry on a submitted, approved or paid invoice shows
// a lock and that invoice instead of Edit and Delete (the database refuses, GC210).
import { useState } from 'react';
import { buttonClass } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { TimeEntry, TimeEntryFields } from '../api/time-entries-api';
import { formatDate, formatHours, formatHoursLabel } from '@/lib/format';
import { lockOf } from '../lib/invoice-lock';
import { timeEntryErrorMessage } from '../lib/time-entry-rules';
import { sumHours } from '../lib/time-tracking';
import { LockNote } from './lock-note';
import { TimeEntryForm } from './time-entry-form';

interface TimeEntryListProps {
  entries: TimeEntry[];
  editableBy: string | null;
  caseCompleted: boolean;
  /** The case's first loggable day, for the edit form's date picker. */
  firstDate: string;
  onUpdate: (id: string, f: TimeEntryFields) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
}

/** How an entry is named when asking ('Nov 2, 2026 · 1.25 h · Home visit') and after. */
const summary = (e: TimeEntry) =>
  `${formatDate(e.date)} · ${formatHours(e.hours)} h · ${e.description}`;
const deletedText = (e: TimeEntry) =>
  `Deleted the entry of ${formatDate(e.date)}: ${formatHours(e.hours)} h, ${e.description}.`;

export function TimeEntryList({
  entries,
  editableBy,
  caseCompleted,
  firstDate,
  onUpdate,
  onDelete,
}: TimeEntryListProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  async function confirmDelete(e: TimeEntry) {
    setDeleting(null);
    setFailure(null);
    setDeleted(null);
    const error = await onDelete(e.id);
    if (error) setFailure(timeEntryErrorMessage(error, caseCompleted));
    else setDeleted(deletedText(e));
  }

  return (
    <>
      {deleted ? (
        <p role="status" className="mt-2 text-sm text-green-800">
          {deleted}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      {entries.length ? (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Total: {formatHoursLabel(sumHours(entries))}
          </p>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {entries.map((e) => {
              // An entry from a contact changes only through the contact (the database agrees).
              const lock = lockOf(e.invoice_lines);
              const mine = !caseCompleted && e.user_id === editableBy && !e.contact_id && !lock;
              return (
                <li key={e.id} className="p-4">
                  {editing === e.id ? (
                    <TimeEntryForm
                      title="Edit Time Entry"
                      submitLabel="Save Entry"
                      caseCompleted={caseCompleted}
                      firstDate={firstDate}
                      initial={{ date: e.date, hours: e.hours, description: e.description }}
                      onSubmit={async (f) => {
                        const error = await onUpdate(e.id, f);
                        if (!error) setEditing(null);
                        return error;
                      }}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <p className="font-medium text-slate-900">
                          {formatDate(e.date)} · {formatHours(e.hours)} h
                        </p>
                        <p className="text-slate-700">{e.description}</p>
                        {e.contact_id && !lock ? (
                          <p className="text-sm text-slate-600">
                            From a contact: edit it under Contacts.
                          </p>
                        ) : null}
                      </div>
                      {lock ? (
                        <LockNote lock={lock} />
                      ) : mine ? (
                        <div className="flex gap-2">
                          <button
                            type="button"
                            className={buttonClass('ghost')}
                            aria-label={`Edit entry of ${formatDate(e.date)}`}
                            onClick={() => setEditing(e.id)}
                          >
                            Edit
                          </button>
                          <button
                            type="button"
                            className={buttonClass('ghost')}
                            aria-label={`Delete entry of ${formatDate(e.date)}`}
                            onClick={() => setDeleting(e)}
                          >
                            Delete
                          </button>
                        </div>
                      ) : null}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-slate-600">No time logged yet.</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this time entry?"
        description="It leaves the case's total hours and its invoice. This cannot be undone."
        confirmLabel="Delete Entry"
        onCancel={() => setDeleting(null)}
        onConfirm={() => void (deleting && confirmDelete(deleting))}
      >
        {deleting ? <p className="font-medium text-slate-900">{summary(deleting)}</p> : null}
      </ConfirmDialog>
    </>
  );
}

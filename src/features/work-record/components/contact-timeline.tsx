// A case's submitted contacts, newest first, filtered by type; the contractor who
// logged one may edit or delete it. A contact on a submitted, approved or paid invoice
// shows a lock and that invoice instead: the database refuses its changes (GC210), and
// a form that opens only to be refused at Save wastes the typing.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Paperclip } from 'lucide-react';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { Select } from '@/components/select';
import { formatDate, formatHours, formatUsd } from '@/lib/format';
import { lockingInvoice, type Contact, type ContactType } from '../api/contacts-api';
import type { MileageRate } from '../api/mileage-api';
import { mileageRatesQuery } from '../api/queries';
import { CONTACT_TYPES, contactTypeLabel, entryHours, partiesLabel } from '../lib/contact-rules';
import { milesText } from '../lib/mileage';
import { LockNote } from './lock-note';

const NO_RATES: MileageRate[] = [];

interface ContactTimelineProps {
  contacts: readonly Contact[];
  /** The user who may edit and delete their own contacts here; null: read only. */
  editableBy: string | null;
  onEdit(contact: Contact): void;
  onDelete(contact: Contact): void;
  onReceipt(path: string): void;
}

export function ContactTimeline(props: ContactTimelineProps) {
  const { contacts, editableBy, onEdit, onDelete, onReceipt } = props;
  const [type, setType] = useState<ContactType | ''>('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const shown = type ? contacts.filter((c) => c.contact_type === type) : contacts;
  // A trip reads with its amount at the rate in force on its date, as expenses do.
  // Asked only when a trip is shown: the case page's one request stays the only one otherwise.
  const trips = contacts.some((c) => Number(c.miles) > 0);
  const rates = useQuery({ ...mileageRatesQuery(), enabled: trips }).data ?? NO_RATES;

  return (
    <>
      <div className="mt-3 max-w-xs">
        <Select
          label="Show"
          placeholder="All types"
          options={CONTACT_TYPES}
          value={type}
          onChange={(e) => setType(e.target.value as ContactType | '')}
        />
      </div>
      {shown.length ? null : (
        <p className="mt-3 text-slate-600">
          {contacts.length ? 'No contacts of this type.' : 'No contacts logged yet.'}
        </p>
      )}
      <ol
        hidden={!shown.length}
        className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      >
        {shown.map((c) => {
          const label = `${contactTypeLabel(c.contact_type)} contact of ${formatDate(c.contact_date)}`;
          const lock = lockingInvoice(c);
          return (
            <li key={c.id} className="p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {formatDate(c.contact_date)} · {contactTypeLabel(c.contact_type)}
                    <Badge tone={c.contact_made ? 'success' : 'warning'}>
                      {c.contact_made ? 'Contact made' : 'Attempted'}
                    </Badge>
                    {c.follow_up ? <Badge tone="info">Follow-up</Badge> : null}
                    {(c.contact_cases?.length ?? 0) > 1 ? (
                      <Badge tone="info">Shared by {c.contact_cases?.length} sibling cases</Badge>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-700">
                    With {partiesLabel(c.contact_with)} · {c.minutes} min (
                    {formatHours(entryHours(c.minutes ?? 0))} h)
                    {Number(c.miles)
                      ? ` · ${milesText(Number(c.miles), rates, c.contact_date)}`
                      : ''}
                  </p>
                  {c.contact_expenses.length ? (
                    <ul className="mt-1 text-sm text-slate-700">
                      {c.contact_expenses.map((e) => (
                        <li key={e.id} className="flex flex-wrap items-center gap-2">
                          {e.description}: {formatUsd(e.amount_cents ?? 0)}
                          {e.receipt_path ? (
                            <button
                              type="button"
                              className={buttonClass('ghost', 'px-2 py-0.5')}
                              onClick={() => onReceipt(e.receipt_path!)}
                            >
                              <Paperclip aria-hidden="true" className="size-3.5" />
                              Receipt<span className="sr-only"> for {e.description}</span>
                            </button>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {c.notes ? (
                    <p className="mt-1 whitespace-pre-line break-words text-slate-800">{c.notes}</p>
                  ) : null}
                </div>
                {lock ? (
                  <LockNote lock={lock} />
                ) : editableBy === c.user_id ? (
                  confirming === c.id ? (
                    <div
                      className="flex flex-wrap items-center gap-2"
                      role="group"
                      aria-label={`Delete the ${label}?`}
                    >
                      <span className="text-sm text-slate-800">Delete it and its time entry?</span>
                      <button
                        type="button"
                        className={buttonClass('secondary')}
                        onClick={() => {
                          setConfirming(null);
                          onDelete(c);
                        }}
                      >
                        Delete
                      </button>
                      <button
                        type="button"
                        className={buttonClass('ghost')}
                        onClick={() => setConfirming(null)}
                      >
                        Keep
                      </button>
                    </div>
                  ) : (
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className={buttonClass('ghost')}
                        aria-label={`Edit the ${label}`}
                        onClick={() => onEdit(c)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className={buttonClass('ghost')}
                        aria-label={`Delete the ${label}`}
                        onClick={() => setConfirming(c.id)}
                      >
                        Delete
                      </button>
                    </div>
                  )
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

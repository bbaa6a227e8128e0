// The case's contacts on its detail page: 'Log Contact', the contractor's drafts, the
// form (its id in the URL, ?contact=, so a reload reopens the same draft), and the
// timeline with the days since the last in-person contact.
// A visit begun and left as a draft must not be logged twice: with drafts on the case,
// Log Contact offers to resume one before starting another, and after a submit a draft
// of the same day (likely the same visit) is offered for deletion.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Dialog } from '@/components/dialog';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { can, type Actor, type CaseRef } from '@/lib/capabilities';
import { formatDate } from '@/lib/format';
import { errorText } from '@/lib/query-client';
import type { Contact } from '../api/contacts-api';
import { caseContactsQuery } from '../api/queries';
import { contactTypeLabel, daysSince, lastInPerson } from '../lib/contact-rules';
import { isoDate, todayIso } from '@/lib/dates';
import { useContactTimeline } from '../stores/contacts-store';
import { ContactForm } from './contact-form';
import { ContactTimeline } from './contact-timeline';
import type { CaseChoice, PersonChoice } from './sibling-fields';
import { QUEUED_NOTICE, WaitingContacts } from './waiting-contacts';

interface ContactsSectionProps {
  item: CaseRef & { id: string; created_at: string; title: string };
  user: Actor;
  /** The case's sibling cases the contractor may also log this contact on. */
  siblings?: readonly CaseChoice[];
  /** The children and parties of the case and those siblings, to say who was seen. */
  people?: readonly PersonChoice[];
}

const DONE = {
  submitted: 'Contact submitted; its time is on Time Entries.',
  queued: QUEUED_NOTICE,
  saved: 'Contact saved.',
  deleted: 'Draft deleted.',
} as const;

function lastInPersonText(days: number | null): string {
  if (days === null) return 'No in-person contact yet';
  if (days === 0) return 'Last in-person contact: today';
  return `Last in-person contact: ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

const NONE: Contact[] = [];

export function ContactsSection({ item, user, siblings, people }: ContactsSectionProps) {
  const [params, setParams] = useSearchParams();
  const openId = params.get('contact');
  // The case page's one request usually answered already (case_page()).
  const read = useQuery(caseContactsQuery(item.id));
  const contacts = read.data ?? NONE;
  const loading = read.isPending;
  const error = errorText(read.error);
  const notice = useContactTimeline((s) => s.notice);
  const { say, remove, receipt } = useContactTimeline.getState();
  const canLog = can(user, 'logContact', item);
  // Log Contact with drafts waiting: resume one or start another.
  const [choosing, setChoosing] = useState(false);
  // Drafts of the day just submitted, offered for deletion.
  const [leftover, setLeftover] = useState<Contact[]>([]);

  const setOpen = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('contact', id);
        else next.delete('contact');
        return next;
      },
      { replace: !id },
    );
  const drafts = contacts.filter((c) => c.status === 'draft' && c.user_id === user.id);
  const submitted = contacts.filter((c) => c.status === 'submitted');
  const last = lastInPerson(submitted);
  const today = todayIso();
  const draftName = (d: Contact) =>
    `${formatDate(d.contact_date)} · ${contactTypeLabel(d.contact_type)}`;

  return (
    <section aria-labelledby="contacts-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="contacts-heading" className="text-lg font-semibold text-slate-900">
          Contacts
        </h2>
        {canLog && !openId ? (
          <button
            type="button"
            className={buttonClass('primary')}
            aria-haspopup={drafts.length ? 'dialog' : undefined}
            onClick={() => (drafts.length ? setChoosing(true) : setOpen(crypto.randomUUID()))}
          >
            <Plus aria-hidden="true" className="size-4" />
            Log Contact
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-sm font-medium text-slate-700">
        {lastInPersonText(last ? daysSince(last.contact_date, today) : null)}
      </p>
      {notice ? (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={`mt-3 text-sm font-medium ${notice.error ? 'text-red-700' : 'text-green-800'}`}
        >
          {notice.text}
        </p>
      ) : null}
      <WaitingContacts caseId={item.id} />
      {openId && canLog ? (
        <ContactForm
          caseId={item.id}
          contactId={openId}
          caseCreated={isoDate(new Date(item.created_at))}
          userId={user.id}
          caseTitle={item.title}
          siblings={siblings}
          people={people}
          onDone={(outcome, done) => {
            if (outcome !== 'closed') say(DONE[outcome]);
            if (outcome === 'submitted' && done) {
              setLeftover(drafts.filter((d) => d.id !== done.id && d.contact_date === done.date));
            }
            setOpen(null);
          }}
        />
      ) : null}
      {drafts.length && canLog ? (
        <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h3 className="font-semibold text-slate-900">Drafts</h3>
          <ul className="mt-2 space-y-2">
            {drafts.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="text-slate-800">
                  {formatDate(d.contact_date)} · {contactTypeLabel(d.contact_type)}
                  {d.notes
                    ? ` · ${d.notes.length > 60 ? `${d.notes.slice(0, 59)}…` : d.notes}`
                    : ''}
                </span>
                {d.id === openId ? (
                  <span className="text-slate-600">Open above</span>
                ) : (
                  <span className="flex gap-2">
                    <button
                      type="button"
                      className={buttonClass('secondary', 'px-3 py-1')}
                      onClick={() => setOpen(d.id)}
                    >
                      Resume
                      <span className="sr-only"> the draft of {formatDate(d.contact_date)}</span>
                    </button>
                    <button
                      type="button"
                      className={buttonClass('ghost', 'px-3 py-1')}
                      onClick={() => void remove(d)}
                    >
                      Delete
                      <span className="sr-only"> the draft of {formatDate(d.contact_date)}</span>
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Dialog
        open={choosing}
        onClose={() => setChoosing(false)}
        title="Resume a draft?"
        description={
          drafts.length === 1
            ? 'You have a draft contact on this case. Resume it rather than log the same visit twice.'
            : `You have ${drafts.length} draft contacts on this case. Resume one rather than log the same visit twice.`
        }
        footer={
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              setChoosing(false);
              setOpen(crypto.randomUUID());
            }}
          >
            Start a New Contact
          </button>
        }
      >
        <ul className="space-y-2">
          {drafts.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                className={buttonClass('primary', 'w-full justify-start')}
                onClick={() => {
                  setChoosing(false);
                  setOpen(d.id);
                }}
              >
                Resume the draft of {draftName(d)}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
      <ConfirmDialog
        open={leftover.length > 0}
        title="Delete the other draft of that day?"
        description="It may be the visit you just submitted. Deleting it leaves nothing to submit twice."
        confirmLabel={leftover.length === 1 ? 'Delete Draft' : 'Delete Drafts'}
        cancelLabel={leftover.length === 1 ? 'Keep Draft' : 'Keep Drafts'}
        onCancel={() => setLeftover([])}
        onConfirm={() => {
          const gone = leftover;
          setLeftover([]);
          void (async () => {
            for (const d of gone) await remove(d);
          })();
        }}
      >
        <ul className="list-disc pl-5 text-slate-800">
          {leftover.map((d) => (
            <li key={d.id}>
              {draftName(d)}
              {d.notes ? ` · ${d.notes.length > 60 ? `${d.notes.slice(0, 59)}…` : d.notes}` : ''}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
      <FormError message={error} />
      {loading && !contacts.length ? (
        <Spinner label="Loading contacts" className="mt-2" />
      ) : (
        <ContactTimeline
          contacts={submitted}
          editableBy={canLog ? user.id : null}
          onEdit={(c) => setOpen(c.id)}
          onDelete={(c) => void remove(c)}
          onReceipt={(path) => void receipt(path)}
        />
      )}
    </section>
  );
}

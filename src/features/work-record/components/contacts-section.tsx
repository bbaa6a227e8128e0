// The case's contacts on its detail page: 'Log Contact', the contractor's drafts, the
// form (its id in the URL, ?contact=, so a reload reopens the same draft), and the
// timeline with the days since the last in-person contact.
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
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

interface ContactsSectionProps {
  item: CaseRef & { id: string; created_at: string };
  user: Actor;
}

const DONE = {
  submitted: 'Contact submitted; its time is on Time Entries.',
  saved: 'Contact saved.',
  deleted: 'Draft deleted.',
} as const;

function lastInPersonText(days: number | null): string {
  if (days === null) return 'No in-person contact yet';
  if (days === 0) return 'Last in-person contact: today';
  return `Last in-person contact: ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

const NONE: Contact[] = [];

export function ContactsSection({ item, user }: ContactsSectionProps) {
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
            onClick={() => setOpen(crypto.randomUUID())}
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
      {openId && canLog ? (
        <ContactForm
          caseId={item.id}
          contactId={openId}
          caseCreated={isoDate(new Date(item.created_at))}
          userId={user.id}
          onDone={(outcome) => {
            if (outcome !== 'closed') say(DONE[outcome]);
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

// A case's contacts logged offline: "waiting to send", "sent" once the server has them, or
// why the server refused one, with its text kept for copying (never a silent loss).
import { useId, useState } from 'react';
import { buttonClass } from '@/components/button-styles';
import { formatDate } from '@/lib/format';
import { contactTypeLabel } from '../lib/contact-rules';
import { contactText, REFUSAL_TEXT, type QueuedContact } from '../lib/outbox';
import { useOutbox } from '../stores/outbox-store';

/** Said when Submit put a contact in the device's outbox. */
export const QUEUED_NOTICE = 'Contact kept on this phone: it is sent when you are back online.';

const refused = (i: QueuedContact) => !!i.refusal && i.refusal.kind !== 'signedOut';

/** Contacts the server refused, on any case (a case no longer theirs cannot be opened). */
export function RefusedContacts() {
  const items = useOutbox((s) => s.items).filter(refused);
  return (
    <ul className="mt-2 space-y-2">
      {items.map((item) => (
        <WaitingContact key={item.id} item={item} />
      ))}
    </ul>
  );
}

/** A case's contacts waiting on this phone, and those sent since the app started. */
export function WaitingContacts({ caseId }: { caseId: string }) {
  const items = useOutbox((s) => s.items).filter((i) => i.caseId === caseId && !refused(i));
  const sent = useOutbox((s) => s.sent).filter((i) => i.caseId === caseId);
  if (!items.length && !sent.length) return null;
  return (
    <section aria-label="Contacts logged on this phone" className="mt-4">
      <ul className="space-y-2">
        {items.map((item) => (
          <WaitingContact key={item.id} item={item} />
        ))}
        {sent.map((s) => (
          <li
            key={s.id}
            className="rounded-lg border border-green-200 bg-green-50 px-4 py-2 text-sm text-green-900"
          >
            Contact logged offline: sent
          </li>
        ))}
      </ul>
    </section>
  );
}

function WaitingContact({ item }: { item: QueuedContact }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const title = `${formatDate(item.input.contact_date ?? '')} · ${contactTypeLabel(item.input.contact_type)}`;
  const refusal = item.refusal && item.refusal.kind !== 'signedOut' ? item.refusal : null;
  if (!item.refusal || !refusal) {
    return (
      <li className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
        {title}: {item.refusal ? REFUSAL_TEXT.signedOut : 'waiting to send'}
      </li>
    );
  }
  const text = contactText(item);
  return (
    <li className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-medium">
        {title}: {REFUSAL_TEXT[refusal.kind]}
      </p>
      <label htmlFor={`${id}-text`} className="mt-2 block text-slate-800">
        The contact&apos;s text
      </label>
      <textarea
        id={`${id}-text`}
        readOnly
        rows={6}
        value={text}
        className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 text-sm text-slate-900"
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'px-3 py-1')}
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? 'Copied' : 'Copy text'}
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'px-3 py-1')}
          onClick={() => void useOutbox.getState().discard(item.id)}
        >
          Remove from this phone
        </button>
      </div>
    </li>
  );
}

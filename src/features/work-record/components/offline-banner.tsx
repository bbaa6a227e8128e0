// The dashboard's line about the network and the device's outbox: "Offline — 2 contacts
// waiting to send", what waits once back online, and contacts the server refused.
import { useEffect } from 'react';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useOutbox } from '../stores/outbox-store';
import { RefusedContacts } from './waiting-contacts';

const contacts = (n: number) => `${n} ${n === 1 ? 'contact' : 'contacts'}`;

/** Runs the outbox for the signed-in user while the dashboard is open. */
export function useOutboxRunner(userId: string | undefined): void {
  useEffect(() => (userId ? useOutbox.getState().start(userId) : undefined), [userId]);
}

export function OfflineBanner() {
  const online = useOutbox((s) => s.online);
  const items = useOutbox((s) => s.items);
  const sending = useOutbox((s) => s.sending);
  const waiting = items.filter((i) => !i.refusal || i.refusal.kind === 'signedOut').length;
  const refused = items.length - waiting;
  if (online && !items.length) return null;
  const text = !online
    ? waiting
      ? `Offline — ${contacts(waiting)} waiting to send`
      : 'Offline — contacts you log wait on this phone until you are back online'
    : waiting
      ? `${contacts(waiting)} waiting to send${sending ? ': sending…' : ''}`
      : null;
  return (
    <div
      role="status"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {text ? (
        <p className="flex items-start gap-2">
          {online ? (
            <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          {text}
        </p>
      ) : null}
      {refused ? (
        <>
          <p className={text ? 'mt-1' : undefined}>{contacts(refused)} not sent:</p>
          <RefusedContacts />
        </>
      ) : null}
    </div>
  );
}

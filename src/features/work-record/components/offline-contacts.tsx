// A case's contacts with no network: Log Contact opens the same form (its checks, minutes,
// miles and receipts) and Submit puts the contact in the device's outbox; what waits, was
// sent or was refused shows below. The server's contacts come back with the network.
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import type { LoggableCase } from '../lib/device-store';
import { ContactForm } from './contact-form';
import { QUEUED_NOTICE, WaitingContacts } from './waiting-contacts';

export function OfflineContacts({ item, userId }: { item: LoggableCase; userId: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="contacts-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="contacts-heading" className="text-lg font-semibold text-slate-900">
          Contacts
        </h2>
        {openId ? null : (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => {
              setNotice(null);
              setOpenId(crypto.randomUUID());
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Log Contact
          </button>
        )}
      </div>
      {notice ? (
        <p role="status" className="mt-3 text-sm font-medium text-green-800">
          {notice}
        </p>
      ) : null}
      {openId ? (
        <ContactForm
          caseId={item.id}
          contactId={openId}
          caseCreated={item.created}
          userId={userId}
          queue={{ userId, caseTitle: item.title }}
          onDone={(outcome) => {
            if (outcome === 'queued') setNotice(QUEUED_NOTICE);
            setOpenId(null);
          }}
        />
      ) : null}
      <WaitingContacts caseId={item.id} />
    </section>
  );
}

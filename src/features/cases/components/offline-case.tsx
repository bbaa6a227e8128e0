// A case with no network: its title and county as this phone last saw them, and Log Contact
// (the contact waits on the phone). The form loads with the case page, not the cases list.
import { OfflineContacts } from '@/features/work-record';
import { OfflineNote, useLoggableCases } from './offline-cases';

export function OfflineCase({ id, userId }: { id: string; userId: string }) {
  const cases = useLoggableCases(userId);
  if (!cases) return null;
  const item = cases.find((c) => c.id === id);
  if (!item) {
    return (
      <OfflineNote>
        You are offline and this case is not kept on this phone. Open it again once online.
      </OfflineNote>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{item.title}</h1>
      <p className="mt-1 text-slate-700">
        {item.county ? `${item.county} County` : 'County not set'}
      </p>
      <OfflineNote>
        You are offline. Contacts you log here wait on this phone and are sent when you are back
        online.
      </OfflineNote>
      <OfflineContacts item={item} userId={userId} />
    </>
  );
}

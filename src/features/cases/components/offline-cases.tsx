// With no network: the contractor's cases as this phone last saw them (titles and counties
// only), each opening its case to log a contact on (offline-case.tsx). Everything else about
// a case needs the network; the contacts logged here wait on the phone until it is back.
import { useEffect, useState } from 'react';
import { CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { readLoggableCases, type LoggableCase } from '@/features/work-record';

/** The device's loggable cases; null while they are read. */
export function useLoggableCases(userId: string): LoggableCase[] | null {
  const [cases, setCases] = useState<LoggableCase[] | null>(null);
  useEffect(() => {
    let live = true;
    readLoggableCases(userId).then(
      (found) => live && setCases(found),
      () => live && setCases([]),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  return cases;
}

export function OfflineNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-6 flex items-start gap-2 text-sm text-slate-700">
      <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

export function OfflineCaseList({ userId }: { userId: string }) {
  const cases = useLoggableCases(userId);
  if (!cases) return null;
  return (
    <>
      <OfflineNote>
        You are offline. Your cases as this phone last saw them: open one to log a contact.
      </OfflineNote>
      {cases.length ? (
        <ul className="mt-4 grid gap-3" aria-label="Your cases on this phone">
          {cases.map((c) => (
            <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <Link
                to={paths.dashboard.case(c.id)}
                className="font-semibold text-indigo-700 underline"
              >
                {c.title}
              </Link>
              <p className="text-sm text-slate-700">
                {c.county ? `${c.county} County` : 'County not set'}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-700">
          No cases are kept on this phone yet: open Cases once while online.
        </p>
      )}
    </>
  );
}

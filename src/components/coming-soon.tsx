import type { ReactNode } from 'react';
import { Hourglass } from 'lucide-react';

/** A calm panel for a part of the product that a later release fills in. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <div className="mt-8 flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
      <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
      <p>{children}</p>
    </div>
  );
}

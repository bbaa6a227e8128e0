import { Link } from 'react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';

interface StatCardProps {
  label: string;
  /** null until the figure is available: shown as a dash. */
  value: number | null;
  icon: LucideIcon;
  /** The page the figure comes from. */
  to: string;
  compact?: boolean;
}

/** A figure that opens its page: the whole card is the link, named by its label and figure. */
export function StatCard({ label, value, icon: Icon, to, compact = false }: StatCardProps) {
  return (
    <Link
      to={to}
      className={`flex items-center rounded-xl border border-slate-200 bg-white shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ${
        compact ? 'gap-3 p-3' : 'gap-4 p-5'
      }`}
    >
      <span
        className={`flex items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 ${
          compact ? 'size-8' : 'size-11'
        }`}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <dl>
        <dt className="text-sm font-medium text-slate-600">{label}</dt>
        <dd className={`font-bold text-slate-900 ${compact ? 'text-lg' : 'text-2xl'}`}>
          {value ?? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">Not available yet</span>
            </>
          )}
        </dd>
      </dl>
      <ChevronRight aria-hidden="true" className="ml-auto size-5 shrink-0 text-slate-400" />
    </Link>
  );
}

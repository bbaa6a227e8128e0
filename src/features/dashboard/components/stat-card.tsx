import type { LucideIcon } from 'lucide-react';

interface StatCardProps {
  label: string;
  /** null until the figure is available: shown as a dash. */
  value: number | null;
  icon: LucideIcon;
}

export function StatCard({ label, value, icon: Icon }: StatCardProps) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <dl>
        <dt className="text-sm font-medium text-slate-600">{label}</dt>
        <dd className="text-2xl font-bold text-slate-900">
          {value ?? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">Not available yet</span>
            </>
          )}
        </dd>
      </dl>
    </div>
  );
}

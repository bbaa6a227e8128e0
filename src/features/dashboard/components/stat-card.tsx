import type { LucideIcon } from 'lucide-react';

interface StatCardProps {
  label: string;
  /** null until the figure is available: shown as a dash. */
  value: number | null;
  icon: LucideIcon;
  compact?: boolean;
}

export function StatCard({ label, value, icon: Icon, compact = false }: StatCardProps) {
  return (
    <div
      className={`flex items-center rounded-xl border border-slate-200 bg-white shadow-sm ${
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
    </div>
  );
}

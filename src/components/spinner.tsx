import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  /** What is loading, read out by screen readers; shown too when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

/** An inline loading indicator for a section or a button (the full-screen one is LoadingView). */
export function Spinner({ label = 'Loading', showLabel = false, className = '' }: SpinnerProps) {
  return (
    <span
      role="status"
      className={`inline-flex items-center gap-2 text-slate-600 ${className}`.trim()}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-700" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}

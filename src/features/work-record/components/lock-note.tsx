// A locked item's reason, shown where its Edit and Delete would be.
import { Lock } from 'lucide-react';
import { lockText, type InvoiceLock } from '../lib/invoice-lock';

export function LockNote({ lock, className = '' }: { lock: InvoiceLock; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-sm font-medium text-slate-700 ${className}`}
    >
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      {lockText(lock)}
    </span>
  );
}

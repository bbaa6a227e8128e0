import type { ComponentType, ReactNode } from 'react';
import { Heading, type HeadingLevel } from './heading';

interface EmptyStateProps {
  /** A lucide icon, shown decoratively. */
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text?: ReactNode;
  /** A button or link that fills the emptiness, e.g. "Post a Case". */
  action?: ReactNode;
  headingLevel?: HeadingLevel;
}

/** What a list shows when it has nothing in it yet. */
export function EmptyState({ icon: Icon, title, text, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      {Icon ? <Icon aria-hidden="true" className="size-10 text-slate-400" /> : null}
      <Heading level={headingLevel} className="mt-3 text-base font-semibold text-slate-900">
        {title}
      </Heading>
      {text ? <p className="mt-1 max-w-md text-sm text-slate-600">{text}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

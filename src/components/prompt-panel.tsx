import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { buttonClass } from './button-styles';

interface PromptPanelProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** The one thing to do next: where the button goes and what it says. */
  action: { to: string; label: ReactNode };
  className?: string;
}

/** A highlighted prompt with a heading, a line of text and one call to action. */
export function PromptPanel({
  icon: Icon,
  title,
  children,
  action,
  className = '',
}: PromptPanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col gap-4 rounded-xl border border-indigo-200 bg-indigo-50 p-6 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-700" />
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-slate-700">{children}</p>
        </div>
      </div>
      <Link to={action.to} className={buttonClass('primary', 'shrink-0')}>
        {action.label}
      </Link>
    </section>
  );
}

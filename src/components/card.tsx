import { useId, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from './heading';

interface CardProps {
  /** When given, the card is a section named by this heading. */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The white, rounded panel that holds a form, a list or a figure. */
export function Card({ title, headingLevel = 2, actions, className = '', children }: CardProps) {
  const titleId = useId();
  const box = `rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${className}`.trim();
  if (!title) return <div className={box}>{children}</div>;
  return (
    <section aria-labelledby={titleId} className={box}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <Heading level={headingLevel} id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </Heading>
        {actions ? <div className="flex gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

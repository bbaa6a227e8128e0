import { useId, type ReactNode } from 'react';
import { ERROR_CLASS, HINT_CLASS, describedBy } from './control-styles';

/** What Field hands its control so the label, hint and error are wired to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Help text under the control, announced with it. */
  hint?: ReactNode;
  /** The control's error; marks it invalid and is announced with it. */
  error?: ReactNode;
  className?: string;
  /** Renders the control, spreading the given props onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, one control, an optional hint and an inline error, wired for assistive technology. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const ids = describedBy(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': ids.describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

interface FieldMessagesProps {
  ids: { hintId: string; errorId: string };
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * Hint and error under a control or group. The polite live region is always there, so a hint or
 * error that appears while the user types (a live check) is read out.
 */
export function FieldMessages({ ids, hint, error }: FieldMessagesProps) {
  return (
    <div aria-live="polite" className="mt-1 space-y-1 empty:hidden">
      {hint ? (
        <div id={ids.hintId} className={HINT_CLASS}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={ids.errorId} className={ERROR_CLASS}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

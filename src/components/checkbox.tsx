import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { CHOICE_CLASS, describedBy } from './control-styles';
import { FieldMessages } from './field';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** One checkbox with its label to the right, e.g. "I agree to the terms". */
export function Checkbox({ label, hint, error, className, ...input }: CheckboxProps) {
  const id = useId();
  const ids = describedBy(id, hint, error);
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className={`mt-0.5 ${CHOICE_CLASS}`}
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

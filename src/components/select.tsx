import type { ReactNode, SelectHTMLAttributes } from 'react';
import { LINE_HEIGHT_CLASS, controlClass } from './control-styles';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select a county"; picking it gives the value ''. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  ...select
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          className={`${controlClass(Boolean(error))} ${LINE_HEIGHT_CLASS}`}
          {...control}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

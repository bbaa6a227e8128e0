import type { InputHTMLAttributes, ReactNode } from 'react';
import { LINE_HEIGHT_CLASS, controlClass } from './control-styles';
import { Field } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the input and announced with it. */
  hint?: ReactNode;
  /** Shown under the input in red; marks it invalid. */
  error?: ReactNode;
}

export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          className={`${controlClass(Boolean(error))} ${LINE_HEIGHT_CLASS}`}
          {...control}
          {...input}
        />
      )}
    </Field>
  );
}

import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { controlClass } from './control-styles';
import { Field } from './field';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export function TextArea({ label, hint, error, className, rows = 4, ...textarea }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea rows={rows} className={controlClass(Boolean(error))} {...control} {...textarea} />
      )}
    </Field>
  );
}

import { useId, type ReactNode } from 'react';
import { CHOICE_CLASS, describedBy } from './control-styles';
import { FieldMessages } from './field';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** A line under this option's label. */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupProps {
  legend: ReactNode;
  options: readonly ChoiceOption[];
  /** The inputs' name; one is made up when left out. */
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Lay the options out in a row (wrapping) instead of a column. */
  inline?: boolean;
  className?: string;
}

interface ChoiceFieldsetProps extends ChoiceGroupProps {
  type: 'radio' | 'checkbox';
  isChecked(value: string): boolean;
  onToggle(value: string, checked: boolean): void;
  required?: boolean;
}

/**
 * A fieldset of radios or checkboxes: the legend names the group, the hint and error describe it
 * and each input is marked invalid while there is an error. Native inputs keep the browser's
 * keyboard handling (arrows move between radios, Space ticks a checkbox).
 */
export function ChoiceFieldset({
  type,
  legend,
  options,
  name,
  hint,
  error,
  inline = false,
  className,
  isChecked,
  onToggle,
  required,
}: ChoiceFieldsetProps) {
  const id = useId();
  const ids = describedBy(id, hint, error);
  return (
    <fieldset className={className} aria-describedby={ids.describedBy}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`mt-2 ${inline ? 'flex flex-wrap gap-x-6 gap-y-2' : 'space-y-2'}`}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <input
                id={optionId}
                type={type}
                name={name ?? id}
                value={option.value}
                checked={isChecked(option.value)}
                onChange={(e) => onToggle(option.value, e.target.checked)}
                disabled={option.disabled}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                className={`mt-0.5 ${CHOICE_CLASS}`}
              />
              <div className="text-sm">
                <label htmlFor={optionId} className="text-slate-800">
                  {option.label}
                </label>
                {option.hint ? (
                  <p id={`${optionId}-hint`} className="text-slate-600">
                    {option.hint}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}

import { ChoiceFieldset, type ChoiceGroupProps } from './choice-fieldset';

interface RadioGroupProps extends ChoiceGroupProps {
  /** The chosen value; null or '' when none is chosen yet. */
  value: string | null;
  onChange(value: string): void;
  required?: boolean;
}

/** Pick one of a few options, e.g. paid or pro bono. */
export function RadioGroup({ value, onChange, ...group }: RadioGroupProps) {
  return (
    <ChoiceFieldset
      {...group}
      type="radio"
      isChecked={(v) => v === value}
      onToggle={(v, checked) => {
        if (checked) onChange(v);
      }}
    />
  );
}

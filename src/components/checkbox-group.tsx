import { ChoiceFieldset, type ChoiceGroupProps } from './choice-fieldset';

interface CheckboxGroupProps extends ChoiceGroupProps {
  value: readonly string[];
  /** The new selection, in the order of `options`. */
  onChange(value: string[]): void;
}

/** Pick any number of options, e.g. practice areas or work days. */
export function CheckboxGroup({ value, onChange, options, ...group }: CheckboxGroupProps) {
  return (
    <ChoiceFieldset
      {...group}
      options={options}
      type="checkbox"
      isChecked={(v) => value.includes(v)}
      onToggle={(v, checked) =>
        onChange(options.map((o) => o.value).filter((o) => (o === v ? checked : value.includes(o))))
      }
    />
  );
}

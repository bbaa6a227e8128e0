// Renders a list of field descriptions with the shared form primitives, so the
// wizard's steps and the GAL form's sections are data, not repeated markup.
import type { ReactNode } from 'react';
import { Checkbox } from '@/components/checkbox';
import { CheckboxGroup } from '@/components/checkbox-group';
import { RadioGroup } from '@/components/radio-group';
import { Select } from '@/components/select';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { useI18n } from '@/lib/use-i18n';
import { tr } from '../lib/application-text';
import type { FieldErrors } from '../lib/rules';
import { TrainingsInput } from './trainings-input';

interface Option {
  value: string;
  label: string;
}

interface Base<V> {
  name: keyof V & string;
  label: string;
  hint?: string;
  required?: boolean;
  /** Shown only when this holds (e.g. the bar number once 'I have one' is ticked). */
  showIf?: (values: V) => boolean;
}

export type FieldSpec<V> = Base<V> &
  (
    | { kind: 'text' | 'email' | 'tel'; autoComplete?: string; readOnly?: boolean }
    | { kind: 'textarea' }
    | { kind: 'number'; min: number; step: number }
    | { kind: 'select'; options: readonly Option[]; placeholder: string }
    | { kind: 'checkbox' }
    | { kind: 'checkboxes'; options: readonly Option[] }
    | { kind: 'rating' }
    | { kind: 'trainings' }
  );

/** Applications carry the account's email (the database holds it to that). */
export const ACCOUNT_EMAIL_HINT = "Your account's email: we reply there.";

const RATING_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({
  value: String(n),
  label: n === 1 ? '1 (Beginner)' : n === 5 ? '5 (Expert)' : String(n),
}));

/** A choice list as the visitor reads it; the values stay as stored. */
const translated = (options: readonly Option[]) =>
  options.map((o) => ({ value: o.value, label: tr(o.label) }));

function labelOf(spec: { label: string; required?: boolean }): ReactNode {
  if (!spec.required) return tr(spec.label);
  return (
    <>
      {tr(spec.label)}
      <span aria-hidden="true" className="text-red-700">
        {' '}
        *
      </span>
    </>
  );
}

interface FormFieldsProps<V> {
  fields: readonly FieldSpec<V>[];
  values: V;
  errors: FieldErrors;
  onChange(name: keyof V & string, value: unknown): void;
}

export function FormFields<V>({ fields, values, errors, onChange }: FormFieldsProps<V>) {
  // Re-renders in the language chosen (the labels pass through `tr`).
  useI18n();
  return (
    <div className="space-y-5">
      {fields
        .filter((f) => !f.showIf || f.showIf(values))
        .map((f) => (
          <FormField key={f.name} spec={f} values={values} errors={errors} onChange={onChange} />
        ))}
    </div>
  );
}

function FormField<V>({
  spec,
  values,
  errors,
  onChange,
}: {
  spec: FieldSpec<V>;
  values: V;
  errors: FieldErrors;
  onChange(name: keyof V & string, value: unknown): void;
}) {
  const value = values[spec.name] as unknown;
  const error = tr(errors[spec.name] ?? firstNested(errors, spec.name));
  const hint = tr(spec.hint);
  const common = {
    name: spec.name,
    label: labelOf(spec),
    hint,
    error,
    'aria-required': spec.required || undefined,
  };
  const set = (v: unknown) => onChange(spec.name, v);
  switch (spec.kind) {
    case 'text':
    case 'email':
    case 'tel':
      return (
        <TextField
          {...common}
          type={spec.kind}
          autoComplete={spec.autoComplete}
          readOnly={spec.readOnly}
          value={value as string}
          onChange={(e) => set(e.target.value)}
        />
      );
    case 'textarea':
      return (
        <TextArea
          {...common}
          rows={3}
          value={value as string}
          onChange={(e) => set(e.target.value)}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          inputMode="decimal"
          min={spec.min}
          step={spec.step}
          value={value as string}
          onChange={(e) => set(e.target.value)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          options={translated(spec.options)}
          placeholder={tr(spec.placeholder)}
          value={value as string}
          onChange={(e) => set(e.target.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          name={spec.name}
          label={tr(spec.label)}
          hint={hint}
          error={error}
          checked={value as boolean}
          onChange={(e) => set(e.target.checked)}
        />
      );
    case 'checkboxes':
      return (
        <CheckboxGroup
          name={spec.name}
          legend={labelOf(spec)}
          hint={hint}
          error={error}
          options={translated(spec.options)}
          inline
          value={value as string[]}
          onChange={set}
        />
      );
    case 'rating':
      return (
        <RadioGroup
          name={spec.name}
          legend={labelOf(spec)}
          hint={hint ?? tr('1 = beginner, 5 = expert')}
          error={error}
          options={translated(RATING_OPTIONS)}
          inline
          value={value ? String(value as number) : null}
          onChange={(v) => set(Number(v))}
        />
      );
    case 'trainings':
      return (
        <TrainingsInput
          name={spec.name}
          label={labelOf(spec)}
          hint={hint}
          error={error}
          value={value as string[]}
          onChange={set}
        />
      );
  }
}

/** A list field's error may sit on one item ('work_schedule.0'). */
function firstNested(errors: FieldErrors, name: string): string | undefined {
  const key = Object.keys(errors).find((k) => k.startsWith(`${name}.`));
  return key ? errors[key] : undefined;
}

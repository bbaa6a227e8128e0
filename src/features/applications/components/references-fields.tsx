// The GAL application's two professional references (exactly two).
import { TextField } from '@/components/text-field';
import { useI18n } from '@/lib/use-i18n';
import { tr } from '../lib/application-text';
import type { GalValues } from '../lib/gal-schema';
import type { FieldErrors } from '../lib/rules';

type Reference = GalValues['reference_list'][number];

const PARTS: readonly { key: keyof Reference; label: string; type: string }[] = [
  { key: 'name', label: 'Name', type: 'text' },
  { key: 'relationship', label: 'Relationship', type: 'text' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
];

interface ReferencesFieldsProps {
  value: GalValues['reference_list'];
  errors: FieldErrors;
  onChange(value: GalValues['reference_list']): void;
}

export function ReferencesFields({ value, errors, onChange }: ReferencesFieldsProps) {
  const i18n = useI18n();
  function set(index: number, key: keyof Reference, text: string) {
    const next = value.map((r, i) => (i === index ? { ...r, [key]: text } : r));
    onChange(next as GalValues['reference_list']);
  }
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {value.map((reference, index) => (
        <fieldset key={index} className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {i18n._({
              id: 'application.referenceNumber',
              message: 'Reference {number}',
              values: { number: index + 1 },
            })}
          </legend>
          {PARTS.map((part) => (
            <TextField
              key={part.key}
              name={`reference_list.${index}.${part.key}`}
              type={part.type}
              label={
                <>
                  {tr(part.label)}
                  <span aria-hidden="true" className="text-red-700">
                    {' '}
                    *
                  </span>
                </>
              }
              aria-required
              error={tr(errors[`reference_list.${index}.${part.key}`])}
              value={reference[part.key]}
              onChange={(e) => set(index, part.key, e.target.value)}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}

// Specialized trainings (step 2): typed one at a time, added with the
// Add button or Enter, or when the field is left with text in it (so Next keeps a
// training typed but not added); blanks and duplicates are ignored; each is removable.
import { useState, type ReactNode } from 'react';
import { Plus, X } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { TextField } from '@/components/text-field';
import { useI18n } from '@/lib/use-i18n';
import { tr } from '../lib/application-text';
import { addTraining } from '../lib/rules';

interface TrainingsInputProps {
  name: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  value: readonly string[];
  onChange(value: string[]): void;
}

export function TrainingsInput({ name, label, hint, error, value, onChange }: TrainingsInputProps) {
  const i18n = useI18n();
  const [typed, setTyped] = useState('');
  function add() {
    onChange(addTraining(value, typed));
    setTyped('');
  }
  return (
    <div>
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          name={name}
          label={label}
          hint={hint ?? tr('Type a training, then press Add or Enter.')}
          error={error}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          // Typed but not added, then Next (or anything else) pressed: keep it, never drop it.
          onBlur={() => {
            if (typed.trim()) add();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" onClick={add} className={buttonClass('secondary', 'mt-6 self-start')}>
          <Plus aria-hidden="true" className="size-4" />
          {tr('Add')}
        </button>
      </div>
      {value.length ? (
        <ul aria-label={tr('Added trainings')} className="mt-3 flex flex-wrap gap-2">
          {value.map((training) => (
            <li
              key={training}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900 ring-1 ring-indigo-200"
            >
              {training}
              <button
                type="button"
                aria-label={i18n._({
                  id: 'application.removeTraining',
                  message: 'Remove {training}',
                  values: { training },
                })}
                onClick={() => onChange(value.filter((t) => t !== training))}
                className="rounded-full p-1 hover:bg-indigo-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

// The 20 Florida circuits as chips by circuit number, each with its
// counties. In edit mode a chip is a toggle button; in view mode only the chosen show.
import { Check } from 'lucide-react';
import { FLORIDA_CIRCUITS, ordinal } from '@/content/florida';

interface CircuitChipsProps {
  value: readonly string[];
  onChange?(value: string[]): void;
}

export function CircuitChips({ value, onChange }: CircuitChipsProps) {
  if (!onChange) {
    const chosen = FLORIDA_CIRCUITS.filter((c) => value.includes(c.label));
    if (chosen.length === 0) return <p className="text-sm text-slate-600">None selected</p>;
    return (
      <ul className="flex flex-wrap gap-2" aria-label="Selected circuits">
        {chosen.map((c) => (
          <li
            key={c.number}
            className="rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-800 ring-1 ring-indigo-200"
          >
            <span className="font-semibold">{ordinal(c.number)} Circuit</span>
            <span> - {c.counties.join(', ')}</span>
          </li>
        ))}
      </ul>
    );
  }
  const toggle = (label: string) =>
    onChange(
      FLORIDA_CIRCUITS.map((c) => c.label).filter((l) =>
        l === label ? !value.includes(l) : value.includes(l),
      ),
    );
  return (
    <ul className="flex flex-wrap gap-2">
      {FLORIDA_CIRCUITS.map((c) => {
        const on = value.includes(c.label);
        return (
          <li key={c.number}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => toggle(c.label)}
              className={`flex items-center gap-1.5 rounded-full px-3 py-1.5 text-left text-sm ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ${
                on
                  ? 'bg-indigo-700 text-white ring-indigo-700'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              {on ? <Check aria-hidden="true" className="size-3.5" /> : null}
              <span className="font-semibold">{ordinal(c.number)} Circuit</span>
              <span className={on ? 'text-indigo-100' : 'text-slate-600'}>
                {' '}
                - {c.counties.join(', ')}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

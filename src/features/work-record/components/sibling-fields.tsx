// The parts of Log Contact that say whom and which cases a visit covers: the people
// seen (children and parties of the ticked cases), the sibling cases it also covers
// (only those assigned to this contractor are offered), the time split between them
// in quarter hours (even until adjusted; always adding up to the contact's time) and
// the case that carries the mileage and expenses.
import { useId } from 'react';
import { buttonClass } from '@/components/button-styles';
import { CheckboxGroup } from '@/components/checkbox-group';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { formatHours } from '@/lib/format';
import {
  coveredCases,
  entryHours,
  evenSplit,
  mileageCaseOf,
  parseMinutes,
  parseShare,
  type ContactValues,
} from '../lib/contact-rules';

export interface CaseChoice {
  id: string;
  title: string;
}

export interface PersonChoice {
  id: string;
  /** The case the person is on. */
  caseId: string;
  /** Their name and role, e.g. 'Dana Brooks (caseworker)'. */
  label: string;
}

interface SiblingFieldsProps {
  caseId: string;
  caseTitle: string;
  /** The group's other cases assigned to this contractor and not completed. */
  siblings: readonly CaseChoice[];
  people: readonly PersonChoice[];
  values: ContactValues;
  error?: string;
  disabled: boolean;
  onChange(patch: Partial<ContactValues>): void;
}

export function SiblingFields(props: SiblingFieldsProps) {
  const { caseId, caseTitle, siblings, people, values: v, error, disabled, onChange } = props;
  const id = useId();
  const cases = coveredCases(caseId, v);
  const titles = new Map<string, string>([
    [caseId, caseTitle],
    ...siblings.map((s) => [s.id, s.title] as const),
  ]);
  const minutes = parseMinutes(v.minutes);
  const total = minutes ? Math.ceil(minutes / 15) : null;
  const mileageCase = mileageCaseOf(caseId, v);
  const even = total ? evenSplit(total, cases, mileageCase) : null;
  const shown = (c: string) => v.split?.[c] ?? (even ? String((even[c] ?? 0) / 4) : '');
  const sum = cases.reduce((a, c) => a + (parseShare(shown(c)) ?? 0), 0);
  const seen = people.filter((p) => cases.includes(p.caseId));

  return (
    <>
      {seen.length ? (
        <CheckboxGroup
          className="sm:col-span-2"
          legend="Who was seen"
          hint="Each child seen shows this visit as their last; parties are kept for the report."
          options={seen.map((p) => ({ value: p.id, label: p.label }))}
          value={v.people}
          onChange={(ids) => onChange({ people: ids })}
        />
      ) : null}
      {siblings.length ? (
        <CheckboxGroup
          className="sm:col-span-2"
          legend="Also for sibling cases"
          hint="One contact for the whole visit: its time is split between the cases, never billed twice."
          options={siblings.map((s) => ({ value: s.id, label: s.title }))}
          value={v.alsoCases}
          onChange={(ids) =>
            onChange({
              alsoCases: ids,
              split: null,
              people: v.people.filter((p) => {
                const on = people.find((x) => x.id === p)?.caseId;
                return !on || on === caseId || ids.includes(on);
              }),
            })
          }
        />
      ) : null}
      {cases.length > 1 ? (
        <fieldset
          className="m-0 min-w-0 rounded-lg border border-slate-200 p-3 sm:col-span-2"
          aria-describedby={`${id}-sum`}
        >
          <legend className="px-1 text-sm font-semibold text-slate-900">Time split</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {cases.map((c) => (
              <TextField
                key={c}
                label={`Hours on ${titles.get(c) ?? 'this case'}`}
                type="number"
                inputMode="decimal"
                min={0.25}
                step={0.25}
                value={shown(c)}
                disabled={disabled}
                onChange={(e) =>
                  onChange({
                    split: {
                      ...Object.fromEntries(cases.map((x) => [x, shown(x)])),
                      [c]: e.target.value,
                    },
                  })
                }
              />
            ))}
          </div>
          <p id={`${id}-sum`} role="status" className="mt-2 text-sm text-slate-700">
            {total
              ? `${formatHours(sum / 4)} of ${formatHours(entryHours(minutes ?? 0))} h split`
              : 'Enter the minutes to split the time'}
            {v.split ? ' (adjusted)' : ' (evenly)'}
          </p>
          {error ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          {v.split ? (
            <button
              type="button"
              className={buttonClass('ghost', 'mt-2')}
              disabled={disabled}
              onClick={() => onChange({ split: null })}
            >
              Split evenly
            </button>
          ) : null}
        </fieldset>
      ) : null}
      {cases.length > 1 ? (
        <Select
          className="sm:col-span-2"
          label="Mileage and expenses go on"
          options={cases.map((c) => ({ value: c, label: titles.get(c) ?? c }))}
          value={mileageCase}
          disabled={disabled}
          onChange={(e) =>
            onChange({
              mileageCase: e.target.value === caseId ? '' : e.target.value,
              split: null,
            })
          }
        />
      ) : null}
    </>
  );
}

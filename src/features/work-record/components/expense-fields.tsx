// A contact's expenses: description, amount and an optional receipt (PDF or image,
// at most 5 MB) each; added and removed in place.
import { Paperclip, Plus, Trash2 } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { TextField } from '@/components/text-field';
import { receiptName } from '../api/contacts-api';
import { blankExpense, type ExpenseErrors, type ExpenseValues } from '../lib/contact-rules';

interface ExpenseFieldsProps {
  expenses: ExpenseValues[];
  errors: ExpenseErrors;
  receiptErrors: Record<string, string>;
  disabled: boolean;
  onChange(expenses: ExpenseValues[]): void;
  onReceipt(expenseId: string, file: File): void;
}

export function ExpenseFields(props: ExpenseFieldsProps) {
  const { expenses, errors, receiptErrors, disabled, onChange, onReceipt } = props;
  const edit = (id: string, patch: Partial<ExpenseValues>) =>
    onChange(expenses.map((e) => (e.id === id ? { ...e, ...patch } : e)));
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">Expenses</legend>
      {expenses.length ? null : (
        <p className="mt-1 text-sm text-slate-600">Parking, tolls, copies: add what you paid.</p>
      )}
      <ul className="mt-2 space-y-3">
        {expenses.map((e, i) => {
          const n = i + 1;
          const receiptId = `receipt-${e.id}`;
          return (
            <li
              key={e.id}
              className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-6"
            >
              <TextField
                className="sm:col-span-3"
                label={`Expense ${n} description`}
                maxLength={500}
                value={e.description}
                error={errors[e.id]?.description}
                disabled={disabled}
                onChange={(ev) => edit(e.id, { description: ev.target.value })}
              />
              <TextField
                className="sm:col-span-2"
                label={`Expense ${n} amount (USD)`}
                inputMode="decimal"
                placeholder="12.50"
                value={e.amount}
                error={errors[e.id]?.amount}
                disabled={disabled}
                onChange={(ev) => edit(e.id, { amount: ev.target.value })}
              />
              <div className="flex items-end sm:col-span-1">
                <button
                  type="button"
                  className={buttonClass('ghost', 'w-full')}
                  disabled={disabled}
                  onClick={() => onChange(expenses.filter((x) => x.id !== e.id))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                  <span className="sr-only"> expense {n}</span>
                </button>
              </div>
              <div className="sm:col-span-6">
                {e.receiptPath ? (
                  <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <Paperclip aria-hidden="true" className="size-4" />
                    Receipt: {receiptName(e.receiptPath)}
                    <button
                      type="button"
                      className={buttonClass('ghost', 'px-2 py-1')}
                      disabled={disabled}
                      onClick={() => edit(e.id, { receiptPath: null })}
                    >
                      Remove receipt<span className="sr-only"> of expense {n}</span>
                    </button>
                  </p>
                ) : (
                  <>
                    <label htmlFor={receiptId} className="block text-sm font-medium text-slate-800">
                      Expense {n} receipt (PDF or image, up to 5 MB, optional)
                    </label>
                    <input
                      id={receiptId}
                      type="file"
                      accept="application/pdf,image/*"
                      disabled={disabled}
                      aria-describedby={receiptErrors[e.id] ? `${receiptId}-error` : undefined}
                      className="mt-1 block w-full text-sm text-slate-700"
                      onChange={(ev) => {
                        const file = ev.target.files?.[0];
                        if (file) onReceipt(e.id, file);
                        ev.target.value = '';
                      }}
                    />
                  </>
                )}
                {receiptErrors[e.id] ? (
                  <p
                    id={`${receiptId}-error`}
                    role="alert"
                    className="mt-1 text-sm font-medium text-red-700"
                  >
                    {receiptErrors[e.id]}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={buttonClass('secondary', 'mt-3')}
        disabled={disabled}
        onClick={() => onChange([...expenses, blankExpense()])}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Expense
      </button>
    </fieldset>
  );
}

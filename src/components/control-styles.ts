// Class names shared by inputs, text areas and selects, so every form control looks the same.
const BASE =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-50';

/**
 * One height for single-line controls: Chromium draws a select 4 px shorter than an input with
 * the same padding, which put labels and buttons of one filter row out of line.
 */
export const LINE_HEIGHT_CLASS = 'h-10.5';

export function controlClass(invalid = false): string {
  return `${BASE} ${invalid ? 'border-red-600 focus:border-red-700' : 'border-slate-300 focus:border-indigo-600'}`;
}

/** A checkbox or radio: native control, indigo when checked. */
export const CHOICE_CLASS =
  'size-4 shrink-0 border-slate-300 text-indigo-700 accent-indigo-700 disabled:cursor-not-allowed';

/** Hint and error lines under a control or group. */
export const HINT_CLASS = 'text-sm text-slate-600';
export const ERROR_CLASS = 'flex items-center gap-1 text-sm font-medium text-red-700';

/** The ids a hint and an error get, and the aria-describedby that names the ones present. */
export function describedBy(id: string, hint: unknown, error: unknown) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { hintId, errorId, describedBy: ids || undefined };
}

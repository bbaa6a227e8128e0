// The flag that asks /apply to reveal the GAL application form (chosen on /choose-path).
const KEY = 'showGalForm';

export function requestGalForm(): void {
  localStorage.setItem(KEY, 'true');
}

/** False in the build's prerender (no storage there): /apply as a first visit sees it. */
export function isGalFormRequested(): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === 'true';
}

export function clearGalFormRequest(): void {
  localStorage.removeItem(KEY);
}

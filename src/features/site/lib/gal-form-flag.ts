// The flag that asks /apply to reveal the GAL application form (SPEC 2, /choose-path).
const KEY = 'showGalForm';

export function requestGalForm(): void {
  localStorage.setItem(KEY, 'true');
}

export function isGalFormRequested(): boolean {
  return localStorage.getItem(KEY) === 'true';
}

export function clearGalFormRequest(): void {
  localStorage.removeItem(KEY);
}

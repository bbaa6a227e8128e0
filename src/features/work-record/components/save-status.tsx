// Where the draft stands, read out politely as it changes: Saving..., Saved, or
// Not saved — retrying (with Retry now), or why the server refused it.
import { buttonClass } from '@/components/button-styles';
import type { SaveState } from '../lib/autosave';

interface SaveStatusProps {
  state: SaveState;
  error: string | null;
  onRetry(): void;
}

const TEXT: Record<SaveState, string> = {
  idle: 'Saved as you type',
  saving: 'Saving...',
  saved: 'Saved',
  retrying: 'Not saved — retrying',
  failed: 'Not saved',
};

export function SaveStatus({ state, error, onRetry }: SaveStatusProps) {
  const trouble = state === 'retrying' || state === 'failed';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p
        role="status"
        className={trouble ? 'font-medium text-amber-900' : 'text-slate-600'}
        data-save-state={state}
      >
        {state === 'failed' && error ? `Not saved: ${error}` : TEXT[state]}
      </p>
      {state === 'retrying' ? (
        <button type="button" className={buttonClass('ghost', 'px-2 py-1')} onClick={onRetry}>
          Retry now
        </button>
      ) : null}
    </div>
  );
}

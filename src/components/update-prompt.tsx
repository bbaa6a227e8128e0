// "A new version is ready — Reload": shown when the installed app has a new release waiting,
// instead of the old pages failing on chunks the deploy removed.
import { RefreshCw } from 'lucide-react';
import { useAppUpdate } from '@/stores/app-update-store';
import { buttonClass } from './button-styles';

export function UpdatePrompt() {
  const reload = useAppUpdate((s) => s.reload);
  if (!reload) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-lg border border-indigo-200 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg"
    >
      <span className="flex items-center gap-2">
        <RefreshCw aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />A new version is
        ready
      </span>
      <button type="button" className={buttonClass('primary')} onClick={() => void reload()}>
        Reload
      </button>
    </div>
  );
}

// How far the running export got (rows read of rows in all), Cancel, and the outcome.
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { useExportStore } from '../stores/export-store';

const count = (n: number) => n.toLocaleString('en-US');

export function ExportProgress() {
  const running = useExportStore((s) => s.running);
  const done = useExportStore((s) => s.done);
  const total = useExportStore((s) => s.total);
  const error = useExportStore((s) => s.error);
  const result = useExportStore((s) => s.result);
  const { cancel } = useExportStore.getState();

  if (running) {
    const label = total === null ? 'Counting rows...' : `${count(done)} of ${count(total)} rows`;
    return (
      <div className="flex flex-wrap items-center gap-4">
        <div className="min-w-48 flex-1">
          <div
            role="progressbar"
            aria-label="Export progress"
            aria-valuemin={0}
            aria-valuemax={total ?? undefined}
            aria-valuenow={total === null ? undefined : done}
            aria-valuetext={label}
            className="h-2.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-indigo-600 transition-[width]"
              style={{ width: total ? `${Math.min(100, (done / total) * 100)}%` : '0%' }}
            />
          </div>
          <p className="mt-1 text-sm text-slate-700" aria-live="polite">
            {label}
          </p>
        </div>
        <button type="button" className={buttonClass('secondary')} onClick={cancel}>
          Cancel
        </button>
      </div>
    );
  }
  if (error) return <FormError message={error} />;
  if (result) {
    return (
      <p role="status" className="text-sm text-green-800">
        Exported {count(result.rows)} {result.rows === 1 ? 'row' : 'rows'} to {result.fileName}.
      </p>
    );
  }
  return null;
}

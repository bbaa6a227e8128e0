// Close case: first what is still open on the case (unbilled time, report deadlines not
// yet met), then the discharge or closing order's date and a closing summary, both
// required; only then is the case completed (public.close_case, which the history records).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/button-styles';
import { Dialog } from '@/components/dialog';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { countyTimeZone } from '@/content/florida';
import { formatCourtDateTime } from '@/lib/court-time';
import { todayIso } from '@/lib/dates';
import { messageOf } from '@/lib/errors';
import { errorText } from '@/lib/query-client';
import { getClosingCheck } from '../api/case-file-api';
import { caseKeys } from '../api/keys';
import type { CaseDetail } from '../api/cases-api';

interface Props {
  item: CaseDetail;
  open: boolean;
  onCancel(): void;
  /** Resolves to null when closed, or the error to show. */
  onClose(orderOn: string, summary: string): Promise<unknown>;
}

export function CloseCaseDialog({ item, open, onCancel, onClose }: Props) {
  const check = useQuery({
    queryKey: [...caseKeys.all, 'closing-check', item.id],
    queryFn: () => getClosingCheck(item.id),
    enabled: open,
    staleTime: 0,
  });
  const [orderOn, setOrderOn] = useState('');
  const [summary, setSummary] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zone = countyTimeZone(item.county);
  const reports = check.data?.open_reports ?? [];
  const hours = check.data?.unbilled_hours ?? 0;

  async function submit() {
    if (!orderOn || !summary.trim()) {
      setError('Enter the closing order’s date and a closing summary.');
      return;
    }
    setBusy(true);
    setError(null);
    const failed = await onClose(orderOn, summary.trim());
    setBusy(false);
    if (failed) setError(messageOf(failed));
  }

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Close this case?"
      description="Closing marks the case completed: no more time or contacts are logged on it."
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={busy || !check.data}
            onClick={() => void submit()}
          >
            {busy ? 'Closing...' : 'Close Case'}
          </button>
        </>
      }
    >
      <section aria-labelledby="closing-open-work" className="space-y-2">
        <h3 id="closing-open-work" className="font-semibold text-slate-900">
          Still open on this case
        </h3>
        {check.isPending ? (
          <Spinner label="Checking unbilled work and deadlines" showLabel />
        ) : null}
        <FormError message={errorText(check.error)} />
        {check.data ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            <li>
              {hours > 0
                ? `Unbilled work: ${hours} hours in ${check.data.unbilled_entries ?? 0} time entries not yet invoiced.`
                : 'No unbilled work.'}
            </li>
            {reports.length ? (
              reports.map((r) => (
                <li key={r.id}>
                  Open report deadline: {r.hearing_type} hearing on{' '}
                  {formatCourtDateTime(r.hearing_at, zone)}, report due{' '}
                  {formatCourtDateTime(r.report_due_at, zone)}.
                </li>
              ))
            ) : (
              <li>No open report deadlines.</li>
            )}
          </ul>
        ) : null}
      </section>
      <div className="mt-4 grid gap-3">
        <TextField
          label="Discharge or closing order date"
          type="date"
          required
          max={todayIso()}
          value={orderOn}
          onChange={(e) => setOrderOn(e.target.value)}
        />
        <TextArea
          label="Closing summary"
          rows={4}
          required
          maxLength={5000}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
        />
        <FormError message={error} />
      </div>
    </Dialog>
  );
}

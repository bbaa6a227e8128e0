// Admin-only: the status selector (any of the four, any order, as the specification allows) and
// reassign/unassign (history records each change), and the abuse-allegation flag. Completed
// is reached only by closing the case (its order date and summary, after what is still open);
// unassigning asks first and says why.
import { useState } from 'react';
import { buttonClass } from '@/components/button-styles';
import { Checkbox } from '@/components/checkbox';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LINE_HEIGHT_CLASS } from '@/components/control-styles';
import { Select } from '@/components/select';
import type { CaseDetail, Person } from '../api/cases-api';
import { CASE_STATUSES, type CaseStatus } from '../lib/filters';
import { STATUS_LABEL } from './badges';
import { CloseCaseDialog } from './close-case-dialog';

interface Props {
  item: CaseDetail;
  contractors: Person[];
  /** Each resolves to true when the change was made. */
  onStatus: (s: CaseStatus) => Promise<boolean>;
  onAssign: (contractorId: string | null) => Promise<boolean>;
  onAbuseAllegation: (flag: boolean) => Promise<boolean>;
  /** Resolves to null when the case was closed, or the error. */
  onCloseCase: (orderOn: string, summary: string) => Promise<unknown>;
}

export function CaseAdminControls({
  item,
  contractors,
  onStatus,
  onAssign,
  onAbuseAllegation,
  onCloseCase,
}: Props) {
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<'complete' | 'unassign' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const completed = item.status === 'completed';
  const others = contractors.filter((c) => c.id !== item.contractor_id);
  const who = item.contractor?.full_name ?? 'The contractor';

  async function change(work: () => Promise<boolean>, said: string) {
    setConfirming(null);
    setDone(null);
    setBusy(true);
    const ok = await work();
    setBusy(false);
    if (ok) setDone(said);
  }
  const setStatus = (s: CaseStatus) =>
    change(() => onStatus(s), `Status changed to ${STATUS_LABEL[s]}.`);

  return (
    <>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Select
          label="Status"
          value={item.status}
          disabled={busy}
          options={CASE_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
          onChange={(e) => {
            const next = e.target.value as CaseStatus;
            if (next === 'completed') setConfirming('complete');
            else void setStatus(next);
          }}
        />
        {completed ? null : (
          <div className="flex items-end">
            <button
              type="button"
              className={buttonClass('secondary', LINE_HEIGHT_CLASS)}
              disabled={busy}
              onClick={() => setConfirming('complete')}
            >
              Close case
            </button>
          </div>
        )}
        {completed ? null : (
          <div className="flex flex-wrap items-end gap-2">
            <Select
              label="Assign to contractor"
              className="min-w-48 flex-1"
              placeholder="Choose a contractor"
              value={choice}
              options={others.map((c) => ({ value: c.id, label: `${c.full_name} (${c.email})` }))}
              onChange={(e) => setChoice(e.target.value)}
            />
            <button
              type="button"
              className={buttonClass('secondary', LINE_HEIGHT_CLASS)}
              disabled={!choice || busy}
              onClick={() => {
                const name = others.find((c) => c.id === choice)?.full_name ?? 'the contractor';
                void change(() => onAssign(choice), `Case assigned to ${name}.`).then(() =>
                  setChoice(''),
                );
              }}
            >
              {item.contractor_id ? 'Reassign' : 'Assign'}
            </button>
            {item.contractor_id ? (
              <button
                type="button"
                className={buttonClass('secondary', LINE_HEIGHT_CLASS)}
                disabled={busy}
                onClick={() => setConfirming('unassign')}
              >
                Unassign
              </button>
            ) : null}
          </div>
        )}
        <Checkbox
          className="sm:col-span-2"
          label="Abuse, abandonment or neglect alleged"
          hint="Only a contractor certified by a GAL program or a member of The Florida Bar may serve on it (§61.402(2), Fla. Stat.)."
          checked={item.abuse_allegation}
          disabled={busy}
          onChange={(e) => {
            const flag = e.target.checked;
            void change(
              () => onAbuseAllegation(flag),
              flag ? 'Marked as an abuse allegation case.' : 'Abuse allegation cleared.',
            );
          }}
        />
      </div>
      {done ? (
        <p role="status" className="mt-2 text-sm text-green-800">
          {done}
        </p>
      ) : null}

      <CloseCaseDialog
        item={item}
        open={confirming === 'complete'}
        onCancel={() => setConfirming(null)}
        onClose={async (orderOn, summary) => {
          const failed = await onCloseCase(orderOn, summary);
          if (!failed) {
            setConfirming(null);
            setDone(`Case closed. ${who} can no longer log time on it.`);
          }
          return failed;
        }}
      />
      <ConfirmDialog
        open={confirming === 'unassign'}
        title={`Unassign ${who}?`}
        description="The case goes back to Open, so any contractor can accept it. They can no longer log time on it; the time they logged stays theirs."
        confirmLabel="Unassign"
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          void change(() => onAssign(null), `${who} was unassigned; the case is open again.`)
        }
      >
        <p className="text-slate-700">You can assign them again while the case is open.</p>
      </ConfirmDialog>
    </>
  );
}

// Admin-only: the status selector (any of the four, any order; SPEC 4) and
// reassign/unassign (history records each change).
import { useState } from 'react';
import { buttonClass } from '@/components/button-styles';
import { Checkbox } from '@/components/checkbox';
import { Select } from '@/components/select';
import type { CaseDetail, Person } from '../api/cases-api';
import { CASE_STATUSES, type CaseStatus } from '../lib/filters';
import { STATUS_LABEL } from './badges';

interface Props {
  item: CaseDetail;
  contractors: Person[];
  onStatus: (s: CaseStatus) => Promise<void>;
  onAssign: (contractorId: string | null) => Promise<void>;
  onAbuseAllegation: (flag: boolean) => Promise<void>;
}

export function CaseAdminControls({
  item,
  contractors,
  onStatus,
  onAssign,
  onAbuseAllegation,
}: Props) {
  const [choice, setChoice] = useState('');
  const completed = item.status === 'completed';
  const others = contractors.filter((c) => c.id !== item.contractor_id);
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <Select
        label="Status"
        value={item.status}
        options={CASE_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
        onChange={(e) => void onStatus(e.target.value as CaseStatus)}
      />
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
            className={buttonClass('secondary')}
            disabled={!choice}
            onClick={() => void onAssign(choice).then(() => setChoice(''))}
          >
            {item.contractor_id ? 'Reassign' : 'Assign'}
          </button>
          {item.contractor_id ? (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => void onAssign(null)}
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
        onChange={(e) => void onAbuseAllegation(e.target.checked)}
      />
    </div>
  );
}

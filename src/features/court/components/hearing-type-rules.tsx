// 'Reports by Hearing Type' in Settings (admins): whether a GAL report is due before each
// hearing type, the source and whether counsel confirmed it. Defaults: none for shelter and
// mediation. A change applies to hearings added or retyped afterwards; a report already
// begun is never dropped.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { messageOf } from '@/lib/errors';
import { errorText, queryClient } from '@/lib/query-client';
import {
  listHearingTypeRules,
  saveHearingTypeRule,
  type HearingTypeRule,
} from '../api/hearing-type-rules-api';
import { courtKeys } from '../api/keys';
import { hearingTypeLabel } from '../lib/labels';

export function HearingTypeRules() {
  const user = useCurrentUser();
  const allowed = can(user, 'editDeadlineRules');
  const read = useQuery({
    queryKey: courtKeys.hearingTypeRules(),
    queryFn: listHearingTypeRules,
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <Card title="Reports by Hearing Type" className="lg:col-span-2">
      <p className="text-sm text-slate-700">
        Whether a GAL report is due before each kind of hearing. A hearing of a type with no report
        gets no report deadline. A change applies to hearings added or retyped afterwards.
      </p>
      <FormError message={errorText(read.error)} />
      <ul className="mt-4 divide-y divide-slate-100">
        {(read.data ?? []).map((rule) => (
          <RuleRow key={`${rule.hearing_type}-${rule.updated_at}`} rule={rule} />
        ))}
      </ul>
    </Card>
  );
}

function RuleRow({ rule }: { rule: HearingTypeRule }) {
  const label = hearingTypeLabel(rule.hearing_type);
  const [due, setDue] = useState(rule.report_due);
  const [source, setSource] = useState(rule.source);
  const [confirmed, setConfirmed] = useState(rule.confirmed_with_counsel);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!source.trim()) {
      setProblem('Name the rule this comes from.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await saveHearingTypeRule(rule.hearing_type, {
        report_due: due,
        source: source.trim(),
        confirmed_with_counsel: confirmed,
      });
      await queryClient.invalidateQueries({ queryKey: courtKeys.all });
    } catch (e) {
      setProblem(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="grid gap-2 py-3 md:grid-cols-[12rem_1fr_auto] md:items-start">
      <div className="space-y-1">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        {rule.confirmed_with_counsel ? (
          <Badge tone="success">Confirmed</Badge>
        ) : (
          <Badge tone="warning">To confirm with counsel</Badge>
        )}
      </div>
      <div className="space-y-2">
        <Checkbox
          label={`A report is due before a ${label.toLowerCase()} hearing`}
          checked={due}
          onChange={(e) => setDue(e.target.checked)}
        />
        <TextField
          label={`Source for ${label}`}
          maxLength={300}
          value={source}
          onChange={(e) => setSource(e.target.value)}
        />
        <Checkbox
          label={`${label}: confirmed with counsel`}
          checked={confirmed}
          onChange={(e) => setConfirmed(e.target.checked)}
        />
        <FormError message={problem} />
      </div>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={busy}
        onClick={() => void save()}
      >
        {busy ? 'Saving...' : `Save ${label}`}
      </button>
    </li>
  );
}
